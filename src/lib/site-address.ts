/**
 * Where things are on the deployed site. A site is served from a domain's root
 * (`https://jane.dev/`) or under a path (`https://jane.github.io/portfolio/`, a GitHub Pages project
 * site); `url` in content/site.json says which. Every address of the site goes through here: links
 * and the router, assets, the boot script's chunk list, canonical and social-card addresses, the
 * sitemap, robots.txt and the résumé. Pure functions of the site's `url`, so the build scripts, Vite's
 * configuration and the browser all use the same ones.
 */

/** The path the site is served under, with a slash at both ends: `/` or `/portfolio/`. */
export function basePathOf(siteUrl: string): string {
  const { pathname } = new URL(siteUrl);
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/** The router's `basename`: the base path without its closing slash (`/portfolio`), or `/`. */
export function routerBasename(siteUrl: string): string {
  return basePathOf(siteUrl).replace(/(.)\/$/, '$1');
}

/**
 * A site path (`/`, `/skills`, `/img/rh.webp`, always from the site's root) as an address: the path
 * a browser asks for (`/portfolio/skills`) or, with `absolute`, the full address
 * (`https://jane.github.io/portfolio/skills`) for canonical links, social cards and the sitemap.
 */
export function siteAddress(sitePath: string, siteUrl: string, { absolute = false } = {}): string {
  if (!sitePath.startsWith('/')) throw new Error(`A site path starts with "/", received "${sitePath}"`);
  const address = `${basePathOf(siteUrl)}${sitePath.slice(1)}`;
  return absolute ? new URL(address, siteUrl).href : address;
}

/** The site path of an address the browser is at: `/portfolio/skills` → `/skills`. */
export function sitePathOf(pathname: string, siteUrl: string): string {
  const base = basePathOf(siteUrl);
  return `${pathname}/`.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
}
