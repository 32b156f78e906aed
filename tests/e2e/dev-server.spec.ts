import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { expect, test } from './fixtures';

/** `npm run dev`: the development server renders every page in the browser, with no errors. */
const projectDir = path.resolve(import.meta.dirname, '../..');
let server: ViteDevServer;
let origin: string;

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  server = await createServer({
    configFile: path.join(projectDir, 'vite.config.ts'),
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  await server.listen();
  const address = server.httpServer!.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

test.afterAll(async () => {
  await server?.close();
});

test('the development server renders the pages and navigates between them', async ({ page }) => {
  await page.goto(`${origin}/skills`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Years of Technical Expertise');
  // Icons come from the sprite file, which the development server serves as SVG.
  const href = (await page.locator('svg use').first().getAttribute('href'))!;
  const sprite = await page.request.get(new URL(href.split('#')[0]!, origin).href);
  expect(sprite.headers()['content-type']).toContain('image/svg+xml');
  expect(await sprite.text()).toContain(`<symbol id="${href.split('#')[1]}"`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's Work Together");
});
