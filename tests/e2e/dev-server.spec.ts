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
  // The development server sends no prerendered symbols: the app adds the sprite, and icons draw.
  const icon = page.locator('main svg use').first();
  const name = (await icon.getAttribute('href'))!.slice(1);
  await expect(page.locator(`[data-icon-sprite] symbol#${name}`)).toHaveCount(1);
  expect(await icon.evaluate((use) => (use as SVGGraphicsElement).getBBox().width)).toBeGreaterThan(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's Work Together");
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
