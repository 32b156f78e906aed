import type { Locator, Page } from '@playwright/test';
import { contactForm } from './contact-form';
import { needs, tags } from './content-needs';
import { contentGate, expect, test } from './fixtures';

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focused element shows a focus ring. */
async function expectFocusRing(target: Locator) {
  await expect(target).toBeFocused();
  const outline = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

test(
  'a keyboard-only visit: skip link, navigation, project filter and contact form',
  contentGate(),
  async ({ page, content }) => {
    const { layout, contactPage, projects, projectsPage } = content;
    await page.clock.install();
    await page.goto('/');

    // The first Tab offers the skip link, which moves focus to the main content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: layout.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();

    // Navigation: from the top of a fresh page, Tab to Projects and follow it (where the owner has
    // projects); then the filter, where it has two categories to choose between.
    if (projects.length > 0) {
      const projectsLink = page
        .getByRole('navigation', { name: layout.navigation.label })
        .getByRole('link', { name: layout.navigation.links.projects, exact: true });
      await page.goto('/');
      await tabTo(page, projectsLink);
      await expectFocusRing(projectsLink);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/projects');

      // The filter (shown for two categories or more): Tab to the last category and press Space,
      // then Shift+Tab to the one before it.
      const filters = [
        projectsPage.filter.all,
        ...(projectsPage.categories ?? []).filter((category) =>
          projects.some((project) => project.category === category),
        ),
      ];
      if (filters.length > 2) {
        const last = filters.at(-1)!;
        const lastButton = page.getByRole('button', { name: last, exact: true });
        await tabTo(page, lastButton);
        await expectFocusRing(lastButton);
        await page.keyboard.press('Space');
        await expect(lastButton).toHaveAttribute('aria-pressed', 'true');
        const inLast = projects.filter((project) => project.category === last);
        await expect(page.getByRole('article')).toHaveCount(inLast.length);
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Enter');
        await expect(page.getByRole('button', { name: filters.at(-2)!, exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
      }
    }

    // The contact form, filled and sent from the keyboard.
    const copy = contactPage.form;
    const form = contactForm(page, copy);
    await page.goto('/contact');
    const name = form.field('name');
    await tabTo(page, name);
    await expectFocusRing(name);
    await page.keyboard.type('Jane Smith');
    await page.keyboard.press('Tab');
    await page.keyboard.type('jane@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Acme');
    await page.keyboard.press('Tab');
    if (copy.projectTypes) {
      await expect(form.field('projectType')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(form.field('projectType')).toHaveValue(copy.projectTypes[0]!.value);
      await page.keyboard.press('Tab');
    }
    await expect(form.field('subject')).toBeFocused();
    await page.keyboard.type('Hello');
    await page.keyboard.press('Tab');
    await page.keyboard.type('A short message typed from the keyboard.');
    await page.keyboard.press('Tab');
    await expect(form.submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.sending).toBeDisabled();
    await page.clock.runFor(2100);
    await expect(page.getByRole('status')).toContainText(copy.success.title);
  },
);

test(
  'a keyboard-only visit to the FAQ: Tab to a question, open and close it',
  tags(contentGate(), needs('faq')),
  async ({ page, content }) => {
    const faq = content.contactPage.faq!;
    await page.goto('/contact');
    const question = page.getByRole('region', { name: faq.heading }).getByRole('button').first();
    await tabTo(page, question);
    await expectFocusRing(question);
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  },
);
