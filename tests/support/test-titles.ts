/**
 * How long a test's full title may be: its describe titles and its own, joined by " › " (Vitest
 * prints " > ", as long), and for a browser test the tags Playwright prints after it. A reader takes
 * in a title of this length at a glance; the detail goes in a comment above the test.
 */
export const titleLimit = 100;

/** Those of `titles` longer than the limit, each after its length, for a failure to name. */
export function overlongTitles(titles: Iterable<string>): string[] {
  return [...titles].filter((title) => title.length > titleLimit).map((title) => `${title.length}  ${title}`);
}
