/**
 * MDX files: the YAML front matter between `---` lines (the entry's fields) and the body after it.
 *
 * Parsed with `yaml` so every key and value keeps its range; ranges are moved into file coordinates
 * (the front matter starts after the opening `---` line), so problems name the line an editor shows.
 */
import {
  isMap,
  isPair,
  isScalar,
  isSeq,
  parseDocument,
  visit,
  type Document,
  type Node,
  type Pair,
} from 'yaml';
import type { SourceError } from './json.ts';
import type { SourceNode } from './positions.ts';

export interface FrontMatterResult {
  data?: unknown;
  root?: SourceNode;
  /** The MDX after the closing `---`. */
  body: string;
  /** Where the body starts in the file. */
  bodyOffset: number;
  /** Whether the file has front matter between two `---` lines at all. */
  found: boolean;
  errors: SourceError[];
}

const openPattern = /^---[ \t]*\r?\n/;
const closePattern = /^---[ \t]*(?:\r?\n|$)/m;

/** Friendlier words for the YAML errors an owner is likely to meet. */
const yamlMessages: Record<string, string> = {
  TAB_AS_INDENT: 'Tabs are not allowed for indentation in the front matter; use spaces',
  BLOCK_AS_IMPLICIT_KEY: 'A field is indented as if it belonged to the line above; check the indentation',
  MULTILINE_IMPLICIT_KEY: 'A field name must be on one line; check the indentation or a missing ":"',
};

export function parseFrontMatter(text: string, lineOf: (offset: number) => number): FrontMatterResult {
  const open = openPattern.exec(text);
  if (!open) {
    const message = 'An MDX file must start with front matter: a line "---", the fields, then another "---"';
    return {
      body: text,
      bodyOffset: 0,
      found: false,
      errors: [{ offset: 0, path: [], message, fatal: true }],
    };
  }
  const start = open[0].length;
  const close = closePattern.exec(text.slice(start));
  if (!close) {
    const message = 'The front matter is not closed: add a line "---" after the last field';
    return {
      body: '',
      bodyOffset: text.length,
      found: false,
      errors: [{ offset: 0, path: [], message, fatal: true }],
    };
  }
  const end = start + close.index;
  const bodyOffset = end + close[0].length;
  const result: FrontMatterResult = { body: text.slice(bodyOffset), bodyOffset, found: true, errors: [] };

  const document = parseDocument(text.slice(start, end), { prettyErrors: false, uniqueKeys: false });
  for (const error of document.errors) {
    const unclosed = error.code === 'MISSING_CHAR' ? unclosedQuoteAt(document, error.pos[0]) : undefined;
    if (unclosed !== undefined) {
      const message = 'The closing quote of this text is missing';
      result.errors.push({ offset: start + unclosed, path: [], message, fatal: true });
      continue;
    }
    const message = yamlMessages[error.code] ?? `Front matter is not valid YAML: ${error.message}`;
    result.errors.push({ offset: start + error.pos[0], path: [], message, fatal: true });
  }
  if (result.errors.length > 0) return result;

  const contents = document.contents;
  if (!contents || (isScalar(contents) && contents.value === null)) {
    result.errors.push({
      offset: 0,
      path: [],
      message: 'The front matter is empty: add the fields between the "---" lines',
      fatal: true,
    });
    return result;
  }
  if (!isMap(contents)) {
    const message = 'The front matter must be a list of "field: value" lines';
    result.errors.push({ offset: start + (contents.range?.[0] ?? 0), path: [], message, fatal: true });
    return result;
  }
  findDuplicateKeys(contents, [], start, lineOf, result.errors);
  result.data = document.toJS();
  result.root = yamlNode(contents, undefined, start);
  return result;
}

function yamlNode(node: Node | null, pair: Pair | undefined, base: number): SourceNode {
  const keyOffset = isScalar(pair?.key) && pair.key.range ? pair.key.range[0] + base : undefined;
  // An empty value (`company:`) has no useful range of its own: point at its key instead.
  const valueRange =
    node?.range && !(isScalar(node) && node.value === null) ? node.range[0] + base : undefined;
  return {
    keyOffset,
    valueOffset: valueRange ?? keyOffset ?? base,
    child(segment) {
      if (isMap(node)) {
        const found = node.items.findLast(
          (item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment),
        );
        return found ? yamlNode(found.value as Node | null, found, base) : undefined;
      }
      if (isSeq(node) && typeof segment === 'number') {
        const item = node.items[segment];
        return item === undefined ? undefined : yamlNode(item as Node | null, undefined, base);
      }
      return undefined;
    },
  };
}

/** YAML keeps the last of two equal keys without a word; the owner almost certainly meant one. */
function findDuplicateKeys(
  node: unknown,
  path: PropertyKey[],
  base: number,
  lineOf: (offset: number) => number,
  errors: SourceError[],
): void {
  if (isSeq(node)) {
    node.items.forEach((item, index) => findDuplicateKeys(item, [...path, index], base, lineOf, errors));
    return;
  }
  if (!isMap(node)) return;
  const seen = new Map<string, number>();
  for (const pair of node.items) {
    if (!isScalar(pair.key)) continue;
    const key = String(pair.key.value);
    const offset = base + (pair.key.range?.[0] ?? 0);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, offset);
    else {
      const message = `Duplicate field "${key}": it is already set on line ${lineOf(first)}; keep only one`;
      errors.push({ offset, path: [...path, key], message, fatal: false });
    }
    findDuplicateKeys(pair.value, [...path, key], base, lineOf, errors);
  }
}

/**
 * A quoted value may run over several lines, so YAML reports a missing closing quote where the
 * front matter ends; the owner needs the line where the quote was opened.
 */
function unclosedQuoteAt(document: Document, errorOffset: number): number | undefined {
  let found: number | undefined;
  visit(document, {
    Scalar(_, node) {
      const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
      if (quoted && node.range && node.range[1] === errorOffset) found = node.range[0];
    },
  });
  return found;
}
