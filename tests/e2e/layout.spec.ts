import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { needs } from './content-needs';
import { contentGate, expect, leftOut, pagesAt, siteRoutes, test, type Look } from './fixtures';
import { headingsWithoutContent, layoutProblems, spaceAfterFooter, tooltipOverlaps } from './layout-probes';
import { expectedLinkText } from './expected-head';
import { siteAddress } from '#src/lib/site-address.ts';

/** The widths of the looks a build is checked in, narrowest first. */
const widthsOf = (looks: Look[]) => [...new Set(looks.map((look) => look.width))].sort((a, b) => a - b);
const pages = [...siteRoutes.map((route) => route.path), '/no-such-page'];

/** How many icons the built site's sprite draws (the site's glyphs and the content's icons). */
function spriteSize(distDir: string): number {
  const assets = join(distDir, 'assets');
  const file = readdirSync(assets).find((name) => /^icons-.*\.svg$/.test(name))!;
  return readFileSync(join(assets, file), 'utf8').match(/<symbol /g)!.length;
}

/** Waits until the app has added the whole icon sprite, the last thing that changes the page's height. */
async function waitForIcons(page: Page, distDir: string) {
  await expect
    .poll(() =>
      page.evaluate(
        () => new Set([...document.querySelectorAll('[data-icon-sprite] symbol')].map((s) => s.id)).size,
      ),
    )
    .toBe(spriteSize(distDir));
}

/**
 * Puts the pointer on the centre of a tooltip's mark, brought into view at once (the page scrolls
 * smoothly, and a box read mid-scroll puts the pointer beside the mark). A pointer that lands
 * beside it, as when a loaded machine lays the page out at a new width after the box was read, is
 * aimed again (up to three times): the browser's own `:hover` says where it is, whatever the page's
 * script does with it.
 */
async function pointAt(page: Page, id: string) {
  const mark = `[aria-labelledby="${id}"], [aria-describedby="${id}"]`;
  for (let attempt = 0; attempt < 3; attempt++) {
    const { x, y } = await page.evaluate((selector) => {
      const element = document.querySelector(selector)!;
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }, mark);
    await page.mouse.move(x, y);
    if (await page.evaluate((selector) => document.querySelector(selector)!.matches(':hover'), mark)) return;
  }
}

/**
 * Where each tooltip ends up, opened by the pointer and then by the keyboard, at the page's width:
 * what it covers, or that it did not open. With reduced motion, so the probes read where a tooltip
 * ends, not its way there.
 */
async function tooltipProblems(page: Page, width: number): Promise<string[]> {
  const ids = await page.locator('[role="tooltip"]').evaluateAll((tips) => tips.map((tip) => tip.id));
  if (ids.length === 0) return [];
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const problems: string[] = [];
  for (const id of ids) {
    await pointAt(page, id);
    const covered = await page.evaluate(tooltipOverlaps, { ids: [id], through: 'hover' as const });
    problems.push(...covered.map((problem) => `${width} px, on hover: ${problem}`));
  }
  await page.mouse.move(0, 0);
  const covered = await page.evaluate(tooltipOverlaps, { ids, through: 'focus' as const });
  problems.push(...covered.map((problem) => `${width} px, on focus: ${problem}`));
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  return problems;
}

// Headings in order and none without content, no sideways scrolling, and every box, word, label and tooltip
// in its place.
test.describe('page layout', () => {
  test.use({ expectedConsoleErrors: /the server responded with a status of 404/ });

  for (const path of pages) {
    // One load, then each look in turn: the layout answers a new width or scheme as it answers a
    // load in it (the probes find what a fresh load at each width found, at a tenth of the time).
    // At each look the header's link to the PDF résumé stays in view as the reader scrolls, every
    // label is in place, and the page's tooltips cover no text.
    test(
      `${path} has every box and word in place, and ends with its footer`,
      contentGate(path !== '/no-such-page'),
      async ({ page, distDir, request, routes, site, looks }) => {
        const shown = path === '/no-such-page' ? [path] : await pagesAt(path, { routes, site, request });
        test.setTimeout(120_000 * Math.max(1, shown.length));
        const resumeLink = page
          .getByRole('banner')
          .getByRole('link', { name: site.content.resume.title, exact: true });
        for (const address of shown) {
          await page.setViewportSize({ width: looks[0]!.width, height: 900 });
          await page.emulateMedia({ colorScheme: looks[0]!.colorScheme });
          await page.goto(address);
          // One h1, and headings that never skip a level.
          const levels = await page
            .locator('main :is(h1, h2, h3, h4, h5, h6)')
            .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
          expect.soft(levels[0], 'the first heading').toBe(1);
          expect
            .soft(
              levels.filter((level) => level === 1),
              'h1 headings',
            )
            .toHaveLength(1);
          const skips = levels.flatMap((level, index) =>
            level - (levels[index - 1] ?? 0) > 1 ? [index] : [],
          );
          expect.soft(skips, 'headings that skip a level (their index)').toEqual([]);
          await waitForIcons(page, distDir);
          const tooltipsChecked = new Set<number>();
          for (const look of looks) {
            await page.setViewportSize({ width: look.width, height: 900 });
            await page.emulateMedia({ colorScheme: look.colorScheme });
            const where = `${address} at ${look.width} px wide, ${look.colorScheme} scheme`;
            const sideways = await page.evaluate(
              () => document.documentElement.scrollWidth - window.innerWidth,
            );
            expect.soft(sideways, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
            expect
              .soft(await page.evaluate(spaceAfterFooter), `${where}: blank space after the footer`)
              .toBe(0);
            expect.soft(await page.evaluate(layoutProblems), where).toEqual([]);
            expect.soft(await page.evaluate(headingsWithoutContent), `${where}: headings`).toEqual([]);
            // The header keeps the PDF résumé in view, a whole 44-pixel target, scrolled down the page.
            await page.mouse.wheel(0, 2000);
            await expect(resumeLink, `${where}: the header's résumé link`).toBeInViewport({ ratio: 1 });
            const target = (await resumeLink.boundingBox())!;
            expect
              .soft(Math.min(target.width, target.height), `${where}: the header's résumé link, a target`)
              .toBeGreaterThanOrEqual(44);
            await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
            // The tooltips once at each width: where they open does not change with the scheme.
            if (tooltipsChecked.has(look.width)) continue;
            tooltipsChecked.add(look.width);
            expect.soft(await tooltipProblems(page, look.width), `${where}: tooltips`).toEqual([]);
          }
          // What opens is laid out as well as what shows: every detail open, once at each width.
          const closed = page.locator('main details:not([open])');
          if ((await closed.count()) === 0) continue;
          await closed.evaluateAll((details) =>
            details.forEach((detail) => ((detail as HTMLDetailsElement).open = true)),
          );
          // A chevron turning as its detail opens is a box on its way, not out of place.
          await page.evaluate(() =>
            Promise.all(
              document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
            ),
          );
          for (const width of new Set(looks.map((look) => look.width))) {
            await page.setViewportSize({ width, height: 900 });
            const where = `${address} at ${width} px wide, every detail open`;
            const sideways = await page.evaluate(
              () => document.documentElement.scrollWidth - window.innerWidth,
            );
            expect.soft(sideways, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
            expect.soft(await page.evaluate(layoutProblems), where).toEqual([]);
          }
        }
      },
    );
  }
});

test.describe('the not-found page', () => {
  test.use({ expectedConsoleErrors: /the server responded with a status of 404/ });

  test('has a heading of its own, from the content, not the document title', async ({ page, content }) => {
    const { site } = content;
    await page.goto('/no-such-page');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(site.pages.notFound.heading);
    await expect(heading).not.toHaveText(await page.title());
  });
});

test.describe('a phone without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  for (const width of [320, 375]) {
    test(`reaches every page through the menu at ${width} px`, async ({ page, content, routes }) => {
      const { navigation } = content.layout;
      await page.setViewportSize({ width, height: 640 });
      await page.goto('/');
      const toggle = page.getByRole('banner').getByRole('button');
      // The pages' links; the menu ends with the page in the site's other languages, if it has any.
      const links = page.getByRole('navigation', { name: navigation.label }).locator('a:not([hreflang])');
      for (const route of [...routes.slice(1), routes[0]!]) {
        await expect(links.first()).toBeHidden();
        await toggle.click();
        await expect(links).toHaveCount(routes.length);
        await expect(links.first()).toBeVisible();
        await links.filter({ hasText: expectedLinkText(content, route.id) }).click();
        await expect(page).toHaveURL(siteAddress(route.path, content.site.url));
      }
      // The toggle closes the menu it opened.
      await toggle.click();
      await expect(links.first()).toBeVisible();
      await toggle.click();
      await expect(links.first()).toBeHidden();
    });
  }

  test('every page ends with its footer', async ({ page, routes }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of routes.map((route) => route.path)) {
        await page.goto(path);
        expect(await page.evaluate(spaceAfterFooter), `${path} at ${width} px`).toBe(0);
      }
    }
  });
});

test.describe('the open phone menu', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    // It stands apart from the page: the page under it is dimmed, the bar is not.
    test(`dims the page at 375 px, ${colorScheme} scheme, and closes on a tap on the page`, async ({
      page,
      content,
    }) => {
      const { navigation } = content.layout;
      await page.setViewportSize({ width: 375, height: 700 });
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      await page.getByRole('button', { name: navigation.openMenu }).click();
      const menu = page.getByRole('navigation', { name: navigation.label }).locator(':popover-open');
      await expect(menu).toBeVisible();
      const seen = await menu.evaluate((element) => {
        const backdrop = getComputedStyle(element, '::backdrop');
        const header = document.querySelector('body header')!.getBoundingClientRect();
        const toggle = document.querySelector('body header button[popovertarget]')!;
        const box = toggle.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return {
          alpha: Number(/rgba?\([^)]*?([\d.]+)\)$/.exec(backdrop.backgroundColor)?.[1] ?? 1),
          backdropTop: parseFloat(backdrop.top),
          headerBottom: Math.round(header.bottom),
          toggleOnTop: toggle.contains(hit),
        };
      });
      expect(seen.alpha, 'the dimming of the page').toBeGreaterThanOrEqual(0.3);
      expect(seen.alpha, 'the dimming of the page').toBeLessThan(1);
      expect(seen.backdropTop, 'the dimming starts under the bar').toBe(seen.headerBottom);
      expect(seen.toggleOnTop, 'the toggle is not dimmed').toBe(true);

      const url = page.url();
      await page.mouse.click(187, 680);
      await expect(menu).toBeHidden();
      expect(page.url(), 'the tap closes the menu and follows nothing under it').toBe(url);
    });
  }
});

test.describe('the home page on a phone', () => {
  for (const screen of [
    { width: 320, height: 568 },
    { width: 375, height: 667 },
  ]) {
    // Name, title, availability and both calls to action, in the first screen.
    test(
      `leads with the person at ${screen.width}×${screen.height}`,
      contentGate(screen.width === 320),
      async ({ page, content }) => {
        const { profile } = content;
        await page.setViewportSize(screen);
        await page.goto('/');
        const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
        const actions = await hero.getByRole('link').all();
        // Get In Touch always; View My Work while there are projects; the résumé's download.
        expect(actions.length).toBeGreaterThanOrEqual(1);
        const firstScreen = [
          page.getByRole('heading', { level: 1, name: profile.name }),
          hero.getByText(profile.title, { exact: true }),
          ...(profile.availability ? [hero.getByText(profile.availability.message, { exact: true })] : []),
          ...actions,
        ];
        for (const element of firstScreen) await expect(element).toBeInViewport({ ratio: 1 });
      },
    );
  }
});

test.describe('the skills page', () => {
  // At every width.
  test(
    'core technology tiles fill every row and leave room for their words',
    contentGate(),
    async ({ page, content, looks, request, routes }) => {
      const { skillsPage, skills } = content;
      if (await leftOut('/skills', routes, request)) return;
      await page.goto('/skills');
      for (const width of widthsOf(looks)) {
        await page.setViewportSize({ width, height: 900 });
        const region = page.getByRole('region', { name: skillsPage.coreHeading });
        // Without core technologies the section is left out.
        await expect(region).toHaveCount(skills.coreTechnologies?.length ? 1 : 0);
        const tiles = region.getByRole('listitem');
        const boxes = await tiles.evaluateAll((items) =>
          items.map((item) => {
            const description = item.querySelector('h3 ~ p');
            return {
              top: Math.round(item.getBoundingClientRect().top),
              ems:
                description &&
                description.getBoundingClientRect().width /
                  Number.parseFloat(getComputedStyle(description).fontSize),
            };
          }),
        );
        // With the notes folded (foldNotes) a tile is its mark and name, and the notes open below.
        const described = skills.coreTechnologies?.filter((technology) => technology.description) ?? [];
        expect(
          boxes.filter((box) => box.ems !== null),
          `tiles showing their notes at ${width} px`,
        ).toHaveLength(skillsPage.foldNotes ? 0 : described.length);
        const rows = new Map<number, number>();
        for (const box of boxes) rows.set(box.top, (rows.get(box.top) ?? 0) + 1);
        const perRow = [...rows.values()];
        // Full rows, and a last one no fuller than the others (tiles that do not fill a row end it).
        expect(
          perRow.slice(0, -1).every((count) => count === perRow[0]),
          `tiles per row at ${width} px: ${perRow.join(', ')}`,
        ).toBe(true);
        expect(perRow.at(-1) ?? 0, `tiles per row at ${width} px: ${perRow.join(', ')}`).toBeLessThanOrEqual(
          perRow[0] ?? 0,
        );
        // On phones the tiles stand two abreast so the page reads in fewer screens; a short description
        // still gets room for a few words a line there, fifteen ems from the tablet up.
        const room = width < 768 ? 10 : 15;
        for (const box of boxes) {
          if (box.ems !== null)
            expect(box.ems, `description width in ems at ${width} px`).toBeGreaterThanOrEqual(room);
        }
      }
    },
  );

  for (const colorScheme of ['light', 'dark'] as const) {
    test(
      `share bars show the share they state, in the accent colour (${colorScheme})`,
      contentGate(colorScheme === 'light'),
      async ({ page, content, request, routes }) => {
        const { site, skillsPage, skills } = content;
        if (await leftOut('/skills', routes, request)) return;
        await page.emulateMedia({ colorScheme });
        await page.goto('/skills');
        const section = page.getByRole('region', { name: skillsPage.summariesHeading });
        const bars = await section.locator('dd').evaluateAll((values) =>
          values.flatMap((value) => {
            const stated = /(\d+)%/.exec(value.textContent ?? '')?.[1];
            if (stated === undefined) return [];
            const [track, fill] = [...value.querySelectorAll('svg rect')];
            if (!track || !fill) return [{ stated: Number(stated), shown: Number.NaN, colour: '' }];
            return [
              {
                stated: Number(stated),
                shown: (fill.getBoundingClientRect().width / track.getBoundingClientRect().width) * 100,
                colour: getComputedStyle(fill).fill,
              },
            ];
          }),
        );
        // A rating that states a share is drawn as a bar; others are words alone.
        const shares = (skills.summaries ?? []).flatMap((summary) =>
          summary.ratings.filter((rating) => /\d+%/.test(rating.value)),
        );
        expect(bars).toHaveLength(shares.length);
        const accent = site.accent[colorScheme].toLowerCase();
        const hex = (rgb: string) =>
          `#${(rgb.match(/\d+/g) ?? [])
            .slice(0, 3)
            .map((n) => Number(n).toString(16).padStart(2, '0'))
            .join('')}`;
        for (const bar of bars) {
          expect(
            Math.abs(bar.shown - bar.stated),
            `${bar.stated}% drawn as ${bar.shown}%`,
          ).toBeLessThanOrEqual(1);
          expect(hex(bar.colour)).toBe(accent);
        }
      },
    );
  }
});

test.describe('the contact page', () => {
  for (const width of [1024, 1440]) {
    test(
      `the form's column and the side panels end together at ${width} px`,
      contentGate(width === 1440),
      async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/contact');
        const columns = await page.evaluate(() => {
          const form = document.querySelector('main form')!;
          const aside = document.querySelector('main aside');
          // Without side panels the form stands alone: no empty column is kept beside it.
          if (!aside) {
            const grid = form.parentElement!.parentElement!;
            return { columnsAlone: getComputedStyle(grid).gridTemplateColumns.split(' ').length };
          }
          let grid = form.parentElement!;
          while (!grid.contains(aside)) grid = grid.parentElement!;
          const cell = (element: Element) => [...grid.children].find((child) => child.contains(element))!;
          const formLeft = cell(form).getBoundingClientRect().left;
          const asideBox = cell(aside).getBoundingClientRect();
          const formColumn = [...grid.children].filter(
            (child) => Math.abs(child.getBoundingClientRect().left - formLeft) < 1 && child !== cell(aside),
          );
          return {
            sideBySide: cell(form).getBoundingClientRect().right <= asideBox.left,
            formBottom: Math.max(...formColumn.map((child) => child.getBoundingClientRect().bottom)),
            asideBottom: asideBox.bottom,
            height: grid.getBoundingClientRect().height,
          };
        });
        if ('columnsAlone' in columns) {
          expect(columns.columnsAlone, 'columns beside a form without side panels').toBe(1);
          return;
        }
        expect(columns.sideBySide).toBe(true);
        expect(
          Math.abs(columns.formBottom - columns.asideBottom),
          'empty height beside the shorter column',
        ).toBeLessThanOrEqual(columns.height / 5);
      },
    );
  }
});

test.describe('phone craft', () => {
  for (const [path, need, name] of [
    ['/writing', 'post-tags', 'tags'],
    ['/projects', 'project-filter', 'filter'],
  ] as const) {
    test(
      `${path}: filters in one scrolling row, Tab showing each`,
      needs(need),
      async ({ page, content }) => {
        const label =
          path === '/writing' ? content.writingPage!.tags.label : content.projectsPage.filter.label;
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto(path);
        const group = page.getByRole('group', { name: label });
        const buttons = group.getByRole('button');
        const tops = await buttons.evaluateAll((all) =>
          all.map((button) => button.getBoundingClientRect().top),
        );
        expect(new Set(tops).size, `rows of ${name} choices`).toBe(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
        // Each choice reached with Tab stands whole inside the window, its focus ring too.
        await buttons.first().focus();
        for (let index = 0; index < tops.length; index++) {
          if (index > 0) await page.keyboard.press('Tab');
          await expect(buttons.nth(index)).toBeFocused();
          // The row may scroll there smoothly.
          await expect
            .poll(
              async () => {
                const box = (await buttons.nth(index).boundingBox())!;
                return box.x >= 8 && box.x + box.width <= 375 - 8;
              },
              `choice ${index + 1} whole in the window`,
            )
            .toBe(true);
        }
      },
    );
  }

  test('the strengths read at 15 px or more', async ({ page, content }) => {
    const strengths = content.homePage.strengths!;
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const cards = page.getByRole('region', { name: strengths.heading }).getByRole('listitem');
      await expect(cards).toHaveCount(strengths.cards.length);
      const sizes = await cards.evaluateAll((items) =>
        items.flatMap((item) =>
          [...item.querySelectorAll('h3, p')].map((text) =>
            Number.parseFloat(getComputedStyle(text).fontSize),
          ),
        ),
      );
      expect(Math.min(...sizes), `the smallest text at ${width} px`).toBeGreaterThanOrEqual(15);
    }
  });
});

test('the FAQ answers run 45 to 80 characters a line at 1440 px', needs('faq'), async ({ page, content }) => {
  const { faq } = content.contactPage;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/contact');
  for (const item of faq!.items) await page.getByRole('button', { name: item.question }).click();
  const lines = await page.evaluate(
    (answers) =>
      answers.map((answer) => {
        const text = [...document.querySelectorAll('main p')].find((p) => p.textContent === answer)!;
        const range = document.createRange();
        range.selectNodeContents(text);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return { lines: tops.size, perLine: answer.length / tops.size };
      }),
    faq!.items.map((item) => item.answer),
  );
  for (const { lines: count, perLine } of lines) {
    expect(perLine).toBeLessThanOrEqual(80);
    if (count > 1) expect(perLine).toBeGreaterThanOrEqual(45);
  }
});

// Scrolled to any point of its parts, the rail beside them shows something: its drawing or its facts.
test(
  'a case study keeps its rail in view beside its parts at 1440 px',
  needs('case-studies'),
  async ({ page, content }) => {
    const project = content.projects.find((entry) => entry.caseStudy)!;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/projects/${project.id}`);
    const parts = (await page.locator('main article > div').last().boundingBox())!;
    const railHeading = page.getByText(content.projectsPage.caseStudy!.role, { exact: true });
    await expect(railHeading).toBeVisible();
    const rail = railHeading.locator('xpath=ancestor::div[parent::article]');
    for (let y = parts.y; y < parts.y + parts.height - 900; y += 450) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      const shown = await rail.evaluate((box) =>
        [...box.children].some((child) => {
          const { top, bottom } = child.getBoundingClientRect();
          return bottom > 64 && top < window.innerHeight;
        }),
      );
      expect(shown, `the rail beside the parts, scrolled to ${Math.round(y)} px`).toBe(true);
    }
  },
);
