import type { Locator, Page } from '@playwright/test';
import { contactForm, sampleMessage } from './contact-form';
import { needs, tags, without } from './content-needs';
import { contentGate, expect, test } from './fixtures';

/*
 * What axe does not see (WCAG 2.2 AA): where focus goes while and after the contact form sends, how
 * invalid fields are marked and described, forced colours (Windows High Contrast), motion that
 * stops, the text-spacing override at 320 px, and live text that changes with the project filter.
 */

/** The element with focus, described for a failure message; "body" when focus was lost. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return `${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 60) ?? ''}`;
  });

test.describe('the contact form', () => {
  // Each invalid field is described in the browser’s own words.
  test('a submit with empty required fields focuses the first and marks each invalid', async ({
    page,
    content,
  }) => {
    const copy = content.contactPage.form;
    const form = contactForm(page, copy);
    await page.goto('/contact');
    await form.field('email').fill('not-an-address');
    await form.submit.click();

    const name = form.field('name');
    await expect(name).toBeFocused();
    const fields = [
      'name',
      'email',
      ...(copy.projectTypes ? (['projectType'] as const) : []),
      'subject',
      'message',
    ] as const;
    for (const field of fields) {
      const control = form.field(field);
      const message = await control.evaluate((element: HTMLInputElement) => element.validationMessage);
      expect(message, `${field} fails the browser's own check`).not.toBe('');
      await expect(control, field).toHaveAttribute('aria-invalid', 'true');
      // The message is the description's first part (the message box is also described by its counter).
      await expect(control, field).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(message)}`));
      await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
    }
    await expect(name).toHaveAccessibleDescription(
      await name.evaluate((element: HTMLInputElement) => element.validationMessage),
    );
    // The optional field is never marked.
    await expect(form.field('company')).not.toHaveAttribute('aria-invalid', 'true');

    // A field put right is no longer marked or described as wrong.
    await name.fill('Jane Smith');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('');
    await form.field('email').fill('jane@example.com');
    await expect(form.field('email')).not.toHaveAttribute('aria-invalid', 'true');
  });

  // At no moment does focus fall to the page.
  test('focus stays on the button while sending, then moves to the success message', async ({
    page,
    content,
  }) => {
    const copy = content.contactPage.form;
    const form = contactForm(page, copy);
    await page.clock.install();
    await page.goto('/contact');
    await form.fill(sampleMessage(copy));
    // Time stands still but for the steps below.
    await page.clock.pauseAt(Date.now() + 1_000);
    await form.submit.focus();
    await page.keyboard.press('Enter');

    await expect(form.sending).toBeVisible();
    await expect(form.sending).toBeDisabled();
    expect(await focused(page)).toBe(`button: ${copy.sendingLabel}`);
    // A second press while sending sends nothing more and keeps focus where it is.
    await page.keyboard.press('Enter');
    await page.clock.runFor(1_000);
    expect(await focused(page)).toBe(`button: ${copy.sendingLabel}`);

    await page.clock.runFor(1_100);
    const banner = page.getByRole('status').getByText(copy.success.title).locator('..').locator('..');
    await expect(banner).toBeFocused();
    await expect(banner).toContainText(copy.success.text ?? copy.success.title);

    await page.clock.runFor(5_100);
    await expect(page.getByText(copy.success.title)).toHaveCount(0);
    expect(await focused(page)).not.toBe('body');
    await expect(page.locator('form :focus')).toHaveCount(1);
  });

  // The counter reads n/limit; the description names the limit.
  test('the message box states the longest message it sends, beside its counter', async ({
    page,
    content,
  }) => {
    const copy = content.contactPage.form;
    const box = contactForm(page, copy).field('message');
    await page.goto('/contact');
    const cap = Number(await box.getAttribute('maxlength'));
    expect(cap).toBeGreaterThan(copy.messageLimit);
    const counter = copy.counter.replace('{count}', '0').replace('{limit}', String(copy.messageLimit));
    await expect(page.getByText(counter, { exact: true })).toBeVisible();
    // Only an owner who words the cap (lengthLimitNote) has words to state it with.
    if (copy.lengthLimitNote) {
      const description = await box.evaluate((element) =>
        (element.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
      expect(description).toContain(counter);
      // Digits as written in any locale: 10,000, 10 000 and 10000 all name the cap.
      expect(description.replace(/(\d)[\s,.\u00a0\u202f](?=\d{3})/g, '$1')).toContain(String(cap));
      await expect(page.getByText(description.replace(counter, '').trim(), { exact: true })).toBeVisible();
    }
  });
});

// Even when the count stays the same.
test(
  'each project filter choice changes what the live count says',
  tags(contentGate(), needs('project-filter')),
  async ({ page, content }) => {
    await page.goto('/projects');
    const { projects, projectsPage } = content;
    const categories = (projectsPage.categories ?? []).filter((category) =>
      projects.some((project) => project.category === category),
    );
    // The filter shows with two categories to choose between.
    const filter = page.getByRole('group', { name: projectsPage.filter.label });
    await expect(filter).toHaveCount(1);

    const live = page.locator('[aria-live]').filter({ hasText: /\d/ });
    await expect(live).toHaveCount(1);
    // Every category in turn, then back to all: each choice says something new.
    let said = await live.textContent();
    for (const choice of [...categories, projectsPage.filter.all]) {
      await filter.getByRole('button', { name: choice, exact: true }).click();
      await expect(live).not.toHaveText(said!);
      said = await live.textContent();
      const shown =
        choice === projectsPage.filter.all ? projects : projects.filter((p) => p.category === choice);
      expect(said).toContain(
        projectsPage.filter.count
          .replace('{shown}', String(shown.length))
          .replace('{total}', String(projects.length)),
      );
    }
  },
);

// Without a filter there is nothing to announce.
test(
  'with fewer than two categories there is no project filter',
  tags(contentGate(), without('project-filter')),
  async ({ page, content, routes }) => {
    await page.goto(routes.some((route) => route.path === '/projects') ? '/projects' : '/');
    await expect(page.getByRole('group', { name: content.projectsPage.filter.label })).toHaveCount(0);
  },
);

test('the availability dot stops pulsing within 5 s (WCAG 2.2.2)', async ({ page, content, routes }) => {
  // The owner's availability is a badge on the home and contact pages.
  for (const route of routes.filter((candidate) => ['/', '/contact'].includes(candidate.path))) {
    await page.goto(route.path);
    const dots = page.locator('[data-status] > [aria-hidden="true"]');
    await expect(dots, route.path).toHaveCount(content.profile.availability ? 1 : 0);
    for (const dot of await dots.all()) {
      const { count, duration } = await dot.evaluate((element) => {
        const style = getComputedStyle(element);
        return { count: style.animationIterationCount, duration: parseFloat(style.animationDuration) };
      });
      expect(count, `${route.path}: animation-iteration-count`).not.toBe('infinite');
      expect(Number(count) * duration, `${route.path}: seconds of pulsing`).toBeLessThanOrEqual(5);
    }
  }
});

test.describe('the text-spacing override (WCAG 1.4.12) at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 }, bypassCSP: true });

  test('no page scrolls sideways', contentGate(), async ({ page, routes }) => {
    const overflows: string[] = [];
    for (const route of routes) {
      await page.goto(route.path);
      await page.addStyleTag({
        content: `*, *::before, *::after {
          line-height: 1.5 !important;
          letter-spacing: 0.12em !important;
          word-spacing: 0.16em !important;
        }
        p { margin-bottom: 2em !important; }`,
      });
      const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      if (width > 320) overflows.push(`${route.path}: ${width} px wide (${await widest(page)})`);
    }
    expect(overflows).toEqual([]);
  });
});

/** The element that sticks out furthest to the right, for a failure message. */
const widest = (page: Page) =>
  page.evaluate(() => {
    let worst: Element | undefined;
    let right = document.documentElement.clientWidth;
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > right + 0.5) [worst, right] = [element, box.right];
    }
    return worst ? `${worst.tagName.toLowerCase()} "${worst.textContent?.trim().slice(0, 40)}"` : 'none';
  });

interface Look {
  background: string;
  color: string;
  border: string;
  outline: string;
  decoration: string;
}

/**
 * What makes an element stand out in forced colours: the colour it is painted in (its own
 * background, else what shows through it), its text colour, border, outline and underline (a bolder
 * weight alone is too slight a difference to count).
 */
const lookOf = (locator: Locator): Promise<Look> =>
  locator.evaluate((element) => {
    const painted = (color: string) => !/^(transparent|rgba\(.*, 0\))$/.test(color);
    let background = getComputedStyle(element).backgroundColor;
    for (let parent = element.parentElement; !painted(background) && parent; parent = parent.parentElement) {
      background = getComputedStyle(parent).backgroundColor;
    }
    const style = getComputedStyle(element);
    const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
    return {
      background,
      color: style.color,
      border: sides
        .map((side) =>
          [style[`border${side}Width`], style[`border${side}Style`], style[`border${side}Color`]].join(' '),
        )
        .join(', '),
      outline: `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`,
      decoration: `${style.textDecorationLine} ${style.textDecorationThickness}`,
    };
  });

/**
 * The element's boundary as drawn: a side's border that has width and a style and whose colour
 * differs from what is behind it (its own background, else the nearest painted one).
 */
const boundaryOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const painted = (color: string) => !/^(transparent|rgba\(.*, 0\))$/.test(color);
    let behind = getComputedStyle(element).backgroundColor;
    for (let parent = element.parentElement; !painted(behind) && parent; parent = parent.parentElement) {
      behind = getComputedStyle(parent).backgroundColor;
    }
    const style = getComputedStyle(element);
    const sides = (['Top', 'Right', 'Bottom', 'Left'] as const).filter(
      (side) =>
        parseFloat(style[`border${side}Width`]) > 0 &&
        !['none', 'hidden'].includes(style[`border${side}Style`]) &&
        painted(style[`border${side}Color`]) &&
        style[`border${side}Color`] !== behind,
    );
    return { sides, behind };
  });

/** The colour of the element's own fill and that of what is behind it. */
const fillOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const painted = (color: string) => !/^(transparent|rgba\(.*, 0\))$/.test(color);
    let behind = 'rgba(0, 0, 0, 0)';
    for (let parent = element.parentElement; !painted(behind) && parent; parent = parent.parentElement) {
      behind = getComputedStyle(parent).backgroundColor;
    }
    return { fill: getComputedStyle(element).backgroundColor, behind };
  });

// The phone's menu and the desktop's navigation, each in one scheme: forced colours replace the
// scheme's colours with the system's, so the other pairings show nothing new.
for (const { colorScheme, viewport } of [
  { colorScheme: 'light', viewport: { width: 375, height: 740 } },
  { colorScheme: 'dark', viewport: { width: 1440, height: 900 } },
] as const) {
  const scheme = colorScheme === 'dark' ? ', dark scheme' : '';
  test.describe(`forced colours at ${viewport.width} px${scheme}`, () => {
    test.use({ colorScheme, viewport });
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme, forcedColors: 'active' });
    });

    // The pressed project filter stands out from the others.
    test('the pressed filter stands out', needs('project-filter'), async ({ page, content }) => {
      await page.goto('/projects');
      const filter = page.getByRole('group', { name: content.projectsPage.filter.label });
      await expect(filter).toHaveCount(1);
      const pressed = filter.getByRole('button', { pressed: true });
      const unpressed = filter.getByRole('button', { pressed: false }).first();
      const [on, off] = [await lookOf(pressed), await lookOf(unpressed)];
      expect({ background: on.background, border: on.border }).not.toEqual({
        background: off.background,
        border: off.border,
      });
    });

    test('the send button and the FAQ questions keep their boundaries', async ({ page, content }) => {
      const copy = content.contactPage;
      await page.goto('/contact');
      const buttons = [
        { name: copy.form.submitLabel, button: contactForm(page, copy.form).submit },
        ...(copy.faq?.items ?? []).map((item) => ({
          name: item.question,
          button: page.getByRole('button', { name: item.question }),
        })),
      ];
      for (const { name, button } of buttons) {
        const { sides, behind } = await boundaryOf(button);
        expect(sides, `${name}: a border whose colour differs from ${behind}`).not.toEqual([]);
      }
    });

    // Open, over the page.
    test('a tooltip keeps its boundary', needs('home-technologies'), async ({ page, content }) => {
      await page.goto('/');
      const marks = page.locator('[aria-labelledby][tabindex="0"][role="img"]');
      await expect(marks).toHaveCount(content.homePage.technologies!.length);
      await marks.first().focus();
      const tooltip = page.locator(`[id="${await marks.first().getAttribute('aria-labelledby')}"]`);
      await expect(tooltip).toBeVisible();
      const { sides, behind } = await boundaryOf(tooltip);
      expect(sides, `the tooltip: a border whose colour differs from ${behind}`).toHaveLength(4);
    });

    test('the availability dot stays visible', needs('availability'), async ({ page }) => {
      await page.goto('/contact');
      const dot = page.locator('[data-status] > [aria-hidden="true"]');
      await expect(dot).toHaveCount(1);
      const { fill, behind } = await fillOf(dot);
      expect(fill).not.toMatch(/^(transparent|rgba\(.*, 0\))$/);
      expect(fill).not.toBe(behind);
    });

    // Its words, there for screen readers, are not painted over the glyph.
    test('the colour-scheme switch shows its glyph, not its words', async ({ page, content }) => {
      await page.goto('/');
      const select = page.getByRole('combobox', { name: content.layout.theme.label });
      expect(await select.evaluate((element) => getComputedStyle(element).color)).toMatch(
        /^(transparent|rgba\(.*, 0\))$/,
      );
      expect((await boundaryOf(select)).sides).not.toEqual([]);
    });

    test('the current page’s navigation link differs from the others', async ({ page, content, routes }) => {
      const { navigation } = content.layout;
      const last = routes.at(-1)!;
      await page.goto(last.path);
      if (viewport.width < 768) await page.getByRole('button', { name: navigation.openMenu }).click();
      const nav = page.getByRole('navigation', { name: navigation.label });
      const current = nav.locator('a[aria-current="page"]');
      await expect(current).toBeVisible();
      const other = nav.locator('a:not([aria-current])').first();
      expect(await lookOf(current)).not.toEqual(await lookOf(other));
    });
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
