/**
 * The content as the site publishes it (drafts left out, entries in their published order), as
 * plain values: what the tests derive their expectations from, whatever the content holds.
 */
import { contentConfig, type SiteContent } from '../../src/content/config.ts';
import type { RouteDefinition } from './define.ts';
import { publishedEntries, publishedRoutes } from './generate.ts';
import { formatProblems } from './problem.ts';
import { loadContent, type LoadOptions } from './load.ts';

/** Loads a content folder and returns its published values by collection; throws on any problem. */
export function loadPublished(options: LoadOptions): SiteContent {
  return loadSite(options).content;
}

/** A content folder's published values and the routes the site built from it publishes. */
export function loadSite(options: LoadOptions): { content: SiteContent; routes: RouteDefinition[] } {
  const result = loadContent({ config: contentConfig, ...options });
  if (!result.ok) throw new Error(`The content has problems:\n${formatProblems(result.problems)}`);
  const routes = publishedRoutes(contentConfig.routes, result.content);
  const content = Object.fromEntries(
    result.content.map((loaded) => {
      const values = publishedEntries(loaded).map((entry) => entry.data);
      return [loaded.collection.name, loaded.collection.kind === 'file' ? values[0] : values];
    }),
  ) as SiteContent;
  return { content, routes };
}
