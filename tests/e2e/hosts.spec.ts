import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { builtHeaders } from '#outputs/hosts/host-config.ts';
import { createStaticServer, listen } from '#tooling/serve/static-server.ts';
import { startPagesDev, type PagesDev } from './cloudflare-pages';
import { expect, test } from './fixtures';

/**
 * The built site as the hosts serve it: every address of the sitemap (the canonical ones, without
 * a trailing slash) answers 200 with no redirect, with the build's headers where the host sends
 * them; the slashed address of earlier builds still reaches the page, and an unknown one gets the
 * 404 page.
 *
 * - Cloudflare Pages, by its own engine: `wrangler pages dev` (workerd), offline on 127.0.0.1.
 * - GitHub Pages, by the local server, which follows its rules and here sends no headers at all,
 *   as GitHub Pages sends none of ours (the policy comes from each page's `<meta>` tags).
 */
interface Host {
  name: string;
  origin: string;
  /** The headers the host sends with every page, from the build's `_headers`; none on GitHub Pages. */
  headers: Record<string, string>;
}

const cloudflare: Host = { name: 'Cloudflare Pages, by its engine', origin: '', headers: {} };
const githubPages: Host = { name: 'GitHub Pages, by its rules', origin: '', headers: {} };
let pagesDev: PagesDev | undefined;
let githubServer: Server | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ distDir }) => {
  test.setTimeout(90_000);
  pagesDev = await startPagesDev(distDir);
  cloudflare.origin = pagesDev.origin;
  cloudflare.headers = builtHeaders(distDir);
  githubServer = createStaticServer({ dir: distDir, headers: {} });
  githubPages.origin = await listen(githubServer);
});

test.afterAll(async () => {
  githubServer?.close();
  await pagesDev?.stop();
});

/** The sitemap's addresses, as paths on the host. */
function sitemapPaths(distDir: string): string[] {
  const sitemap = readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

/** GETs an address without following redirects. */
const fetchOnce = (request: APIRequestContext, url: string) => request.get(url, { maxRedirects: 0 });

for (const host of [cloudflare, githubPages]) {
  test.describe(host.name, () => {
    // Each answers as its own canonical page.
    test('each sitemap address answers 200 with the headers and no redirect', async ({
      request,
      distDir,
      pages,
      content,
    }) => {
      const paths = sitemapPaths(distDir);
      // Each page in each of the site's languages: `/fr/experience` as `/experience`.
      expect(paths).toHaveLength(pages.length * content.site.languages.length);
      for (const address of paths) {
        const response = await fetchOnce(request, `${host.origin}${address}`);
        expect(response.status(), `${address} on ${host.name}`).toBe(200);
        const headers = response.headers();
        expect(headers['content-type'], address).toContain('text/html');
        for (const [name, value] of Object.entries(host.headers)) {
          expect(headers[name.toLowerCase()], `${name} on ${address}, ${host.name}`).toBe(value);
        }
        if (Object.keys(host.headers).length === 0)
          expect(headers['content-security-policy']).toBeUndefined();
        const html = await response.text();
        expect(new URL(canonicalOf(html)!).pathname, `${address} on ${host.name}`).toBe(address);
        expect(html).toContain('<meta http-equiv="Content-Security-Policy"');
      }
    });

    test('the slashed and .html addresses of a route reach its page', async ({ request, distDir }) => {
      for (const address of sitemapPaths(distDir).filter((candidate) => candidate !== '/')) {
        // Another language's home (`/fr/`) is a folder's index: asked for without its slash, or by name.
        const others = address.endsWith('/')
          ? [address.slice(0, -1), `${address}index.html`]
          : [`${address}/`, `${address}.html`];
        for (const other of others) {
          const response = await fetchOnce(request, `${host.origin}${other}`);
          const label = `${other} on ${host.name}`;
          if (response.status() !== 200) {
            // A redirect is fine for these, to the canonical address and in one step.
            expect([301, 302, 307, 308], label).toContain(response.status());
            expect(new URL(response.headers().location!, host.origin).pathname, label).toBe(address);
          }
          const page = await request.get(`${host.origin}${other}`);
          expect(page.status(), label).toBe(200);
          expect(new URL(canonicalOf(await page.text())!).pathname, label).toBe(address);
        }
      }
    });

    test('an unknown address gets the 404 page with status 404', async ({ request }) => {
      const response = await fetchOnce(request, `${host.origin}/no-such-page`);
      expect(response.status(), host.name).toBe(404);
      expect(await response.text()).toMatch(/<meta name="robots" content="noindex, follow"/);
    });
  });
}
