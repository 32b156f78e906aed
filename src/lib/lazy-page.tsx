import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

/** A route's page: code-split, yet renderable without suspending once it has been preloaded. */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * Wraps a page's dynamic import. Before hydrating, the client preloads the page of the current
 * address so the first render matches the prerendered HTML instead of suspending; later
 * navigations fall back to `React.lazy`.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let Loaded: ComponentType | undefined;
  const Lazy = lazy(async () => {
    const module = await load();
    Loaded = module.default;
    return module;
  });

  function Page() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  Page.preload = async () => {
    Loaded ??= (await load()).default;
  };
  return Page;
}
