/**
 * MDX files: the YAML front matter between `---` lines (the entry's fields) and the body after it.
 *
 * gray-matter finds the front matter and the body. Two readers turn the front matter into data, with
 * one answer. `readFrontMatterQuickly` gives gray-matter js-yaml as its YAML engine, several times
 * faster, for the common case of a well-formed file; the loader trusts it only when the schema then
 * accepts the data. Everything else, and every position a problem needs, comes from
 * `parseFrontMatter`, which uses `yaml` so every key and value keeps its range. Ranges are moved into
 * file coordinates (the front matter starts after the opening `---`), so problems name the line an
 * editor shows.
 */
import { createRequire } from 'node:module';
import matter from 'gray-matter';
import { CORE_SCHEMA, load } from 'js-yaml';
import type * as Yaml from 'yaml';
import type { Document, Node, Pair } from 'yaml';
import type { SourceError } from './json.ts';
import type { SourceNode } from './positions.ts';

// Loaded on first use: a check of good content never needs `yaml`, and importing it is not free.
const require = createRequire(import.meta.url);
let yamlModule: typeof Yaml | undefined;
const yaml = () => (yamlModule ??= require('yaml') as typeof Yaml);

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
  /** What the YAML engine given to gray-matter made of `source` (`{}` when it holds no field). */
  data: unknown;
  body: string;
  bodyOffset: number;
}

const delimiter = '---';
const noYaml = (): object => ({});

/**
 * Finds the front matter between the opening and closing `---` lines with gray-matter, or says what
 * is wrong. `parseYaml` is gray-matter's YAML engine; without it the front matter is only found.
 */
function splitFrontMatter(
  text: string,
  parseYaml: (source: string) => object = noYaml,
): Split | FrontMatterResult {
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
    engines: { yaml: (raw: string) => parseYaml(withoutLineEnd(raw)) },
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
  return { start, source: withoutLineEnd(file.matter), data: file.data, body: file.content, bodyOffset };
}

/** gray-matter ends the front matter at the `\n` before the closing `---`; a `\r` before it is the line's end. */
const withoutLineEnd = (source: string) => (source.endsWith('\r') ? source.slice(0, -1) : source);

/** The body of an MDX file (what follows the front matter), or undefined when it has no front matter. */
export function bodyOf(text: string): string | undefined {
  const split = splitFrontMatter(text.replace(/^\uFEFF/, ''));
  return 'source' in split ? split.body : undefined;
}

/**
 * Where js-yaml and `yaml` read a plain scalar differently: js-yaml keeps `+.5` or `-.0` as text that
 * `yaml` reads as a number, and reads `0b101` or `-0x1F` as numbers that `yaml` keeps as text. Files
 * with text that looks like a number, boolean or null, or with any number (no MDX field takes one),
 * take the precise path, so the two readers never disagree about what the owner wrote.
 */
const notTextInYaml =
  /^(?:[-+]?(?:\.\d+|\d+(?:\.\d*)?)(?:[eE][-+]?\d+)?|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)|~|null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;

function readsDifferently(value: unknown): boolean {
  if (typeof value === 'number') return true;
  if (typeof value === 'string') return notTextInYaml.test(value);
  if (Array.isArray(value)) return value.some(readsDifferently);
  if (value !== null && typeof value === 'object') return Object.values(value).some(readsDifferently);
  return false;
}

/**
 * The front matter's data and the body, when the file reads cleanly; undefined when anything is
 * unusual (no front matter, a syntax error, a tab, duplicate keys, not a mapping, scalars the two
 * readers read differently), in
 * which case `parseFrontMatter` must read it.
 */
export function readFrontMatterQuickly(
  text: string,
): { data: object; body: string; bodyOffset: number } | undefined {
  let split: Split | FrontMatterResult;
  try {
    // CORE_SCHEMA is YAML 1.2's: no dates, no merge keys; duplicate keys throw. gray-matter's types
    // ask for an object; whatever js-yaml returns is checked below.
    split = splitFrontMatter(text, (source) => load(source, { schema: CORE_SCHEMA }) as object);
  } catch {
    return undefined;
  }
  if (!('source' in split)) return undefined;
  // js-yaml tolerates tabs as indentation; YAML (and `yaml`) does not.
  if (split.source.includes('\t')) return undefined;
  const { data } = split;
  if (data === null || typeof data !== 'object' || Array.isArray(data) || readsDifferently(data))
    return undefined;
  // An empty front matter reads as no fields; the precise path says it is empty.
  if (Object.keys(data).length === 0) return undefined;
  return { data, body: split.body, bodyOffset: split.bodyOffset };
}

/** Reads the front matter with positions, reporting every syntax and structure problem. */
export function parseFrontMatter(text: string, lineOf: (offset: number) => number): FrontMatterResult {
  const split = splitFrontMatter(text);
  if (!('source' in split)) return split;
  const { start, source, body, bodyOffset } = split;
  const result: FrontMatterResult = { body, bodyOffset, found: true, errors: [] };
  const { isMap, isScalar, parseDocument } = yaml();

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
