import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { builtBasePath, builtHeaders } from '#outputs/hosts/host-config.ts';
import { createStaticServer, listen } from '#tooling/serve/static-server.ts';
import { expect, leftOut, siteRoutes, test } from './fixtures';
import { expectWorkingUnderPolicy } from './policy';
import { copyProject } from './project-copy';
import { typescriptArgs } from '#lib/project-dir.ts';

/**
 * The site as a GitHub Pages project site: `url` in content/site.json has a path, the build puts
 * everything under it, and the site is served there and nowhere else.
 */
const siteUrl = 'https://jane.github.io/portfolio';
const base = '/portfolio/';
let dir: string;
let dist: string;
let server: Server;
let origin: string;

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async ({ contentDir }) => {
  test.setTimeout(240_000);
  dir = await copyProject(contentDir, { languages: true });
  const siteFile = path.join(dir, 'content/site.json');
  const site = JSON.parse(await readFile(siteFile, 'utf8')) as { url: string };
  await writeFile(siteFile, `${JSON.stringify({ ...site, url: siteUrl }, null, 2)}\n`);
  await promisify(execFile)(process.execPath, [...typescriptArgs, 'scripts/outputs/build.ts'], { cwd: dir });
  dist = path.join(dir, 'dist');
  server = createStaticServer({ dir: dist, headers: builtHeaders(dist), basePath: builtBasePath(dist) });
  origin = await listen(server);
});

test.afterAll(async () => {
  server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('the build knows its base path, and every address in its pages lies under it', async () => {
  expect(builtBasePath(dist)).toBe(base);
  for (const file of ['index.html', 'skills.html', 'skills/index.html', '404.html']) {
    const html = await readFile(path.join(dist, file), 'utf8');
    const local = [...html.matchAll(/(?:href|src|data-chunks)="(\/[^"]*)"/g)].flatMap((match) =>
      match[1]!.split(' '),
    );
    expect(local.length, file).toBeGreaterThan(3);
    for (const address of local) expect(address, `${address} in ${file}`).toMatch(/^\/portfolio(\/|$)/);
  }
});

test('every sitemap address answers 200 with no redirect under the base path; the slashed one too', async ({
  request,
  pages,
  content,
}) => {
  const sitemap = await readFile(path.join(dist, 'sitemap.xml'), 'utf8');
  const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  // Each page in each of the site's languages, the others under the base path too (`/portfolio/fr/`).
  expect(addresses).toHaveLength(pages.length * content.site.languages.length);
  for (const address of addresses) {
    expect(address.startsWith(base), address).toBe(true);
    const variants = address === base ? [address] : [address, `${address}/`];
    for (const variant of variants) {
      const response = await request.get(`${origin}${variant}`, { maxRedirects: 0 });
      expect(response.status(), variant).toBe(200);
      const html = await response.text();
      expect(html, variant).toContain(`<link rel="canonical" href="https://jane.github.io${address}"`);
    }
  }
});

for (const { path: route } of siteRoutes) {
  test(`${route} renders, hydrates, navigates and finds its icons under ${base}`, async ({
    page,
    content,
    request,
    routes,
  }) => {
    if (await leftOut(route, routes, request)) return;
    await expectWorkingUnderPolicy(page, content, route, { address: `${origin}${base}${route.slice(1)}` });
    expect(new URL(page.url()).pathname).toMatch(/^\/portfolio(\/|$)/);
    // Icons drawn by the app after navigating come from the sprite it fetched under the base path.
    for (const icon of await page.locator('main svg use').all()) {
      await expect(page.locator(`symbol${await icon.getAttribute('href')}`)).toHaveCount(1);
    }
  });
}

test('links, canonical and social-card addresses carry the base path', async ({ page, content }) => {
  // The contact page, which every site has.
  await page.goto(`${origin}${base}contact`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/contact`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^https:\/\/jane\.github\.io\/portfolio\/social\/contact\.jpg$/,
  );
  await expect(page.locator('link[rel="alternate"][type="application/json"]')).toHaveAttribute(
    'href',
    `${base}resume.json`,
  );
  const brand = page.getByRole('banner').getByRole('link').first();
  // The home page's canonical address, slash and all, which no host answers with a redirect.
  await expect(brand).toHaveAttribute('href', base);
  await brand.click();
  await expect(page).toHaveURL(new RegExp(`^${origin}${base.replace(/\/$/, '')}/?$`));
  // The home page (the one that leads with the owner's name) has replaced the contact page before
  // its icons are read.
  await expect(page.locator('main h1')).toContainText(content.profile.name);
  const icons = await page
    .locator('main svg use')
    .evaluateAll((uses) => uses.map((use) => use.getAttribute('href')!));
  expect(icons.length).toBeGreaterThan(0);
  for (const href of icons) await expect(page.locator(`symbol${href}`)).toHaveCount(1);
  // The portrait, under the base path (without a photo the page draws the monogram, no picture).
  if (content.profile.photo) {
    const portrait = page.locator('main img').first();
    await expect(portrait).toHaveJSProperty('complete', true);
    expect(await portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }
});

test.describe('the not-found page', () => {
  test.use({ expectedConsoleErrors: /the server responded with a status of 404/ });

  test('is styled, hydrated and leads home under the base path', async ({ page }) => {
    const response = await page.goto(`${origin}${base}no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toBeVisible();
    const stylesheet = page.locator('link[rel="stylesheet"]').first();
    expect(await stylesheet.evaluate((link: HTMLLinkElement) => link.sheet !== null)).toBe(true);
    await page.getByRole('main').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`^${origin}/portfolio/?$`));
  });
});

test('the sitemap, robots.txt and résumé point at the deployed addresses', async ({
  request,
  routes,
  content,
}) => {
  const sitemap = await (await request.get(`${origin}${base}sitemap.xml`)).text();
  for (const { path: route } of routes) {
    expect(sitemap).toContain(`<loc>${siteUrl}${route === '/' ? '/' : route}</loc>`);
  }
  const robots = await (await request.get(`${origin}${base}robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  const resume = (await (await request.get(`${origin}${base}resume.json`)).json()) as {
    basics: { image?: string };
    meta: { canonical: string };
  };
  expect(resume.meta.canonical).toBe(`${siteUrl}/resume.json`);
  // The owner's photo, when there is one (initials drawn on the accent are not a photo of them).
  if (content.profile.photo) {
    expect(resume.basics.image).toMatch(/^https:\/\/jane\.github\.io\/portfolio\/img\//);
  } else {
    expect(resume.basics.image).toBeUndefined();
  }
  expect((await request.get(`${origin}${base}favicon.svg`)).status()).toBe(200);
  expect((await request.get(`${origin}/skills`)).status()).toBe(404);
});
