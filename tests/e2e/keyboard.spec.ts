import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

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

test('a keyboard-only visit: skip link, navigation, project filter, contact form and FAQ', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');

  // The first Tab offers the skip link, which moves focus to the main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  // Navigation: from the top of a fresh page, Tab to Projects and follow it.
  const projectsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' });
  await page.goto('/');
  await tabTo(page, projectsLink);
  await expectFocusRing(projectsLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/projects');

  // The filter: Tab to a category and press Space.
  const enterprise = page.getByRole('button', { name: 'Enterprise Architecture' });
  await tabTo(page, enterprise);
  await expectFocusRing(enterprise);
  await page.keyboard.press('Space');
  await expect(enterprise).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Full Stack Development' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The contact form, filled and sent from the keyboard.
  await page.goto('/contact');
  const name = page.getByLabel('Your Name');
  await tabTo(page, name);
  await expectFocusRing(name);
  await page.keyboard.type('Jane Smith');
  await page.keyboard.press('Tab');
  await page.keyboard.type('jane@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Acme');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Project Type')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Project Type')).toHaveValue('web-app');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hello');
  await page.keyboard.press('Tab');
  await page.keyboard.type('A short message typed from the keyboard.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await page.clock.runFor(2100);
  await expect(page.getByRole('status')).toContainText('Message sent successfully!');

  // The FAQ: Tab to a question, open and close it.
  const question = page
    .getByRole('region', { name: 'Frequently Asked Questions' })
    .getByRole('button')
    .first();
  await tabTo(page, question);
  await expectFocusRing(question);
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
});
