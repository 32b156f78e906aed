import type { ComponentType } from 'react';
import type { MDXContent, MDXProps } from 'mdx/types';
import { preloadData, useLoadedData } from './lazy-data';

/** An article's body as the content gives it: a loader of its compiled module. */
export type BodyLoader = () => Promise<{ default: MDXContent }>;

const bodyComponents = new WeakMap<BodyLoader, ComponentType<MDXProps>>();

/** Loads a body, so that the page renders it at once (before hydrating, say). */
export async function preloadBody(load: BodyLoader): Promise<void> {
  await preloadData(load);
}

/**
 * The body a loader gives, as a component: rendered at once when preloaded, else suspending until
 * it has loaded (a visit to a post after another page). One component per loader, so a render
 * never remounts it.
 */
export function bodyOf(load: BodyLoader): ComponentType<MDXProps> {
  let Body = bodyComponents.get(load);
  if (!Body) {
    Body = function LoadedBody(props: MDXProps) {
      const { default: Loaded } = useLoadedData(load);
      return <Loaded {...props} />;
    };
    bodyComponents.set(load, Body);
  }
  return Body;
}
