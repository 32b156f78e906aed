/** The site's own content/ must load cleanly, so bad content fails here before any build does. */
import { expect, it } from 'vitest';
import { loadContent } from '../../../scripts/content/load.ts';
import { formatProblems } from '../../../scripts/content/problem.ts';
import { repoRoot } from './helpers.ts';

it('content/ has no problems', () => {
  const result = loadContent({ rootDir: repoRoot });
  expect(result.ok ? '' : formatProblems(result.problems)).toBe('');
  if (!result.ok) return;
  const count = (name: string) =>
    result.content.find((loaded) => loaded.collection.name === name)!.entries.length;
  expect({
    jobs: count('jobs'),
    projects: count('projects'),
    certifications: count('certifications'),
  }).toEqual({
    jobs: 5,
    projects: 3,
    certifications: 3,
  });
});
