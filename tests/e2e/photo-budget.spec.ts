/**
 * An owner drops a phone photo into content/ and builds: the portrait, the cards and the icons are
 * made from it, the original never ships, and the home page on a phone stays within its image budget.
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { buildAndServe, copyProject } from './project-copy';

const projectDir = path.resolve(import.meta.dirname, '../..');
/** The most the home page's images may weigh on a 375 px phone at two device pixels per CSS pixel. */
const budget = 40 * 1024;

/** A 4000×3000 JPEG with the fine detail of a real photo (and so its weight: about a megabyte). */
async function phonePhoto(): Promise<Buffer> {
  const texture = await sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 90 },
    },
  })
    .blur(1.5)
    .png()
    .toBuffer();
  return sharp(texture).resize(4000, 3000).sharpen({ sigma: 2 }).jpeg({ quality: 92 }).toBuffer();
}

// It becomes a fast portrait.
test.describe('a 4000×3000 phone photo', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  let dir: string;
  let server: Server;
  let origin: string;
  let buildOutput: string;
  let photoBytes: number;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    dir = await copyProject(path.join(projectDir, 'content'));
    // The owner's own photo, under the name profile.json gives (named there if it names none).
    const profileFile = path.join(dir, 'content/profile.json');
    const profile = JSON.parse(await readFile(profileFile, 'utf8')) as { photo?: string };
    if (!profile.photo) {
      profile.photo = 'images/portrait.jpg';
      await writeFile(profileFile, `${JSON.stringify(profile, null, 2)}\n`);
    }
    const photo = await phonePhoto();
    photoBytes = photo.length;
    await mkdir(path.dirname(path.join(dir, 'content', profile.photo)), { recursive: true });
    await writeFile(path.join(dir, 'content', profile.photo), photo);

    ({ output: buildOutput, origin, server } = await buildAndServe(dir));
  });

  test.afterAll(async () => {
    server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test('the build takes it without a warning, and never ships it unchanged', async () => {
    expect(buildOutput).toMatch(/✓ built/);
    expect(buildOutput).not.toContain('(warning)');
    const dist = path.join(dir, 'dist');
    const pictures = (await readdir(dist, { recursive: true })).filter((file) =>
      /\.(jpe?g|png|webp|avif)$/.test(file),
    );
    expect(pictures.length).toBeGreaterThan(0);
    for (const file of pictures) {
      // Every picture is made for its place: a fraction of the photo's weight.
      expect((await stat(path.join(dist, file))).size, file).toBeLessThan(photoBytes / 4);
    }
  });

  test('the home page’s images weigh at most 40 KB on a 375 px phone at 2×', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      screen: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const measured: Promise<{ url: string; bytes: number }>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'image') return;
      measured.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })));
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    const portrait = page.locator('main picture img');
    await expect(portrait).toHaveJSProperty('complete', true);
    const shown = await portrait.evaluate((image: HTMLImageElement) => {
      // The pixel width of the chosen file, from the srcset entry that names it.
      const candidates = [...image.parentElement!.querySelectorAll('source')].flatMap((source) =>
        source.srcset.split(', ').map((entry) => entry.split(' ')),
      );
      const chosen = candidates.find(([url]) => new URL(url!, location.href).href === image.currentSrc);
      return {
        src: new URL(image.currentSrc).pathname,
        pixels: Number.parseInt(chosen?.[1] ?? '0'),
        cssWidth: image.getBoundingClientRect().width,
      };
    });
    // Sharp at 2×, in the modern format, and not the original.
    expect(shown.src).toMatch(/\.avif$/);
    expect(shown.pixels).toBeGreaterThanOrEqual(shown.cssWidth * 2);
    expect(shown.pixels).toBeLessThan(1000);

    const images = await Promise.all(measured);
    const total = images.reduce((sum, image) => sum + image.bytes, 0);
    expect(images.map((image) => new URL(image.url).pathname)).toContain(shown.src);
    expect(total, JSON.stringify(images)).toBeLessThanOrEqual(budget);
    await context.close();
  });

  test('the cards, the icons and the spec’s picture come from it, in their sizes', async () => {
    const dist = path.join(dir, 'dist');
    // Every card: a page's (`social/skills.jpg`) and an entry's (`social/writing/<id>.jpg`).
    const cards = (await readdir(path.join(dist, 'social'), { recursive: true })).filter((file) =>
      file.endsWith('.jpg'),
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const bytes = await readFile(path.join(dist, 'social', card));
      const image = await sharp(bytes).metadata();
      expect([card, image.format, image.width, image.height]).toEqual([card, 'jpeg', 1200, 630]);
      expect(bytes.length, card).toBeLessThan(300 * 1024);
    }
    const sizes = async (file: string) => {
      const image = await sharp(path.join(dist, file)).metadata();
      return [image.width, image.height];
    };
    expect(await sizes('apple-touch-icon.png')).toEqual([180, 180]);
    expect(await sizes('icon-512.png')).toEqual([512, 512]);
    expect(await sizes('img/rh.webp')).toEqual([480, 480]);
  });
});
