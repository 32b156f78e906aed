/**
 * Accessibility of moving around the site that axe cannot see: the phone menu at 400 % zoom (WCAG
 * 1.4.10), focus never hidden under the header or the menu (2.4.11), focus and an announcement
 * after a page change (2.4.3, 4.1.3), and tooltips a pointer can move onto (1.4.13).
 */
import type { Page } from '@playwright/test';
import type { RouteDefinition } from '#engine/define.ts';
import type { RouteId, SiteContent } from '#src/content/config.ts';
import { expectedHead, expectedLinkText } from './expected-head';
import { expect, test } from './fixtures';

const menuOf = (page: Page, content: SiteContent) =>
  page.getByRole('navigation', { name: content.layout.navigation.label });

async function openMenu(page: Page, content: SiteContent) {
  await page.getByRole('button', { name: content.layout.navigation.openMenu }).click();
  await expect(menuOf(page, content).getByRole('link').first()).toBeVisible();
}

/** The live region that names the page after a page change. */
const announcement = (page: Page) => page.locator('[data-page-announcement]');

const titleOf = (content: SiteContent, route: RouteDefinition) =>
  expectedHead(content, route.id as RouteId).title;

const linkTo = (page: Page, content: SiteContent, route: RouteDefinition) =>
  menuOf(page, content).getByRole('link', {
    name: expectedLinkText(content, route.id as RouteId),
    exact: true,
  });

/** Resolves once the page has drawn a frame after the last change. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * One step of a keyboard walk, in the page: once the page has drawn the focus styles (as a person
 * sees it; the skip link comes into view), what keeps the focused element from being seen, or null:
 * it lies outside the window, or the sticky header or the open phone menu (when it is not part of
 * them) is drawn over its centre. `left` says focus left the page; `inMenu` that it is in the menu.
 *
 * A problem must last a second to count. On a loaded machine the browser sometimes draws an element
 * focused as focus comes back into the page before it counts the page as focused, without its focus
 * styles, and restyles it a few frames later (seen with the skip link: `:focus-visible` matched while
 * its computed style was still the unfocused one, and was right a second later).
 */
async function focusStep(): Promise<{ left: boolean; inMenu: boolean; problem: string | null }> {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return { left: true, inMenu: false, problem: null };
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const menu = () => document.querySelector(':popover-open');
  const labelledBy = document.getElementById(focused.getAttribute('aria-labelledby') ?? '');
  const text = (focused.textContent || labelledBy?.textContent || '').trim().slice(0, 40);
  const name = `<${focused.tagName.toLowerCase()}> "${text}"`;
  const problem = () => {
    const box = focused.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, document.documentElement.clientWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, document.documentElement.clientHeight);
    if (right - left < 1 || bottom - top < 1) return `${name} is outside the window (y = ${box.top})`;
    // The menu first: it stands in the header's markup, but is drawn over the page below it.
    const covers = [
      { element: menu(), name: 'open menu' },
      { element: document.querySelector('body header'), name: 'header' },
    ];
    const drawn = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    const cover = covers.find(({ element }) => element?.contains(drawn) && !element.contains(focused));
    return cover ? `${name} is under the ${cover.name} (y = ${box.top})` : null;
  };
  await frame();
  await frame();
  const until = performance.now() + 1000;
  let found = problem();
  while (found && performance.now() < until) {
    await frame();
    found = problem();
  }
  return { left: false, inMenu: Boolean(menu()?.contains(focused)), problem: found };
}

/**
 * Presses `key` until focus leaves the page (or `limit` presses), and returns what hid the focused
 * element at each step. With `throughMenu`, the walk ends once focus has left the open menu: the
 * rest of the page is walked with the menu closed.
 */
async function walkFocus(
  page: Page,
  key: 'Tab' | 'Shift+Tab',
  { throughMenu = false, limit = 250 } = {},
): Promise<string[]> {
  const problems: string[] = [];
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press(key);
    const { left, inMenu, problem } = await page.evaluate(focusStep);
    if (problem) problems.push(`${key} ${step + 1}: ${problem}`);
    if (left || (throughMenu && !inMenu)) return problems;
  }
  throw new Error(`focus did not leave the page after ${limit} presses of ${key}`);
}

test.describe('the phone menu at 400 % zoom', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const viewport of [
      { width: 320, height: 200 },
      { width: 320, height: 256 },
    ]) {
      test(`the keyboard reaches and shows every link at ${viewport.width}×${viewport.height}, ${colorScheme} scheme`, async ({
        page,
        content,
      }) => {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme });
        await page.goto('/');
        await openMenu(page, content);
        const links = menuOf(page, content).getByRole('link');
        const count = await links.count();
        expect(count).toBeGreaterThan(0);
        for (let index = 0; index < count; index++) {
          await page.keyboard.press('Tab');
          const link = links.nth(index);
          await expect(link).toBeFocused();
          await expect(link).toBeInViewport({ ratio: 1 });
          const onTop = await link.evaluate((element) => {
            const box = element.getBoundingClientRect();
            const drawn = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return element.contains(drawn);
          });
          expect(onTop, `${await link.textContent()} is drawn where it stands`).toBe(true);
        }
      });
    }
  }
});

test.describe('focus is never hidden', () => {
  test.use({ viewport: { width: 320, height: 568 }, reducedMotion: 'reduce' });

  test('Tab past the phone menu closes it, and focus lands where Tab sent it', async ({ page, content }) => {
    const { navigation } = content.layout;
    const links = menuOf(page, content).getByRole('link');
    await page.goto('/');

    // Shift+Tab before the toggle: the brand link takes focus and the menu closes.
    await openMenu(page, content);
    await expect(page.getByRole('button', { name: navigation.closeMenu })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('link', { name: content.profile.name, exact: true })).toBeFocused();
    await expect(links.first()).toBeHidden();

    // Tab past the last link: the next control keeps focus and the menu closes.
    await openMenu(page, content);
    const count = await links.count();
    for (let step = 0; step <= count; step++) await page.keyboard.press('Tab');
    await expect(links.first()).toBeHidden();
    const focus = await page.evaluate(() => ({
      onPage: document.activeElement !== document.body,
      inMenuOrToggle: Boolean(document.activeElement?.closest('nav, button[popovertarget]')),
    }));
    expect(focus).toEqual({ onPage: true, inMenuOrToggle: false });
    await expect(page.getByRole('button', { name: navigation.openMenu })).toBeVisible();
  });

  // Where focus lands is the same in either scheme: the walk runs in one.
  test('under the header or the open menu on every page at 320 px', async ({ page, content, routes }) => {
    test.setTimeout(120_000);
    for (const route of routes) {
      await page.goto(route.path);
      // The menu opened first, then Tab through it and on to the page's first control.
      await openMenu(page, content);
      expect(await walkFocus(page, 'Tab', { throughMenu: true }), `${route.path}, menu opened first`).toEqual(
        [],
      );
      // The menu closed: forwards from the top, then backwards from the bottom.
      await page.goto(route.path);
      expect(await walkFocus(page, 'Tab'), `${route.path}, forwards`).toEqual([]);
      expect(await walkFocus(page, 'Shift+Tab'), `${route.path}, backwards`).toEqual([]);
    }
  });
});

test.describe('a page change', () => {
  test('on first load focus is not moved and nothing is announced', async ({ page, routes }) => {
    for (const route of routes) {
      await page.goto(route.path);
      await expect(announcement(page)).toHaveText('');
      expect(await page.evaluate(() => document.activeElement === document.body), route.path).toBe(true);
    }
  });

  test('a navigation link moves focus to the new page’s heading and announces its title', async ({
    page,
    content,
    routes,
  }) => {
    await page.goto(routes[0]!.path);
    for (const route of [...routes.slice(1), routes[0]!]) {
      await linkTo(page, content, route).click();
      await expect(page).toHaveURL(route.path);
      await expect(page.locator('main h1')).toBeFocused();
      await expect(announcement(page)).toHaveText(titleOf(content, route));
      await expect(page).toHaveTitle(titleOf(content, route));
    }
  });

  test('a link in the page, and the back button, focus the heading and announce the title', async ({
    page,
    content,
    routes,
  }) => {
    const [home, ...others] = routes;
    await page.goto(home!.path);
    const links = page.locator('main a[href]');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    const target = others.find((route) => hrefs.includes(route.path));
    expect(target, 'a link in the home page to another page').toBeDefined();

    await page.locator(`main a[href="${target!.path}"]`).first().click();
    await expect(page).toHaveURL(target!.path);
    await expect(page.locator('main h1')).toBeFocused();
    await expect(announcement(page)).toHaveText(titleOf(content, target!));

    await page.goBack();
    await expect(page).toHaveURL(home!.path);
    await expect(page.locator('main h1')).toBeFocused();
    await expect(announcement(page)).toHaveText(titleOf(content, home!));
  });

  test('a link in the phone menu closes the menu and moves focus to the new page’s heading', async ({
    page,
    content,
    routes,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(routes[0]!.path);
    const target = routes.at(-1)!;
    await openMenu(page, content);
    await linkTo(page, content, target).click();
    await expect(page).toHaveURL(target.path);
    await expect(menuOf(page, content).getByRole('link').first()).toBeHidden();
    await expect(page.locator('main h1')).toBeFocused();
    await expect(announcement(page)).toHaveText(titleOf(content, target));
  });

  test('an address with a hash scrolls to its target and moves focus to it', async ({ page, routes }) => {
    const target = routes.at(-1)!;
    await page.goto(target.path);
    const id = await page.locator('main section[id]').last().getAttribute('id');
    expect(id, `a section with an id on ${target.path}`).toBeTruthy();
    await page.goto(routes[0]!.path);
    // As the router sees a move through the history (the back and forward buttons).
    await page.evaluate((address) => {
      history.pushState(null, '', address);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `${target.path}#${id}`);
    const section = page.locator(`[id="${id}"]`);
    // The page's code loads first (slowly on a busy machine), then focus follows the scroll.
    await expect(section).toBeAttached({ timeout: 15_000 });
    await expect(section).toBeFocused();
    await expect(section).toBeInViewport();
  });
});

test.describe('tooltips', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const width of [320, 1280]) {
    test(`a tooltip takes the pointer, closes on Escape and stays in the window at ${width} px`, async ({
      page,
      content,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const tooltips = page.locator('[role="tooltip"]');
      await expect(tooltips).toHaveCount(content.homePage.technologies?.length ?? 0);
      for (const id of await tooltips.evaluateAll((tips) => tips.map((tip) => tip.id))) {
        const tooltip = page.locator(`[id="${id}"]`);
        const trigger = page.locator(`[aria-labelledby="${id}"]`);
        // Where a reader pointing at a mark has it: in view, with the room below it that its tooltip opens into.
        await trigger.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await trigger.hover();
        await expect(tooltip).toBeVisible();
        const box = (await tooltip.boundingBox())!;
        expect(box.x, `${id} starts in the window`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${id} ends in the window`).toBeLessThanOrEqual(width);

        // From the trigger onto the tooltip, across the gap between them.
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
        await page.evaluate(nextFrame);
        expect(await tooltip.isVisible(), `${id} stays while hovered`).toBe(true);
        const hovered = await tooltip.evaluate(
          (element, point) => element.contains(document.elementFromPoint(point.x, point.y)),
          { x: box.x + box.width / 2, y: box.y + box.height / 2 },
        );
        expect(hovered, `the pointer is on ${id}`).toBe(true);

        await page.keyboard.press('Escape');
        await expect(tooltip).toBeHidden();
        await page.mouse.move(0, 0);
      }
    });
  }
});
