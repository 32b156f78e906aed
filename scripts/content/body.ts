/**
 * Checking one MDX body: its rule problems, its plain text, whether it says nothing. Parsing is the
 * slow part of a content check, so results can be kept in a cache keyed by the body's text: a check
 * of unchanged files parses nothing (`check:content` keeps the cache on disk, the development server
 * in memory).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Root } from 'mdast';
import { bodyProblems, bodyText, isBlank, type BodyProblem } from './body-rules.ts';
import { createBodyParser, parseProblem } from './mdx.ts';

/** What a body holds, in the body's own lines (line 1 is the body's first line). */
export interface BodyCheck {
  problems: BodyProblem[];
  /** The body as plain text (see `bodyText`). */
  text: string;
  /** Nothing but white space and comments. */
  blank: boolean;
  /** Where the first comment of a blank body is, to point at the scaffold's note. */
  comment?: { line: number; column: number };
}

export interface BodyCache {
  get(key: string): BodyCheck | undefined;
  set(key: string, value: BodyCheck): void;
}

let parse: ((text: string) => Root) | undefined;

/** Checks a body, through `cache` when one is given; `key` tells apart caches of other packages. */
export function checkBody(body: string, cache?: BodyCache & { key?: string }): BodyCheck {
  const key =
    cache &&
    createHash('sha256')
      .update(`${cache.key ?? ''}\0${body}`)
      .digest('base64url');
  const cached = key ? cache.get(key) : undefined;
  if (cached) return cached;
  let result: BodyCheck;
  try {
    parse ??= createBodyParser();
    const tree = parse(body);
    const blank = isBlank(tree);
    const comment = blank ? tree.children.find((node) => node.type !== 'yaml')?.position?.start : undefined;
    result = {
      problems: bodyProblems(tree),
      text: bodyText(tree),
      blank,
      ...(comment ? { comment: { line: comment.line, column: comment.column } } : {}),
    };
  } catch (error) {
    result = { problems: [parseProblem(error, body)], text: '', blank: false };
  }
  if (key) cache.set(key, result);
  return result;
}

/** The on-disk cache of a content folder's bodies, shared by `check:content` and the build. */
export function bodyCacheFor(rootDir: string, contentDir: string) {
  const name = createHash('sha256').update(contentDir).digest('hex').slice(0, 12);
  return fileBodyCache(join(rootDir, 'node_modules/.cache/content-check', `${name}.json`), rootDir);
}

/** A cache in memory, for a long-running process (the development server). */
export function memoryBodyCache(): BodyCache {
  return new Map<string, BodyCheck>();
}

/**
 * A cache kept in a JSON file between runs. It keeps the entries the last run used, so it never
 * grows past the content it describes; `save` writes it only when something changed.
 */
export function fileBodyCache(file: string, rootDir: string): BodyCache & { key: string; save(): void } {
  const key = `${codeHash()}:${lockHash(rootDir)}`;
  let stored: Record<string, BodyCheck> = {};
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      key?: string;
      entries?: Record<string, BodyCheck>;
    };
    if (data.key === key && data.entries) stored = data.entries;
  } catch {
    // No cache yet, or an unreadable one: start afresh.
  }
  const used: Record<string, BodyCheck> = {};
  let changed = false;
  return {
    key,
    get(entry) {
      const value = stored[entry];
      if (value) used[entry] = value;
      return value;
    },
    set(entry, value) {
      used[entry] = value;
      changed = true;
    },
    save() {
      if (!changed && Object.keys(used).length === Object.keys(stored).length) return;
      try {
        mkdirSync(dirname(file), { recursive: true });
        const temporary = `${file}.${process.pid}`;
        writeFileSync(temporary, JSON.stringify({ key, entries: used }));
        renameSync(temporary, file);
      } catch {
        // A cache that cannot be written only costs time.
      }
    },
  };
}

/**
 * The checker's own code, so a cache never answers for older rules or messages: the source files
 * when run from source, or the compiled script they were bundled into (scripts/run-compiled.mjs).
 */
function codeHash(): string {
  const here = fileURLToPath(import.meta.url);
  const sources = ['body.ts', 'body-rules.ts', 'mdx.ts'].map((name) => join(dirname(here), name));
  const hash = createHash('sha256');
  for (const file of sources.every((source) => existsSync(source)) ? sources : [here])
    hash.update(readFileSync(file));
  return hash.digest('base64url').slice(0, 16);
}

/** The installed packages (the parser among them), as package-lock.json pins them. */
function lockHash(rootDir: string): string {
  try {
    return createHash('sha256')
      .update(readFileSync(join(rootDir, 'package-lock.json')))
      .digest('base64url')
      .slice(0, 16);
  } catch {
    return 'no-lock';
  }
}
