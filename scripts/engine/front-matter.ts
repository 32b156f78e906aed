/**
 * MDX files: the YAML front matter between `---` lines (the entry's fields) and the body after it.
 *
 * gray-matter finds the front matter and the body; `yaml` reads the front matter, so every key and
 * value keeps its range. Ranges are moved into file coordinates (the front matter starts after the
 * opening `---`), so problems name the line an editor shows.
 */
import matter from 'gray-matter';
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
import type { SourceError, SourceNode } from './positions.ts';

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

/** Friendlier words for the YAML errors an owner is likely to meet. */
const yamlMessages: Record<string, string> = {
  TAB_AS_INDENT: 'Tabs are not allowed for indentation in the front matter; use spaces',
  BLOCK_AS_IMPLICIT_KEY: 'A field is indented as if it belonged to the line above; check the indentation',
  MULTILINE_IMPLICIT_KEY: 'A field name must be on one line; check the indentation or a missing ":"',
};

interface Split {
  /** Offset of the raw front matter (`source`) in the file, just after the opening `---`. */
  start: number;
  /** The front matter as written, from the end of the opening `---` to the closing one. */
  source: string;
  body: string;
  bodyOffset: number;
}

const delimiter = '---';

/**
 * Finds the front matter between the opening and closing `---` lines with gray-matter, or says what
 * is wrong. gray-matter's own YAML engine is replaced by one that reads nothing: `parseFrontMatter`
 * reads the front matter with positions.
 */
function splitFrontMatter(text: string): Split | FrontMatterResult {
  const problem = (message: string, bodyOffset: number): FrontMatterResult => ({
    body: text.slice(bodyOffset),
    bodyOffset,
    found: false,
    errors: [{ offset: 0, path: [], message, fatal: true }],
  });
  // gray-matter reads the word after the opening `---` as the front matter's language and would run
  // `---js` front matter with eval. Content never runs: only YAML is read.
  const language = matter.language(text, { delimiters: delimiter });
  if (matter.test(text, { delimiters: delimiter }) && !/^(?:ya?ml)?$/i.test(language.name))
    return problem(
      `The front matter must be YAML: write the first line as "---" alone, without "${language.name}"`,
      text.length,
    );

  const file = matter(text, {
    delimiters: delimiter,
    engines: { yaml: () => ({}) },
  });
  // Without front matter gray-matter hands the text back whole as the body.
  if (file.content.length === text.length)
    return problem(
      'An MDX file must start with front matter: a line "---", the fields, then another "---"',
      0,
    );
  // gray-matter drops a language word after the opening `---`, and only a word.
  const start = delimiter.length + (language.name ? language.raw.length : 0);
  // Without a closing line the front matter runs to the end of the file.
  if (start + file.matter.length === text.length)
    return problem('The front matter is not closed: add a line "---" after the last field', text.length);
  const bodyOffset = text.length - file.content.length;
  return { start, source: withoutLineEnd(file.matter), body: file.content, bodyOffset };
}

/** gray-matter ends the front matter at the `\n` before the closing `---`; a `\r` before it is the line's end. */
const withoutLineEnd = (source: string) => (source.endsWith('\r') ? source.slice(0, -1) : source);

/** Reads the front matter with positions, reporting every syntax and structure problem. */
export function parseFrontMatter(text: string, lineOf: (offset: number) => number): FrontMatterResult {
  const split = splitFrontMatter(text);
  if (!('source' in split)) return split;
  const { start, source, body, bodyOffset } = split;
  const result: FrontMatterResult = { body, bodyOffset, found: true, errors: [] };

  const document = parseDocument(source, { prettyErrors: false, uniqueKeys: false });
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
