import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { contactForm, sampleMessage } from './contact-form';
import { needs, without } from './content-needs';
import { contentGate, expect, pagesAt, siteRoutes, test } from './fixtures';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * The rules whose findings depend on the colours: what the dark scheme can change. The page's
 * structure, names and roles are the same in either scheme.
 */
const colourRules = ['color-contrast', 'link-in-text-block', 'non-text-contrast'];

/**
 * Runs axe-core in the page (evaluated through the driver, so the page's CSP does not apply): every
 * WCAG A/AA rule, or only those that read the colours.
 */
async function violations(page: Page, only: 'all' | 'colours' = 'all'): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(
    async ({ runTags, rules }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (...args: unknown[]) => Promise<{ violations: unknown[] }>;
            getRules: () => { ruleId: string }[];
          };
        }
      ).axe;
      const known = new Set(axe.getRules().map((rule) => rule.ruleId));
      const result = await axe.run(document, {
        runOnly: rules
          ? { type: 'rule', values: rules.filter((rule) => known.has(rule)) }
          : { type: 'tag', values: runTags },
        resultTypes: ['violations'],
      });
      return result.violations;
    },
    { runTags: tags, rules: only === 'colours' ? colourRules : null },
  );
  return (found as AxeViolation[]).flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${violation.help} — ${node.target.join(' ')}`),
  );
}

const pages = [...siteRoutes.map((route) => route.path), '/no-such-page'];
const viewports = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
];

/**
 * Shows the page in a scheme and waits until buttons and links have eased into its colours. A page
 * opened after another was judged in the dark scheme starts dark, so the light pass waits too.
 */
async function showScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        // One cancelled by a newer one is done too.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Every rule in the light scheme, then, on the same page, the rules that read the colours in the
 * dark one.
 */
async function bothSchemes(page: Page): Promise<Record<'light' | 'dark', string[]>> {
  await showScheme(page, 'light');
  const light = await violations(page);
  await showScheme(page, 'dark');
  return { light, dark: await violations(page, 'colours') };
}
const none = { light: [], dark: [] };

for (const viewport of viewports) {
  test.describe(viewport.name, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      expectedConsoleErrors: /the server responded with a status of 404/,
    });

    for (const path of pages) {
      test(
        `${path} has no WCAG 2.2 AA violations, in either scheme`,
        contentGate(viewport.name === 'phone' && path !== '/no-such-page'),
        async ({ page, request, routes, site }) => {
          const shown = path === '/no-such-page' ? [path] : await pagesAt(path, { routes, site, request });
          for (const address of shown) {
            await page.goto(address);
            await expect(page.locator('h1')).toBeVisible();
            expect(await bothSchemes(page), address).toEqual(none);
          }
        },
      );
    }

    if (viewport.name === 'phone') {
      test('the open mobile menu has no violations', contentGate(), async ({ page, content }) => {
        const { navigation } = content.layout;
        await page.goto('/');
        await page.getByRole('button', { name: navigation.openMenu }).click();
        await expect(
          page.getByRole('navigation', { name: navigation.label }).getByRole('link').first(),
        ).toBeVisible();
        expect(await bothSchemes(page)).toEqual(none);
      });
    }

    test('an open FAQ item has no violations', needs('faq'), async ({ page }) => {
      await page.goto('/contact');
      const question = page.locator('#faq').getByRole('button').first();
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      expect(await bothSchemes(page)).toEqual(none);
    });

    // Rather than an empty one.
    test('without questions the contact page has no FAQ', without('faq'), async ({ page }) => {
      await page.goto('/contact');
      await expect(page.locator('#faq')).toHaveCount(0);
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
      expect(await bothSchemes(page)).toEqual(none);
    });
  });
}
