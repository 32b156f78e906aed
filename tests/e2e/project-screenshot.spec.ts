/**
 * An owner adds a screenshot to a project: the build makes it in AVIF and WebP at the widths the
 * pages need, at its own proportions, the page reserves its room, and it opens full size (and,
 * without JavaScript, its link opens its largest file).
 */
import sharp from 'sharp';
import { contentGate, expect, test } from './fixtures';
import { ownerPictures, screenshot } from './owner-pictures';

/** Checked on the owner's edited content, which has the picture (playwright.config.ts). */
const screenshotTags = contentGate();

// The owner's edited content has one (owner-content.ts).
test.describe('a project screenshot', () => {
  /** The page of the project the screenshot is in. */
  let projectPage: string;

  test.beforeAll(({ content }) => {
    const project = content.projects.find((entry) =>
      entry.images?.some((image) => image.src === ownerPictures.screenshot),
    );
    expect(project, `a project shows ${ownerPictures.screenshot}`).toBeDefined();
    projectPage = `/projects/${project!.id}`;
  });

  // Its room on the page is reserved at its proportions.
  test('is made in AVIF and WebP at the widths the pages need', screenshotTags, async ({ page }) => {
    await page.goto(projectPage);
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
      'image/avif': ['640w', '800w', '1200w', '1600w'],
      'image/webp': ['640w', '800w', '1200w', '1600w'],
    });
    // The box has the screenshot's proportions before and after the file arrives.
    const box = (await image.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(screenshot.width / screenshot.height, 1);
  });

  test(
    'opens full size, larger than the page shows it, and closes',
    screenshotTags,
    async ({ page, content }) => {
      await page.goto(projectPage);
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
    },
  );

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, waitForHydration: false });

    test('its link opens its largest file', screenshotTags, async ({ page, request }) => {
      await page.goto(projectPage);
      const href = await page.getByRole('link', { name: screenshot.alt, exact: true }).getAttribute('href');
      expect(href).toMatch(/\.webp$/);
      const response = await request.get(href!);
      expect(response.status()).toBe(200);
      const file = await sharp(await response.body()).metadata();
      expect([file.format, file.width, file.height]).toEqual(['webp', screenshot.width, screenshot.height]);
    });
  });
});
