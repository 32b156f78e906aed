import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import pLimit from 'p-limit';
import { noCache, type BuildCache } from '#lib/build-cache.ts';

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

/**
 * Brotli's quality for a file (its path in the site): the highest for the bundles and stylesheets
 * (`assets/`), named by their content, so made once and kept (the build's cache) however often the
 * site is built; 7 for the pages and the other files, which an edit remakes. On the sample's 48
 * pages, quality 7 takes 65 ms where 11 takes 2,000 ms, for 10 % more bytes (8.7 KB a page against
 * 7.9 KB); a site of a thousand pages would spend most of its build there. Quality 9 is no smaller
 * than 7 and 8 times slower.
 */
const brotliQuality = (file: string) =>
  file.split(/[\\/]/)[0] === 'assets' ? constants.BROTLI_MAX_QUALITY : 7;

const compressors = {
  br: (bytes: Buffer, file: string) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes: Buffer) => promisify(gzip)(bytes, { level: 9 }),
};

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file under `dir`, as static hosts
 * do at deploy time: the server then sends each file in the best encoding the browser accepts
 * without compressing anything per request. gzip at its highest level; Brotli as `brotliQuality`
 * says. A copy that would not be smaller than the file is not written. Copies are kept in `cache`
 * by the file's bytes and quality. The folders in `skip` are left out (another language's,
 * compressed on its own).
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
      const relative = path.relative(dir, file);
      const key = name === 'br' ? [bytes, brotliQuality(relative)] : bytes;
      const compressed = await cache.bytes(`compressed-${name}`, key, () =>
        compressors[name](bytes, relative),
      );
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
