import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { contentDirVariable } from '../../scripts/content/vite-plugin.ts';
import { expect, projectDir, siteRoutes, test } from './fixtures';

/** `npm run dev`: the development server renders every page in the browser, with no errors. */
let server: ViteDevServer;
let origin: string;

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async ({ contentDir }) => {
  // vite.config.ts reads the content folder from the environment when the server starts.
  const previous = process.env[contentDirVariable];
  process.env[contentDirVariable] = contentDir;
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
});

test('the development server renders the pages and navigates between them', async ({ page, content }) => {
  const { navigation } = content.layout;
  const skills = siteRoutes.find((route) => route.id === 'skills')!;
  await page.goto(`${origin}${skills.path}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(content.skillsPage.heading);
  // The development server sends no prerendered symbols: the app adds the sprite, and icons draw.
  const icon = page.locator('main svg use').first();
  const name = (await icon.getAttribute('href'))!.slice(1);
  await expect(page.locator(`[data-icon-sprite] symbol#${name}`)).toHaveCount(1);
  expect(await icon.evaluate((use) => (use as SVGGraphicsElement).getBBox().width)).toBeGreaterThan(0);
  await page
    .getByRole('navigation', { name: navigation.label })
    .getByRole('link', { name: navigation.links.contact, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.contactPage.heading);
});
