import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCareer } from '#import/import-career.ts';
import { formatReport } from '#import/report.ts';

const projectDir = path.resolve(import.meta.dirname, '../../..');

describe('the content guide', () => {
  it('shows the report `npm run import` prints for the résumé it names', { timeout: 60_000 }, async () => {
    const guide = readFileSync(path.join(projectDir, 'docs/content.md'), 'utf8');
    const shown = /## Make it yours: import your career[\s\S]*?\n```\n(Importing [\s\S]*?)\n```/.exec(
      guide,
    )?.[1];
    const input = /^Importing (\S+) /.exec(shown ?? '')?.[1];
    expect(input, 'docs/content.md shows a report').toBeDefined();

    const root = mkdtempSync(path.join(tmpdir(), 'readme-report-'));
    try {
      const contentDir = path.join(root, 'content');
      // The guide shows an import into the content the project starts with, frozen in spec-content.
      cpSync(path.join(projectDir, 'tests/spec-content'), contentDir, { recursive: true });
      const report = await importCareer({ input: input!, contentDir, contentLabel: 'content' });
      expect(formatReport(report)).toBe(shown);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
