import { realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import Negotiator from 'negotiator';
import send from 'send';
import { compressibleExtensions, encodings } from '#outputs/precompress.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};
const hostOnlyFiles = new Set(['_headers', '_redirects', 'vercel.json']);

export interface StaticServerOptions {
  /**
   * The built site. Resolved again on every request, so when a build swaps a new site into place
   * (see atomic-output.ts) the next request is answered from it.
   */
  dir: string;
  /**
   * Headers sent with every response (security headers, as the static host sends them), or a
   * function of the site folder being served, for headers that come with each build.
   */
  headers?: Record<string, string> | ((siteDir: string) => Record<string, string>);
  /** The path the site is served under, as on a GitHub Pages project site: `/portfolio/`. */
  basePath?: string;
}

/** A request the server answers without looking at the site. */
class Refusal {
  readonly status: number;
  readonly text: string;

  constructor(status: number, text: string) {
    this.status = status;
    this.text = text;
  }
}

/**
 * Serves a prerendered site the way GitHub Pages does (`resolveFile`: `/experience` answers with
 * `experience.html`, `/experience/` with `experience/index.html`, and a folder asked for without its
 * slash is redirected to it), hashed assets cached for a year, text in the best encoding the browser
 * accepts among the precompressed copies the build wrote (`.br`, `.gz`), and an unknown path with
 * `404.html` and status 404. `send` answers conditional requests (ETag, Last-Modified, 304), ranges
 * and HEAD, and reports read errors instead of throwing them.
 *
 * Nothing outside the site folder is ever served: a path is resolved through its symbolic links and
 * must still lie inside the folder. A malformed address gets 400; no request can stop the server.
 */
export function createStaticServer({ dir, headers = {}, basePath = '/' }: StaticServerOptions): Server {
  return createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      console.error(`✗ ${req.method} ${req.url}: ${error instanceof Error ? error.message : error}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end();
    });
  });

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const root = await realpath(dir);
    const extra = typeof headers === 'function' ? headers(root) : headers;
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new Refusal(405, 'Method Not Allowed');
      if (basePath !== '/' && req.url === '/') {
        res.writeHead(302, { Location: basePath }).end();
        return;
      }
      const url = req.url ?? '/';
      const resolved = await resolveFile(root, requestedPath(url, basePath));
      if (resolved === 'folder') {
        const query = url.indexOf('?');
        const location = query === -1 ? `${url}/` : `${url.slice(0, query)}/${url.slice(query)}`;
        res.writeHead(301, { Location: location, 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(`Moved Permanently: ${location}\n`);
        return;
      }
      if (resolved) return await sendFile(req, res, root, resolved, 200);
      const notFound = await realFileInside(root, path.join(root, '404.html'));
      if (notFound) return await sendFile(req, res, root, notFound, 404);
      throw new Refusal(404, 'Not Found');
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      if (error.status === 405) res.setHeader('Allow', 'GET, HEAD');
      res.writeHead(error.status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`${error.text}\n`);
    }
  }
}

/** The file path a request asks for, relative to the site folder, or a refusal. */
function requestedPath(url: string, basePath: string): string {
  const rawPath = url.split(/[?#]/, 1)[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    throw new Refusal(400, 'Bad Request: the address is not valid percent-encoding');
  }
  if (decoded.includes('\0') || !decoded.startsWith('/')) throw new Refusal(400, 'Bad Request');
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  if (!`${decoded}/`.startsWith(base)) throw new Refusal(404, `Not Found: the site is served under ${base}`);
  // The base path without its slash (`/portfolio`) is the site's root folder asked for as a file.
  const inside = decoded.slice(base.length - 1);
  return inside === '' ? '' : path.posix.normalize(inside).replace(/^(\.\.\/)+/, '');
}

const isInside = (root: string, file: string) => file === root || file.startsWith(`${root}${path.sep}`);

/**
 * The real path of an existing file inside `root`, following symbolic links only where they stay
 * inside it; `undefined` for anything else.
 */
async function realFileInside(root: string, candidate: string): Promise<string | undefined> {
  const real = await realpath(candidate).catch(() => undefined);
  if (!real || !isInside(root, real)) return undefined;
  const info = await stat(real).catch(() => undefined);
  return info?.isFile() ? real : undefined;
}

/**
 * What answers a site path, by GitHub Pages' rules (of the hosts the site is made for, the one that
 * redirects most): `/a/b` is the file `a/b`, else `a/b.html`, else, when `a/b/index.html` exists,
 * the folder, which is redirected to `/a/b/`; `/a/b/` is `a/b/index.html` and nothing else. The
 * build writes each route where every host answers its address without a redirect
 * (route-files.ts); this server shows what a host would do with any other layout.
 */
async function resolveFile(root: string, relative: string): Promise<string | 'folder' | undefined> {
  const segments = relative.split('/').filter(Boolean);
  // Hosts read their configuration files and dotfiles; they never publish them.
  if (segments.some((segment) => segment.startsWith('.')) || hostOnlyFiles.has(segments.at(-1) ?? '')) {
    return undefined;
  }
  const folderIndex = () => realFileInside(root, path.join(root, ...segments, 'index.html'));
  if (relative.endsWith('/')) return folderIndex();
  const name = path.join(root, ...segments);
  const file = (await realFileInside(root, name)) ?? (await realFileInside(root, `${name}.html`));
  if (file) return file;
  return (await folderIndex()) ? 'folder' : undefined;
}

/** Negotiator's encodings, with the server's order of preference for ties (typed here: its types lag). */
type EncodingsWithPreference = (available: string[], options: { preferred: string[] }) => string[];

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  file: string,
  status: number,
) {
  const extension = path.extname(file);
  let body = file;
  if (compressibleExtensions.has(extension)) {
    res.setHeader('Vary', 'Accept-Encoding');
    // Best first: on a tie in the browser's preferences, the smallest copy wins.
    const available = new Map<string, string>();
    for (const { name, extension: suffix } of encodings) {
      const copy = await realFileInside(root, `${file}${suffix}`);
      if (copy) available.set(name, copy);
    }
    available.set('identity', file);
    const names = [...available.keys()];
    const negotiator = new Negotiator(req);
    const [chosen] = (negotiator.encodings as unknown as EncodingsWithPreference).call(negotiator, names, {
      preferred: names,
    });
    if (!chosen) throw new Refusal(406, `Not Acceptable: this file is available as ${names.join(', ')}`);
    if (chosen !== 'identity') res.setHeader('Content-Encoding', chosen);
    body = available.get(chosen)!;
  }
  const isAsset = file.startsWith(path.join(root, 'assets') + path.sep);
  res.setHeader('Content-Type', contentTypes[extension] ?? 'application/octet-stream');
  res.setHeader(
    'Cache-Control',
    isAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
  );
  res.statusCode = status;

  await new Promise<void>((resolve) => {
    send(req, `/${encodeURIComponent(path.basename(body))}`, {
      root: path.dirname(body),
      dotfiles: 'allow',
      index: false,
      cacheControl: false,
      etag: true,
      lastModified: true,
    })
      .on('error', (error: { status?: number; message: string }) => {
        // A file that vanished or could not be read: answer if nothing was sent yet, else cut the
        // response short. Either way the server carries on.
        if (!res.headersSent) {
          for (const name of [
            'Content-Encoding',
            'Content-Length',
            'Content-Range',
            'ETag',
            'Last-Modified',
          ]) {
            res.removeHeader(name);
          }
          res.writeHead(error.status ?? 500, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end(`${error.status === 404 ? 'Not Found' : 'The file could not be read'}\n`);
        } else {
          res.destroy();
        }
        console.error(`✗ ${req.url}: ${error.message}`);
        resolve();
      })
      .on('end', resolve)
      .pipe(res);
    res.on('close', resolve);
  });
}

/** Starts a server on 127.0.0.1 and resolves with its address once it listens. */
export async function listen(server: Server, port = 0, host = '127.0.0.1'): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The server has no TCP address');
  return `http://${host}:${address.port}`;
}
