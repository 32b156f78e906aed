import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { contactForm, sampleMessage } from './contact-form';
import { expect, leftOut, siteRoutes, test } from './fixtures';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe-core in the page (evaluated through the driver, so the page's CSP does not apply). */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const found = await page.evaluate(async (runTags) => {
    const axe = (
      window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: runTags },
      resultTypes: ['violations'],
    });
    return result.violations;
  }, tags);
  return (found as AxeViolation[]).flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${violation.help} — ${node.target.join(' ')}`),
  );
}

const pages = [...siteRoutes.map((route) => route.path), '/no-such-page'];
const viewports = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of viewports) {
    test.describe(`${viewport.name}, ${colorScheme} scheme`, () => {
      test.use({
        colorScheme,
        viewport: { width: viewport.width, height: viewport.height },
        expectedConsoleErrors: /the server responded with a status of 404/,
      });

      for (const path of pages) {
        test(`${path} has no WCAG 2.2 AA violations`, async ({ page, request, routes }) => {
          if (await leftOut(path, routes, request)) return;
          await page.goto(path);
          await expect(page.locator('h1')).toBeVisible();
          expect(await violations(page)).toEqual([]);
        });
      }

      if (viewport.name === 'phone') {
        test('the open mobile menu has no violations', async ({ page, content }) => {
          const { navigation } = content.layout;
          await page.goto('/');
          await page.getByRole('button', { name: navigation.openMenu }).click();
          await expect(
            page.getByRole('navigation', { name: navigation.label }).getByRole('link').first(),
          ).toBeVisible();
          expect(await violations(page)).toEqual([]);
        });
      }

      test('an open FAQ item has no violations', async ({ page }) => {
        await page.goto('/contact');
        const question = page.locator('#faq').getByRole('button').first();
        await question.click();
        await expect(question).toHaveAttribute('aria-expanded', 'true');
        expect(await violations(page)).toEqual([]);
      });

      test('the contact success banner has no violations', async ({ page, content }) => {
        const copy = content.contactPage.form;
        const form = contactForm(page, copy);
        await page.clock.install();
        await page.goto('/contact');
        await form.fill(sampleMessage(copy));
        await form.submit.click();
        await page.clock.runFor(2_100);
        await expect(page.getByText(copy.success.title)).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    });
  }
}
