import { routes, writingPage } from '../content';

/** Where the build publishes the posts' feeds (scripts/outputs/site-files/feeds.ts). */
export const feedPaths = { atom: '/feed.xml', json: '/feed.json' } as const;

/** The feeds every page's head names, once the owner has posts (the Writing page is published). */
export function feedLinks(): { type: string; path: string; title: string }[] {
  if (!writingPage || !routes.some((route) => route.id === 'writing')) return [];
  return [
    { type: 'application/atom+xml', path: feedPaths.atom, title: writingPage.feeds.atom },
    { type: 'application/feed+json', path: feedPaths.json, title: writingPage.feeds.json },
  ];
}
