import sharp from 'sharp';
import { expect, siteRoutes, test } from './fixtures';

const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** The first capture of `pattern` in `html`, entities decoded, or fail naming what was missing. */
function pick(html: string, pattern: RegExp, what: string): string {
  const match = pattern.exec(html);
  expect(match, `${what} is missing`).not.toBeNull();
  return match![1]!.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => entities[entity]!);
}

const meta = (html: string, attr: 'name' | 'property', key: string) =>
  pick(html, new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`), `meta ${key}`);

test.describe('raw HTML, as crawlers and link previews see it', () => {
  const seenTitles = new Set<string>();
  const seenDescriptions = new Set<string>();

  for (const route of siteRoutes) {
    test(`${route.path} carries its head tags and main heading without JavaScript`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();

      const title = pick(html, /<title>([^<]+)<\/title>/, 'title');
      const description = meta(html, 'name', 'description');
      expect(title.length).toBeGreaterThan(10);
      expect(description.length).toBeGreaterThan(40);
      expect(seenTitles.has(title), `title "${title}" is used twice`).toBe(false);
      expect(seenDescriptions.has(description), 'description is used twice').toBe(false);
      seenTitles.add(title);
      seenDescriptions.add(description);

      expect(meta(html, 'name', 'keywords')).toMatch(/\w+, \w+/);
      expect(meta(html, 'name', 'robots')).toBe('index, follow');
      const canonical = pick(html, /<link rel="canonical" href="([^"]+)"/, 'canonical link');
      expect(new URL(canonical).pathname).toBe(route.path);
      expect(canonical).toMatch(/^https:\/\//);

      expect(meta(html, 'property', 'og:title')).toBe(title);
      expect(meta(html, 'property', 'og:description')).toBe(description);
      expect(meta(html, 'property', 'og:url')).toBe(canonical);
      expect(meta(html, 'property', 'og:type')).toBe('website');
      // The page's own social card (its image is checked in share.spec.ts).
      const image = meta(html, 'property', 'og:image');
      expect(image).toMatch(/^https:\/\/[^/]+\/social\/[a-z-]+\.jpg$/);
      expect(meta(html, 'property', 'og:image:type')).toBe('image/jpeg');
      expect(meta(html, 'property', 'og:image:width')).toBe('1200');
      expect(meta(html, 'property', 'og:image:height')).toBe('630');
      expect(meta(html, 'property', 'og:image:alt')).toBe(title);
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'name', 'twitter:title')).toBe(title);
      expect(meta(html, 'name', 'twitter:image')).toBe(image);
      expect(meta(html, 'name', 'twitter:site')).toMatch(/^@\w+/);

      const jsonLd = JSON.parse(
        pick(html, /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/, 'JSON-LD'),
      ) as Record<string, unknown>;
      expect(jsonLd['@type']).toBe('Person');
      for (const key of ['name', 'jobTitle', 'description', 'url']) {
        expect(typeof jsonLd[key], `JSON-LD ${key}`).toBe('string');
      }
      expect(jsonLd.jobTitle).toBe('Full Stack Developer & Software Architect');
      expect((jsonLd.sameAs as string[]).length).toBeGreaterThanOrEqual(2);
      expect((jsonLd.knowsAbout as string[]).length).toBeGreaterThanOrEqual(5);

      const h1 = pick(html, /<h1[^>]*>([\s\S]*?)<\/h1>/, 'h1')
        .replace(/<[^>]+>/g, '')
        .trim();
      expect(h1.length).toBeGreaterThan(2);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toContain('<html lang="en"');
    });
  }

  test('a deep link with a trailing slash is served too', async ({ request }) => {
    const response = await request.get('/experience/');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<link rel="canonical" href="https://');
  });

  test('the sitemap lists the five routes as absolute URLs and robots.txt points at it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!));
    expect(locations.map((url) => url.pathname)).toEqual(siteRoutes.map((route) => route.path));
    expect(locations.every((url) => url.protocol === 'https:')).toBe(true);

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain(`Sitemap: ${locations[0]!.origin}/sitemap.xml`);
  });

  test('the static output has a 404 page for hosts that use one', async ({ request }) => {
    const response = await request.get('/404.html');
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex, follow"/);
  });

  test('the résumé is published as JSON Resume and linked from every page head', async ({ request }) => {
    const response = await request.get('/resume.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const resume = (await response.json()) as { basics: { name: string }; work: unknown[] };
    expect(resume.work).toHaveLength(5);
    for (const route of siteRoutes) {
      const html = await (await request.get(route.path)).text();
      expect(html).toMatch(
        /<link rel="alternate" type="application\/json" href="\/resume\.json" title="[^"]+">/,
      );
      expect(html).toContain(resume.basics.name);
    }
  });

  test('the owner image exists as WebP, made from the photo', async ({ request }) => {
    const response = await request.get('/img/rh.webp');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
    const image = await sharp(await response.body()).metadata();
    expect({ format: image.format, width: image.width, height: image.height }).toEqual({
      format: 'webp',
      width: 480,
      height: 480,
    });
  });
});

test('the head follows the visitor through client-side navigation', async ({ page }) => {
  await page.goto('/');
  const homeTitle = await page.title();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page).not.toHaveTitle(homeTitle);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/projects$/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/projects$/);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  // The prerendered tags are replaced, never doubled.
  for (const selector of ['meta[name="description"]', 'meta[property="og:title"]', 'link[rel="canonical"]']) {
    await expect(page.locator(selector)).toHaveCount(1);
  }
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
});

test('a page needs no head code until the visitor navigates', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  expect(scripts.filter((path) => path.includes('client-head'))).toEqual([]);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Skills' }).click();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/skills$/);
  expect(scripts.filter((path) => path.includes('client-head'))).toHaveLength(1);
});
