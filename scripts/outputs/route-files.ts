/**
 * The files a route's page is written to in the build, relative to it: `index.html` for `/`, and
 * for any other route both `<route>.html` and `<route>/index.html` (docs/decisions/014).
 *
 * Static hosts agree on one thing only: a request for `/experience` is answered from
 * `experience.html` with 200 by GitHub Pages, Netlify, Cloudflare Pages and Vercel (`cleanUrls`),
 * whereas a lone `experience/index.html` makes the first three redirect `/experience` to
 * `/experience/`. GitHub Pages answers `/experience/` only from the folder's `index.html`, so the page
 * is written there too: the slashed address of earlier builds still reaches it (200 on GitHub Pages
 * and Cloudflare Pages, a redirect to `/experience` on Netlify and Vercel). Both files hold the same
 * page, whose canonical link names the address without the slash; the first is that page's own.
 */
export function routeFiles(routePath: string): [canonical: string, ...others: string[]] {
  if (!routePath.startsWith('/')) throw new Error(`A route starts with "/", received "${routePath}"`);
  const name = routePath.slice(1).replace(/\/$/, '');
  return name === '' ? ['index.html'] : [`${name}.html`, `${name}/index.html`];
}
