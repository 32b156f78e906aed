/**
 * The page every other address shows (the site's routes are declared with its collections, in
 * config.ts). Imports nothing, so the configuration, the schemas and the browser's code all read
 * it. Its head copy is `site.json` → `pages.notFound`, its template
 * `src/pages/not-found-page.tsx`, and the build writes it as `404.html`, which static hosts serve.
 */
export const notFoundPage = {
  id: 'notFound',
  template: 'not-found',
  path: '/404',
  file: '404.html',
} as const;
