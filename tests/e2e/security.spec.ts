import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { securityHeaders } from '../../scripts/lib/security-headers.ts';
import { expect, siteRoutes, test } from './fixtures';
import { builtPages, distDir } from './site-files';

const expected = securityHeaders();

test('the policy is the strict one: nothing but the site itself (and mail for the no-script form)', () => {
  expect(expected['Content-Security-Policy']).toBe(
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; " +
      "connect-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'self' mailto:; " +
      "frame-ancestors 'none'",
  );
  expect(expected['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  expect(expected['X-Content-Type-Options']).toBe('nosniff');
  expect(expected['Cross-Origin-Resource-Policy']).toBe('same-origin');
  expect(expected['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
});

test('every route is served with the security headers', async ({ request }) => {
  for (const route of [...siteRoutes.map((r) => r.path), '/missing', '/img/rh.webp']) {
    const headers = (await request.get(route)).headers();
    for (const [name, value] of Object.entries(expected)) {
      expect(headers[name.toLowerCase()], `${name} on ${route}`).toBe(value);
    }
  }
});

test('static hosts get the same headers from _headers and vercel.json', () => {
  const netlify = readFileSync(path.join(distDir, '_headers'), 'utf8');
  const vercel = JSON.parse(readFileSync(path.join(distDir, 'vercel.json'), 'utf8')) as {
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  const vercelAll = Object.fromEntries(vercel.headers[0]!.headers.map(({ key, value }) => [key, value]));
  expect(vercel.headers[0]!.source).toBe('/(.*)');
  expect(vercelAll).toEqual(expected);
  const netlifyAll = netlify.split('/assets/*')[0]!;
  expect(netlifyAll.startsWith('/*\n')).toBe(true);
  for (const [name, value] of Object.entries(expected)) expect(netlifyAll).toContain(`  ${name}: ${value}\n`);
});

test('the host configuration files are not published', async ({ request }) => {
  expect((await request.get('/_headers')).status()).toBe(404);
  expect((await request.get('/vercel.json')).status()).toBe(404);
});

test.describe('under the Content-Security-Policy', () => {
  for (const route of [...siteRoutes.map((r) => r.path), '/no-such-page']) {
    test(`${route} renders, hydrates and works with no policy violation`, async ({ page }) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      const response = await page.goto(route);
      expect(response?.headers()['content-security-policy']).toBe(expected['Content-Security-Policy']);
      await expect(page.locator('h1')).toBeVisible();
      // Hydrated: an in-app link navigates without a document load.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      const target = route === '/contact' ? 'Skills' : 'Contact';
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: target }).click();
      await expect(
        page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]'),
      ).toHaveText(target);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
    });
  }
  test.use({ expectedConsoleErrors: /the server responded with a status of 404/ });
});

test.describe('the built HTML', () => {
  const pages = builtPages();

  test('has no inline style attribute and no inline executable script', () => {
    expect(pages.length).toBeGreaterThanOrEqual(6);
    for (const { file, document } of pages) {
      expect(document.querySelectorAll('[style]').length, `style="" in ${file}`).toBe(0);
      for (const script of document.querySelectorAll('script')) {
        const isData = ['application/ld+json', 'application/json'].includes(script.type);
        expect(script.src || isData, `inline executable script in ${file}`).toBeTruthy();
      }
    }
  });

  test('every external link opens a new tab without handing over the opener', () => {
    let checked = 0;
    for (const { file, document } of pages) {
      for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')) {
        checked += 1;
        expect(link.target, `${link.href} in ${file}`).toBe('_blank');
        expect(link.rel.split(' ').sort(), `${link.href} in ${file}`).toEqual(['noopener', 'noreferrer']);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  test('every icon a page draws has its symbol in that page, so icons show before any script runs', () => {
    let checked = 0;
    for (const { file, document } of pages) {
      for (const use of document.querySelectorAll('svg use')) {
        checked += 1;
        const href = use.getAttribute('href')!;
        expect(href, `an icon in ${file} refers outside the page`).toMatch(/^#/);
        expect(
          document.querySelector(`[data-icon-sprite] symbol${href}`),
          `${href} in ${file}`,
        ).not.toBeNull();
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  test('every internal link and #hash points at a page and an element that exist', () => {
    const byRoute = new Map(pages.map((page) => [page.route, page]));
    let checked = 0;
    for (const { file, document } of pages) {
      for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        const href = link.getAttribute('href')!;
        if (/^(https?:|mailto:|tel:)/.test(href)) continue;
        checked += 1;
        const [pathname = '', hash] = href.split('#');
        // A file the build writes (the PDF résumé), not a page.
        if (/\.\w+$/.test(pathname)) {
          expect(existsSync(path.join(distDir, pathname)), `${href} in ${file}: no such file`).toBe(true);
          continue;
        }
        const target = pathname === '' ? pages.find((page) => page.file === file) : byRoute.get(pathname);
        expect(target, `${href} in ${file} points at no page`).toBeDefined();
        if (hash) {
          expect(
            target!.document.getElementById(hash),
            `${href} in ${file}: no element #${hash}`,
          ).not.toBeNull();
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});
