import type { Server } from 'node:http';
import { createStaticServer, listen } from '#tooling/serve/static-server.ts';
import { contentGate, expect, pagesAt, siteRoutes, test } from './fixtures';
import { expectWorkingUnderPolicy, violations } from './policy';

/**
 * The built site on a host that sends no headers of ours (GitHub Pages): the policy comes from each
 * page's own `<meta http-equiv="Content-Security-Policy">`, and must hold there just the same.
 */
let server: Server;
let origin: string;

test.beforeAll(async ({ distDir }) => {
  server = createStaticServer({ dir: distDir, headers: {} });
  origin = await listen(server);
});
test.afterAll(() => {
  server?.close();
});

test.describe('served with no headers at all', () => {
  test.use({ expectedConsoleErrors: /the server responded with a status of 404/ });

  // Each page renders, hydrates and works.
  for (const route of [...siteRoutes.map((r) => r.path), '/no-such-page']) {
    test(
      `${route} works with no policy violation`,
      contentGate(route !== '/no-such-page'),
      async ({ page, content, request, routes, site }) => {
        const shown = route === '/no-such-page' ? [route] : await pagesAt(route, { routes, site, request });
        for (const path of shown)
          await expectWorkingUnderPolicy(page, content, path, {
            address: `${origin}${path}`,
            checkResponse: (response) => {
              expect(response?.headers()['content-security-policy']).toBeUndefined();
              expect(response?.headers()['referrer-policy']).toBeUndefined();
            },
          });
      },
    );
  }
});

test.describe('the policy in the page', () => {
  test.use({ expectedConsoleErrors: /Content Security Policy/ });

  test('is in force: inline code and other origins are refused', contentGate(), async ({ page, content }) => {
    await expectWorkingUnderPolicy(page, content, '/', { address: `${origin}/` });
    await page.evaluate(
      (elsewhere) => {
        const script = document.createElement('script');
        script.textContent = 'document.documentElement.dataset.injected = "yes"';
        document.head.append(script);
        const image = document.createElement('img');
        image.src = `${elsewhere}/pixel.png`;
        document.body.append(image);
      },
      origin.replace('127.0.0.1', 'localhost'),
    );
    await expect.poll(() => violations(page)).toHaveLength(2);
    expect(await violations(page)).toEqual([
      expect.stringMatching(/^script-src-elem inline$/),
      expect.stringMatching(/^img-src http:\/\/localhost:\d+\/pixel\.png$/),
    ]);
    expect(await page.evaluate(() => document.documentElement.dataset.injected)).toBeUndefined();
  });
});
