import path from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import type { PublishedSite } from '#site-content/content.ts';
import { contentConfig, type SiteContent } from '#src/content/config.ts';
import { basePathOf } from '#src/lib/site-address.ts';
import { unmetNeeds } from './content-needs.ts';

export const projectDir = path.resolve(import.meta.dirname, '../..');

/**
 * The routes the configuration declares, in navigation order (src/content/config.ts). A build
 * publishes those its content fills (`routes`, a fixture): tests declared per route check, for a
 * route the build leaves out, that it is out (`leftOut`), and tests that walk the pages walk `routes`.
 */
export const siteRoutes = contentConfig.routes;
type SiteRoute = (typeof siteRoutes)[number];

/**
 * Whether the build leaves out the page at `path`, a route the configuration declares (a page with
 * nothing to show, such as /projects without projects); if so, checks that its address answers the
 * not-found page. Any other address (the 404 page's own test) is not left out.
 */
export async function leftOut(
  path: string,
  routes: readonly SiteRoute[],
  request: APIRequestContext,
): Promise<boolean> {
  const declared = siteRoutes.some((route) => route.path === path);
  if (!declared || routes.some((published) => published.path === path)) return false;
  const response = await request.get(path);
  expect(response.status(), `${path}, which the content leaves empty`).toBe(404);
  return true;
}

/**
 * The pages a test declared for a route's path looks at: the page itself, none when the build leaves
 * it out (checked as `leftOut` checks), and for a route of entries (`/writing/:id`) each page of an
 * entry the build publishes (none without posts).
 */
export async function pagesAt(
  path: string,
  {
    routes,
    site,
    request,
  }: { routes: readonly SiteRoute[]; site: PublishedSite; request: APIRequestContext },
): Promise<string[]> {
  const declared = siteRoutes.find((route) => route.path === path);
  if (declared && 'entries' in declared)
    return site.entryPages.filter((page) => page.id === declared.id).map((page) => page.path);
  return (await leftOut(path, routes, request)) ? [] : [path];
}

interface Fixtures {
  /**
   * Whether `page.goto` waits until the app has hydrated the prerendered page (it loads after first
   * paint). Off for tests about the page before any script runs.
   */
  waitForHydration: boolean;
  /** Console errors a test expects (e.g. the browser's own note that a page answered 404). */
  expectedConsoleErrors: RegExp | null;
  /**
   * Every console message the page printed, for assertions. Errors and warnings, and uncaught
   * errors, fail any test that uses the page.
   */
  consoleMessages: ConsoleMessage[];
  /**
   * Fails a test tagged with what it needs of the content (content-needs.ts) that its project runs
   * on content without it, or one about a site without something that its content has.
   */
  contentNeedsMet: void;
}

/** A width and a colour scheme a page is looked at in. */
export interface Look {
  width: number;
  colorScheme: 'light' | 'dark';
}

/** Every look the layout gates check the owner's site in: each width in light, phones and desktops in dark. */
const everyLook: Look[] = [
  ...[320, 375, 768, 1024, 1280, 1440, 1920].map((width) => ({ width, colorScheme: 'light' as const })),
  ...[320, 375, 1440, 1920].map((width) => ({ width, colorScheme: 'dark' as const })),
];

/** The looks the builds of other content are checked in: the narrowest phone and a desktop, light. */
export const otherContentLooks: Look[] = [
  { width: 320, colorScheme: 'light' },
  { width: 1440, colorScheme: 'light' },
];

/**
 * A test's tag when its finding depends on the content (a page's boxes and words, its head tags and
 * links, its colours, the PDF and the cards): the builds of other content run only the tests so
 * tagged (playwright.config.ts), in `otherContentLooks`, and leave the mechanisms every site shares
 * (every width and the dark scheme, the 404 page, the form's states, forced colours, the pages
 * without JavaScript) to the owner's build. A test in a loop is a content gate where `holds`.
 */
export const contentGate = (holds = true) => ({ tag: holds ? ['@content-gate'] : [] });

interface WorkerFixtures {
  /**
   * The looks the layout gates check each page in (set per project in the config): every one on the
   * owner's site, fewer on builds of other content, whose findings differ by content, not by width.
   */
  looks: Look[];
  /**
   * Whether the build is of content other than the owner's (the corpus's, the edited copy's): its
   * gates look where the content changes what they find, and leave the mechanisms every page shares
   * to the `site` build.
   */
  otherContent: boolean;
  /** The content folder the site under test was built from (set per project in the config). */
  contentDir: string;
  /** The built site under test (set per project in the config). */
  distDir: string;
  /**
   * Where serve-builds.ts says whether that site is built yet (set per project in the config): the
   * tests start while the later builds are made, and each worker waits for its own.
   */
  buildStatus: string | undefined;
  /** Waits, before a worker's first test, until its site is built and served; fails with the build's error. */
  builtSite: void;
  /**
   * One of the site's other languages (`fr`), whose pages the project checks: its content is what
   * tests expect, and a test's addresses (`/experience`) are that language's (`/fr/experience`).
   */
  language: string | undefined;
  /** Where the pages under test are: `/`, or the language's `/fr/`. */
  basePath: string;
  /** That content, loaded once per worker: its published values and the routes it fills. */
  site: PublishedSite;
  /** That content as the site publishes it: tests derive their expectations from it. */
  content: SiteContent;
  /** The routes the site built from it publishes (a page without content is left out). */
  routes: readonly SiteRoute[];
  /** Every page the site publishes: the routes', then each entry's (a case study, a post). */
  pages: readonly string[];
}

/** How long a worker waits for its site's build at most, asking every `everyMs`. */
const buildWait = { limitMs: 600_000, everyMs: 250 };

/** Waits until serve-builds.ts answers 200 for a build at `status`; throws what it printed if it failed. */
async function waitForBuild(status: string): Promise<void> {
  for (let waited = 0; waited < buildWait.limitMs; waited += buildWait.everyMs) {
    const response = await fetch(status).catch(() => undefined);
    if (response?.status === 200) return;
    if (response?.status === 500 || response?.status === 404) throw new Error(await response.text());
    await new Promise((resolve) => setTimeout(resolve, buildWait.everyMs));
  }
  throw new Error(`${status} did not say its build was served within ${buildWait.limitMs / 1000} s`);
}

/**
 * Each build's site, in each language, read once per worker: from the build runner, which loaded it
 * when it built the site (serve-builds.ts), or, for a site built before the run (the site gates),
 * from its content folder.
 */
const sites = new Map<string, Promise<PublishedSite>>();
function siteOf(
  { contentDir, buildStatus }: { contentDir: string; buildStatus: string | undefined },
  language: string | undefined,
): Promise<PublishedSite> {
  const key = `${contentDir}\0${language ?? ''}`;
  if (!sites.has(key))
    sites.set(
      key,
      buildStatus
        ? fetch(`${buildStatus}/site?language=${language ?? ''}`).then(async (response) => {
            if (!response.ok) throw new Error(`${buildStatus}/site: ${await response.text()}`);
            return (await response.json()) as PublishedSite;
          })
        : import('#site-content/content.ts').then(({ loadSite: load }) =>
            load({ rootDir: projectDir, contentDir, language }),
          ),
    );
  return sites.get(key)!;
}

/** The console messages of each test's page, as the page fixture collects them. */
const consoleOf = new WeakMap<Page, ConsoleMessage[]>();

export const test = base.extend<Fixtures, WorkerFixtures>({
  contentDir: [path.join(projectDir, 'content'), { option: true, scope: 'worker' }],
  distDir: [path.join(projectDir, 'dist'), { option: true, scope: 'worker' }],
  buildStatus: [undefined, { option: true, scope: 'worker' }],
  builtSite: [
    async ({ buildStatus }, use) => {
      if (buildStatus) await waitForBuild(buildStatus);
      await use();
    },
    { scope: 'worker', auto: true, timeout: buildWait.limitMs + 5_000 },
  ],
  looks: [everyLook, { option: true, scope: 'worker' }],
  otherContent: [false, { option: true, scope: 'worker' }],
  language: [undefined, { option: true, scope: 'worker' }],
  site: [
    async ({ contentDir, buildStatus, language, builtSite: _built }, use) =>
      use(await siteOf({ contentDir, buildStatus }, language)),
    { scope: 'worker' },
  ],
  basePath: [
    async ({ site, language }, use) => use(language ? basePathOf(site.content.site.url) : '/'),
    { scope: 'worker' },
  ],
  // In another language's project, a site path a test asks for is that language's address.
  request: async ({ request, basePath }, provide) => {
    if (basePath === '/') return provide(request);
    const inLanguage = (url: string) =>
      url.startsWith('/') && !url.startsWith(basePath) ? `${basePath}${url.slice(1)}` : url;
    await provide(
      new Proxy(request, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver) as unknown;
          if (typeof value !== 'function') return value;
          if (['get', 'head', 'fetch', 'post', 'put', 'delete', 'patch'].includes(String(property)))
            return (url: string, ...rest: unknown[]) =>
              (value as (...args: unknown[]) => unknown).call(
                target,
                typeof url === 'string' ? inLanguage(url) : url,
                ...rest,
              );
          return (value as (...args: unknown[]) => unknown).bind(target);
        },
      }),
    );
  },
  content: [async ({ site }, use) => use(site.content), { scope: 'worker' }],
  routes: [
    async ({ site }, use) => {
      const published = new Set(site.routes.map((route) => route.id));
      await use(siteRoutes.filter((route) => published.has(route.id)));
    },
    { scope: 'worker' },
  ],
  pages: [
    async ({ site, routes }, use) =>
      use([...routes.map((route) => route.path), ...site.entryPages.map((page) => page.path)]),
    { scope: 'worker' },
  ],
  contentNeedsMet: [
    async ({ contentDir, buildStatus, language }, use, testInfo) => {
      // Only a tagged test reads the content here.
      const tagged = testInfo.tags.some((tag) => /^@(needs|without)-/.test(tag));
      const unmet = tagged
        ? unmetNeeds(testInfo.tags, await siteOf({ contentDir, buildStatus }, language))
        : [];
      if (unmet.length > 0)
        throw new Error(
          `The ${testInfo.project.name} project runs this test, but ${unmet.join('; ')} ` +
            '(its grepInvert in tests/e2e/playwright.config.ts follows what its content holds)',
        );
      await use();
    },
    { auto: true },
  ],
  waitForHydration: [true, { option: true }],
  expectedConsoleErrors: [null, { option: true }],
  // Only a test that uses the page gets one: a test of raw responses opens no browser.
  page: async ({ page, waitForHydration, expectedConsoleErrors, basePath }, provide) => {
    const messages: ConsoleMessage[] = [];
    const pageErrors: Error[] = [];
    page.on('console', (message) => messages.push(message));
    page.on('pageerror', (error) => pageErrors.push(error));
    consoleOf.set(page, messages);
    // In another language's project, a site path a test asks for is that language's address.
    if (basePath !== '/') {
      const goto = page.goto.bind(page);
      page.goto = (url, options) =>
        goto(url.startsWith('/') && !url.startsWith(basePath) ? `${basePath}${url.slice(1)}` : url, options);
    }
    if (waitForHydration) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await page.waitForFunction(
          () => !document.getElementById('root') || document.documentElement.dataset.hydrated === 'true',
        );
        return response;
      };
    }
    await provide(page);
    const problems = messages
      .filter((message) => message.type() === 'error' || message.type() === 'warning')
      .filter((message) => !expectedConsoleErrors?.test(message.text()))
      .map((message) => `${message.type()}: ${message.text()}`);
    expect(pageErrors.map(String), 'uncaught errors in the page').toEqual([]);
    expect(problems, 'console errors or warnings').toEqual([]);
  },
  consoleMessages: async ({ page }, provide) => provide(consoleOf.get(page)!),
});

export { expect };
