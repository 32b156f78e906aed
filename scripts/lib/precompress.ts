import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import pLimit from 'p-limit';
import { noCache, type BuildCache } from './build-cache.ts';

/** The text formats a site is made of; images and fonts are compressed already. */
export const compressibleExtensions = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.xml',
  '.txt',
  '.svg',
  '.webmanifest',
]);

/** The compressed copies a file can have beside it, by `Content-Encoding`, best first. */
export const encodings = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

const compressors = {
  br: (bytes: Buffer) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes: Buffer) => promisify(gzip)(bytes, { level: 9 }),
};

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file under `dir`, compressed as
 * tightly as each format goes, as static hosts do at deploy time: the server then sends each file
 * in the best encoding the browser accepts without compressing anything per request. A copy that
 * would not be smaller than the file is not written. Copies are kept in `cache` by the file's bytes.
 * The folders in `skip` are left out (another language's, compressed on its own).
 */
export async function precompress(
  dir: string,
  cache: BuildCache = noCache,
  { skip = [] }: { skip?: string[] } = {},
): Promise<void> {
  const files = await textFiles(dir, new Set(skip));
  // As many at a time as the thread pool compresses, so that a large site's files are not all read at once.
  await pLimit(8).map(files, async (file) => {
    const bytes = await readFile(file);
    for (const { name, extension } of encodings) {
      const compressed = await cache.bytes(`compressed-${name}`, bytes, () => compressors[name](bytes));
      if (compressed.length < bytes.length) await writeFile(`${file}${extension}`, compressed);
    }
  });
}

/** The text files under `dir`, but for those in the folders of `skip`, which are not even read. */
async function textFiles(dir: string, skip: ReadonlySet<string>): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return skip.has(file) ? [] : textFiles(file, skip);
      return entry.isFile() && compressibleExtensions.has(path.extname(entry.name)) ? [file] : [];
    }),
  );
  return nested.flat();
}
