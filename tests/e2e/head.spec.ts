import sharp from 'sharp';
import { countryCode } from '#outputs/site-files/country-code.ts';
import { contentGate, expect, pagesAt, siteRoutes, test } from './fixtures';
import { expectedHead, expectedKnowsAbout, expectedLinkText, expectedPageHead } from './expected-head';
import { builtPages, decodeEntities } from './site-files';
import { htmlAttributes } from '#src/lib/html-attributes.ts';
import { telHref } from '#src/lib/contact-address.ts';
import { siteAddress } from '#src/lib/site-address.ts';

/** The first capture of `pattern` in `html`, entities decoded, or fail naming what was missing. */
function pick(html: string, pattern: RegExp, what: string): string {
  const match = pattern.exec(html);
  expect(match, `${what} is missing`).not.toBeNull();
  return decodeEntities(match![1]!);
}

const meta = (html: string, attr: 'name' | 'property', key: string) =>
  pick(html, new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`), `meta ${key}`);

// The HTML as served, as crawlers and link previews see it.
test.describe('raw HTML', () => {
  const seenTitles = new Set<string>();
  const seenDescriptions = new Set<string>();

  for (const route of siteRoutes) {
    test(`${route.path} carries its head tags and main heading without JavaScript`, async ({
      request,
      content,
      routes,
      site: published,
    }) => {
      for (const path of await pagesAt(route.path, { routes, site: published, request })) {
        const entry = published.entryPages.find((page) => page.path === path)?.entry;
        const { profile, site } = content;
        const expected = expectedPageHead(content, route.id, entry);
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toContain('text/html');
        const html = await response.text();

        const title = pick(html, /<title>([^<]+)<\/title>/, 'title');
        const description = meta(html, 'name', 'description');
        expect(title).toBe(expected.title);
        expect(description).toBe(expected.description);
        expect(seenTitles.has(title), `title "${title}" is used twice`).toBe(false);
        expect(seenDescriptions.has(description), 'description is used twice').toBe(false);
        seenTitles.add(title);
        seenDescriptions.add(description);

        expect(meta(html, 'name', 'keywords').split(', ')).toContain(profile.name);
        expect(meta(html, 'name', 'author')).toBe(profile.name);
        expect(meta(html, 'name', 'robots')).toBe('index, follow');
        const canonical = pick(html, /<link rel="canonical" href="([^"]+)"/, 'canonical link');
        expect(new URL(canonical).pathname).toBe(siteAddress(path, site.url));
        expect(canonical).toBe(siteAddress(path, site.url, { absolute: true }));

        expect(meta(html, 'property', 'og:title')).toBe(title);
        expect(meta(html, 'property', 'og:description')).toBe(description);
        expect(meta(html, 'property', 'og:url')).toBe(canonical);
        expect(meta(html, 'property', 'og:type')).toBe(expected.type);
        // The page's own social card (its image is checked in share.spec.ts).
        const image = meta(html, 'property', 'og:image');
        expect(image).toBe(
          siteAddress(`/social/${path === '/' ? 'home' : path.slice(1)}.jpg`, site.url, { absolute: true }),
        );
        expect(meta(html, 'property', 'og:image:type')).toBe('image/jpeg');
        expect(meta(html, 'property', 'og:image:width')).toBe('1200');
        expect(meta(html, 'property', 'og:image:height')).toBe('630');
        expect(meta(html, 'property', 'og:image:alt')).toBe(title);
        expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
        expect(meta(html, 'name', 'twitter:title')).toBe(title);
        expect(meta(html, 'name', 'twitter:image')).toBe(image);
        if (site.twitterHandle) expect(meta(html, 'name', 'twitter:site')).toBe(site.twitterHandle);
        else expect(html).not.toContain('twitter:site');

        const structured = [
          ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
        ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
        const jsonLd = structured[0]!;
        // The page's own, beside the owner's, names the owner as its author.
        expect(structured.slice(1).map((data) => data['@type'])).toEqual(
          expected.ownType ? [expected.ownType] : [],
        );
        for (const own of structured.slice(1)) {
          expect(own.author).toEqual({ '@id': jsonLd['@id'] });
          expect(own.url ?? own['@id']).toContain(siteAddress(path, site.url, { absolute: true }));
        }
        expect(jsonLd).toMatchObject({
          '@type': 'Person',
          name: profile.name,
          jobTitle: profile.title,
          url: site.url,
        });
        // What the profile leaves out, the structured data leaves out.
        expect(jsonLd.description).toBe(profile.summary);
        expect(jsonLd.email).toBe(profile.email && `mailto:${profile.email}`);
        const profiles = [
          profile.linkedin,
          profile.github,
          profile.website,
          ...(profile.profiles ?? []).map((other) => other.url),
        ].filter((url) => url && url !== site.url);
        expect(jsonLd.sameAs).toEqual(profiles);
        const knowsAbout = expectedKnowsAbout(content);
        expect(jsonLd.knowsAbout).toEqual(knowsAbout.length > 0 ? knowsAbout : undefined);

        const h1 = pick(html, /<h1[^>]*>([\s\S]*?)<\/h1>/, 'h1')
          .replace(/<[^>]+>/g, '')
          .trim();
        expect(h1.length).toBeGreaterThan(2);
        expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
        // An Arabic or Hebrew site is laid out from the right.
        const { lang, dir } = htmlAttributes(site.locale);
        expect(html).toContain(dir ? `<html lang="${lang}" dir="${dir}">` : `<html lang="${lang}">`);
      }
    });
  }

  test('a deep link with a trailing slash is served too', async ({ request, routes }) => {
    const response = await request.get(`${routes.at(-1)!.path}/`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<link rel="canonical" href="https://');
  });

  test(
    'the sitemap lists every page’s absolute URL and robots.txt points at it',
    contentGate(),
    async ({ request, content, pages }) => {
      // One sitemap and robots.txt for the site, at its own language's root: each page in each language.
      const [own] = content.site.languages;
      const atRoot = (path: string) =>
        new URL(siteAddress(path, own!.url), test.info().project.use.baseURL).href;
      const sitemap = await (await request.get(atRoot('/sitemap.xml'))).text();
      const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
      expect(locations).toEqual(
        pages.flatMap((path) =>
          content.site.languages.map((language) => siteAddress(path, language.url, { absolute: true })),
        ),
      );

      const robots = await (await request.get(atRoot('/robots.txt'))).text();
      expect(robots).toMatch(/^User-agent: \*$/m);
      expect(robots).toContain(`Sitemap: ${siteAddress('/sitemap.xml', own!.url, { absolute: true })}`);
    },
  );

  test('the static output has a 404 page for hosts that use one', async ({ request }) => {
    const response = await request.get('/404.html');
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex, follow"/);
  });

  test(
    'the résumé is published as JSON Resume and linked from every page head',
    contentGate(),
    async ({ request, content, routes }) => {
      const response = await request.get('/resume.json');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/json');
      const resume = (await response.json()) as {
        basics: {
          name: string;
          email: string;
          image?: string;
          location?: { city?: string; region?: string; countryCode?: string };
        };
        // A section the content does not have is left out.
        work?: { name: string; position: string }[];
        projects?: { name: string }[];
      };
      expect(resume.basics.name).toBe(content.profile.name);
      expect(resume.basics.email).toBe(content.profile.email);
      // The owner's photo, and no picture when the monogram stands in for one.
      expect(resume.basics.image !== undefined).toBe(content.profile.photo !== undefined);
      // A country is given by its code, never as a city or a region.
      const language = content.site.locale.split('_')[0];
      for (const part of [resume.basics.location?.city, resume.basics.location?.region]) {
        if (part) expect(countryCode(part, language), `"${part}" names a country`).toBeUndefined();
      }
      expect((resume.work ?? []).map((job) => job.name)).toEqual(content.jobs.map((job) => job.company));
      expect((resume.projects ?? []).map((project) => project.name)).toEqual(
        content.projects.map((project) => project.title),
      );
      for (const route of routes) {
        const html = await (await request.get(route.path)).text();
        expect(html).toMatch(
          new RegExp(
            `<link rel="alternate" type="application/json" href="${siteAddress('/resume.json', content.site.url)}" title="[^"]+">`,
          ),
        );
        expect(html).toContain(resume.basics.name);
      }
    },
  );

  test(
    "the site's image exists as WebP, made from the photo",
    contentGate(),
    async ({ request, content }) => {
      const response = await request.get(content.site.image);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/webp');
      const image = await sharp(await response.body()).metadata();
      expect({ format: image.format, width: image.width, height: image.height }).toEqual({
        format: 'webp',
        width: 480,
        height: 480,
      });
    },
  );

  // The phone link is the footer's.
  test(
    "every mail and phone link uses the profile's address and number",
    contentGate(),
    async ({ content, distDir }) => {
      const { email, phone } = content.profile;
      let checked = 0;
      for (const { file, document } of builtPages(distDir)) {
        for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"]')) {
          checked += 1;
          expect(link.getAttribute('href'), file).toBe(`mailto:${email}`);
        }
        for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')) {
          expect(link.getAttribute('href'), file).toBe(telHref(phone!));
        }
      }
      // Every page's footer has the mail link, when the profile has an address.
      expect(checked > 0).toBe(email !== undefined);
    },
  );
});

test('the head follows the visitor through client-side navigation', async ({ page, content, routes }) => {
  const [first, second] = [routes[0]!, routes[1]!];
  const { navigation } = content.layout;
  await page.goto(first.path);
  await page
    .getByRole('navigation', { name: navigation.label })
    .getByRole('link', { name: expectedLinkText(content, second.id), exact: true })
    .click();
  await expect(page).toHaveTitle(expectedHead(content, second.id).title);
  const url = siteAddress(second.path, content.site.url, { absolute: true });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  // The prerendered tags are replaced, never doubled.
  for (const selector of ['meta[name="description"]', 'meta[property="og:title"]', 'link[rel="canonical"]']) {
    await expect(page.locator(selector)).toHaveCount(1);
  }
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
});

test('a page needs no head code until the visitor navigates', async ({ page, content, routes }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const [first, second] = [routes[0]!, routes[1]!];
  const { navigation } = content.layout;
  await page.goto(first.path);
  expect(scripts.filter((path) => path.includes('client-head'))).toEqual([]);
  await page
    .getByRole('navigation', { name: navigation.label })
    .getByRole('link', { name: expectedLinkText(content, second.id), exact: true })
    .click();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    siteAddress(second.path, content.site.url, { absolute: true }),
  );
  expect(scripts.filter((path) => path.includes('client-head'))).toHaveLength(1);
});
