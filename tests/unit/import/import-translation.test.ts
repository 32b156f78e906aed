/**
 * `npm run import -- <file> --locale fr` for a language site.json declares: the résumé in that
 * language becomes the translation of the career the site shows, entry by entry.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Job } from '#src/content/schemas/jobs.ts';
import type { SiteContent } from '#src/content/config.ts';
import { importCareer } from '#import/import-career.ts';
import { importTranslation } from '#import/import-translation.ts';
import { inLanguage, loadSiteContent } from '#site-content/content.ts';
import { formatProblem } from '#engine/problem.ts';
import { fixture } from './helpers.ts';

const today = new Date(2026, 10, 1);
const french = { code: 'fr', locale: 'fr_FR' };
let root: string;
let contentDir: string;

/** The content's jobs in `language` (the site's own without it). */
function jobsIn(language?: string): Job[] {
  const loaded = inLanguage(loadSiteContent({ rootDir: root, contentDir, today }), language);
  if (!loaded.ok) throw new Error(loaded.problems.map(formatProblem).join('\n'));
  return loaded.content
    .find(({ collection }) => collection.name === 'jobs')!
    .entries.map((entry) => entry.data as Job);
}

function declareFrench(): void {
  const file = join(contentDir, 'site.json');
  const site = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...site, languages: [{ locale: 'fr_FR' }] }, null, 2));
}

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'import-translation-'));
  contentDir = join(root, 'content');
  cpSync('tests/fixtures/content/valid/content', contentDir, { recursive: true });
  const english = await importCareer({
    input: fixture('bilingual/en.json'),
    contentDir,
    contentLabel: 'content',
    today,
  });
  expect(english.problems.map(formatProblem)).toEqual([]);
  declareFrench();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The French résumé imported as the translation of the English one the content holds. */
const importFrench = ({ dryRun = false } = {}) =>
  importTranslation({
    input: fixture('bilingual/fr.json'),
    contentDir,
    contentLabel: 'content',
    today,
    dryRun,
    language: french,
  });

// A language the site declares.
describe('a résumé in a second language', () => {
  // Its words its own, the rest (ids, dates, names) the site's.
  it("becomes the translation of the site's career, in its own words", async () => {
    const report = await importFrench();
    expect(report.problems.map(formatProblem)).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.files).toEqual([
      { file: 'fr/education.json', change: 'added' },
      { file: 'fr/jobs/ledgerline.mdx', change: 'added' },
      { file: 'fr/jobs/rail-data-works.mdx', change: 'added' },
      { file: 'fr/profile.json', change: 'added' },
      { file: 'fr/skills.json', change: 'added' },
    ]);
    const [englishJob] = jobsIn();
    const [frenchJob] = jobsIn('fr');
    expect(frenchJob!.role).toBe('Ingénieure backend senior');
    expect(frenchJob!.achievements).toEqual([
      'Passage de la facturation à un journal d’événements',
      'Clôture mensuelle ramenée de deux jours à quatre heures',
    ]);
    // Its id, dates and company are the site's own; the file holds words alone.
    expect(frenchJob!.id).toBe(englishJob!.id);
    expect(frenchJob!.period).toEqual(englishJob!.period);
    const written = readFileSync(join(contentDir, 'fr/jobs/ledgerline.mdx'), 'utf8');
    expect(written).not.toMatch(/^(id|period|company|url):/m);
    expect(written).toContain('Plateforme de facturation pour des fournisseurs d’énergie européens.');
    const profile = JSON.parse(
      readFileSync(join(contentDir, 'fr/profile.json'), 'utf8'),
    ) as SiteContent['profile'];
    expect(profile).toEqual({
      title: 'Ingénieure backend',
      summary: 'Je construis des services de paiement et de facturation qui tiennent la charge.',
    });
  });

  // At its place in the résumé.
  it('reports an entry the site does not have where it is, and adds none', async () => {
    const report = await importFrench();
    expect(report.notPlaced.map(formatProblem)).toEqual([
      `${fixture('bilingual/fr.json')}:24:5  work[2]  the site has no jobs entry like it in content/jobs/ (by id or start date); a translation adds no entry: import or write it in the site's own language first`,
    ]);
    expect(existsSync(join(contentDir, 'fr/jobs/association-code-lyon.mdx'))).toBe(false);
    expect(jobsIn('fr')).toHaveLength(2);
  });

  it('in a dry run, says what it would write and writes nothing', async () => {
    const report = await importFrench({ dryRun: true });
    expect(report.ok).toBe(true);
    expect(report.files.length).toBeGreaterThan(0);
    expect(existsSync(join(contentDir, 'fr'))).toBe(false);
  });
});

// In the site's own language.
describe('a new career beside a translation', () => {
  // The previous career's translations go with it, and a language declared complete is reopened.
  it("drops the old career's translations, keeps the pages' words", async () => {
    await importFrench();
    mkdirSync(join(contentDir, 'fr/pages'));
    writeFileSync(join(contentDir, 'fr/pages/home.json'), JSON.stringify({ techHeading: 'Mes outils' }));
    const file = join(contentDir, 'site.json');
    const site = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(
      file,
      JSON.stringify({ ...site, languages: [{ locale: 'fr_FR', complete: true }] }, null, 2),
    );

    const report = await importCareer({
      input: 'tests/corpus/founder/resume.json',
      contentDir,
      contentLabel: 'content',
      today,
    });
    expect(report.problems.map(formatProblem)).toEqual([]);
    const changes = report.files.filter((change) => change.file.startsWith('fr/'));
    expect(changes).toContainEqual({ file: 'fr/jobs/ledgerline.mdx', change: 'removed' });
    expect(changes).toContainEqual({ file: 'fr/profile.json', change: 'removed' });
    expect(existsSync(join(contentDir, 'fr/jobs/ledgerline.mdx'))).toBe(false);
    // The pages' words are the owner's, whatever career they frame.
    expect(JSON.parse(readFileSync(join(contentDir, 'fr/pages/home.json'), 'utf8'))).toEqual({
      techHeading: 'Mes outils',
    });
    const languages = (JSON.parse(readFileSync(file, 'utf8')) as { languages: object[] }).languages;
    expect(languages).toEqual([{ locale: 'fr_FR' }]);
    expect(report.copy).toContainEqual({
      file: 'site.json',
      field: 'languages',
      message: "fr_FR no longer complete: the new career's words are to translate",
    });
    expect(jobsIn('fr').map((job) => job.id)).toEqual(jobsIn().map((job) => job.id));
  });
});

describe('a résumé in another script', () => {
  it('becomes a translation as any other: Japanese words over the same career', async () => {
    const file = join(contentDir, 'site.json');
    const site = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...site, languages: [{ locale: 'ja_JP' }] }, null, 2));
    const report = await importTranslation({
      input: fixture('bilingual/ja.json'),
      contentDir,
      contentLabel: 'content',
      today,
      language: { code: 'ja', locale: 'ja_JP' },
    });
    expect(report.problems.map(formatProblem)).toEqual([]);
    expect(jobsIn('ja').map((job) => job.role)).toEqual([
      'シニアバックエンドエンジニア',
      'ソフトウェアエンジニア',
    ]);
    expect(jobsIn('ja').map((job) => job.id)).toEqual(jobsIn().map((job) => job.id));
  });
});
