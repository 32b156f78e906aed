/**
 * MDX files: the YAML front matter between `---` lines (the entry's fields) and the body after it.
 *
 * Two readers, one answer. `readFrontMatterQuickly` uses js-yaml (the engine behind gray-matter),
 * several times faster, for the common case of a well-formed file; the loader trusts it only when
 * the schema then accepts the data. Everything else, and every position a problem needs, comes from
 * `parseFrontMatter`, which uses `yaml` so every key and value keeps its range. Ranges are moved into
 * file coordinates (the front matter starts after the opening `---` line), so problems name the line
 * an editor shows.
 */
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';
import type { Document, Node, Pair } from 'yaml';
import type { SourceError } from './json.ts';
import type { SourceNode } from './positions.ts';

// Loaded on first use: a check of good content never needs `yaml`, and importing it is not free.
const require = createRequire(import.meta.url);
let yamlModule: typeof Yaml | undefined;
const yaml = () => (yamlModule ??= require('yaml') as typeof Yaml);

interface JsYaml {
  load(text: string, options: { schema: unknown }): unknown;
  CORE_SCHEMA: unknown;
}
let jsYamlModule: JsYaml | undefined;
/** js-yaml as gray-matter (a dependency) resolves it, so both read front matter alike. */
const jsYaml = () => (jsYamlModule ??= createRequire(require.resolve('gray-matter'))('js-yaml') as JsYaml);

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

interface Split {
  /** Offset of the front matter's first line, after the opening `---`. */
  start: number;
  /** Offset just past the front matter, at the closing `---`. */
  end: number;
  body: string;
  bodyOffset: number;
}

/** Finds the front matter between the opening and closing `---` lines, or says what is wrong. */
function splitFrontMatter(text: string): Split | FrontMatterResult {
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
  return { start, end, body: text.slice(bodyOffset), bodyOffset };
}

/** The body of an MDX file (what follows the front matter), or undefined when it has no front matter. */
export function bodyOf(text: string): string | undefined {
  const split = splitFrontMatter(text.replace(/^\uFEFF/, ''));
  return 'start' in split ? split.body : undefined;
}

/**
 * Plain scalars `yaml` reads as numbers, booleans or null but js-yaml (YAML 1.1 habits) may keep as
 * text, like `0o14` or `+.5`. A file with such a string takes the precise path, so the two readers
 * never disagree about what the owner wrote.
 */
const notTextInYaml =
  /^(?:[-+]?(?:\.\d+|\d+(?:\.\d*)?)(?:[eE][-+]?\d+)?|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)|~|null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;

function hasAmbiguousText(value: unknown): boolean {
  if (typeof value === 'string') return notTextInYaml.test(value);
  if (Array.isArray(value)) return value.some(hasAmbiguousText);
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasAmbiguousText);
  return false;
}

/**
 * The front matter's data and the body, when the file reads cleanly; undefined when anything is
 * unusual (no front matter, a syntax error, a tab, duplicate keys, not a mapping, ambiguous scalars), in
 * which case `parseFrontMatter` must read it.
 */
export function readFrontMatterQuickly(
  text: string,
): { data: object; body: string; bodyOffset: number } | undefined {
  const split = splitFrontMatter(text);
  if (!('start' in split)) return undefined;
  const source = text.slice(split.start, split.end);
  // js-yaml tolerates tabs as indentation; YAML (and `yaml`) does not.
  if (source.includes('\t')) return undefined;
  let data: unknown;
  try {
    // CORE_SCHEMA is YAML 1.2's: no dates, no merge keys; duplicate keys throw.
    data = jsYaml().load(source, { schema: jsYaml().CORE_SCHEMA });
  } catch {
    return undefined;
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data) || hasAmbiguousText(data))
    return undefined;
  return { data, body: split.body, bodyOffset: split.bodyOffset };
}

/** Reads the front matter with positions, reporting every syntax and structure problem. */
export function parseFrontMatter(text: string, lineOf: (offset: number) => number): FrontMatterResult {
  const split = splitFrontMatter(text);
  if (!('start' in split)) return split;
  const { start, end, body, bodyOffset } = split;
  const result: FrontMatterResult = { body, bodyOffset, found: true, errors: [] };
  const { isMap, isScalar, parseDocument } = yaml();

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
  const { isMap, isPair, isScalar, isSeq } = yaml();
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
  const { isMap, isScalar, isSeq } = yaml();
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
  yaml().visit(document, {
    Scalar(_, node) {
      const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
      if (quoted && node.range && node.range[1] === errorOffset) found = node.range[0];
    },
  });
  return found;
}
