/** Fixture roots for content tests: the valid fixture with one invalid case laid over it. */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';
import { loadSiteContent } from '#site-content/content.ts';
import { formatProblem } from '#engine/problem.ts';

export const fixturesDir = fileURLToPath(new URL('../../fixtures/content/', import.meta.url));
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** "Now" for fixtures, so rules about future dates do not depend on when the tests run. */
export const today = new Date(2025, 5, 15);

/**
 * A temporary project root holding the valid fixture's `content/` with each named case's
 * `tests/fixtures/content/invalid/<name>/content/` copied over it, and `remove`d files deleted.
 * Deleted when the test finishes.
 */
export function fixtureRoot(names: string | readonly string[] = [], remove: readonly string[] = []): string {
  const cases = typeof names === 'string' ? [names] : names;
  const root = mkdtempSync(join(tmpdir(), `content-${cases.join('-') || 'valid'}-`));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  cpSync(join(fixturesDir, 'valid'), root, { recursive: true });
  for (const name of cases) cpSync(join(fixturesDir, 'invalid', name), root, { recursive: true });
  for (const file of remove) rmSync(join(root, 'content', file), { recursive: true });
  return root;
}

/**
 * The problem lines `check:content` would print for invalid cases laid over the valid fixture (or
 * for a root prepared by the test).
 */
export function problemLines(
  names: string | readonly string[],
  remove: readonly string[] = [],
  rootDir = fixtureRoot(names, remove),
): string[] {
  const result = loadSiteContent({ rootDir, today });
  return result.ok ? [] : result.problems.map(formatProblem);
}
