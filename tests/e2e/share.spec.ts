import { formatSpan } from '#src/content/values/dates.ts';
/**
 * What a recruiter takes away: the card a link preview shows for every page, the PDF résumé and the
 * links to it, the icons and manifest made from the owner's photo. Expectations come from content/.
 */
import { readFile } from 'node:fs/promises';
import { parseFeed } from '@rowanmanning/feed-parser';
import { parseJsonFeed } from 'feedsmith';
import sharp from 'sharp';
import { allTags, openPdf, structureTrees, titleDash } from '../support/pdf.ts';
import type { APIRequestContext } from '@playwright/test';
import type { SiteContent } from '#src/content/config.ts';
import { fileNameSlug } from '#src/lib/file-name.ts';
import { needs, tags, without } from './content-needs';
import { contentGate, expect, pagesAt, siteRoutes, test } from './fixtures';
import { siteAddress } from '#src/lib/site-address.ts';

/** The value of a head tag in raw HTML, entities decoded. */
function metaContent(html: string, key: string): string {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  expect(match, `meta ${key}`).not.toBeNull();
  return match![1]!.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");
}

test.describe('social cards', () => {
  for (const route of siteRoutes) {
    test(
      `${route.path} has its own card: a 1200×630 JPEG under 300 KB`,
      contentGate(),
      async ({ request, routes, site }) => {
        for (const path of await pagesAt(route.path, { routes, site, request })) {
          const html = await (await request.get(path)).text();
          const address = new URL(metaContent(html, 'og:image'));
          expect(address.protocol).toBe('https:');
          expect(metaContent(html, 'twitter:image')).toBe(address.href);
          expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
          expect(metaContent(html, 'og:image:alt').length).toBeGreaterThan(5);

          // The card as a preview fetches it (from this server rather than the deployed address).
          const response = await request.get(address.pathname);
          expect(response.status()).toBe(200);
          expect(response.headers()['content-type']).toBe(metaContent(html, 'og:image:type'));
          const bytes = await response.body();
          const image = await sharp(bytes).metadata();
          expect({ format: image.format, width: image.width, height: image.height }).toEqual({
            format: 'jpeg',
            width: Number(metaContent(html, 'og:image:width')),
            height: Number(metaContent(html, 'og:image:height')),
          });
          expect([image.width, image.height]).toEqual([1200, 630]);
          expect(bytes.length).toBeLessThan(300 * 1024);
        }
      },
    );
  }

  test('every page’s card is its own', contentGate(), async ({ request, pages }) => {
    const cards = new Set<string>();
    for (const path of pages) {
      cards.add(metaContent(await (await request.get(path)).text(), 'og:image'));
    }
    expect(cards.size).toBe(pages.length);
  });
});

/** The types of the feeds a page's head names. */
async function feedsNamed(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  return [
    ...html.matchAll(/<link rel="alternate" type="(application\/(?:atom\+xml|feed\+json))" href="([^"]+)"/g),
  ].map((match) => match[1]!);
}

test.describe('the feeds', () => {
  // Each post in full, as a feed reader reads them.
  test(
    'every page names the Atom and JSON feeds, holding each post',
    tags(contentGate(), needs('posts')),
    async ({ request, content, pages }) => {
      for (const path of pages)
        expect(await feedsNamed(request, path), path).toEqual([
          'application/atom+xml',
          'application/feed+json',
        ]);
      const atom = await request.get('/feed.xml');
      expect(atom.headers()['content-type']).toContain('xml');
      const feed = parseFeed(await atom.text());
      const json = parseJsonFeed(JSON.parse(await (await request.get('/feed.json')).text()));
      const expected = content.posts.map((post) => ({
        title: post.title,
        url: siteAddress(`/writing/${post.id}`, content.site.url, { absolute: true }),
      }));
      expect(feed.items.map((item) => ({ title: item.title, url: item.url }))).toEqual(expected);
      expect(json.items?.map((item) => ({ title: item.title, url: item.url }))).toEqual(expected);
      // The whole post: each paragraph its page shows, in both feeds (compared by letters and digits,
      // since each writes characters in its own way).
      const letters = (html: string) => html.replace(/<[^>]+>|&[#\w]+;|[^\p{L}\p{N}]/gu, '');
      for (const [index, item] of feed.items.entries()) {
        const page = await (await request.get(new URL(item.url!).pathname)).text();
        const article = page.slice(page.indexOf('<article'), page.indexOf('</article>'));
        // The body's paragraphs (the header's have classes): a post of one short paragraph has one.
        const paragraphs = [...article.matchAll(/<p>(.{10,}?)<\/p>/g)].map((match) => letters(match[1]!));
        expect(paragraphs.length, item.url!).toBeGreaterThan(0);
        for (const paragraph of paragraphs) {
          expect(letters(item.content ?? ''), item.url!).toContain(paragraph);
          expect(letters(json.items?.[index]?.content_html ?? ''), item.url!).toContain(paragraph);
        }
      }
    },
  );

  test(
    'without posts no page names a feed, and there is none',
    tags(contentGate(), without('posts')),
    async ({ request, pages }) => {
      for (const path of pages) expect(await feedsNamed(request, path), path).toEqual([]);
      expect((await request.get('/feed.xml')).status()).toBe(404);
    },
  );
});

test.describe('the owner’s photo as icons', () => {
  // Each at its true size.
  test(
    'a touch icon and two manifest icons, made from the photo',
    contentGate(),
    async ({ request, content }) => {
      const html = await (await request.get('/')).text();
      const touchIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)![1]!;
      const manifestPath = /<link rel="manifest" href="([^"]+)"/.exec(html)![1]!;
      const manifestResponse = await request.get(manifestPath);
      expect(manifestResponse.headers()['content-type']).toBe('application/manifest+json');
      const manifest = (await manifestResponse.json()) as {
        name: string;
        short_name: string;
        icons: { src: string; sizes: string; type: string }[];
      };
      const { profile } = content;
      expect(manifest.short_name).toBe(profile.name);
      expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);

      for (const [src, size] of [
        [touchIcon, 180],
        ...manifest.icons.map((icon) => [icon.src, Number(icon.sizes.split('x')[0])] as const),
      ] as const) {
        const response = await request.get(src);
        expect(response.headers()['content-type'], src).toBe('image/png');
        const image = await sharp(await response.body()).metadata();
        expect({ src, format: image.format, width: image.width, height: image.height }).toEqual({
          src,
          format: 'png',
          width: size,
          height: size,
        });
      }
    },
  );

  test(
    'the tab shows the monogram on the accent, from every page',
    contentGate(),
    async ({ request, content, routes }) => {
      for (const route of routes) {
        const html = await (await request.get(route.path)).text();
        expect(html, route.path).toContain(
          `<link rel="icon" type="image/svg+xml" href="${siteAddress('/favicon.svg', content.site.url)}">`,
        );
      }
      const response = await request.get('/favicon.svg');
      expect(response.headers()['content-type']).toBe('image/svg+xml');
      const svg = await response.text();
      // The letters as outlines on the accent: no font is needed to show them.
      expect(svg.toLowerCase()).toContain(`fill="${content.site.accent.light.toLowerCase()}"`);
      expect(svg).toMatch(/<path [^>]*d="M/);
      expect(svg).not.toContain('<text');
      const image = await sharp(Buffer.from(svg)).metadata();
      expect([image.width, image.height]).toEqual([64, 64]);
    },
  );
});

/**
 * The résumé's first sections that the content fills, in the order the PDF prints them, each with
 * the entries a reader meets under it (the companies, the projects' titles).
 */
function resumeSections({ profile, resume, jobs, skills, projects, education, certifications }: SiteContent) {
  const skillLines = profile.skills ?? skills.groups ?? [];
  return [
    { heading: resume.headings.summary, entries: [], filled: Boolean(profile.summary) },
    { heading: resume.headings.experience, entries: jobs.map((job) => job.company), filled: jobs.length > 0 },
    {
      heading: resume.headings.skills,
      entries: [],
      filled: skillLines.some((line) => line.items.length > 0),
    },
    {
      heading: resume.headings.projects,
      entries: projects.map((project) => project.title),
      filled: projects.length > 0,
    },
    { heading: resume.headings.education, entries: [], filled: education.length > 0 },
    { heading: resume.headings.certifications, entries: [], filled: certifications.length > 0 },
  ].filter((section) => section.filled);
}

/** The PDF's text, one string per page, and the link targets on page 1. */
async function readPdf(bytes: Buffer) {
  const pdf = await openPdf(bytes);
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const text = await (await pdf.getPage(number)).getTextContent();
    pages.push(text.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const links = (await (await pdf.getPage(1)).getAnnotations()).map(
    (annotation: { url?: string }) => annotation.url ?? '',
  );
  return { pages, links, raw: bytes.toString('latin1') };
}

/** Text without white space, so words the PDF split into runs or lines still match. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

test.describe('the PDF résumé', () => {
  // The header, home, experience and contact offer it.
  test(
    'every page links it in the head, and four pages offer it to download',
    contentGate(),
    async ({ page, request, content, routes }) => {
      const { resume, profile } = content;
      for (const route of routes) {
        const html = await (await request.get(route.path)).text();
        expect(html).toMatch(
          new RegExp(
            `<link rel="alternate" type="application/pdf" href="${siteAddress('/resume.pdf', content.site.url)}" title="[^"]+">`,
          ),
        );
      }
      const published: string[] = routes.map((route) => route.path);
      for (const path of ['/', '/experience', '/contact'].filter((path) => published.includes(path))) {
        await page.goto(path);
        // The header's link, which stays in view as the reader scrolls (layout.spec.ts), is a download too.
        const headerLink = page.getByRole('banner').getByRole('link', { name: resume.title, exact: true });
        await expect(headerLink).toHaveAttribute('href', siteAddress('/resume.pdf', content.site.url));
        await expect(headerLink).toHaveAttribute('download', /\.pdf$/);
        const link = page.getByRole('main').getByRole('link', { name: resume.downloadLabel });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', siteAddress('/resume.pdf', content.site.url));
        // Saved under the owner's name, in letters a file system takes: "Begoña Muñoz" as begona-munoz….
        await expect(link).toHaveAttribute(
          'download',
          `${fileNameSlug(`${profile.name} ${resume.title}`)}.pdf`,
        );
      }
    },
  );

  test('the link downloads the PDF', async ({ page, content }) => {
    const { resume } = content;
    // The contact page is always published.
    await page.goto('/contact');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: resume.downloadLabel }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test(
    'page 1 opens with who and how to reach them, then each section',
    contentGate(),
    async ({ request, content }) => {
      const response = await request.get('/resume.pdf');
      expect(response.headers()['content-type']).toBe('application/pdf');
      const { pages, links, raw } = await readPdf(await response.body());
      expect(pages.length).toBeGreaterThanOrEqual(1);
      expect(pages.length).toBeLessThanOrEqual(3);

      const { profile, jobs, education, certifications } = content;
      const host = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
      const opening = [
        profile.name,
        profile.title,
        profile.location,
        profile.email,
        profile.phone,
        ...[profile.website, profile.linkedin, profile.github].filter((url) => url !== undefined).map(host),
      ];
      const first = squeeze(pages[0]!);
      expect(first.startsWith(squeeze(opening.join('')))).toBe(true);
      expect(links).toEqual(
        expect.arrayContaining([
          ...(profile.email ? [`mailto:${profile.email}`] : []),
          ...[profile.website, profile.linkedin, profile.github]
            .filter((url) => url !== undefined)
            .map((url) => new URL(url).href),
        ]),
      );

      // The sections the content fills, in order; jobs latest first, each with its achievements; the
      // rest of the content. Each is looked for after the one before, as a reader meets them.
      const all = squeeze(pages.join(' '));
      let from = 0;
      for (const text of resumeSections(content).flatMap(({ heading, entries }) => [heading, ...entries])) {
        const at = all.indexOf(squeeze(text), from);
        expect(at, `${text}, after what comes before it`).toBeGreaterThanOrEqual(0);
        from = at + squeeze(text).length;
      }
      for (const text of [
        profile.summary ?? '',
        ...jobs.flatMap((job) => [
          job.role,
          formatSpan(job.period, content.site.locale, content.layout.dates),
          ...(job.achievements ?? []),
        ]),
        ...(profile.skills ?? []).flatMap((line) => line.items),
        ...education.flatMap((entry) => [entry.degree ?? '', entry.school]),
        ...certifications.map((certification) => certification.name),
      ]) {
        expect(all, text).toContain(squeeze(text));
      }

      // The fonts travel with the file.
      expect(raw).toContain('/FontFile2');
      expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    },
  );

  // And each link by its text.
  test(
    'a screen reader meets the name, each section and every job in order',
    contentGate(),
    async ({ request, content }) => {
      const { profile, resume, jobs } = content;
      const pdf = await openPdf(await (await request.get('/resume.pdf')).body());
      expect(await pdf.getMarkInfo()).toMatchObject({ Marked: true });
      const tags = allTags(await structureTrees(pdf));
      const headings = tags.filter((tag) => /^H\d$/.test(tag.role)).map((tag) => `${tag.role} ${tag.text}`);
      const section = (heading: string) => headings.indexOf(`H2 ${heading}`);
      expect(headings[0]).toBe(`H1 ${profile.name}`);
      if (jobs.length > 0) {
        const experience = section(resume.headings.experience);
        expect(headings.slice(experience + 1, experience + 1 + jobs.length)).toEqual(
          jobs.map((job) => `H3 ${job.role} ${titleDash(job.role)} ${job.company}`),
        );
      }
      const sections = resumeSections(content).map(({ heading }) => section(heading));
      expect(sections.every((position) => position > 0)).toBe(true);
      expect([...sections].sort((a, b) => a - b)).toEqual(sections);
      if (profile.email) {
        const email = tags.find((tag) => tag.role === 'Link' && tag.urls.includes(`mailto:${profile.email}`));
        expect(email?.text).toBe(profile.email);
      }
    },
  );
});
