import { layout, routes as declaredRoutes, type RouteId } from '../content';
import { notFoundPage } from '../content/pages';
import { lazyPage, type LazyPage } from './lazy-page';

export interface SiteRoute {
  /** The page's key in the content (`site.json` → `pages`, `layout.json` → navigation links). */
  id: RouteId;
  path: string;
  /** The navigation link's text. */
  label: string;
  Page: LazyPage;
}

/** Each page's template, `src/pages/<id>-page.tsx`, loaded when the page is first shown. */
const templates = import.meta.glob<{ default: React.ComponentType }>('../pages/*-page.tsx');

function template(name: string): LazyPage {
  const load = templates[`../pages/${name}-page.tsx`];
  if (!load) throw new Error(`The route "${name}" has no page template: add src/pages/${name}-page.tsx`);
  return lazyPage(load);
}

/** The site's routes (src/content/config.ts), in navigation order. */
export const routes: readonly SiteRoute[] = declaredRoutes.map((route) => ({
  ...route,
  label: layout.navigation.links[route.id],
  Page: template(route.id),
}));

export const NotFoundPage = template(notFoundPage.template);

/** The route at an address (a trailing slash allowed), if it is one of the site's. */
export function routeFor(pathname: string): SiteRoute | undefined {
  const normalized = pathname.replace(/\/+$/, '') || '/';
  return routes.find((route) => route.path === normalized);
}

/** The page for an address, or the not-found page. */
export function pageFor(pathname: string): LazyPage {
  return routeFor(pathname)?.Page ?? NotFoundPage;
}

/**
 * Whether a link from the content leads somewhere: any address off the site, or a page the site
 * publishes. A call to action that leads to a page without content (no projects) is left out.
 */
export function leadsToPage(href: string): boolean {
  if (!href.startsWith('/')) return true;
  return routeFor(href.replace(/#.*$/, '')) !== undefined;
}
