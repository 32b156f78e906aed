import { createReadStream, readdirSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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
const compressible = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg', '.webmanifest']);

export interface StaticServerOptions {
  /** The built site. */
  dir: string;
  /** Headers sent with every response (security headers, as the static host sends them). */
  headers?: Record<string, string>;
}

/**
 * Serves a prerendered site the way static hosts do: `/experience` and `/experience/` answer with
 * `experience/index.html`, hashed assets are cached for a year, text is gzipped when the client
 * accepts it, and an unknown path gets `404.html` with status 404. The text is compressed once, when
 * the server starts, as static hosts do at deploy time, so no response waits on compression.
 */
export function createStaticServer({ dir, headers = {} }: StaticServerOptions): Server {
  const root = path.resolve(dir);
  const gzipCache = precompress(root);

  async function resolveFile(urlPath: string): Promise<string | undefined> {
    const relative = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
    // Hosts read their configuration files and dotfiles; they never publish them.
    if (hostOnlyFiles.has(path.basename(relative)) || /(^|[/\\])\./.test(relative)) return undefined;
    const candidates = [path.join(root, relative), path.join(root, relative, 'index.html')];
    for (const candidate of candidates) {
      if (!candidate.startsWith(root)) continue;
      const info = await stat(candidate).catch(() => undefined);
      if (info?.isFile()) return candidate;
    }
    return undefined;
  }

  async function send(req: IncomingMessage, res: ServerResponse, file: string, status: number) {
    const extension = path.extname(file);
    const isAsset = file.startsWith(path.join(root, 'assets') + path.sep);
    res.setHeader('Content-Type', contentTypes[extension] ?? 'application/octet-stream');
    res.setHeader(
      'Cache-Control',
      isAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    );
    res.setHeader('Vary', 'Accept-Encoding');
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (acceptsGzip && compressible.has(extension)) {
      let body = gzipCache.get(file);
      if (!body) {
        body = gzip(await readFile(file));
        gzipCache.set(file, body);
      }
      res.writeHead(status, { 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const { size } = await stat(file);
    res.writeHead(status, { 'Content-Length': size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  }

  return createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    resolveFile(pathname)
      .then(async (file) => {
        if (file) return send(req, res, file, 200);
        const notFound = path.join(root, '404.html');
        return send(req, res, notFound, 404);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });
}

/** Compressed as tightly as gzip goes: each file is compressed once and sent many times. */
const gzip = (bytes: Buffer) => gzipSync(bytes, { level: 9 });

/** Every compressible file under `root`, gzipped, by absolute path. */
function precompress(root: string): Map<string, Buffer> {
  const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && compressible.has(path.extname(entry.name)),
  );
  return new Map(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [file, gzip(readFileSync(file))];
    }),
  );
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
