import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStaticServer, listen } from '../../../scripts/lib/static-server.ts';

let dir: string;
let server: Server;
let origin: string;

const page = '<!doctype html><title>Skills</title><h1>Skills</h1>'.repeat(20);
const script = 'export const answer = 42;\n'.repeat(50);

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  mkdirSync(path.join(dir, 'skills'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'skills', 'index.html'), page);
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(dir, '404.html'), '<h1>Not found</h1>');
  writeFileSync(path.join(dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
  server = createStaticServer({ dir, headers: { 'X-Content-Type-Options': 'nosniff' } });
  origin = await listen(server);
});
afterEach(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw request, so the body arrives exactly as sent (fetch would decompress it). */
function get(urlPath: string, acceptEncoding = 'gzip') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(`${origin}${urlPath}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('the static server', () => {
  it('answers a route with its index.html, gzipped for a client that accepts it', async () => {
    const response = await get('/skills');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(page.length / 4);
    expect(gunzipSync(response.body).toString()).toBe(page);
  });

  it('sends the bytes as they are to a client that does not accept gzip', async () => {
    const response = await get('/assets/app-abc123.js', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(script);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses a file added after it started, too', async () => {
    const added = '<!doctype html><title>Later</title>'.repeat(10);
    mkdirSync(path.join(dir, 'later'));
    writeFileSync(path.join(dir, 'later', 'index.html'), added);
    const response = await get('/later/');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe(added);
  });

  it('answers an unknown path with 404.html and never publishes host configuration', async () => {
    for (const urlPath of ['/no-such-page', '/_headers', '/../package.json']) {
      const response = await get(urlPath);
      expect(response.status, urlPath).toBe(404);
      expect(gunzipSync(response.body).toString()).toBe('<h1>Not found</h1>');
    }
  });
});
