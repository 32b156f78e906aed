/** The site's own content/ must load cleanly, so bad content fails here before any build does. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadSiteContent } from '#site-content/content.ts';
import { formatProblems } from '#engine/problem.ts';
import { collections } from '#src/content/config.ts';
import { repoRoot } from './helpers.ts';

it('content/ has no problems, and every file in a collection folder is read', () => {
  const result = loadSiteContent({ rootDir: repoRoot });
  expect(result.ok ? '' : formatProblems(result.problems)).toBe('');
  if (!result.ok) return;
  for (const { collection, entries } of result.content) {
    if (collection.kind === 'file') continue;
    // A collection the owner has no entries in may have no folder at all.
    const folder = join(repoRoot, 'content', collection.source);
    const files = (existsSync(folder) ? readdirSync(folder) : []).filter((name) =>
      name.endsWith(`.${collection.kind}`),
    );
    expect(entries.map((entry) => entry.file.split('/').at(-1)).sort(), collection.name).toEqual(
      files.sort(),
    );
  }
  expect(result.content.map((loaded) => loaded.collection.name)).toEqual(collections.map((c) => c.name));
});
