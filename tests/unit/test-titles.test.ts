/**
 * Every browser test's full title, as Playwright's report prints it, is at most 100 characters, as
 * every unit test's is (setup.ts holds those as they run). Playwright lists the tests of every
 * project itself, from the configuration the browser tests run with; listing builds no site.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';
import { expect, it } from 'vitest';
import { overlongTitles } from '../support/test-titles.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Each test's full title under `suite`: its describe titles and its own, joined by " › ", then the
 * tags Playwright prints after it (those the title does not hold; the report drops their "@").
 */
function fullTitles(suite: JSONReportSuite, describes: string[] = []): string[] {
  return [
    ...suite.specs.map((spec) => {
      const title = [...describes, spec.title].join(' › ');
      const tags = spec.tags.map((tag) => `@${tag}`).filter((tag) => !title.includes(tag));
      return [title, ...tags].join(' ');
    }),
    ...(suite.suites ?? []).flatMap((inner) => fullTitles(inner, [...describes, inner.title])),
  ];
}

// Playwright loads every spec file and the content the configuration reads: a few seconds, more on a
// loaded machine.
it('every browser test’s full title is at most 100 characters', { timeout: 60_000 }, () => {
  // Every build's project, whichever builds this shell chose, with every test of its files.
  const { E2E_BUILDS: _, ...rest } = process.env;
  const env = { ...rest, E2E_EVERY_TEST: '1' };
  const result = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/@playwright/test/cli.js'),
      'test',
      '--config',
      'tests/e2e/playwright.config.ts',
      '--list',
      '--reporter=json',
    ],
    { cwd: repoRoot, encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 },
  );
  expect(result.status, result.stderr).toBe(0);
  const report = JSON.parse(result.stdout) as JSONReport;
  // The top suites are the files, whose names the report prints apart from the title.
  const titles = new Set(report.suites.flatMap((file) => fullTitles(file)));
  expect(titles.size, 'the browser tests listed').toBeGreaterThan(100);
  expect(overlongTitles(titles)).toEqual([]);
});
