import type { Page, Response } from '@playwright/test';
import type { SiteContent } from '#src/content/config.ts';
import { expect } from './fixtures';

/**
 * Opens a route and checks it renders, hydrates (an in-app link navigates without a document load)
 * and breaks no rule of the Content-Security-Policy, whichever way the policy arrived. `route` is
 * the site path; `address` the one to open, when the site is served elsewhere or under a base path.
 */
export async function expectWorkingUnderPolicy(
  page: Page,
  content: SiteContent,
  route: string,
  {
    address = route,
    checkResponse = () => {},
  }: { address?: string; checkResponse?: (response: Response | null) => void } = {},
) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const response = await page.goto(address);
  checkResponse(response);
  await expect(page.locator('h1')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const nav = page.getByRole('navigation', { name: content.layout.navigation.label });
  // Another page the navigation offers: the site publishes those its content fills.
  const other = nav.locator('a:not([aria-current="page"])').first();
  const name = (await other.textContent())!;
  await other.click();
  await expect(nav.locator('[aria-current="page"]')).toHaveText(name);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(await violations(page)).toEqual([]);
}

/** The violations recorded on the page so far. */
export const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
