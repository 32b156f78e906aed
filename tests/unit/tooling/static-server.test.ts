import fs, { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { precompress } from '#outputs/precompress.ts';
import { createStaticServer, listen } from '#tooling/serve/static-server.ts';

let dir: string;
let site: string;
let server: Server;
let origin: string;

const page = '<!doctype html><title>Skills</title><h1>Skills</h1>'.repeat(20);
const notFoundPage = '<!doctype html><title>Not found</title><h1>Not found</h1>'.repeat(10);
const script = 'export const answer = 42;\n'.repeat(50);

/**
 * A built site in a folder of its own, as the build writes it (a route as `skills.html` and
 * `skills/index.html`, precompressed copies included), with a page written only as a folder's
 * `index.html` (`guide/`) and one only as a file (`about.html`), as other builds lay them out.
 */
async function writeSite(folder: string, html = page) {
  mkdirSync(path.join(folder, 'skills'), { recursive: true });
  mkdirSync(path.join(folder, 'guide'), { recursive: true });
  mkdirSync(path.join(folder, 'assets'), { recursive: true });
  writeFileSync(path.join(folder, 'index.html'), '<h1>Home</h1>');
  writeFileSync(path.join(folder, 'skills.html'), html);
  writeFileSync(path.join(folder, 'skills', 'index.html'), html);
  writeFileSync(path.join(folder, 'guide', 'index.html'), '<h1>Guide</h1>');
  writeFileSync(path.join(folder, 'about.html'), '<h1>About</h1>');
  writeFileSync(path.join(folder, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(folder, '404.html'), notFoundPage);
  writeFileSync(path.join(folder, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
  await precompress(folder);
}

async function start(options: { basePath?: string } = {}) {
  server = createStaticServer({ dir: site, headers: { 'X-Content-Type-Options': 'nosniff' }, ...options });
  origin = await listen(server);
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  site = path.join(dir, 'site');
  await writeSite(site);
});
afterEach(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request, so the body arrives exactly as sent (fetch would decompress it). */
function get(urlPath: string, headers: Record<string, string> = { 'Accept-Encoding': 'gzip' }) {
  return new Promise<RawResponse>((resolve, reject) => {
    request(`${origin}${urlPath}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
      res.on('close', () => {
        if (!res.complete) reject(new Error('the response was cut short'));
      });
    })
      .on('error', reject)
      .end();
  });
}

describe('the static server', () => {
  beforeEach(() => start());

  it('answers a route with its page, gzipped for a client that accepts it', async () => {
    const response = await get('/skills');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(page.length / 4);
    expect(gunzipSync(response.body).toString()).toBe(page);
  });

  // The folder’s address with a slash, by a redirect.
  it('follows GitHub Pages: a file, the file with .html, or the folder’s slash', async () => {
    const plain = { 'Accept-Encoding': 'identity' };
    for (const address of ['/skills', '/skills/', '/skills.html', '/skills/index.html', '/skills?tab=2']) {
      const response = await get(address, plain);
      expect(response.status, address).toBe(200);
      expect(response.body.toString(), address).toBe(page);
    }
    expect((await get('/about', plain)).body.toString()).toBe('<h1>About</h1>');
    expect((await get('/guide/', plain)).body.toString()).toBe('<h1>Guide</h1>');
    // A folder asked for without its slash is sent to it, the query kept; a file has no folder.
    for (const [address, location] of [
      ['/guide', '/guide/'],
      ['/guide?from=home', '/guide/?from=home'],
    ]) {
      const response = await get(address!, plain);
      expect(response.status, address).toBe(301);
      expect(response.headers.location, address).toBe(location);
    }
    const aboutFolder = await get('/about/', plain);
    expect(aboutFolder.status).toBe(404);
    expect(aboutFolder.body.toString()).toBe(notFoundPage);
  });

  it('sends the bytes as they are to a client that does not accept compression', async () => {
    const response = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(script);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('prefers Brotli, and honours q=0 for any encoding', async () => {
    const chrome = await get('/skills/', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(chrome.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(chrome.body).toString()).toBe(page);

    const noGzip = await get('/skills/', { 'Accept-Encoding': 'gzip;q=0' });
    expect(noGzip.headers['content-encoding']).toBeUndefined();
    expect(noGzip.body.toString()).toBe(page);

    const noBrotli = await get('/skills/', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');

    const ranked = await get('/skills/', { 'Accept-Encoding': 'br;q=0.2, gzip;q=0.5' });
    expect(ranked.headers['content-encoding']).toBe('gzip');

    const nothing = await get('/skills/', { 'Accept-Encoding': 'identity;q=0' });
    expect(nothing.status).toBe(406);
  });

  it('sends ETag and Last-Modified, and answers a revalidation with 304', async () => {
    const first = await get('/skills', { 'Accept-Encoding': 'br' });
    const etag = String(first.headers['etag']);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(new Date(lastModified).getTime()).not.toBeNaN();

    const byEtag = await get('/skills', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(byEtag.status).toBe(304);
    expect(byEtag.body.length).toBe(0);
    const byDate = await get('/skills', { 'Accept-Encoding': 'br', 'If-Modified-Since': lastModified });
    expect(byDate.status).toBe(304);
    // Each encoding is a representation of its own, with its own tag.
    const gzipped = await get('/skills', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(gzipped.status).toBe(200);
  });

  it('answers an unknown path with 404.html and never publishes host configuration', async () => {
    for (const urlPath of ['/no-such-page', '/_headers', '/../package.json', '/skills/index.html.br/x']) {
      const response = await get(urlPath);
      expect(response.status, urlPath).toBe(404);
      expect(gunzipSync(response.body).toString()).toBe(notFoundPage);
    }
  });

  it('answers a malformed address with 400, without a stack trace', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await get('/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.body.toString()).not.toMatch(/at .*\(.*:\d+:\d+\)/);
    expect(logged).not.toHaveBeenCalled();
    expect((await get('/skills')).status).toBe(200);
  });

  it('never follows a symbolic link out of the site folder', async () => {
    symlinkSync('/etc', path.join(site, 'etc'));
    symlinkSync('/etc/passwd', path.join(site, 'passwd.txt'));
    for (const urlPath of ['/etc/passwd', '/etc/hostname', '/passwd.txt']) {
      const response = await get(urlPath, { 'Accept-Encoding': 'identity' });
      expect(response.status, urlPath).toBe(404);
      expect(response.body.toString(), urlPath).toBe(notFoundPage);
    }
  });

  it('follows a symbolic link that stays inside the site folder', async () => {
    symlinkSync('skills', path.join(site, 'abilities'));
    expect((await get('/abilities/', { 'Accept-Encoding': 'identity' })).body.toString()).toBe(page);
  });

  it('survives a file that fails while it is read, and serves the next request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const original = fs.createReadStream;
    const failing = ((...args: Parameters<typeof fs.createReadStream>) => {
      const stream = original(...args);
      process.nextTick(() => stream.destroy(new Error('EIO: i/o error, read')));
      return stream;
    }) as typeof fs.createReadStream;
    fs.createReadStream = failing;
    syncBuiltinESMExports();
    try {
      // Depending on when the read fails, the answer is a 500 or a response cut short.
      const broken = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'identity' }).catch(
        (error: Error) => error,
      );
      if (!(broken instanceof Error)) expect(broken.status).toBe(500);
      else expect(broken.message).toMatch(/cut short|socket hang up|aborted/);
    } finally {
      fs.createReadStream = original;
      syncBuiltinESMExports();
    }
    expect((await get('/skills')).status).toBe(200);
  });
});

describe('the static server after a rebuild', () => {
  it('answers from the new site once swapped in, compressed or not', async () => {
    const first = path.join(dir, 'first');
    const second = path.join(dir, 'second');
    await writeSite(first, '<h1>First build</h1>'.repeat(20));
    await writeSite(second, '<h1>Second build</h1>'.repeat(20));
    rmSync(site, { recursive: true });
    symlinkSync(first, site);
    await start();
    expect(gunzipSync((await get('/skills')).body).toString()).toContain('First build');

    rmSync(site);
    symlinkSync(second, site);
    expect(gunzipSync((await get('/skills')).body).toString()).toContain('Second build');
    const plain = await get('/skills', { 'Accept-Encoding': 'identity' });
    expect(plain.body.toString()).toContain('Second build');
  });
});

describe('the static server under a base path', () => {
  beforeEach(() => start({ basePath: '/portfolio/' }));

  it('serves the site below the base path and nothing outside it', async () => {
    expect((await get('/portfolio/skills')).status).toBe(200);
    expect((await get('/portfolio/skills/')).status).toBe(200);
    const root = await get('/portfolio');
    expect(root.status).toBe(301);
    expect(root.headers.location).toBe('/portfolio/');
    expect((await get('/portfolio/assets/app-abc123.js')).status).toBe(200);
    expect((await get('/portfolio/missing')).status).toBe(404);
    expect((await get('/skills')).status).toBe(404);
    expect((await get('/portfolio-two/skills')).status).toBe(404);
  });
});
