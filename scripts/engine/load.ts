/**
 * The content loader: reads every file in `content/`, parses it (with source positions wherever a
 * problem needs one), validates it with its collection's schema and the cross-entry rules, and
 * returns either the content or every problem found. The Vite plugin, the `check:content` CLI and
 * the tests all call `loadContent`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, posix, relative, sep } from 'node:path';
import { checkBody } from './body.ts';
import {
  collectionsOf,
  type CheckedEntry,
  type Collection,
  type ContentConfig,
  type ContentRules,
  type Entry,
  type LoadedCollection,
  type Rule,
  type RuleContext,
  type TranslatedContent,
} from './define.ts';
import { parseFrontMatter } from './front-matter.ts';
import { describeValue, errorMap, issueToProblems, problemAt } from './issues.ts';
import { parseJson } from './json.ts';
import { schemaFileOf, schemaReference } from './json-schema.ts';
import { LineIndex, sourceProblem, type SourceNode } from './positions.ts';
import { compareProblems, formatProblem, type Problem } from './problem.ts';
import { translateContent, type DefaultFile } from './translations.ts';
import { closest } from './words.ts';

export interface LoadOptions {
  /** The project root: problems name files relative to it. */
  rootDir: string;
  /** The folder of content files; `<rootDir>/content` unless given. */
  contentDir?: string;
  /** "Now", for the rule that dates are not in the future. */
  today?: Date;
  config: ContentConfig;
  /** The rules beyond each file's schema. */
  rules?: ContentRules;
}

interface LoadStats {
  files: number;
  entries: number;
  /** Entries marked `draft: true`, among `entries`. */
  drafts: number;
}

/**
 * `warnings`: problems that do not stop a build (a photo too small to look sharp), located alike.
 * `translations`: the content in each other language the configuration declares.
 */
export type LoadResult =
  | {
      ok: true;
      content: LoadedCollection[];
      translations: TranslatedContent[];
      stats: LoadStats;
      warnings: Problem[];
    }
  | { ok: false; problems: Problem[]; warnings: Problem[] };

/** Files the loader does not read but that may sit in `content/` without being a mistake. */
const ignoredNames = /^(\..*|README\.md)$/;

/** The content folder of a project root, unless another is given. */
export function contentDirOf({ rootDir, contentDir }: Pick<LoadOptions, 'rootDir' | 'contentDir'>): string {
  return contentDir ?? join(rootDir, 'content');
}

/**
 * Loads and validates all content. Never throws for bad content: every problem in every file comes
 * back, sorted by file and line.
 */
export function loadContent(options: LoadOptions): LoadResult {
  const { rootDir, today = new Date(), config, rules = {} } = options;
  const contentDir = contentDirOf(options);
  const label = labelFor(rootDir, contentDir);
  const collections = collectionsOf(config);
  const problems: Problem[] = [];
  const checked = new Map<string, CheckedEntry[]>();
  const defaultFiles = new Map<string, DefaultFile[]>();
  const content: LoadedCollection[] = [];
  const stats: LoadStats = { files: 0, entries: 0, drafts: 0 };

  for (const collection of collections) {
    const loaded: LoadedCollection = { collection, entries: [] };
    content.push(loaded);
    checked.set(collection.name, []);
    defaultFiles.set(collection.name, []);
    const files = collectionFiles(contentDir, collection, problems, label);
    if (collection.kind === 'file' && files.length === 0 && 'whenMissing' in collection) {
      const file = label(collection.source);
      loaded.entries.push({
        file,
        path: join(contentDir, collection.source),
        contentDir,
        data: collection.whenMissing,
        draft: false,
      });
    }
    for (const name of files) {
      stats.files++;
      const result = loadFile(join(contentDir, name), label(name), collection, {
        contentDir,
        label: label('.'),
        bodyRule: rules.body,
      });
      problems.push(...result.problems);
      if (!result.entry || !result.checked) continue;
      loaded.entries.push(result.entry);
      checked.get(collection.name)!.push(result.checked);
      defaultFiles.get(collection.name)!.push({ entry: result.entry, checked: result.checked });
      stats.entries += Array.isArray(result.entry.data) ? result.entry.data.length : 1;
      if (result.entry.draft) stats.drafts++;
    }
  }

  const warnings: Problem[] = [];
  const shared = { today, contentDir, warn: (warning: Problem) => warnings.push(warning) };
  problems.push(...ruleProblems(config, rules, collections, checked, shared));

  // Each other language: the default's content with its words, held to the same schemas and rules.
  const declarations = problems.length === 0 ? declaredLanguages(config, content) : [];
  const translations: TranslatedContent[] = [];
  for (const declaration of declarations) {
    const translated = translateContent({
      declaration,
      contentDir,
      label,
      content,
      files: defaultFiles,
      bodyRule: rules.body,
    });
    problems.push(...translated.problems);
    warnings.push(...translated.warnings);
    translations.push({ declaration, content: translated.content });
    if (translated.problems.length > 0) continue;
    // What the rules find in the default's words they found already; only the translation's are new.
    const known = new Set([...problems, ...warnings].map(formatProblem));
    const inLanguage = (problem: Problem): Problem => ({
      ...problem,
      message: `In ${declaration.name}: ${problem.message}`,
    });
    const fresh = (problem: Problem) => !known.has(formatProblem(problem));
    const languageWarnings: Problem[] = [];
    problems.push(
      ...ruleProblems(config, rules, collections, translated.checked, {
        ...shared,
        warn: (warning) => languageWarnings.push(warning),
      })
        .filter(fresh)
        .map(inLanguage),
    );
    warnings.push(...languageWarnings.filter(fresh).map(inLanguage));
  }
  const languageFolders = declarations.map((declaration) => declaration.language);
  problems.push(...unknownFiles(contentDir, collections, label, languageFolders));

  warnings.sort(compareProblems);
  if (problems.length > 0) return { ok: false, problems: problems.sort(compareProblems), warnings };
  return { ok: true, content, translations, stats, warnings };
}

/** The languages the configuration reads from the content, beside its own. */
function declaredLanguages(config: ContentConfig, content: readonly LoadedCollection[]) {
  if (!config.translations) return [];
  const valueOf = (name: string) => {
    const loaded = content.find((collection) => collection.collection.name === name);
    return loaded?.collection.kind === 'file' ? loaded.entries[0]?.data : undefined;
  };
  return config.translations(valueOf);
}

/** Every problem the collections' rules and the rules across collections find. */
function ruleProblems(
  config: ContentConfig,
  rules: ContentRules,
  collections: readonly Collection[],
  checked: ReadonlyMap<string, readonly CheckedEntry[]>,
  shared: Pick<RuleContext, 'today' | 'contentDir' | 'warn'>,
): Problem[] {
  const context = (entries: readonly CheckedEntry[]): RuleContext => ({
    ...shared,
    entries,
    collection: (name) => checked.get(name) ?? [],
    routes: config.routes,
  });
  const run = (list: readonly Rule[] | undefined, entries: readonly CheckedEntry[]) =>
    (list ?? []).flatMap((rule) => rule(context(entries)));
  return [
    ...collections.flatMap((collection) =>
      run(rules.collections?.[collection.name], checked.get(collection.name) ?? []),
    ),
    ...run(rules.rules, [...checked.values()].flat()),
  ];
}

/**
 * How problems name a file of the content folder: relative to the project root, forward slashes
 * (`content/jobs/auto-loan.mdx`), or absolute for content kept outside the project.
 */
function labelFor(rootDir: string, contentDir: string): (name: string) => string {
  const base = relative(rootDir, contentDir);
  const outside = base.startsWith('..') || isAbsolute(base);
  const prefix = outside ? contentDir : base;
  return (name) => (prefix ? join(prefix, name) : name).split(sep).join('/');
}

/** The files of a collection relative to the content folder, in file-name order. */
function collectionFiles(
  contentDir: string,
  collection: Collection,
  problems: Problem[],
  label: (name: string) => string,
): string[] {
  if (collection.kind === 'file') {
    if (isFile(join(contentDir, collection.source))) return [collection.source];
    if (!('whenMissing' in collection))
      problems.push(wholeFile(label(collection.source), 'This required file is missing'));
    return [];
  }
  const extension = `.${collection.kind}`;
  let names: string[];
  try {
    names = readdirSync(join(contentDir, collection.source));
  } catch {
    return [];
  }
  return names
    .filter((name) => {
      if (name.endsWith(extension)) return true;
      if (ignoredNames.test(name)) return false;
      problems.push(
        wholeFile(
          label(`${collection.source}/${name}`),
          `Not read: files in ${label(collection.source)}/ must end in "${extension}"`,
        ),
      );
      return false;
    })
    .sort()
    .map((name) => `${collection.source}/${name}`);
}

/**
 * Files at the top of the content folder and in `pages/` that no collection reads: likely a typo.
 * Pictures, and folders of them, are the owner's photo (`photo` in profile.json) and its kin.
 */
function unknownFiles(
  contentDir: string,
  collections: readonly Collection[],
  label: (name: string) => string,
  languageFolders: readonly string[],
): Problem[] {
  const known = new Set([
    ...collections.map((collection) => collection.source.split('/')[0]!),
    ...languageFolders,
  ]);
  const knownPages = collections.flatMap((collection) =>
    collection.source.startsWith('pages/') ? [collection.source.slice(6)] : [],
  );
  const check = (folder: string, allowed: readonly string[]) => {
    let names: string[];
    try {
      names = readdirSync(join(contentDir, folder));
    } catch {
      return [];
    }
    return names
      .filter((name) => !ignoredNames.test(name) && !allowed.includes(name))
      .filter((name) => folder !== '' || !isPictures(join(contentDir, name)))
      .map((name) => {
        const suggestion = closest(name, allowed);
        const hint = suggestion ? ` — did you mean "${suggestion}"?` : '';
        return wholeFile(
          label(folder ? `${folder}/${name}` : name),
          `Not read: no content lives here${hint}`,
        );
      });
  };
  return [...check('', [...known]), ...check('pages', knownPages)];
}

interface FileResult {
  problems: Problem[];
  entry?: Entry;
  checked?: CheckedEntry;
}

/** Reads, parses and validates one file; problems come back located, never thrown. */
function loadFile(
  path: string,
  file: string,
  collection: Collection,
  folder: { contentDir: string; label: string; bodyRule: ContentRules['body'] },
): FileResult {
  const contentFolder = folder.label;
  const text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  if (text.trim() === '') return { problems: [wholeFile(file, 'The file is empty')] };

  const lines = new LineIndex(text);
  const lineOf = (offset: number) => lines.position(offset).line;
  const slug = file.slice(file.lastIndexOf('/') + 1, file.lastIndexOf('.'));

  /** The body's problems, in the file's lines, and its plain text. */
  const bodyOf = (body: string, offset: number): { problems: Problem[]; text: string } => {
    const start = lines.position(offset).line;
    const at = (point: { line: number; column: number }) => ({
      file,
      line: start + point.line - 1,
      column: point.column,
      path: '(body)',
    });
    // A body is optional: an entry without one has no description.
    if (body.trim() === '') return { problems: [], text: '' };
    const { bodyRule } = folder;
    const check = checkBody(
      body,
      bodyRule && ((tree) => bodyRule(tree, { path, contentDir: folder.contentDir })),
    );
    const problems = check.problems.map((problem) => ({ ...at(problem), message: problem.message }));
    if (check.blank) {
      const message =
        'The description is still blank: write it in place of the {/* … */} note, which is a comment and is not shown';
      problems.push({ ...at(check.comment ?? { line: 1, column: 1 }), message });
    }
    return { problems, text: check.text };
  };

  const parsed =
    collection.kind === 'mdx'
      ? parseFrontMatter(text, lineOf)
      : { ...parseJson(text, lineOf), body: undefined };
  const problems = parsed.errors.map((error) => sourceProblem(file, lines, error));

  let bodyText: string | undefined;
  if (parsed.body !== undefined && parsed.found) {
    const body = bodyOf(parsed.body, parsed.bodyOffset);
    bodyText = body.text;
    problems.push(...body.problems);
  }
  if (parsed.data === undefined || !parsed.root || parsed.errors.some((error) => error.fatal))
    return { problems };

  if (collection.kind !== 'mdx')
    problems.push(
      ...schemaReferenceProblems(file, contentFolder, collection, parsed.data, parsed.root, lines),
    );
  const data = collection.kind === 'mdx' ? parsed.data : withoutSchemaKey(parsed.data);
  const result = collection.schema.safeParse(data, { error: errorMap });
  if (!result.success) {
    const context = { file, root: parsed.root, lines, schema: collection.schema, data };
    problems.push(...result.error.issues.flatMap((issue) => issueToProblems(issue, context)));
    return { problems };
  }
  return {
    problems,
    entry: {
      file,
      path,
      contentDir: folder.contentDir,
      data: result.data,
      ...(bodyText === undefined ? {} : { bodyText }),
      draft: isDraft(result.data),
    },
    checked: {
      file,
      slug,
      data: result.data,
      input: data,
      ...(bodyText && 'bodyOffset' in parsed
        ? { body: { line: lines.position(parsed.bodyOffset).line } }
        : {}),
      root: parsed.root,
      lines,
    },
  };
}

/** A `"$schema"` that points at the wrong file silently switches off the editor's checks. */
function schemaReferenceProblems(
  file: string,
  contentFolder: string,
  collection: Collection,
  data: unknown,
  root: SourceNode,
  lines: LineIndex,
): Problem[] {
  if (data === null || typeof data !== 'object' || !('$schema' in data)) return [];
  const folder = posix.relative(contentFolder, posix.dirname(file));
  const reference = schemaReference(collection, folder);
  const received = (data as { $schema: unknown }).$schema;
  if (typeof received === 'string' && posix.join(folder, received) === schemaFileOf(collection)) return [];
  const message = `Expected "${reference}" (the editor's schema for this file), received ${describeValue(received)}`;
  return [problemAt({ file, root, lines }, ['$schema'], message)];
}

/** `"$schema"` points editors at the JSON Schema; it is not content. */
function withoutSchemaKey(data: unknown): unknown {
  if (data === null || typeof data !== 'object' || Array.isArray(data) || !('$schema' in data)) return data;
  const { $schema: _, ...rest } = data as Record<string, unknown>;
  return rest;
}

function isDraft(data: unknown): boolean {
  return data !== null && typeof data === 'object' && (data as { draft?: unknown }).draft === true;
}

function wholeFile(file: string, message: string): Problem {
  return { file, line: 1, column: 1, path: '(file)', message };
}

const pictureName = /\.(jpe?g|png|webp|avif|gif|svg|heic)$/i;

/** A picture file, or a folder holding only pictures (or nothing yet). */
function isPictures(path: string): boolean {
  if (pictureName.test(path)) return true;
  try {
    const names = readdirSync(path).filter((name) => !ignoredNames.test(name));
    // A folder of pictures may keep some in folders of their own (images/projects/).
    return names.every((name) => pictureName.test(name) || isPictures(join(path, name)));
  } catch {
    return false;
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
