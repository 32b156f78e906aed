import { lazy, type ComponentType } from 'react';
import type { PageModule, SitePage } from './routes';

/** The props every template receives: the page it shows (a route's, or an entry's; none for the not-found page). */
export interface PageProps {
  page?: SitePage;
}

/** A route's template: code-split, yet renderable without suspending once it has been preloaded. */
export type LazyPage = ComponentType<PageProps> & {
  /** Loads the template's module (once) and returns it. */
  preload: () => Promise<PageModule>;
};

/**
 * Wraps a template's dynamic import. Before hydrating, the client preloads the page of the current
 * address so the first render matches the prerendered HTML instead of suspending; later
 * navigations fall back to `React.lazy`.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  const Lazy = lazy(async () => {
    loaded = await load();
    return loaded;
  });

  function Page(props: PageProps) {
    return loaded ? <loaded.default {...props} /> : <Lazy {...props} />;
  }
  Page.preload = async () => (loaded ??= await load());
  return Page;
}
