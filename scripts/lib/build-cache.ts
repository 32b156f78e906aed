/**
 * What the build makes from content and keeps between builds (the PDF résumé, the social cards,
 * the photo's pictures, highlighted code, compressed copies), in `node_modules/.cache/build/`:
 * each kept under a key made from everything it is made from, so an unchanged input is reused and
 * a changed one misses and is made anew.
 *
 * - **What it is made from:** the input the caller names (content, settings, a file's bytes) and the
 *   code that makes it: every file of `scripts/` and `src/` (but what the build generates there),
 *   the lockfile (the libraries, the fonts) and Node's version. An edit of the code remakes all.
 * - **Never published stale or broken:** an entry carries the SHA-256 of its bytes; one that does not
 *   match (a disk error, a killed write) is made anew and overwritten. Entries are written to a
 *   file of their own and renamed into place, so no reader sees half of one.
 * - **Bounded:** an entry no build has used for `keepDays` is removed once a build has finished.
 * - `BUILD_CACHE=off` makes everything anew and keeps nothing (the bench's cold build).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { filesUnder } from './files-under.ts';

/** The environment variable that turns the cache off: `BUILD_CACHE=off`. */
const buildCacheVariable = 'BUILD_CACHE';
/** Days an entry is kept without a build using it. */
export const keepDays = 14;
/** The file in the cache's folder whose time says when the cache was last pruned. */
const pruneStamp = '.pruned';

const digestLength = 32;

export interface BuildCache {
  /** The bytes kept for `key` in `kind`, or `make`'s, which are then kept. */
  bytes(kind: string, key: unknown, make: () => Promise<Buffer>): Promise<Buffer>;
  /** The same for a value that JSON holds. */
  json<T>(kind: string, key: unknown, make: () => Promise<T>): Promise<T>;
  /** Removes the entries no build has used for `keepDays`. */
  prune(now?: Date): Promise<void>;
}

/** The cache of the project at `rootDir`, or one that keeps nothing when `BUILD_CACHE=off`. */
export function buildCache(rootDir: string): BuildCache {
  if (process.env[buildCacheVariable] === 'off') return noCache;
  return folderCache(path.join(rootDir, 'node_modules/.cache/build'), codeVersion(rootDir));
}

/** A cache that keeps nothing: the development server's, which makes a file when it is asked for. */
export const noCache: BuildCache = {
  bytes: (_kind, _key, make) => make(),
  json: (_kind, _key, make) => make(),
  prune: async () => {},
};

/** A cache in `dir`, whose keys include `version` (what the code that makes the entries is). */
export function folderCache(dir: string, version: string): BuildCache {
  const entryFile = (kind: string, key: unknown) =>
    path.join(dir, kind, digestOf([version, kind, key]).toString('hex'));

  const read = async (file: string): Promise<Buffer | undefined> => {
    const stored = await readFile(file).catch(() => undefined);
    if (!stored || stored.length < digestLength) return undefined;
    const bytes = stored.subarray(digestLength);
    if (!createHash('sha256').update(bytes).digest().equals(stored.subarray(0, digestLength)))
      return undefined;
    // Marks the entry used, for prune().
    const now = new Date();
    await utimes(file, now, now).catch(() => {});
    return bytes;
  };

  // A cache that cannot be written (a full disk, a read-only folder) only costs the next build time.
  const write = async (file: string, bytes: Buffer) => {
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(partial, Buffer.concat([createHash('sha256').update(bytes).digest(), bytes]));
      await rename(partial, file);
    } catch {
      await rm(partial, { force: true }).catch(() => {});
    }
  };

  const bytes: BuildCache['bytes'] = async (kind, key, make) => {
    const file = entryFile(kind, key);
    const kept = await read(file);
    if (kept) return kept;
    const made = await make();
    await write(file, made);
    return made;
  };

  return {
    bytes,
    json: async (kind, key, make) =>
      JSON.parse(
        (await bytes(kind, key, async () => Buffer.from(JSON.stringify(await make())))).toString('utf8'),
      ),
    prune: async (now = new Date()) => {
      // Once a day at most: it reads every entry's time, about 1.5 s for a cache of 24,000 entries.
      const stamp = path.join(dir, pruneStamp);
      const pruned = await stat(stamp).then(
        ({ mtimeMs }) => mtimeMs,
        () => 0,
      );
      if (Math.abs(now.getTime() - pruned) < 86_400_000) return;
      const oldest = now.getTime() - keepDays * 86_400_000;
      const kinds = (await readdir(dir).catch(() => [])).filter((name) => name !== pruneStamp);
      for (const kind of kinds) {
        const folder = path.join(dir, kind);
        for (const name of await readdir(folder).catch(() => [])) {
          const file = path.join(folder, name);
          const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Infinity }));
          if (mtimeMs < oldest) await rm(file, { force: true }).catch(() => {});
        }
      }
      await writeFile(stamp, '')
        .then(() => utimes(stamp, now, now))
        .catch(() => {});
    },
  };
}

/** SHA-256 of `value`: JSON, with a buffer's bytes hashed in its place. */
function digestOf(value: unknown): Buffer {
  const hash = createHash('sha256');
  hash.update(
    JSON.stringify(value, function (this: unknown, key, item: unknown) {
      // JSON.stringify hands a Buffer to the replacer already turned into `{ type: 'Buffer', data }`.
      const raw = (this as Record<string, unknown>)[key];
      if (Buffer.isBuffer(raw) || raw instanceof Uint8Array)
        return `sha256:${createHash('sha256').update(raw).digest('hex')}`;
      return item;
    }),
  );
  return hash.digest();
}

const versions = new Map<string, string>();

/**
 * What the code that makes the entries is: a digest of every source file of `scripts/` and `src/`
 * (not what the build generates there), `package-lock.json` and Node's version. Read once per process.
 */
export function codeVersion(rootDir: string): string {
  let version = versions.get(rootDir);
  if (version) return version;
  const hash = createHash('sha256').update(process.version);
  // What the build writes into src/ from content (.gitignore) is an input, not code.
  const generated = /^(content\/(generated|languages)|styles\/generated)\//;
  const files = [
    ...filesUnder(path.join(rootDir, 'scripts')).map((file) => `scripts/${file}`),
    ...filesUnder(path.join(rootDir, 'src'))
      .filter((file) => !generated.test(file))
      .map((file) => `src/${file}`),
    'package-lock.json',
  ].sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    try {
      hash.update(readFileSync(path.join(rootDir, file)));
    } catch {
      hash.update('missing');
    }
  }
  version = hash.digest('hex');
  versions.set(rootDir, version);
  return version;
}
