import type { PageId } from '../content';
import { notFoundPage } from '../content/pages';

/** The card link previews show (LinkedIn, Slack, X): the size and type they display in full. */
export const socialCardSize = { width: 1200, height: 630 } as const;
export const socialCardType = 'image/jpeg';

/** Where the build publishes a page's card (scripts/social-cards); the not-found page shares the home page's. */
export function socialCardPath(pageId: PageId): string {
  return `/social/${pageId === notFoundPage.id ? 'home' : pageId}.jpg`;
}
