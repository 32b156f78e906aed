/**
 * Keeps the document head in step with client-side navigation. Loaded on the first navigation, not
 * with the page: a prerendered page arrives with its head already complete.
 */
import { createHead } from 'unhead/client';
import { pageHeadFor } from './page-head';

const head = createHead();
let entry: ReturnType<typeof head.push> | undefined;

/** Replaces the head's title, meta, links and structured data with those of the page at `pathname`. */
export async function showPageHead(pathname: string): Promise<void> {
  const input = await pageHeadFor(pathname);
  if (entry) entry.patch(input);
  else entry = head.push(input);
}

// The page announcer names the new page by the title this chunk already holds.
export { pageTitleFor } from './page-title';
