/**
 * The content as the site publishes it (drafts left out, entries in their published order), as
 * plain values: what the tests derive their expectations from, whatever the content holds.
 */
import { contentConfig, type SiteContent } from '../../src/content/config.ts';
import { publishedEntries } from './generate.ts';
import { formatProblems } from './problem.ts';
import { loadContent, type LoadOptions } from './load.ts';

/** Loads a content folder and returns its published values by collection; throws on any problem. */
export function loadPublished(options: LoadOptions): SiteContent {
  const result = loadContent({ config: contentConfig, ...options });
  if (!result.ok) throw new Error(`The content has problems:\n${formatProblems(result.problems)}`);
  return Object.fromEntries(
    result.content.map((loaded) => {
      const values = publishedEntries(loaded).map((entry) => entry.data);
      return [loaded.collection.name, loaded.collection.kind === 'file' ? values[0] : values];
    }),
  ) as SiteContent;
}
