import type { Page, Response } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Opens a route and checks it renders, hydrates (an in-app link navigates without a document load)
 * and breaks no rule of the Content-Security-Policy, whichever way the policy arrived.
 */
export async function expectWorkingUnderPolicy(
  page: Page,
  route: string,
  checkResponse: (response: Response | null) => void = () => {},
) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const response = await page.goto(route);
  checkResponse(response);
  await expect(page.locator('h1')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const target = route.endsWith('/contact') ? 'Skills' : 'Contact';
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: target }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]')).toHaveText(
    target,
  );
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // The icons of a page rendered in the browser come from the sprite the app fetched.
  await expect(page.locator('main svg use').first()).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
}

/** The violations recorded on the page so far. */
export const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
