import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/** The site's five routes, in navigation order. */
export const siteRoutes = [
  { path: '/', label: 'Home' },
  { path: '/experience', label: 'Experience' },
  { path: '/skills', label: 'Skills' },
  { path: '/projects', label: 'Projects' },
  { path: '/contact', label: 'Contact' },
] as const;

interface Fixtures {
  /**
   * Whether `page.goto` waits until the app has hydrated the prerendered page (it loads after first
   * paint). Off for tests about the page before any script runs.
   */
  waitForHydration: boolean;
  /** Console errors a test expects (e.g. the browser's own note that a page answered 404). */
  expectedConsoleErrors: RegExp | null;
  /** Every console message the page printed, for assertions; errors and warnings fail the test. */
  consoleMessages: ConsoleMessage[];
}

export const test = base.extend<Fixtures>({
  waitForHydration: [true, { option: true }],
  page: async ({ page, waitForHydration }, provide) => {
    if (waitForHydration) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await page.waitForFunction(
          () => !document.getElementById('root') || document.documentElement.dataset.hydrated === 'true',
        );
        return response;
      };
    }
    await provide(page);
  },
  expectedConsoleErrors: [null, { option: true }],
  consoleMessages: [
    async ({ page, expectedConsoleErrors }, use) => {
      const messages: ConsoleMessage[] = [];
      const pageErrors: Error[] = [];
      page.on('console', (message) => messages.push(message));
      page.on('pageerror', (error) => pageErrors.push(error));
      await use(messages);
      const problems = messages
        .filter((message) => message.type() === 'error' || message.type() === 'warning')
        .filter((message) => !expectedConsoleErrors?.test(message.text()))
        .map((message) => `${message.type()}: ${message.text()}`);
      expect(pageErrors.map(String), 'uncaught errors in the page').toEqual([]);
      expect(problems, 'console errors or warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
