import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createHead, transformHtmlTemplate } from 'unhead/server';
import { App } from './app';
import { site } from './content';
import { pageHeadFor } from './lib/page-head';
import { NotFoundPage, pages, preparePage } from './lib/routes';
import { routerBasename, siteAddress } from './lib/site-address';

/** Every page the site publishes, for the prerenderer: the routes', then the entries'. */
export { pages };

/** A site path as the address the built site answers it at (see lib/site-address.ts). */
export const address = (sitePath: string, options?: { absolute?: boolean }) =>
  siteAddress(sitePath, site.url, options);

/** Loads every page's code so rendering never suspends. */
export async function preloadPages(): Promise<void> {
  await Promise.all([...pages.map((page) => preparePage(page.path)), NotFoundPage.preload()]);
}

/**
 * Renders the page at a site path (`/skills`) into the HTML template: the app into
 * `<div id="root">` and its head tags (title, meta, canonical, structured data) into `<head>`.
 */
export async function renderPage(sitePath: string, template: string): Promise<string> {
  const head = createHead();
  head.push(await pageHeadFor(sitePath));
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter basename={routerBasename(site.url)} location={siteAddress(sitePath, site.url)}>
        <App />
      </StaticRouter>
    </StrictMode>,
    {
      // A page that throws must fail the build, not ship an empty page for the client to fill in.
      onError: (error) => void errors.push(error),
      // Never split a large page into chunks revealed by inline scripts: the Content-Security-Policy
      // blocks inline scripts, so crawlers and visitors would be left with the loading fallback.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw errors[0];
  const appHtml = await new Response(prelude).text();
  // A function, not a string: a page holding `$&` or `$'` (a C# interpolated string in a code block
  // reads `$&quot;…`) would have them read as replacement patterns.
  return transformHtmlTemplate(
    head,
    template.replace('<!--app-html-->', () => appHtml),
  );
}
