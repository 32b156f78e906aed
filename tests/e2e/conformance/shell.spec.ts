import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** The specification's five navigation links, in order. */
const siteRoutes = [
  { path: '/', label: 'Home' },
  { path: '/experience', label: 'Experience' },
  { path: '/skills', label: 'Skills' },
  { path: '/projects', label: 'Projects' },
  { path: '/contact', label: 'Contact' },
] as const;

test.describe('navigation', () => {
  test('the header has the brand link and the five links in order', async ({ page }) => {
    await page.goto('/experience');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(siteRoutes.map((route) => route.label));
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL('/');
  });

  test('the active link is highlighted and marked as the current page on every route', async ({ page }) => {
    for (const route of siteRoutes) {
      await page.goto(route.path);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const current = nav.locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(route.label);
    }
  });

  test('links navigate inside the app without reloading the document', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const route of siteRoutes.slice(1)) {
      await nav.getByRole('link', { name: route.label }).click();
      await expect(page).toHaveURL(route.path);
      await expect(page.locator('h1')).toHaveCount(1);
    }
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the links sit behind a toggle that opens and closes the menu', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(links.first()).toBeHidden();
    const controls = await toggle.getAttribute('aria-controls');
    expect(controls).toBeTruthy();

    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${controls}"]`)).toBeVisible();
    await expect(links).toHaveCount(5);
    await close.click();
    await expect(links.first()).toBeHidden();
  });

  test('choosing a link navigates and closes the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Skills' }).click();
    await expect(page).toHaveURL('/skills');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeHidden();
  });

  test('the menu works from the keyboard and Escape returns focus to the toggle', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeHidden();
  });
});

test('at desktop width the links show and the toggle does not', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(5);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }),
  ).toBeVisible();
});

/** Makes every page taller than the window, so scrolling is observable whatever the content. */
async function makePagesTall(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.style.paddingBottom = '3000px';
    });
  });
}

test.describe('scrolling', () => {
  test.beforeEach(({ page }) => makePagesTall(page));

  test('a route change scrolls to the top', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /personal website/i })
      .waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Experience' }).click();
    await expect(page).toHaveURL('/experience');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an address with a hash scrolls to that element 100 ms after the route change', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install({ time: new Date('2030-01-01T09:00:00') });
    await page.goto('/');
    // Stop the clock so the 100 ms delay can be stepped through.
    await page.clock.pauseAt(new Date('2030-01-01T09:00:30'));
    // Navigate the way an in-app link does: a history entry the router picks up.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/experience#footer-links');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]')).toHaveText(
      'Experience',
    );
    await page.clock.runFor(50);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.clock.runFor(60);
    await expect
      .poll(() => page.evaluate(() => document.getElementById('footer-links')!.getBoundingClientRect().top))
      .toBeLessThan(800);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('the first load of an address with a hash ends at that element', async ({ page }) => {
    await page.goto('/contact#footer-about');
    await expect
      .poll(() => page.evaluate(() => document.getElementById('footer-about')!.getBoundingClientRect().top))
      .toBeLessThan(800);
  });

  test('the hash scroll is smooth unless the visitor prefers reduced motion', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { scrolls: string[] }).scrolls = seen;
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
        seen.push(typeof options === 'object' ? String(options.behavior) : 'none');
        original.call(this, options);
      };
      window.history.pushState({}, '', '/skills#footer-links');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    // The new page's code may still be loading on a busy machine: wait for the scroll, however late.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { scrolls: string[] }).scrolls))
      .toEqual(['smooth']);
  });
});

test.describe('footer', () => {
  test('has the bio, contact and links columns and the copyright line', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { level: 2 })).toHaveCount(3);
    await expect(footer).toContainText('19+ years');

    const mail = footer.locator('a[href^="mailto:"]');
    await expect(mail).toHaveCount(1);
    const phone = footer.locator('a[href^="tel:"]');
    await expect(phone).toHaveText('Email Me');

    for (const name of [/personal website/i, /linkedin/i]) {
      const link = footer.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });
});

test.describe('not found', () => {
  test.use({ expectedConsoleErrors: /the server responded with a status of 404/ });

  test('an unknown address gets the friendly not-found page with status 404, not indexed', async ({
    page,
  }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: /home page/i })
      .click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    // Back to the unknown address, rendered in the browser this time: not indexed, no canonical.
    await page.goBack();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Richard Hale');
    // The page's own heading, not the document title.
    await expect(page.locator('h1')).toHaveText('This page does not exist');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });

  test('an unknown address reached inside the app shows the same page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/missing/deeper');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('link', { name: /home page/i })).toBeVisible();
  });
});

test.describe("the visitor's clock", () => {
  test('the copyright year and the Skills figure follow the visitor, not the build', async ({
    page,
    consoleMessages,
  }) => {
    await page.clock.setFixedTime(new Date('2031-06-15T12:00:00'));
    await page.goto('/skills');
    await expect(page.getByTestId('copyright-year')).toHaveText('2031');
    await expect(page.getByTestId('career-years')).toHaveText('23+');
    expect(consoleMessages.map((message) => message.text()).join('\n')).not.toMatch(/hydrat/i);
  });

  test('the prerendered HTML carries the build year until the page hydrates', async ({ request }) => {
    const html = await (await request.get('/skills')).text();
    const year = new Date().getFullYear();
    expect(html).toContain(`data-testid="copyright-year">${year}<`);
    expect(html).toContain(`data-testid="career-years">${year - 2008}+<`);
  });
});

test('the visitor-tracking component only says that tracking is disabled', async ({
  page,
  consoleMessages,
}) => {
  await page.goto('/');
  await expect.poll(() => consoleMessages.filter((m) => m.text() === 'Tracking disabled').length).toBe(1);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL('/projects');
  expect(consoleMessages.filter((m) => m.text() === 'Tracking disabled')).toHaveLength(1);
  expect(consoleMessages.filter((m) => m.type() === 'log').map((m) => m.text())).toEqual([
    'Tracking disabled',
  ]);
});

test.describe('loading', () => {
  for (const route of siteRoutes) {
    test(`${route.path} paints before any of the app's code is fetched, then hydrates`, async ({ page }) => {
      await page.goto(route.path);
      // Hydrated means every script the first render needs has been fetched.
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const timeline = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime }));
        return { paint, scripts };
      });
      // The page's one script is inline; every file of the app is asked for after the paint.
      expect(timeline.scripts.length).toBeGreaterThan(0);
      for (const script of timeline.scripts)
        expect(script.start, script.file).toBeGreaterThan(timeline.paint);
    });
  }
});

test.describe('icons', () => {
  const drawnIcons = (page: Page) =>
    page.locator('main svg use').evaluateAll((uses) =>
      uses.map((use) => ({
        name: use.getAttribute('href'),
        width: (use as SVGGraphicsElement).getBBox().width,
      })),
    );

  test('a prerendered page draws its icons without fetching the sprite first', async ({ page }) => {
    await page.goto('/skills');
    const icons = await drawnIcons(page);
    expect(icons.length).toBeGreaterThan(16);
    for (const icon of icons) expect(icon.width, `${icon.name}`).toBeGreaterThan(0);
    // The whole sprite is fetched only after the page painted, for pages the app renders later.
    // Its loader is itself fetched after hydration, so the request is awaited rather than read once.
    const spriteStart = () =>
      page.evaluate(
        () =>
          performance.getEntriesByType('resource').find((e) => /\/icons-[\w-]+\.svg$/.test(e.name))
            ?.startTime ?? null,
      );
    await expect.poll(spriteStart, { timeout: 10_000 }).not.toBeNull();
    const paint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    );
    expect(await spriteStart()).toBeGreaterThan(paint);
  });

  test('pages rendered in the browser draw their icons too', async ({ page }) => {
    await page.goto('/experience');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const route of ['Skills', 'Projects', 'Contact', 'Home']) {
      await nav.getByRole('link', { name: route }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect
        .poll(async () =>
          (await drawnIcons(page)).filter((icon) => icon.width === 0).map((icon) => icon.name),
        )
        .toEqual([]);
      expect((await drawnIcons(page)).length, route).toBeGreaterThan(0);
    }
    // The symbols a page brought along are not repeated by the sprite the app adds.
    const ids = await page
      .locator('[data-icon-sprite] symbol')
      .evaluateAll((symbols) => symbols.map((s) => s.id));
    expect(ids.length).toBe(new Set(ids).size);
  });
});

test('on a phone the brand sits at the left and the menu toggle with the header’s controls at the right', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const toggle = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
  const brand = await page.getByRole('link', { name: 'Richard Hale' }).first().boundingBox();
  // The colour-scheme switch follows the toggle, so the pair ends at the right edge.
  const controls = await page
    .getByRole('banner')
    .locator('button, select')
    .evaluateAll((elements) => Math.max(...elements.map((element) => element.getBoundingClientRect().right)));
  expect(toggle!.x).toBeGreaterThan(375 / 2);
  expect(controls).toBeGreaterThan(375 - 32);
  expect(brand!.x).toBeLessThan(32);
});
