import type { Page } from '@playwright/test';
import { palette } from '#src/styles/palette.ts';
import { expect, test } from './fixtures';

/** The page colour of each scheme as the browser reports it. */
const pageColour = {
  light: hexToRgb(palette.light.bg),
  dark: hexToRgb(palette.dark.bg),
};

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/**
 * Records the page colour of every frame the browser renders while the page loads, so a flash of
 * the other scheme, however short, is caught.
 */
async function recordFrames(page: Page) {
  await page.addInitScript(() => {
    const frames: string[] = [];
    (window as unknown as { frames_: string[] }).frames_ = frames;
    const record = () => {
      if (document.body) frames.push(getComputedStyle(document.body).backgroundColor);
      if (document.readyState !== 'complete' || frames.length < 3) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  return () => page.evaluate(() => (window as unknown as { frames_: string[] }).frames_);
}

test.describe('the colour scheme', () => {
  test("follows the system's until the visitor chooses", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    expect(await background(page)).toBe(pageColour.dark);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await background(page)).toBe(pageColour.light);
  });

  test('a choice holds on every page, after a reload, and never flashes the other scheme', async ({
    page,
    content,
    routes,
  }) => {
    test.slow(); // every route loaded and hydrated, twice over
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const choice = page.getByRole('combobox', { name: content.layout.theme.label });
    await choice.selectOption({ label: content.layout.theme.dark });
    expect(await background(page)).toBe(pageColour.dark);

    const frames = await recordFrames(page);
    for (const route of routes) {
      await page.goto(route.path);
      const painted = await frames();
      expect(painted.length, route.path).toBeGreaterThan(0);
      expect(new Set(painted), `${route.path}: every frame dark`).toEqual(new Set([pageColour.dark]));
      await expect(choice).toHaveValue('dark');
    }
    await page.reload();
    expect(await background(page)).toBe(pageColour.dark);

    // "System" forgets the choice: the page follows the system again, after a reload too. The reload
    // left the app starting, which may settle the switch a frame after the choice.
    await choice.selectOption({ label: content.layout.theme.system });
    await expect.poll(() => background(page)).toBe(pageColour.light);
    await page.reload();
    expect(await background(page)).toBe(pageColour.light);
    await expect(choice).toHaveValue('system');
  });

  test.describe('before the app starts', () => {
    test.use({ waitForHydration: false });

    test('a choice applies at once, and the app keeps it', async ({ page, content, routes }) => {
      // Hold the app's code back until the choice is made.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.emulateMedia({ colorScheme: 'dark' });
      // A page other than the home page, among those the content fills.
      await page.goto(routes.at(-1)!.path);
      const choice = page.getByRole('combobox', { name: content.layout.theme.label });
      await choice.selectOption({ label: content.layout.theme.light });
      expect(await background(page)).toBe(pageColour.light);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

      release();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(choice).toHaveValue('light');
      expect(await background(page)).toBe(pageColour.light);
    });

    test('a choice made as the app starts holds', async ({ page, content, routes }) => {
      // A choice's first event reaching the app while it hydrates makes it finish at once, and the
      // finished switch shows the scheme then in force. The choice is made as hydration begins:
      // when the app's scheduler first posts to a message port to start its work, after the
      // current task, before that work runs.
      await page.addInitScript(() => {
        localStorage.setItem('theme', 'dark');
        const post = MessagePort.prototype.postMessage;
        let chosen = false;
        MessagePort.prototype.postMessage = function (this: MessagePort, ...message: [unknown]) {
          if (!chosen) {
            chosen = true;
            queueMicrotask(() => {
              const control = document.querySelector<HTMLSelectElement>('select[name="theme"]')!;
              document.documentElement.dataset.chosenBefore =
                document.documentElement.dataset.hydrated ?? 'no';
              // What a browser does as the visitor picks an option.
              control.value = 'system';
              control.dispatchEvent(new Event('input', { bubbles: true }));
              control.dispatchEvent(new Event('change', { bubbles: true }));
            });
          }
          return post.apply(this, message);
        };
      });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(routes.at(-1)!.path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.locator('html')).toHaveAttribute('data-chosen-before', 'no');
      await expect(page.getByRole('combobox', { name: content.layout.theme.label })).toHaveValue('system');
      expect(await background(page)).toBe(pageColour.light);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  test('the switch still changes the scheme of the page', async ({ page, content, routes }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(routes.at(-1)!.path);
    expect(await background(page)).toBe(pageColour.light);
    const choice = page.getByRole('combobox', { name: content.layout.theme.label });
    await choice.selectOption({ label: content.layout.theme.dark });
    expect(await background(page)).toBe(pageColour.dark);
    await choice.selectOption({ label: content.layout.theme.system });
    expect(await background(page)).toBe(pageColour.light);
  });
});
