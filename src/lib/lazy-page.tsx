import { lazy } from 'react';
import type { LazyPage, PageModule, PageProps } from './page-types';

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
