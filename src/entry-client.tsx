import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { site } from './content';
import { renderedFromCurrentContent } from './lib/content-revision';
import { preparePage } from './lib/routes';
import { routerBasename, sitePathOf } from './lib/site-address';

/**
 * Starts the app on the page. Not a top-level `await`: the page's chunk imports this module's chunk,
 * so a module that waited on it would never finish evaluating.
 */
async function start() {
  // Load the current page's code first so hydration renders exactly what was prerendered.
  await preparePage(sitePathOf(window.location.pathname, site.url));

  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <BrowserRouter basename={routerBasename(site.url)}>
        <App />
      </BrowserRouter>
    </StrictMode>
  );

  // A page arrives rendered (prerendered by the build, or by the development server) and is
  // hydrated. Hydrating as a transition lets React yield to the browser every few milliseconds
  // instead of holding the main thread for the whole page, so a tap during start-up is answered at
  // once. In development, a page rendered from content edited since is rendered afresh instead.
  const rendered =
    root.firstElementChild !== null && (!import.meta.env.DEV || (await renderedFromCurrentContent(root)));
  if (rendered) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
  // The development server links the page's stylesheets so it is styled before any script runs;
  // the modules now carry them, and hot updates replace theirs.
  if (import.meta.env.DEV) {
    for (const link of document.querySelectorAll('link[data-dev-stylesheet]')) link.remove();
  }

  // The icons of pages rendered from here on (a prerendered page carries only its own): fetched with
  // their loader once the app runs, so neither delays the first render.
  const { loadIconSprite } = await import('./lib/icon-sprite');
  await loadIconSprite();
}

start().catch((error: unknown) => console.error(error));
