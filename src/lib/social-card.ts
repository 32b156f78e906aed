import { profile, site, type PageId } from '../content';
import { fill } from './fill';
import { routes } from './routes';

/** The card link previews show (LinkedIn, Slack, X): the size and type they display in full. */
export const socialCardSize = { width: 1200, height: 630 } as const;
export const socialCardType = 'image/jpeg';

/** Where the build publishes a page's card; the not-found page shares the home page's. */
export function socialCardPath(pageId: PageId): string {
  return `/social/${pageId === 'notFound' ? 'home' : pageId}.jpg`;
}

/** What one card shows, all from content. */
export interface SocialCardContent {
  /** Where the card is published, e.g. `/social/experience.jpg`. */
  path: string;
  /** Pixels: `socialCardSize`. */
  width: number;
  height: number;
  pageTitle: string;
  name: string;
  title: string;
  /** The site's address without the scheme, e.g. `example.com`. */
  siteName: string;
  accentColor: string;
}

/** One card per route, for the build to draw (scripts/social-cards). */
export function socialCards(): SocialCardContent[] {
  return routes.map((route) => ({
    path: socialCardPath(route.id),
    ...socialCardSize,
    pageTitle: fill(site.pages[route.id].title, { name: profile.name }),
    name: profile.name,
    title: profile.title,
    siteName: new URL(site.url).host,
    accentColor: site.accent.light,
  }));
}
