import { profile, site, type PageId } from '../content';
import { notFoundPage } from '../content/pages';
import { fill } from './fill';
import { routeFor } from './routes';

/** A page's title, as its head shows it and a page change announces it. */
export function pageTitle(pageId: PageId): string {
  return fill(site.pages[pageId].title, { name: profile.name, title: profile.title });
}

/** The title of the page at an address: one of the site's routes, or the not-found page. */
export function pageTitleFor(pathname: string): string {
  return pageTitle(routeFor(pathname)?.id ?? notFoundPage.id);
}
