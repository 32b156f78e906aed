/** The dates and numbers the build writes out in the site's language, so pages need no `Intl` to start. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteContent } from '#site-content/content.ts';
import { localeTexts, renderLocaleTexts } from '#site-content/locale-texts.ts';
import type { Job } from '#src/content/schemas/jobs.ts';
import { fixtureRoot, today } from '../engine/helpers.ts';

/** What the build writes out for a fixture, and the fixture's jobs. */
function textsOf(rootDir: string) {
  const result = loadSiteContent({ rootDir, today });
  if (!result.ok) throw new Error('the fixture does not load');
  const [file] = renderLocaleTexts(result.content);
  const jobs = result.content.find((loaded) => loaded.collection.name === 'jobs')!.entries;
  return { file: file!, ...localeTexts(result.content)!, jobs: jobs.map((entry) => entry.data as Job) };
}

describe('locale-texts.ts', () => {
  it("writes each month the content holds, and the message limit, in the site's language", () => {
    const { file, dateTexts: dates, numberTexts: numbers, jobs } = textsOf(fixtureRoot());
    expect(file.file).toBe('locale-texts.ts');
    expect(file.text).toContain(
      `export const dateTexts: Readonly<Record<string, string>> = ${JSON.stringify(dates, null, 2)};`,
    );
    const months = jobs
      .flatMap((job) => [job.period.start, job.period.end ?? ''])
      .filter((date) => date.length === 7);
    expect(months.length).toBeGreaterThan(0);
    for (const month of months) {
      const [year, number] = month.split('-').map(Number);
      const name = new Date(Date.UTC(year!, number! - 1)).toLocaleString('en-US', {
        month: 'long',
        timeZone: 'UTC',
      });
      expect(dates[month]).toBe(`${name} ${year}`);
    }
    // A year alone is shown as written and needs no entry.
    expect(Object.keys(dates).every((date) => /^\d{4}-\d{2}(-\d{2})?$/.test(date))).toBe(true);
    expect(numbers).toEqual({ '10000': '10,000' });
  });

  it('follows the locale of site.json', () => {
    const rootDir = fixtureRoot();
    const siteFile = join(rootDir, 'content/site.json');
    writeFileSync(siteFile, readFileSync(siteFile, 'utf8').replace('"en_US"', '"fr_FR"'));
    const { dateTexts: dates, numberTexts: numbers, jobs } = textsOf(rootDir);
    const month = jobs.map((job) => job.period.start).find((date) => date.length === 7)!;
    expect(dates[month]).toMatch(/^[a-zéû]+ \d{4}$/);
    expect(numbers['10000']).toBe((10_000).toLocaleString('fr-FR'));
    expect(numbers['10000']).not.toBe('10,000');
  });
});
