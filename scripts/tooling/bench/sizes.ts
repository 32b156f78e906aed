import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeFiles } from '#outputs/route-files.ts';

export interface RouteSize {
  route: string;
  /** Gzipped bytes of the route's HTML document. */
  html: number;
  /** Gzipped bytes of the stylesheets the document links. */
  css: number;
  /**
   * Gzipped bytes of the JavaScript the page loads on a first visit: the boot script, its preloads and
   * the chunks it fetches for hydration (`#root[data-chunks]`).
   */
  js: number;
}

const gzipped = async (file: string) => gzipSync(await readFile(file), { level: 9 }).length;

/** What each route costs on first load, measured from the built files as a static host gzips them. */
export async function routeSizes(distDir: string, routes: string[]): Promise<RouteSize[]> {
  return Promise.all(
    routes.map(async (route) => {
      // Another language's home (`/fr/`) is its folder's index; every other route, its own file.
      const file = path.join(distDir, route.endsWith('/') ? `${route}index.html` : routeFiles(route)[0]);
      const html = await readFile(file, 'utf8');
      const assets = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((match) => match[1]!))];
      const sum = async (files: string[]) =>
        (await Promise.all(files.map((asset) => gzipped(path.join(distDir, asset))))).reduce(
          (a, b) => a + b,
          0,
        );
      return {
        route,
        html: await gzipped(file),
        css: await sum(assets(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)),
        js: await sum([
          ...assets(/<script type="module"[^>]*src="([^"]+)"/g),
          ...assets(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
          ...assets(/<div id="root" data-chunks="([^"]+)"/g).flatMap((list) => list.split(' ')),
        ]),
      };
    }),
  );
}
