import { lazyPage, type LazyPage } from './lazy-page';

export interface SiteRoute {
  /** The page's key in `content/site.json` → `pages`. */
  id: 'home' | 'experience' | 'skills' | 'projects' | 'contact';
  path: string;
  label: string;
  Page: LazyPage;
}

/** The five routes of the site, in navigation order. */
export const routes: readonly SiteRoute[] = [
  { id: 'home', path: '/', label: 'Home', Page: lazyPage(() => import('../pages/home-page')) },
  {
    id: 'experience',
    path: '/experience',
    label: 'Experience',
    Page: lazyPage(() => import('../pages/experience-page')),
  },
  { id: 'skills', path: '/skills', label: 'Skills', Page: lazyPage(() => import('../pages/skills-page')) },
  {
    id: 'projects',
    path: '/projects',
    label: 'Projects',
    Page: lazyPage(() => import('../pages/projects-page')),
  },
  {
    id: 'contact',
    path: '/contact',
    label: 'Contact',
    Page: lazyPage(() => import('../pages/contact-page')),
  },
];

export const NotFoundPage = lazyPage(() => import('../pages/not-found-page'));

/** The route at an address (a trailing slash allowed), if it is one of the five. */
export function routeFor(pathname: string): SiteRoute | undefined {
  const normalized = pathname.replace(/\/+$/, '') || '/';
  return routes.find((route) => route.path === normalized);
}

/** The page for an address, or the not-found page. */
export function pageFor(pathname: string): LazyPage {
  return routeFor(pathname)?.Page ?? NotFoundPage;
}
