import { loadSite } from '#site-content/content.ts';
import { siteAddress } from '#src/lib/site-address.ts';
import { openPdf } from '../support/pdf.ts';
import { needs } from './content-needs';
import { expect, projectDir, test } from './fixtures';
import { decodeEntities } from './site-files';

/**
 * A site in more than one language (`languages` in site.json): every page in each, at its own
 * address, naming the others; the header's link between them; and each language's résumé, cards,
 * feed and sitemap entries. Expectations come from each language's content. The tests of a second
 * language run only on content that declares one (`needs('languages')`); on content in one, the first
 * test checks that a page names no other.
 */
test.describe.configure({ mode: 'parallel' });

/** Each language's published site, the site's own first. */
function languageSites(contentDir: string) {
  const own = loadSite({ rootDir: projectDir, contentDir });
  return own.content.site.languages.map((language, index) => ({
    language,
    site: index === 0 ? own : loadSite({ rootDir: projectDir, contentDir, language: language.code }),
  }));
}

test('a page names each language the site declares, and a site in one names none', async ({
  request,
  content,
}) => {
  const html = await (await request.get('/experience')).text();
  const { languages } = content.site;
  const named = [...html.matchAll(/hreflang="([^"]+)"/gi)].map(([, code]) => code);
  // In the head, each language and x-default; in the header, each other language's link.
  const expected = languages.length > 1 ? [...languages.map(({ code }) => code), 'x-default'] : [];
  expect(new Set(named)).toEqual(new Set(expected));
  expect(html.includes('og:locale:alternate')).toBe(languages.length > 1);
});

test(
  'every page is in every language, with its lang, canonical and hreflang both ways',
  needs('languages'),
  async ({ request, contentDir, pages }) => {
    const sites = languageSites(contentDir);
    const own = sites[0]!.language;
    for (const path of pages) {
      const addresses = sites.map(({ language }) => siteAddress(path, language.url, { absolute: true }));
      const expectedAlternates = [
        ...sites.map(({ language }, index) => `${language.code} ${addresses[index]}`),
        `x-default ${siteAddress(path, own.url, { absolute: true })}`,
      ].sort();
      for (const [index, { language }] of sites.entries()) {
        const address = siteAddress(path, language.url);
        const response = await request.get(address);
        expect(response.status(), address).toBe(200);
        const html = await response.text();
        expect(html, address).toMatch(new RegExp(`<html lang="${language.code}"`));
        expect(html, address).toContain(`<link rel="canonical" href="${addresses[index]}">`);
        const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)]
          .map(([, code, href]) => `${code} ${href}`)
          .sort();
        // Each page names every language's, its own and x-default among them: so each pair points back.
        expect(alternates, address).toEqual(expectedAlternates);
        expect(html, address).toContain(`<meta property="og:locale" content="${language.locale}">`);
        for (const other of sites.filter((_, at) => at !== index))
          expect(html, address).toContain(
            `<meta property="og:locale:alternate" content="${other.language.locale}">`,
          );
        const structured = [
          ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
        ]
          .map(([, json]) => JSON.parse(json!) as { inLanguage?: string })
          .filter((data) => data.inLanguage);
        for (const data of structured)
          expect(data.inLanguage, address).toBe(language.locale.replace('_', '-'));
      }
    }
  },
);

test(
  'each page says its title and main heading in its own language',
  needs('languages'),
  async ({ request, contentDir }) => {
    const [own, other] = languageSites(contentDir);
    for (const { language, site } of [own!, other!]) {
      const html = await (await request.get(siteAddress('/experience', language.url))).text();
      const page = site.content.experiencePage;
      expect(decodeEntities(/<h1[^>]*>([^<]+)</.exec(html)![1]!)).toBe(page.heading);
    }
    expect(own!.site.content.experiencePage.heading).not.toBe(other!.site.content.experiencePage.heading);
  },
);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  // Named in that language.
  test(
    'the header links the same page in the other language',
    needs('languages'),
    async ({ page, contentDir }) => {
      const [own, other] = languageSites(contentDir);
      await page.goto('/experience');
      const link = page.getByRole('banner').getByRole('link', { name: other!.language.name, exact: true });
      await expect(link).toHaveAttribute('lang', other!.language.code);
      await expect(link).toHaveAttribute('hreflang', other!.language.code);
      await link.click();
      await expect(page).toHaveURL(siteAddress('/experience', other!.language.url));
      await expect(page.locator('html')).toHaveAttribute('lang', other!.language.code);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        other!.site.content.experiencePage.heading,
      );
      const back = page.getByRole('banner').getByRole('link', { name: own!.language.name, exact: true });
      await back.click();
      await expect(page).toHaveURL(/\/experience$/);
      await expect(page.locator('html')).toHaveAttribute('lang', own!.language.code);
    },
  );
});

test(
  'with JavaScript, the link keeps the section the reader has scrolled to',
  needs('languages'),
  async ({ page, contentDir }) => {
    const [, other] = languageSites(contentDir);
    // The section is where the page was scrolled to, not on its way there.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/skills');
    // A section below the first screen that starts a row of its own: the one the reader is at.
    const id = await page.evaluate(() => {
      const sections = [...document.querySelectorAll<HTMLElement>('main section[id]')];
      const alone = sections.slice(2).find((section) => {
        section.scrollIntoView();
        const top = section.getBoundingClientRect().top;
        return sections.every((other) => other === section || other.getBoundingClientRect().top !== top);
      });
      alone?.scrollIntoView();
      return alone?.id;
    });
    expect(id).toBeTruthy();
    await page.getByRole('banner').getByRole('link', { name: other!.language.name, exact: true }).click();
    await expect(page).toHaveURL(`${siteAddress('/skills', other!.language.url)}#${id}`);
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  },
);

test(
  'on a phone the other language ends the menu, and the bar keeps room for the name',
  needs('languages'),
  async ({ page, contentDir, content }) => {
    const [, other] = languageSites(contentDir);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: other!.language.name })).toBeHidden();
    // The name is whole, or (too long for a phone) takes all the bar leaves it, up to the first control.
    const brand = banner.getByRole('link', { name: content.profile.name });
    const room = await brand.evaluate((element) => {
      const right = element.getBoundingClientRect().right;
      const controls = [...element.closest('header')!.querySelectorAll('button, a')].filter(
        (control) => control !== element && control.getBoundingClientRect().width > 0,
      );
      const next = Math.min(
        ...controls
          .map((control) => control.getBoundingClientRect().left)
          .filter((left) => left >= right - 1),
      );
      return { whole: element.scrollWidth <= element.clientWidth, gap: next - right };
    });
    if (!room.whole)
      expect(room.gap, 'the space between the cut name and the first control').toBeLessThan(24);
    await banner.getByRole('button', { name: content.layout.navigation.openMenu }).click();
    const link = banner.getByRole('navigation').getByRole('link', { name: other!.language.name });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', siteAddress('/', other!.language.url));
  },
);

test("a visitor's browser language never moves them to another language's pages", async ({ browser }) => {
  // The language asked for is the French of the sample's second language, and any other's alike.
  const context = await browser.newContext({ locale: 'fr-FR', baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const response = await page.goto('/experience');
  expect(response?.status()).toBe(200);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page).toHaveURL(/\/experience$/);
  expect(new URL(page.url()).pathname).toBe('/experience');
  await context.close();
});

test(
  'each language has its own résumé, cards, JSON résumé and feed',
  needs('languages'),
  async ({ request, contentDir }) => {
    const sites = languageSites(contentDir);
    const bodies = new Map<string, Buffer[]>();
    const keep = (what: string, body: Buffer) => bodies.set(what, [...(bodies.get(what) ?? []), body]);
    for (const { language, site } of sites) {
      const at = (path: string) => siteAddress(path, language.url);
      const home = await (await request.get(at('/'))).text();
      // The download link of each page gives that language's PDF.
      expect(home).toContain(`href="${at('/resume.pdf')}"`);
      const pdf = await request.get(at('/resume.pdf'));
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const document = await openPdf(await pdf.body());
      const text = (await (await document.getPage(1)).getTextContent()).items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, '');
      expect(text).toContain(site.content.profile.title.replace(/\s+/g, ''));
      expect((await document.getMetadata()).info).toMatchObject({
        Language: language.locale.replace('_', '-'),
      });
      keep('pdf', await pdf.body());

      const card = /<meta property="og:image" content="([^"]+)"/.exec(
        await (await request.get(at('/experience'))).text(),
      )![1]!;
      expect(card).toBe(siteAddress('/social/experience.jpg', language.url, { absolute: true }));
      const image = await request.get(new URL(card).pathname);
      expect(image.headers()['content-type']).toBe('image/jpeg');
      keep('card', await image.body());

      const resume = (await (await request.get(at('/resume.json'))).json()) as { basics: { label: string } };
      expect(resume.basics.label).toBe(site.content.profile.title);

      const feed = await (await request.get(at('/feed.xml'))).text();
      expect(feed).toContain(`xml:lang="${language.locale.replace('_', '-')}"`);
      for (const post of site.content.posts) {
        expect(decodeEntities(feed)).toContain(post.title);
        expect(feed).toContain(siteAddress(`/writing/${post.id}`, language.url, { absolute: true }));
      }
    }
    // Each language's files are its own, not the site's own language's again.
    for (const [what, files] of bodies)
      expect(new Set(files.map((file) => file.toString('base64'))).size, what).toBe(files.length);
  },
);

test(
  "the sitemap names every language's page, each with every language's address",
  needs('languages'),
  async ({ request, contentDir, pages }) => {
    const sites = languageSites(contentDir);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>.*?<\/url>/g)];
    expect(entries).toHaveLength(pages.length * sites.length);
    for (const path of pages) {
      const addresses = sites.map(({ language }) => siteAddress(path, language.url, { absolute: true }));
      for (const address of addresses) {
        const entry = entries.find(([, loc]) => loc === address);
        expect(entry, address).toBeDefined();
        for (const [index, { language }] of sites.entries())
          expect(entry![0]).toContain(
            `<xhtml:link rel="alternate" hreflang="${language.code}" href="${addresses[index]}"/>`,
          );
        expect(entry![0]).toContain(
          `<xhtml:link rel="alternate" hreflang="x-default" href="${addresses[0]}"/>`,
        );
      }
    }
    // robots.txt, at the site's root only, points at it.
    expect(await (await request.get('/robots.txt')).text()).toContain(
      `Sitemap: ${siteAddress('/sitemap.xml', sites[0]!.language.url, { absolute: true })}`,
    );
  },
);
