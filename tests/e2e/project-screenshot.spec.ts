/**
 * An owner adds a screenshot to a project: the build makes it in AVIF and WebP at the widths the
 * pages need, at its own proportions, the page reserves its room, and it opens full size (and,
 * without JavaScript, its link opens its largest file).
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { buildAndServe, copyProject } from './project-copy';

const projectDir = path.resolve(import.meta.dirname, '../..');
const screenshot = { width: 1600, height: 1000, alt: 'The dashboard: positions, P&L and open orders' };

/** A screenshot-like PNG: a bar, a sidebar and panels of flat colour, with fine lines of "text". */
async function dashboardPng(): Promise<Buffer> {
  const { width, height } = screenshot;
  const rows = Array.from(
    { length: 24 },
    (_, row) =>
      `<rect x="360" y="${140 + row * 34}" width="${600 + (row % 5) * 90}" height="10" fill="#9aa4b2"/>`,
  ).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#f5f7fa"/><rect width="100%" height="80" fill="#1f2937"/>` +
    `<rect y="80" width="300" height="${height - 80}" fill="#e5e9f0"/>${rows}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test.describe('a screenshot among a project’s pictures', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  let dir: string;
  let server: Server;
  let origin: string;
  let project: { id: string; title: string };

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    dir = await copyProject(path.join(projectDir, 'content'));
    // The screenshot, second among the pictures of the first project that has a case study.
    const projects = path.join(dir, 'content/projects');
    for (const name of (await readdir(projects)).sort()) {
      const file = path.join(projects, name);
      const text = await readFile(file, 'utf8');
      if (!/^caseStudy:/m.test(text)) continue;
      const picture = `  - src: images/projects/dashboard.png\n    alt: '${screenshot.alt}'\n`;
      const withPicture = /^images:\n/m.test(text)
        ? text.replace(/^images:\n((?: {2,}.*\n)+)/m, (list) => `${list}${picture}`)
        : text.replace(/^---\n([\s\S]*?)\n---/, (front, fields) => `---\n${fields}\nimages:\n${picture}---`);
      await writeFile(file, withPicture);
      project = {
        id: /^id: (.+)$/m.exec(text)![1]!,
        title: /^title: (.+)$/m.exec(text)![1]!,
      };
      break;
    }
    await writeFile(path.join(dir, 'content/images/projects/dashboard.png'), await dashboardPng());

    const built = await buildAndServe(dir);
    expect(built.output).toMatch(/✓ built/);
    ({ origin, server } = built);
  });

  test.afterAll(async () => {
    server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  // Its room on the page is reserved at its proportions.
  test('is made in AVIF and WebP at the widths the pages need', async ({ page }) => {
    await page.goto(`${origin}/projects/${project.id}`);
    const image = page.getByRole('img', { name: screenshot.alt });
    await expect(image).toHaveAttribute('width', String(screenshot.width));
    await expect(image).toHaveAttribute('height', String(screenshot.height));
    const sources = await image.evaluate((img) =>
      Object.fromEntries(
        [...img.parentElement!.querySelectorAll('source')].map((source) => [
          source.type,
          source.srcset.split(', ').map((candidate) => candidate.split(' ')[1]),
        ]),
      ),
    );
    // Never wider than the screenshot itself.
    expect(sources).toEqual({
      'image/avif': ['640w', '1200w', '1600w'],
      'image/webp': ['640w', '1200w', '1600w'],
    });
    // The box has the screenshot's proportions before and after the file arrives.
    const box = (await image.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(screenshot.width / screenshot.height, 1);
  });

  test('opens full size, larger than the page shows it, and closes', async ({ page, content }) => {
    await page.goto(`${origin}/projects/${project.id}`);
    const opener = page.getByRole('button', { name: screenshot.alt, exact: true });
    const shownOnPage = (await opener.boundingBox())!.width;
    await opener.click();
    const dialog = page.getByRole('dialog', { name: screenshot.alt });
    await expect(dialog).toBeVisible();
    const full = dialog.getByRole('img', { name: screenshot.alt });
    await expect(full).toHaveJSProperty('complete', true);
    const { width, natural } = await full.evaluate((img: HTMLImageElement) => ({
      width: img.getBoundingClientRect().width,
      natural: img.naturalWidth,
    }));
    expect(width).toBeGreaterThan(shownOnPage);
    // A file at least as wide as it is drawn.
    expect(natural).toBeGreaterThanOrEqual(Math.min(width, screenshot.width) - 1);
    await page.getByRole('button', { name: content.projectsPage.picture!.close }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, waitForHydration: false });

    test('its link opens its largest file', async ({ page, request }) => {
      await page.goto(`${origin}/projects/${project.id}`);
      const href = await page.getByRole('link', { name: screenshot.alt, exact: true }).getAttribute('href');
      expect(href).toMatch(/\.webp$/);
      const response = await request.get(`${origin}${href}`);
      expect(response.status()).toBe(200);
      const file = await sharp(await response.body()).metadata();
      expect([file.format, file.width, file.height]).toEqual(['webp', screenshot.width, screenshot.height]);
    });
  });
});
