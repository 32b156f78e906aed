import { entryPages, layout, routes as declaredRoutes, type RouteId } from '../content';
import { notFoundPage } from '../content/values/pages';
import { lazyPage } from './lazy-page';
import type { HeadModule, LazyPage, PageModule, SitePage, SiteRoute } from './page-types';

/** Each page's template, `src/pages/<id>-page.tsx`, loaded when the page is first shown. */
const templates = import.meta.glob<PageModule>('../pages/*-page.tsx');
const heads = import.meta.glob<HeadModule>('../pages/*-page.head.ts');

/** The head module of a route's page, when it has one. */
export function headModule(id: RouteId): (() => Promise<HeadModule>) | undefined {
  return heads[`../pages/${id}-page.head.ts`];
}

function template(name: string): LazyPage {
  const load = templates[`../pages/${name}-page.tsx`];
  if (!load) throw new Error(`The route "${name}" has no page template: add src/pages/${name}-page.tsx`);
  return lazyPage(load);
}

/** The site's published routes (src/content/config.ts), in navigation order, with their link texts. */
const linkTexts: Readonly<Record<string, string>> = layout.navigation.links;
const published: readonly (SiteRoute & { navigation?: false })[] = declaredRoutes.map((route) => ({
  ...route,
  // A route with words of its own names its link there; the others in layout.json.
  label: route.label ?? linkTexts[route.id] ?? route.id,
  Page: template(route.id),
}));

/** The pages the header links to, in order. */
export const routes: readonly SiteRoute[] = published.filter((route) => route.navigation !== false);

/** Every page the site publishes: the routes', then the entries'. */
export const pages: readonly SitePage[] = [
  ...published,
  ...entryPages.map((page) => ({ ...page, Page: template(page.id) })),
];

export const NotFoundPage = template(notFoundPage.template);

/** The page at an address (a trailing slash allowed), if it is one of the site's. */
export function pageAt(pathname: string): SitePage | undefined {
  const normalized = pathname.replace(/\/+$/, '') || '/';
  return pages.find((page) => page.path === normalized);
}

/** Loads the template of the page at an address and what it shows, so it renders without suspending. */
export async function preparePage(pathname: string): Promise<void> {
  const page = pageAt(pathname);
  const module = await (page?.Page ?? NotFoundPage).preload();
  if (page) await module.prepare?.(page);
}

/** The template for an address, or the not-found page's. */
export function pageFor(pathname: string): LazyPage {
  return pageAt(pathname)?.Page ?? NotFoundPage;
}

/**
 * Whether a link from the content leads somewhere: any address off the site, or a page the site
 * publishes. A call to action that leads to a page without content (no projects) is left out.
 */
export function leadsToPage(href: string): boolean {
  if (!href.startsWith('/')) return true;
  return pageAt(href.replace(/#.*$/, '')) !== undefined;
}
