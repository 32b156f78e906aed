import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { contentDirVariable } from '#site-content/content.ts';
import { contentRevisionPath } from '#src/lib/content-revision.ts';
import { expectedHead } from './expected-head';
import { expect, projectDir, siteRoutes, test } from './fixtures';

/**
 * `npm run dev`, on a copy of the content the tests may edit: pages arrive rendered, the app takes
 * over without errors, and content edits reach the open page on their own.
 */
let server: ViteDevServer;
let origin: string;
let contentCopy: string;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async ({ contentDir }) => {
  contentCopy = path.join(mkdtempSync(path.join(tmpdir(), 'dev-content-')), 'content');
  cpSync(contentDir, contentCopy, { recursive: true });
  // vite.config.ts reads the content folder from the environment when the server starts.
  const previous = process.env[contentDirVariable];
  process.env[contentDirVariable] = contentCopy;
  try {
    server = await createServer({
      configFile: path.join(projectDir, 'vite.config.ts'),
      logLevel: 'silent',
      server: { host: '127.0.0.1', port: 0, strictPort: false },
    });
  } finally {
    if (previous === undefined) delete process.env[contentDirVariable];
    else process.env[contentDirVariable] = previous;
  }
  await server.listen();
  const address = server.httpServer!.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

test.afterAll(async () => {
  await server?.close();
  if (contentCopy) rmSync(path.dirname(contentCopy), { recursive: true, force: true });
});

test('every page arrives rendered, with its head and styles, before any script runs', async ({
  request,
  content,
  routes,
}) => {
  for (const route of routes) {
    const response = await request.get(`${origin}${route.path}`, { headers: { Accept: 'text/html' } });
    expect(response.status(), route.path).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${expectedHead(content, route.id).title.replace(/&/g, '&amp;')}</title>`);
    expect(html).toMatch(/<main[^>]*>[\s\S]*<h1/);
    expect(html).toMatch(/<link rel="stylesheet" href="[^"]+\.css\?direct"/);
  }
  const missing = await request.get(`${origin}/no-such-page`, { headers: { Accept: 'text/html' } });
  expect(missing.status()).toBe(404);
});

test('the app takes over the page and navigates between pages', async ({ page, content }) => {
  const { navigation } = content.layout;
  const skills = siteRoutes.find((route) => route.id === 'skills')!;
  await page.goto(`${origin}${skills.path}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(content.skillsPage.heading);
  const icon = page.locator('main svg use').first();
  expect(await icon.evaluate((use) => (use as SVGGraphicsElement).getBBox().width)).toBeGreaterThan(0);
  await page
    .getByRole('navigation', { name: navigation.label })
    .getByRole('link', { name: navigation.links.contact, exact: true })
    .click();
  // The development server compiles the next page's modules when they are first asked for, which on
  // a busy machine takes longer than an expectation's usual wait.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.contactPage.heading, {
    timeout: 30_000,
  });
  // Icons of a page the app rendered come from the sprite it adds.
  await expect
    .poll(() =>
      page
        .locator('main svg use')
        .evaluateAll(
          (uses) => uses.filter((use) => (use as SVGGraphicsElement).getBBox().width === 0).length,
        ),
    )
    .toBe(0);
});

test('a head edit and a deleted entry reach the open page without a manual reload or an error', async ({
  page,
  content,
}) => {
  const experience = siteRoutes.find((route) => route.id === 'experience')!;
  await page.goto(`${origin}${experience.path}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });

  const siteFile = path.join(contentCopy, 'site.json');
  const site = JSON.parse(readFileSync(siteFile, 'utf8')) as { pages: Record<string, { title: string }> };
  site.pages[experience.id]!.title = 'Edited while the page was open';
  writeFileSync(siteFile, JSON.stringify(site, null, 2));
  await expect(page).toHaveTitle('Edited while the page was open', { timeout: 15_000 });

  // A job alone at its company if there is one: roles at one company share a card.
  const jobFiles = readdirSync(path.join(contentCopy, 'jobs')).filter((name) => name.endsWith('.mdx'));
  const jobOf = (name: string) => content.jobs.find((job) => job.id === name.replace(/\.mdx$/, ''))!;
  const atCompany = (company: string) => content.jobs.filter((job) => job.company === company).length;
  const jobFile = jobFiles.find((name) => atCompany(jobOf(name).company) === 1) ?? jobFiles[0]!;
  const { company, role } = jobOf(jobFile);
  const card = page.getByRole('article').filter({ hasText: company });
  const roleLine = card.getByText(role, { exact: true });
  await expect(card).toHaveCount(1);
  if (atCompany(company) > 1) await expect(roleLine).toHaveCount(1);
  // Every other card (the other jobs, education, drafts shown in development) stays.
  const cards = await page.getByRole('article').count();
  // Its translations first, as an owner removes them: a translation of no entry is a mistake.
  for (const { code } of content.site.languages.slice(1))
    rmSync(path.join(contentCopy, code, 'jobs', jobFile), { force: true });
  rmSync(path.join(contentCopy, 'jobs', jobFile));
  if (atCompany(company) === 1) {
    await expect(card).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByRole('article')).toHaveCount(cards - 1);
  } else {
    await expect(roleLine).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByRole('article')).toHaveCount(cards);
  }
});

// Its modules load after the edit.
test('a page rendered before an edit starts from the new content without an error', async ({
  page,
  request,
}) => {
  const experience = siteRoutes.find((route) => route.id === 'experience')!;
  const revisionUrl = `${origin}${server.config.base}${contentRevisionPath}`;
  const revision = async () => (await request.get(revisionUrl)).text();
  const before = await revision();
  // The page arrives as the server renders it now; its app's modules wait for an edit to land.
  let edited!: () => void;
  const landed = new Promise<void>((resolve) => (edited = resolve));
  await page.route(/\/entry-client\.tsx(\?|$)/, async (route) => {
    await landed;
    await route.continue();
  });
  // The reload the edit sends arrives after the app has started (as on a busy machine), or never.
  await page.routeWebSocket(/^ws:/, () => {});
  const file = readdirSync(path.join(contentCopy, 'jobs')).find((name) => name.endsWith('.mdx'))!;
  const jobFile = path.join(contentCopy, 'jobs', file);
  const role = 'Role edited after the page was rendered';
  // Navigation waits for the app to take over (fixtures.ts), which waits for the edit.
  const opened = page.goto(`${origin}${experience.path}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(role, { exact: true })).toHaveCount(0);
  writeFileSync(jobFile, readFileSync(jobFile, 'utf8').replace(/^role: .*$/m, `role: ${role}`));
  await expect.poll(revision, { timeout: 15_000 }).not.toBe(before);
  edited();
  await opened;
  // Hydrating the old text with the new modules would fail (the page fixture fails on the error);
  // the app renders the new content instead.
  await expect(page.getByText(role, { exact: true })).toHaveCount(1);
});

test('content in a script of its own brings that script’s faces to the open page, without a restart', async ({
  page,
}) => {
  await page.goto(`${origin}/`);
  // The edit may reload the page: asked meanwhile, it has no faces yet.
  const families = () =>
    page
      .evaluate(() => [...document.fonts].map((face) => face.family.replace(/"/g, '')))
      .catch(() => [] as string[]);
  // The content may hold Japanese already (an owner's may): the test needs a script it lacks.
  const [script, words] = (await families()).includes('Noto Sans JP')
    ? ['Noto Sans KR', '소프트웨어 엔지니어']
    : ['Noto Sans JP', 'ソフトウェアエンジニア'];
  expect(await families()).not.toContain(script);
  const profileFile = path.join(contentCopy, 'profile.json');
  const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as { title: string };
  profile.title = `${profile.title} / ${words}`;
  writeFileSync(profileFile, JSON.stringify(profile, null, 2));
  await expect.poll(families, { timeout: 15_000 }).toContain(script);
});

test('an entry marked as a draft shows, marked, in development only', async ({ page, content }) => {
  const experience = siteRoutes.find((route) => route.id === 'experience')!;
  // The content may hold drafts already (an owner's may): one more is marked, beside them.
  const jobs = readdirSync(path.join(contentCopy, 'jobs')).filter((name) => name.endsWith('.mdx'));
  const isDraft = (name: string) =>
    /^draft: true$/m.test(readFileSync(path.join(contentCopy, 'jobs', name), 'utf8'));
  const drafts = jobs.filter(isDraft).length;
  const file = path.join(
    contentCopy,
    'jobs',
    jobs.find((name) => !isDraft(name))!,
  );
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^id: (.*)$/m, 'id: $1\ndraft: true'));
  await page.goto(`${origin}${experience.path}`);
  const draft = page
    .getByRole('article')
    .filter({ has: page.getByText(content.layout.draft, { exact: true }) });
  await expect(draft).toHaveCount(drafts + 1, { timeout: 15_000 });
});

test('the development server makes the résumé, the cards and the manifest from the current content', async ({
  request,
}) => {
  const pdf = await request.get(`${origin}/resume.pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const card = await request.get(`${origin}/social/home.jpg`);
  expect(card.headers()['content-type']).toBe('image/jpeg');
  const manifest = await request.get(`${origin}/manifest.webmanifest`);
  expect(((await manifest.json()) as { icons: unknown[] }).icons).toHaveLength(2);
});
