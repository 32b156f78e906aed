import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { headScriptSource } from '#outputs/hosts/head-script.ts';
import { vercelHeaders } from '#outputs/hosts/host-config.ts';
import { securityHeaders } from '#outputs/hosts/security-headers.ts';
import { contentGate, expect, leftOut, projectDir, siteRoutes, test } from './fixtures';
import { expectWorkingUnderPolicy } from './policy';
import { builtPages } from './site-files';

const expected = securityHeaders();

// And mail, for the form without JavaScript.
test('the policy is the strict one: the site itself and its head script by hash', contentGate(), () => {
  expect(headScriptSource()).toMatch(/^'sha256-[\w+/]+=*'$/);
  expect(expected['Content-Security-Policy']).toBe(
    `default-src 'none'; script-src 'self' ${headScriptSource()}; style-src 'self'; img-src 'self'; font-src 'self'; ` +
      "connect-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'self' mailto:; " +
      "frame-ancestors 'none'",
  );
  expect(expected['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  expect(expected['X-Content-Type-Options']).toBe('nosniff');
  expect(expected['Cross-Origin-Resource-Policy']).toBe('same-origin');
  expect(expected['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
});

test('every route is served with the security headers', contentGate(), async ({ request, routes }) => {
  for (const route of [...routes.map((r) => r.path), '/missing', '/favicon.svg']) {
    const headers = (await request.get(route)).headers();
    for (const [name, value] of Object.entries(expected)) {
      expect(headers[name.toLowerCase()], `${name} on ${route}`).toBe(value);
    }
  }
});

test(
  'static hosts get the same headers from the build’s _headers and the root vercel.json',
  contentGate(),
  ({ distDir }) => {
    const netlify = readFileSync(path.join(distDir, '_headers'), 'utf8');
    const vercel = readFileSync(path.join(projectDir, 'vercel.json'), 'utf8');
    expect(vercelHeaders(vercel)).toEqual(expected);
    const netlifyAll = netlify.split('/assets/*')[0]!;
    expect(netlifyAll.startsWith('/*\n')).toBe(true);
    for (const [name, value] of Object.entries(expected))
      expect(netlifyAll).toContain(`  ${name}: ${value}\n`);
  },
);

test('the host configuration files are not published', contentGate(), async ({ request }) => {
  expect((await request.get('/_headers')).status()).toBe(404);
  expect((await request.get('/vercel.json')).status()).toBe(404);
  expect((await request.get('/.well-hidden')).status()).toBe(404);
});

test.describe('under the Content-Security-Policy', () => {
  // Each page renders, hydrates and works.
  for (const route of [...siteRoutes.map((r) => r.path), '/no-such-page']) {
    test(
      `${route} works with no policy violation`,
      contentGate(route !== '/no-such-page'),
      async ({ page, content, request, routes }) => {
        if (await leftOut(route, routes, request)) return;
        await expectWorkingUnderPolicy(page, content, route, {
          checkResponse: (response) =>
            expect(response?.headers()['content-security-policy']).toBe(expected['Content-Security-Policy']),
        });
      },
    );
  }
  test.use({ expectedConsoleErrors: /the server responded with a status of 404/ });
});

test.describe('the built HTML', () => {
  // No inline style attribute, and no inline script that runs.
  test(
    'has no inline style or script, but the head script the policy names',
    contentGate(),
    ({ distDir, routes }) => {
      const pages = builtPages(distDir);
      // Every published route's page and the not-found page, at least.
      expect(pages.length).toBeGreaterThan(routes.length);
      for (const { file, document } of pages) {
        expect(document.querySelectorAll('[style]').length, `style="" in ${file}`).toBe(0);
        for (const script of document.querySelectorAll('script')) {
          const isData = ['application/ld+json', 'application/json'].includes(script.type);
          if (script.src || isData) continue;
          // The one inline script runs because the policy admits its exact text by its hash.
          const hash = `'sha256-${createHash('sha256')
            .update(script.textContent ?? '')
            .digest('base64')}'`;
          expect(hash, `inline executable script in ${file}`).toBe(headScriptSource());
        }
      }
    },
  );

  test(
    'every external link opens a new tab without handing over the opener',
    contentGate(),
    ({ distDir, content }) => {
      const pages = builtPages(distDir);
      let checked = 0;
      for (const { file, document } of pages) {
        for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')) {
          checked += 1;
          expect(link.target, `${link.href} in ${file}`).toBe('_blank');
          expect(link.rel.split(' ').sort(), `${link.href} in ${file}`).toEqual(['noopener', 'noreferrer']);
        }
      }
      // The footer links every profile the content names.
      const { website, linkedin, github, profiles = [] } = content.profile;
      const outside = [website, linkedin, github, ...profiles.map((profile) => profile.url)].filter(Boolean);
      expect(checked > 0, 'outside links found').toBe(outside.length > 0);
    },
  );

  // So icons show before any script runs.
  test('every icon a page draws has its symbol in that page', contentGate(), ({ distDir }) => {
    const pages = builtPages(distDir);
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
    expect(checked).toBeGreaterThan(0);
  });

  test(
    'every internal link and #hash points at a page and element that exist',
    contentGate(),
    ({ distDir, routes }) => {
      const pages = builtPages(distDir);
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
      expect(checked).toBeGreaterThanOrEqual(routes.length);
    },
  );
});
