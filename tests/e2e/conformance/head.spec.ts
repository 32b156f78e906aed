import { expect, test } from '../fixtures';

/**
 * The specification's page-head items, on its content: the site's image at its static path
 * (/img/rh.webp, in the person's structured data; link previews show each page's own card), the
 * person's data.
 */
const routes = ['/', '/experience', '/skills', '/projects', '/contact'];

test('every page describes the person, with the image at /img/rh.webp, and has a card', async ({
  request,
}) => {
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    expect(html, route).toMatch(/<meta property="og:image" content="https:\/\/[^/"]+\/social\/[a-z-]+\.jpg"/);
    expect(html, route).toMatch(/<meta name="robots" content="index, follow"/);
    expect(html, route).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);
    expect(html, route).toMatch(/<meta name="twitter:site" content="@\w+"/);
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!,
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'Person',
      name: 'Richard Hale',
      jobTitle: 'Full Stack Developer & Software Architect',
    });
    expect(jsonLd.image).toMatch(/^https:\/\/[^/]+\/img\/rh\.webp$/);
    for (const key of ['description', 'url']) expect(typeof jsonLd[key], key).toBe('string');
    expect((jsonLd.sameAs as string[]).length).toBeGreaterThanOrEqual(2);
    expect((jsonLd.knowsAbout as string[]).length).toBeGreaterThanOrEqual(5);
  }
  const image = await request.get('/img/rh.webp');
  expect(image.headers()['content-type']).toBe('image/webp');
});

test('the five pages have their own titles, and the résumé lists the five jobs', async ({ request }) => {
  const titles = new Set<string>();
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    titles.add(/<title>([^<]+)<\/title>/.exec(html)![1]!);
  }
  expect(titles.size).toBe(5);
  for (const title of titles) expect(title).toContain('Richard Hale');
  const resume = (await (await request.get('/resume.json')).json()) as { work: unknown[] };
  expect(resume.work).toHaveLength(5);
});
