/**
 * The content loader: reads every file in `content/`, parses it (with source positions wherever a
 * problem needs one), validates it with its collection's schema and the cross-entry rules, and
 * returns either the content or every problem found. The Vite plugin, the `check:content` CLI and
 * the tests all call `loadContent`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { mdxToText } from './body-text.ts';
import { collections, type Collection } from './collections.ts';
import { parseFrontMatter, readFrontMatterQuickly } from './front-matter.ts';
import { describeValue, errorMap, issueToProblems, problemAt } from './issues.ts';
import { parseJson } from './json.ts';
import { photoProblems } from './photo.ts';
import { formatPath, lazyRoot, LineIndex, type SourceNode } from './positions.ts';
import { compareProblems, type Problem } from './problem.ts';
import { crossEntryProblems, type CheckedEntry } from './rules.ts';
import { closest } from './suggest.ts';

export interface LoadOptions {
  /** The project root: the folder that holds `content/`. */
  rootDir: string;
  /** "Now", for the rule that dates are not in the future. */
  today?: Date;
}

/** One validated entry: a whole file for `file` collections, one file of a folder otherwise. */
export interface Entry {
  /** Repo-relative, forward slashes: `content/jobs/auto-loan.mdx`. */
  file: string;
  /** Absolute path, for the MDX import in the generated module. */
  path: string;
  /** The schema's output (transforms applied). */
  data: unknown;
  /** MDX only: the body as plain text. */
  bodyText?: string;
}

export interface LoadedCollection {
  collection: Collection;
  entries: Entry[];
}

/** `warnings`: problems that do not stop a build (a photo too small to look sharp), located alike. */
export type LoadResult =
  | { ok: true; content: LoadedCollection[]; stats: { files: number; entries: number }; warnings: Problem[] }
  | { ok: false; problems: Problem[]; warnings: Problem[] };

/** Files the loader does not read but that may sit in `content/` without being a mistake. */
const ignoredNames = /^(\..*|README\.md)$/;

/**
 * Loads and validates all content under `<rootDir>/content`. Never throws for bad content: every
 * problem in every file comes back, sorted by file and line.
 */
export function loadContent({ rootDir, today = new Date() }: LoadOptions): LoadResult {
  const contentDir = join(rootDir, 'content');
  const problems: Problem[] = [...unknownFiles(contentDir)];
  const checked = new Map<string, CheckedEntry[]>();
  const content: LoadedCollection[] = [];
  let files = 0;
  let entryCount = 0;

  for (const collection of collections) {
    const loaded: LoadedCollection = { collection, entries: [] };
    content.push(loaded);
    checked.set(collection.name, []);
    for (const relative of collectionFiles(contentDir, collection, problems)) {
      files++;
      const result = loadFile(rootDir, `content/${relative}`, collection);
      problems.push(...result.problems);
      if (!result.entry || !result.checked) continue;
      loaded.entries.push(result.entry);
      checked.get(collection.name)!.push(result.checked);
      entryCount += Array.isArray(result.entry.data) ? result.entry.data.length : 1;
    }
  }

  problems.push(...crossEntryProblems(checked, today));
  const photo = photoProblems(checked.get('profile') ?? [], contentDir);
  problems.push(...photo.problems);
  const warnings = photo.warnings.sort(compareProblems);
  if (problems.length > 0) return { ok: false, problems: problems.sort(compareProblems), warnings };
  return { ok: true, content, stats: { files, entries: entryCount }, warnings };
}

/** The files of a collection relative to `content/`, in file-name order. */
function collectionFiles(contentDir: string, collection: Collection, problems: Problem[]): string[] {
  if (collection.kind === 'file') {
    if (isFile(join(contentDir, collection.source))) return [collection.source];
    problems.push(wholeFile(`content/${collection.source}`, 'This required file is missing'));
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
          `content/${collection.source}/${name}`,
          `Not read: files in content/${collection.source}/ must end in "${extension}"`,
        ),
      );
      return false;
    })
    .sort()
    .map((name) => `${collection.source}/${name}`);
}

/**
 * Files at the top of `content/` and in `content/pages/` that no collection reads: likely a typo.
 * Pictures, and folders of them, are the owner's photo (`photo` in profile.json) and its kin.
 */
function unknownFiles(contentDir: string): Problem[] {
  const known = new Set(collections.map((collection) => collection.source.split('/')[0]!));
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
          `content/${folder ? `${folder}/` : ''}${name}`,
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
function loadFile(rootDir: string, file: string, collection: Collection): FileResult {
  const path = join(rootDir, file);
  const text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  if (text.trim() === '') return { problems: [wholeFile(file, 'The file is empty')] };

  const lines = new LineIndex(text);
  const lineOf = (offset: number) => lines.position(offset).line;
  const slug = file.slice(file.lastIndexOf('/') + 1, file.lastIndexOf('.'));

  if (collection.kind === 'mdx') {
    // The fast path for a good file; anything it does not accept is read again precisely below.
    const quick = readFrontMatterQuickly(text);
    const result = quick && quick.body.trim() !== '' && collection.schema.safeParse(quick.data);
    if (quick && result && result.success) {
      const root = lazyRoot(() => parseFrontMatter(text, lineOf).root);
      return {
        problems: [],
        entry: { file, path, data: result.data, bodyText: mdxToText(quick.body) },
        checked: { file, slug, data: result.data, root, lines },
      };
    }
  }

  const parsed =
    collection.kind === 'mdx'
      ? parseFrontMatter(text, lineOf)
      : { ...parseJson(text, lineOf), body: undefined };
  const problems = parsed.errors.map((error): Problem => ({
    file,
    ...lines.position(error.offset),
    path: formatPath(error.path),
    message: error.message,
  }));

  let bodyText: string | undefined;
  if (parsed.body !== undefined) {
    bodyText = mdxToText(parsed.body);
    if (parsed.found && parsed.body.trim() === '') {
      const message = 'The description is empty: write it below the closing "---" of the front matter';
      problems.push({ file, ...lines.position(parsed.bodyOffset), path: '(body)', message });
    }
  }
  if (parsed.data === undefined || !parsed.root || parsed.errors.some((error) => error.fatal))
    return { problems };

  if (collection.kind !== 'mdx')
    problems.push(...schemaReferenceProblems(file, collection, parsed.data, parsed.root, lines));
  const data = collection.kind === 'mdx' ? parsed.data : withoutSchemaKey(parsed.data);
  const result = collection.schema.safeParse(data, { error: errorMap });
  if (!result.success) {
    const context = { file, root: parsed.root, lines, schema: collection.schema, data };
    problems.push(...result.error.issues.flatMap((issue) => issueToProblems(issue, context)));
    return { problems };
  }
  return {
    problems,
    entry: { file, path, data: result.data, ...(bodyText === undefined ? {} : { bodyText }) },
    checked: { file, slug, data: result.data, root: parsed.root, lines },
  };
}

/** A `"$schema"` that points at the wrong file silently switches off the editor's checks. */
function schemaReferenceProblems(
  file: string,
  collection: Collection,
  data: unknown,
  root: SourceNode,
  lines: LineIndex,
): Problem[] {
  if (data === null || typeof data !== 'object' || !('$schema' in data)) return [];
  const folder = posix.dirname(file);
  const target = `content/.schema/${collection.jsonSchema}.schema.json`;
  const relative = posix.relative(folder, target);
  const reference = relative.startsWith('../') ? relative : `./${relative}`;
  const received = (data as { $schema: unknown }).$schema;
  if (typeof received === 'string' && posix.join(folder, received) === target) return [];
  const message = `Expected "${reference}" (the editor's schema for this file), received ${describeValue(received)}`;
  return [problemAt({ file, root, lines }, ['$schema'], message)];
}

/** `"$schema"` points editors at the JSON Schema; it is not content. */
function withoutSchemaKey(data: unknown): unknown {
  if (data === null || typeof data !== 'object' || Array.isArray(data) || !('$schema' in data)) return data;
  const { $schema: _, ...rest } = data as Record<string, unknown>;
  return rest;
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
    return names.every((name) => pictureName.test(name));
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
