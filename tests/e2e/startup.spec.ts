/**
 * What a page costs its visitor while the app starts. The first use of `Intl` makes a browser load
 * its locale data, 35–50 ms on one core, which a phone feels as a frozen page: the dates and numbers
 * the pages show are written out by the build (scripts/site-content/locale-texts.ts), so starting a page
 * formats nothing.
 */
import { typefaces } from '#src/styles/typefaces.ts';
import { contentGate, expect, test } from './fixtures';

/** Counts every date, number, list or collation format made, and every `toLocale…String` call. */
function countFormats() {
  const counted = window as unknown as { formatsMade: string[] };
  counted.formatsMade = [];
  const made = (name: string) => counted.formatsMade.push(name);
  for (const name of [
    'DateTimeFormat',
    'NumberFormat',
    'Collator',
    'PluralRules',
    'RelativeTimeFormat',
    'ListFormat',
  ] as const) {
    const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
    const Counting = new Proxy(Original, {
      construct(target, args) {
        made(`Intl.${name}`);
        return Reflect.construct(target, args) as object;
      },
      apply(target, self, args) {
        made(`Intl.${name}`);
        return Reflect.apply(target as unknown as (...values: unknown[]) => unknown, self, args);
      },
    });
    Object.defineProperty(Intl, name, { value: Counting, configurable: true, writable: true });
  }
  const methods: [object, string][] = [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
    [String.prototype, 'localeCompare'],
  ];
  for (const [owner, method] of methods) {
    const original = (owner as Record<string, (...args: unknown[]) => unknown>)[method]!;
    Object.defineProperty(owner, method, {
      configurable: true,
      writable: true,
      value(this: unknown, ...args: unknown[]) {
        made(method);
        return original.apply(this, args);
      },
    });
  }
}

test('no page makes a date or number format while it starts', contentGate(), async ({ page, pages }) => {
  await page.addInitScript(countFormats);
  for (const path of pages) {
    await page.goto(path);
    expect(
      await page.evaluate(() => (window as unknown as { formatsMade: string[] }).formatsMade),
      path,
    ).toEqual([]);
  }
});

// The faces it lists are asked for as the page is parsed.
test(
  'on a first visit the head script asks for its faces at once, and none is fetched twice',
  contentGate(),
  async ({ browser, baseURL, routes, otherContent }) => {
    // Every page shares the head script and the one stylesheet: other content changes which faces its
    // text needs, which the home page shows as well as any.
    for (const route of otherContent ? routes.slice(0, 1) : routes) {
      // A visitor's first page: nothing cached.
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const faceRequests: { url: string; initiator: string }[] = [];
      cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
        if (new URL(request.url).pathname.endsWith('.woff2')) {
          faceRequests.push({ url: new URL(request.url).pathname, initiator: initiator.url ?? '' });
        }
      });
      await page.goto(route.path);
      await page.evaluate(() => document.fonts.ready);
      const listed = await page
        .locator('head > script:not([type])')
        .evaluate((script: HTMLScriptElement) => script.dataset.faces?.split(' ') ?? []);
      // Every face and weight the stylesheet declares for Latin text, by its built name.
      expect(listed, route.path).toHaveLength(
        Object.values(typefaces).flatMap((face) => face.weights).length,
      );
      for (const face of listed) {
        expect(face, route.path).toMatch(/^\/assets\/[\w-]+-latin-\d+-normal-[\w-]+\.woff2$/);
      }
      expect(
        faceRequests.filter((request) => listed.includes(request.url)),
        `${route.path}: each listed face, asked for once, by the page (not its stylesheet)`,
      ).toEqual(listed.map((url) => ({ url, initiator: page.url() })));
      const urls = faceRequests.map((request) => request.url);
      expect(urls, `${route.path}: no face asked for twice`).toEqual([...new Set(urls)]);
      await context.close();
    }
  },
);

// And the entry runs from one module script.
test(
  "the app's code is asked for after the first paint, each chunk once",
  contentGate(),
  async ({ page, pages }) => {
    for (const path of pages) {
      await page.goto(path);
      const start = await page.evaluate(() => {
        const root = document.getElementById('root')!;
        const chunks = root.dataset.chunks!.split(' ').map((href) => new URL(href, location.href).href);
        const paint = performance.getEntriesByName('first-contentful-paint')[0]!;
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => ({ name: entry.name, startTime: entry.startTime }));
        const moduleScripts = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map(
          (script) => script.src,
        );
        return { chunks, paintTime: paint.startTime, scripts, moduleScripts };
      });
      const fetched = start.scripts.map((script) => script.name);
      for (const chunk of start.chunks) {
        expect(
          fetched.filter((name) => name === chunk),
          `${path}: ${chunk} fetched once`,
        ).toHaveLength(1);
      }
      for (const script of start.scripts) {
        expect(script.startTime, `${path}: ${script.name} asked for after the first paint`).toBeGreaterThan(
          start.paintTime,
        );
      }
      expect(start.moduleScripts, path).toEqual([start.chunks[0]]);
    }
  },
);
