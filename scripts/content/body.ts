/**
 * Checking one MDX body: its rule problems, its plain text, whether it says nothing. Parsing is the
 * slow part of a content check, so results can be kept in a cache keyed by the body's text: a check
 * of unchanged files parses nothing (`check:content` keeps the cache on disk, the development server
 * in memory).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type * as CompileScript from '../lib/compile-script.mjs';
import type { Collection } from './define.ts';
import { bodyOf } from './front-matter.ts';
import type { Root } from 'mdast';
import {
  bodyImages,
  bodyProblems,
  bodyText,
  isBlank,
  type BodyImage,
  type BodyProblem,
} from './body-rules.ts';
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
  /** The pictures of the content it shows, which the loader checks exist. */
  images: BodyImage[];
}

export interface BodyCache {
  get(key: string): BodyCheck | undefined;
  set(key: string, value: BodyCheck): void;
}

let parse: ((text: string) => Root) | undefined;

type KeyedCache = BodyCache & { key?: string };

/** Where a body's check is kept in a cache: its text, and the cache's own key (code and packages). */
function cacheKey(body: string, cache: KeyedCache): string {
  return createHash('sha256')
    .update(`${cache.key ?? ''}\0${body}`)
    .digest('base64url');
}

/** Checks a body, through `cache` when one is given. */
export function checkBody(body: string, cache?: KeyedCache): BodyCheck {
  const key = cache && cacheKey(body, cache);
  const cached = key ? cache.get(key) : undefined;
  if (cached) return cached;
  const result = parseAndCheck(body);
  if (key) cache.set(key, result);
  return result;
}

function parseAndCheck(body: string): BodyCheck {
  try {
    parse ??= createBodyParser();
    const tree = parse(body);
    const blank = isBlank(tree);
    const comment = blank ? tree.children.find((node) => node.type !== 'yaml')?.position?.start : undefined;
    return {
      problems: bodyProblems(tree),
      text: bodyText(tree),
      blank,
      images: bodyImages(tree),
      ...(comment ? { comment: { line: comment.line, column: comment.column } } : {}),
    };
  } catch (error) {
    return { problems: [parseProblem(error, body)], text: '', blank: false, images: [] };
  }
}

/** Below this many bodies to parse for each core, starting a thread costs more than it saves. */
const bodiesPerThread = 100;

/**
 * Parses, on every core, the bodies of a content folder's MDX files that `cache` does not hold yet,
 * so the check that follows finds them all: this thread takes a share, worker threads the rest. Worth
 * it for a first check of many entries; with few bodies to parse it does nothing, and the check
 * parses them as it goes.
 */
export async function checkBodiesAhead(
  contentDir: string,
  collections: readonly Collection[],
  cache: KeyedCache,
): Promise<void> {
  const missing = new Map<string, string>();
  for (const collection of collections) {
    if (collection.kind !== 'mdx') continue;
    const folder = join(contentDir, collection.source);
    const names = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.mdx')) : [];
    for (const name of names) {
      const body = bodyOf(readFileSync(join(folder, name), 'utf8'));
      if (body === undefined || body.trim() === '') continue;
      const key = cacheKey(body, cache);
      if (!cache.get(key)) missing.set(key, body);
    }
  }
  const shares = Math.min(availableParallelism(), Math.floor(missing.size / bodiesPerThread));
  if (shares < 2) return;
  const worker = await compiledWorker();
  const entries = [...missing];
  const size = Math.ceil(entries.length / shares);
  const chunks = Array.from({ length: shares }, (_, index) =>
    entries.slice(index * size, (index + 1) * size),
  );
  const [own = [], ...others] = chunks;
  const running = others.map(async (chunk) => {
    const results = await runWorker(
      worker,
      chunk.map(([, body]) => body),
    );
    chunk.forEach(([key], position) => cache.set(key, results[position]!));
  });
  // The workers are under way: this thread checks its own share meanwhile.
  for (const [key, body] of own) cache.set(key, parseAndCheck(body));
  await Promise.all(running);
}

/**
 * The worker's script, compiled: it runs the same way however this process was started (from
 * source, or from a compiled copy of its own, see scripts/lib/compile-script.mjs). The compiler is loaded
 * from the project, found above this file, so that a compiled copy of this module finds it too.
 */
async function compiledWorker(): Promise<string> {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'scripts/lib/compile-script.mjs'))) {
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error('The project folder (with scripts/lib/compile-script.mjs) was not found');
    dir = parent;
  }
  const { compiled } = (await import(
    pathToFileURL(join(dir, 'scripts/lib/compile-script.mjs')).href
  )) as typeof CompileScript;
  return compiled('scripts/content/body-worker.ts');
}

function runWorker(file: string, bodies: string[]): Promise<BodyCheck[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData: bodies });
    worker.once('message', (results: BodyCheck[]) => resolve(results));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The body checker stopped with exit code ${code}`));
    });
  });
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
