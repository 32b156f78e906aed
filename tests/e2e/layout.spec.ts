import { expect, siteRoutes, test } from './fixtures';

const widths = [320, 375, 768, 1024, 1280, 1440];

test.describe('no horizontal scrolling from 320 to 1440 px', () => {
  for (const route of siteRoutes) {
    test(`${route.path}`, async ({ page }) => {
      await page.goto(route.path);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${width} px wide`).toBeLessThanOrEqual(0);
      }
    });
  }
});

test('each page has one h1 and its headings never skip a level', async ({ page }) => {
  for (const route of siteRoutes) {
    await page.goto(route.path);
    const levels = await page
      .locator('main :is(h1, h2, h3, h4, h5, h6)')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
    expect(
      levels.filter((level) => level === 1),
      route.path,
    ).toHaveLength(1);
    expect(levels[0], route.path).toBe(1);
    for (let index = 1; index < levels.length; index++) {
      expect(levels[index]! - levels[index - 1]!, `${route.path} heading ${index}`).toBeLessThanOrEqual(1);
    }
  }
});
