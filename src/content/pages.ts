/**
 * The site's pages: the routes, in navigation order, and the page every other address shows.
 * Imports nothing, so the configuration, the schemas and the browser's code all read it.
 */

/**
 * Each route has a template `src/pages/<id>-page.tsx`. A route that `requires` collections is
 * published only when one of them has content: without projects, there is no Projects page, no link
 * to it and no call to action leading there.
 */
export const routes = [
  { id: 'home', path: '/' },
  {
    id: 'experience',
    path: '/experience',
    requires: [
      'jobs',
      'education',
      'certifications',
      'volunteer',
      'awards',
      'publications',
      'languages',
      'interests',
    ],
  },
  { id: 'skills', path: '/skills', requires: ['skills'] },
  { id: 'projects', path: '/projects', requires: ['projects'] },
  { id: 'contact', path: '/contact' },
] as const;

/**
 * The page every other address shows: its head copy is `site.json` → `pages.notFound`, its template
 * `src/pages/not-found-page.tsx`, and the build writes it as `404.html`, which static hosts serve.
 */
export const notFoundPage = {
  id: 'notFound',
  template: 'not-found',
  path: '/404',
  file: '404.html',
} as const;
