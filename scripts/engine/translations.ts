/**
 * Translations: the site in another language beside its own. A language's files mirror the content
 * folder under `content/<language>/` (`content/fr/jobs/auto-loan.mdx` beside `content/jobs/auto-loan.mdx`)
 * and hold only the words: every field the schemas mark as words or names (`translatable` in
 * src/content/schemas/fields.ts), and an MDX file's body. Ids, dates, addresses, pictures and flags
 * come from the default language's file alone, so they can never drift apart.
 *
 * A language's content is the default's with its translation laid over it, validated by the same
 * schemas and rules. A field of words the translation leaves out shows in the default language and
 * is reported at its place in the default's file: a warning, or a problem when the owner declares
 * the language complete.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { checkBody } from './body.ts';
import type {
  CheckedEntry,
  Collection,
  ContentRules,
  Entry,
  LoadedCollection,
  TranslationDeclaration,
} from './define.ts';
import { parseFrontMatter } from './front-matter.ts';
import { errorMap, issueToProblems, problemAt } from './issues.ts';
import { parseJson } from './json.ts';
import { translatable } from './translatable.ts';
import { LineIndex, formatPath, sourceProblem } from './positions.ts';
import type { Problem } from './problem.ts';
import { closest, plural } from './words.ts';

/** One of the default language's files, as the translation reads it. */
export interface DefaultFile {
  entry: Entry;
  checked: CheckedEntry;
}

export interface TranslationInput {
  declaration: TranslationDeclaration;
  contentDir: string;
  /** How problems name a file of the content folder. */
  label: (name: string) => string;
  /** The default language's content, and its files by collection. */
  content: readonly LoadedCollection[];
  files: ReadonlyMap<string, readonly DefaultFile[]>;
  bodyRule?: ContentRules['body'];
}

export interface TranslationResult {
  /** The language's content: the default's, with the translated words in place. */
  content: LoadedCollection[];
  /** The same entries as rules see them. */
  checked: Map<string, CheckedEntry[]>;
  problems: Problem[];
  warnings: Problem[];
}

type Kind = 'words' | 'name' | 'fixed';

/** What a translation does with the value a schema governs (see `translatable`). */
function kindOf(schema: z.ZodType): Kind | undefined {
  return translatable.get(schema)?.translation;
}

/** The schema under the wrappers that do not change a value's shape, and its translation. */
function unwrap(schema: z.ZodType, value: unknown): { schema: z.ZodType; kind?: Kind } {
  let current = schema;
  for (;;) {
    const kind = kindOf(current);
    if (kind) return { schema: current, kind };
    if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodDefault ||
      current instanceof z.ZodReadonly ||
      current instanceof z.ZodCatch
    ) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      current = current.in as z.ZodType;
    } else if (current instanceof z.ZodLazy) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodUnion) {
      // The option that takes a value of this shape (a skill is a name, or an object with one).
      const options = current.options as readonly z.ZodType[];
      const match = options.find((option) => shapeFits(unwrap(option, value).schema, value));
      if (!match) return { schema: current };
      current = match;
    } else return { schema: current };
  }
}

function shapeFits(schema: z.ZodType, value: unknown): boolean {
  if (kindOf(schema)) return typeof value === 'string';
  if (schema instanceof z.ZodObject) return isRecord(value);
  if (schema instanceof z.ZodArray) return Array.isArray(value);
  return false;
}

/**
 * How a translation treats the value at a place: a value of words or names (a list of them counts
 * as one, translated whole), an object or a list of objects it goes into, or a fixed value.
 */
type Node =
  | { type: 'leaf'; kind: Kind }
  | { type: 'object'; child: (key: string) => z.ZodType | undefined; keys: readonly string[] }
  | { type: 'list'; element: z.ZodType };

function nodeOf(schema: z.ZodType, value: unknown): Node {
  const { schema: inner, kind } = unwrap(schema, value);
  if (kind) return { type: 'leaf', kind };
  if (inner instanceof z.ZodObject) {
    const shape = inner.shape as Record<string, z.ZodType>;
    return { type: 'object', child: (key) => shape[key], keys: Object.keys(shape) };
  }
  if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType;
    const first = Array.isArray(value) ? value[0] : undefined;
    const elementNode = nodeOf(element, first);
    // A list of words (achievements) or names (technologies) is translated as one value.
    if (elementNode.type === 'leaf') return elementNode;
    return { type: 'list', element };
  }
  if (inner instanceof z.ZodRecord) {
    // A record keyed by words (a status's colour) is translated whole: its keys are the words.
    const keyKind = kindOf(inner.keyType as z.ZodType);
    return { type: 'leaf', kind: keyKind ?? 'fixed' };
  }
  return { type: 'leaf', kind: 'fixed' };
}

/** Every value of words or names in `value`, by path: what a translation may give. */
function translatableLeaves(
  schema: z.ZodType,
  value: unknown,
  path: PropertyKey[] = [],
): { path: PropertyKey[]; kind: Kind }[] {
  if (value === undefined || value === null) return [];
  const node = nodeOf(schema, value);
  if (node.type === 'leaf') return node.kind === 'fixed' ? [] : [{ path, kind: node.kind }];
  if (node.type === 'object') {
    if (!isRecord(value)) return [];
    return Object.entries(value).flatMap(([key, child]) => {
      const childSchema = node.child(key);
      return childSchema ? translatableLeaves(childSchema, child, [...path, key]) : [];
    });
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item, index) => translatableLeaves(node.element, item, [...path, index]));
}

/**
 * What is wrong with a translation's value: a field that is not words (it comes from the default's
 * file alone), or one the default's file does not have.
 */
function translationProblems(
  schema: z.ZodType,
  translated: unknown,
  original: unknown,
  path: PropertyKey[],
  report: (path: PropertyKey[], message: string, target?: 'key' | 'value') => void,
  defaultFile: string,
  stale: (path: PropertyKey[], message: string, target?: 'key' | 'value') => void = report,
): void {
  if (translated === null || translated === undefined) return;
  const node = nodeOf(schema, original ?? translated);
  if (node.type === 'leaf' && node.kind === 'fixed') {
    report(
      path,
      `"${formatPath(path)}" is the same in every language: a translation holds only words, and this comes from ${defaultFile}`,
      'key',
    );
    return;
  }
  if (original === undefined) {
    stale(path, `${defaultFile} has no "${formatPath(path)}" to translate`, 'key');
    return;
  }
  if (node.type === 'leaf') return;
  if (node.type === 'object') {
    if (!isRecord(translated) || !isRecord(original)) {
      report(path, `Expected fields to translate, as in ${defaultFile}`);
      return;
    }
    for (const [key, value] of Object.entries(translated)) {
      const child = node.child(key);
      if (!child) {
        const suggestion = closest(key, node.keys);
        report(
          [...path, key],
          `Unknown field "${key}"${suggestion ? ` — did you mean "${suggestion}"?` : ''}`,
          'key',
        );
        continue;
      }
      translationProblems(child, value, original[key], [...path, key], report, defaultFile, stale);
    }
    return;
  }
  if (!Array.isArray(translated) || !Array.isArray(original)) {
    report(path, `Expected a list, as in ${defaultFile}`);
    return;
  }
  translated.forEach((item, index) => {
    if (index >= original.length) {
      stale(
        [...path, index],
        `${defaultFile} has ${plural(original.length, 'item')} here; a translation gives the words of each, in the same order`,
      );
      return;
    }
    translationProblems(node.element, item, original[index], [...path, index], report, defaultFile, stale);
  });
}

/**
 * The words of `value` (a whole file or entry, in another language) that translate `original` (the
 * default language's): at each place `original` has words, the words `value` has there; a name
 * only where it differs; a list of things item by item, no longer than the original's. What is the
 * same in every language is left out. `undefined` when nothing translates.
 */
export function translationOf(schema: z.ZodType, value: unknown, original: unknown): unknown {
  if (value === undefined || value === null || original === undefined || original === null) return undefined;
  const node = nodeOf(schema, original);
  if (node.type === 'leaf') {
    if (node.kind === 'fixed') return undefined;
    if (node.kind === 'name' && JSON.stringify(value) === JSON.stringify(original)) return undefined;
    // Words in the original's shape: a text for a text, a list for a list.
    const sameShape = typeof value === typeof original && Array.isArray(value) === Array.isArray(original);
    return sameShape ? value : undefined;
  }
  if (node.type === 'object') {
    if (!isRecord(value) || !isRecord(original)) return undefined;
    const fields = Object.entries(original).flatMap(([key, originalField]) => {
      const child = node.child(key);
      const translated = child && translationOf(child, value[key], originalField);
      return translated === undefined ? [] : [[key, translated] as const];
    });
    return fields.length > 0 ? Object.fromEntries(fields) : undefined;
  }
  if (!Array.isArray(value) || !Array.isArray(original)) return undefined;
  const items = original.map((item, index) => translationOf(node.element, value[index], item) ?? {});
  while (items.length > 0 && Object.keys(items.at(-1)!).length === 0) items.pop();
  return items.length > 0 ? items : undefined;
}

/** The default's value with the translation's words laid over it. */
function merged(schema: z.ZodType, original: unknown, translated: unknown): unknown {
  if (translated === undefined || translated === null) return original;
  if (original === undefined) return original;
  const node = nodeOf(schema, original);
  if (node.type === 'leaf') return node.kind === 'fixed' ? original : translated;
  if (node.type === 'object') {
    if (!isRecord(original) || !isRecord(translated)) return original;
    return Object.fromEntries(
      Object.entries(original).map(([key, value]) => {
        const child = node.child(key);
        return [key, child ? merged(child, value, translated[key]) : value];
      }),
    );
  }
  if (!Array.isArray(original) || !Array.isArray(translated)) return original;
  return original.map((item, index) => merged(node.element, item, translated[index]));
}

function hasValue(value: unknown, path: readonly PropertyKey[]): boolean {
  let current = value;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return false;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current !== undefined && current !== null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A translation's file as written. */
interface TranslatedFile {
  /** As problems name it. */
  file: string;
  path: string;
  text: string;
  lines: LineIndex;
}

/** Reads a language's content and lays it over the default's. Never throws for bad content. */
export function translateContent(input: TranslationInput): TranslationResult {
  const { declaration, contentDir, label, files } = input;
  const folder = declaration.language;
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const missing = declaration.complete ? problems : warnings;
  const into = `into ${declaration.name}`;
  const seen = new Set<string>();
  const content: LoadedCollection[] = [];
  const checked = new Map<string, CheckedEntry[]>();

  for (const loaded of input.content) {
    const { collection } = loaded;
    const byFile = new Map((files.get(collection.name) ?? []).map((file) => [file.entry.file, file]));
    const entries: Entry[] = [];
    const checkedEntries: CheckedEntry[] = [];
    for (const entry of loaded.entries) {
      const original = byFile.get(entry.file);
      // A file the owner has not written (an optional one) has nothing to translate.
      if (!original) {
        entries.push(entry);
        continue;
      }
      const relativeName = entry.file.slice(label('.').length + 1);
      const translatedName = `${folder}/${relativeName}`;
      seen.add(translatedName);
      const translated = readTranslation(join(contentDir, translatedName), label(translatedName));
      const result = translateEntry(original, translated, collection, {
        contentDir,
        bodyRule: input.bodyRule,
      });
      problems.push(...result.problems);
      warnings.push(...(result.stale ?? []));
      for (const gap of result.missing)
        missing.push({
          ...gap,
          message: translated
            ? `Not translated ${into}: ${label(translatedName)} leaves it out`
            : `Not translated ${into}: there is no ${label(translatedName)}`,
        });
      const data = result.data ?? original.entry.data;
      entries.push({
        ...entry,
        data,
        ...(result.bodyPath ? { path: result.bodyPath, bodyText: result.bodyText } : {}),
      });
      checkedEntries.push({ ...original.checked, data });
    }
    content.push({ collection, entries });
    checked.set(collection.name, checkedEntries);
  }

  for (const name of filesIn(join(contentDir, folder))) {
    const relativeName = `${folder}/${name}`;
    if (seen.has(relativeName)) continue;
    // A translation mirrors the default's files: one with no counterpart is a typo, or what is left
    // of an entry the owner removed. Either way no page shows it, and the build goes on.
    const message = `Nothing to translate: there is no ${label(name)} in the default language; left out (remove it, or name it as its default is named)`;
    warnings.push({ file: label(relativeName), line: 1, column: 1, path: '(file)', message });
  }
  return { content, checked, problems, warnings };
}

/** Every file under `dir`, relative to it, leaving out what the loader ignores. */
function filesIn(dir: string, prefix = ''): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => !/^(\..*|README\.md)$/.test(name))
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesIn(path, `${prefix}${name}/`) : [`${prefix}${name}`];
    });
}

function readTranslation(path: string, file: string): TranslatedFile | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  } catch {
    return undefined;
  }
  return { file, path, text, lines: new LineIndex(text) };
}

interface EntryTranslation {
  problems: Problem[];
  /** The default's words with no translation, at their place in the default's file. */
  missing: Omit<Problem, 'message'>[];
  /**
   * Words for what the default no longer has (a field or an item the owner removed), at their
   * place in the translation: left out, with a warning.
   */
  stale?: Problem[];
  data?: unknown;
  bodyPath?: string;
  bodyText?: string;
}

/** Lays one file's translation over its default, or says what keeps it from being laid. */
function translateEntry(
  original: DefaultFile,
  translated: TranslatedFile | undefined,
  collection: Collection,
  folder: { contentDir: string; bodyRule: ContentRules['body'] },
): EntryTranslation {
  const { checked } = original;
  const at = (path: PropertyKey[]) => {
    const problem = problemAt(checked, path, '');
    return { file: problem.file, line: problem.line, column: problem.column, path: problem.path };
  };
  const leaves = translatableLeaves(collection.schema, checked.input).filter((leaf) => leaf.kind === 'words');
  if (!translated) {
    // One report for the whole file, at its first words.
    const first = leaves[0] ? at(leaves[0].path) : checked.body ? bodyAt(checked) : undefined;
    return { problems: [], missing: first ? [{ ...first, path: '(file)' }] : [] };
  }
  return readAndLay(original, translated, collection, folder, leaves, at);
}

function bodyAt(checked: CheckedEntry): Omit<Problem, 'message'> {
  return { file: checked.file, line: checked.body!.line, column: 1, path: '(body)' };
}

function readAndLay(
  original: DefaultFile,
  translated: TranslatedFile,
  collection: Collection,
  folder: { contentDir: string; bodyRule: ContentRules['body'] },
  leaves: { path: PropertyKey[] }[],
  at: (path: PropertyKey[]) => Omit<Problem, 'message'>,
): EntryTranslation {
  const { checked } = original;
  const { text, lines, file } = translated;
  if (text.trim() === '')
    return {
      problems: [{ file, line: 1, column: 1, path: '(file)', message: 'The file is empty' }],
      missing: [],
    };
  const lineOf = (offset: number) => lines.position(offset).line;
  const parsed =
    collection.kind === 'mdx'
      ? parseFrontMatter(text, lineOf)
      : { ...parseJson(text, lineOf), body: undefined, bodyOffset: 0, found: false };
  const problems = parsed.errors.map((error) => sourceProblem(file, lines, error));
  if (parsed.errors.some((error) => error.fatal)) return { problems, missing: [] };

  let bodyText: string | undefined;
  let hasBody = false;
  if (collection.kind === 'mdx' && parsed.body !== undefined && parsed.body.trim() !== '') {
    hasBody = true;
    const start = lines.position(parsed.bodyOffset).line;
    const { bodyRule } = folder;
    const check = checkBody(
      parsed.body,
      bodyRule && ((tree) => bodyRule(tree, { path: translated.path, contentDir: folder.contentDir })),
    );
    bodyText = check.text;
    problems.push(
      ...check.problems.map((problem) => ({
        file,
        line: start + problem.line - 1,
        column: problem.column,
        path: '(body)',
        message: problem.message,
      })),
    );
  }

  const data = withoutSchemaKey(parsed.data) ?? {};
  const root = parsed.root;
  const placed = (path: PropertyKey[], message: string, target: 'key' | 'value' = 'value'): Problem =>
    root
      ? problemAt({ file, root, lines }, path, message, target)
      : { file, line: 1, column: 1, path: formatPath(path), message };
  const stale: Problem[] = [];
  translationProblems(
    collection.schema,
    data,
    checked.input,
    [],
    (path, message, target) => problems.push(placed(path, message, target)),
    checked.file,
    (path, message, target) => stale.push(placed(path, `${message}; left out (remove it)`, target)),
  );
  if (problems.length > 0) return { problems, missing: [] };

  const input = merged(collection.schema, checked.input, data);
  const result = collection.schema.safeParse(input, { error: errorMap });
  if (!result.success) {
    for (const issue of result.error.issues) {
      // Where the translation gave the value, the problem is in its file; otherwise in the default's.
      const context =
        root && hasValue(data, issue.path)
          ? { file, root, lines, schema: collection.schema, data: input }
          : { ...checked, schema: collection.schema, data: input };
      problems.push(...issueToProblems(issue, context));
    }
    return { problems, missing: [] };
  }
  const missing = leaves.filter((leaf) => !hasValue(data, leaf.path)).map((leaf) => at(leaf.path));
  if (checked.body && !hasBody) missing.push(bodyAt(checked));
  return {
    problems,
    missing,
    stale,
    data: result.data,
    ...(hasBody ? { bodyPath: translated.path, bodyText } : {}),
  };
}

/** `"$schema"` points editors at the JSON Schema; it is not content. */
function withoutSchemaKey(data: unknown): unknown {
  if (!isRecord(data) || !('$schema' in data)) return data;
  const { $schema: _, ...rest } = data;
  return rest;
}
