/**
 * An owner drops a phone photo into content/ and builds: the portrait, the cards and the icons are
 * made from it, the original never ships, and the home page on a phone stays within its image budget.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { contentGate, expect, test } from './fixtures';
import { ownerPictures } from './owner-pictures';

/** The most the home page's images may weigh on a 375 px phone at two device pixels per CSS pixel. */
const budget = 40 * 1024;

/** Checked on the owner's edited content, which has the picture (playwright.config.ts). */
const photoTags = contentGate();

// A 4000×3000 photo becomes a fast portrait. The owner's edited content has it (owner-content.ts).
test.describe('a phone photo', () => {
  test.describe.configure({ mode: 'serial' });
  let dist: string;
  let photoBytes: number;

  test.beforeAll(async ({ contentDir, distDir }) => {
    dist = distDir;
    photoBytes = (await stat(path.join(contentDir, ownerPictures.photo))).size;
  });

  test(
    'the build takes it without a warning, and never ships it unchanged',
    photoTags,
    async ({ buildStatus }) => {
      // What the build printed (serve-builds.ts keeps it).
      expect(await (await fetch(buildStatus!)).text()).not.toContain('(warning)');
      const pictures = (await readdir(dist, { recursive: true })).filter((file) =>
        /\.(jpe?g|png|webp|avif)$/.test(file),
      );
      expect(pictures.length).toBeGreaterThan(0);
      for (const file of pictures) {
        // Every picture is made for its place: a fraction of the photo's weight.
        expect((await stat(path.join(dist, file))).size, file).toBeLessThan(photoBytes / 4);
      }
    },
  );

  test(
    'the home page’s images weigh at most 40 KB on a 375 px phone at 2×',
    photoTags,
    async ({ browser, baseURL }) => {
      const context = await browser.newContext({
        baseURL,
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
        measured.push(
          request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })),
        );
      });
      await page.goto('/', { waitUntil: 'networkidle' });
      // The portrait: the picture in the section the page's heading opens (the hero).
      const portrait = page.locator('main section:has(h1) picture img');
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
    },
  );

  test(
    'the cards, icons and the spec’s picture come from it, in their sizes',
    photoTags,
    async ({ content }) => {
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
      // The picture the structured data names (`image` in site.json).
      expect(await sizes(content.site.image.replace(/^\//, ''))).toEqual([480, 480]);
    },
  );
});
