/**
 * Another language beside the site's own: its words in `content/<language>/`, laid over the
 * default's files; what it leaves out, and what it may not hold, reported at their places.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Job } from '#src/content/schemas/jobs.ts';
import type { Site } from '#src/content/config.ts';
import { formatProblem } from '#engine/problem.ts';
import { inLanguage, loadSiteContent } from '#site-content/content.ts';
import { fixtureRoot, today } from './helpers.ts';

/** The valid fixture with French declared (`complete` or not) and the given files under content/fr/. */
function bilingualRoot(files: Record<string, string>, { complete = false } = {}): string {
  const root = fixtureRoot();
  const siteFile = join(root, 'content/site.json');
  const site = JSON.parse(readFileSync(siteFile, 'utf8')) as Record<string, unknown>;
  site.languages = [{ locale: 'fr_FR', ...(complete ? { complete } : {}) }];
  writeFileSync(siteFile, JSON.stringify(site, null, 2));
  for (const [name, text] of Object.entries(files)) {
    const file = join(root, 'content/fr', name);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return root;
}

const frenchFord = `---
role: Consultant technique senior
achievements:
  - Des outils livrés aux concessionnaires
impact:
  metric: Concessionnaires servis
---

Du conseil sur les systèmes des concessionnaires.
`;

const load = (rootDir: string) => loadSiteContent({ rootDir, today });

function frenchJob(rootDir: string, id: string): Job {
  const french = inLanguage(load(rootDir), 'fr');
  if (!french.ok) throw new Error('expected the French content to load');
  const jobs = french.content.find(({ collection }) => collection.name === 'jobs')!;
  return jobs.entries.map((entry) => entry.data as Job).find((job) => job.id === id)!;
}

describe('a translation', () => {
  it("replaces the default's words with its own, keeping its ids, dates and names", () => {
    const root = bilingualRoot({ 'jobs/ford.mdx': frenchFord });
    const job = frenchJob(root, 'ford');
    expect(job.role).toBe('Consultant technique senior');
    expect(job.achievements).toEqual(['Des outils livrés aux concessionnaires']);
    expect(job.impact).toEqual({
      metric: 'Concessionnaires servis',
      value: '3,000',
      description: 'Across North America',
    });
    // What is not words, and the names, stay the default's.
    expect(job.company).toBe('A Car Maker');
    expect(job.period.start).toBe('1999-06');
    expect(job.technologies).toEqual(['Java']);
  });

  it("has its own body, which the language's pages import", () => {
    const root = bilingualRoot({ 'jobs/ford.mdx': frenchFord });
    const french = inLanguage(load(root), 'fr');
    if (!french.ok) throw new Error('expected the French content to load');
    const ford = french.content
      .find(({ collection }) => collection.name === 'jobs')!
      .entries.find((entry) => entry.file.endsWith('ford.mdx'))!;
    expect(ford.path).toBe(join(root, 'content/fr/jobs/ford.mdx'));
    expect(ford.bodyText).toContain('Du conseil');
    expect(ford.contentDir).toBe(join(root, 'content'));
  });

  it("reports each word it leaves out at its place in the default's file, as a warning", () => {
    const root = bilingualRoot({ 'jobs/ford.mdx': frenchFord });
    const result = load(root);
    expect(result.ok).toBe(true);
    const ford = result.warnings
      .map(formatProblem)
      .filter((line) => line.startsWith('content/jobs/ford.mdx'));
    expect(ford).toEqual([
      'content/jobs/ford.mdx:8:7  type  Not translated into French: content/fr/jobs/ford.mdx leaves it out',
      'content/jobs/ford.mdx:15:10  impact.value  Not translated into French: content/fr/jobs/ford.mdx leaves it out',
      'content/jobs/ford.mdx:16:16  impact.description  Not translated into French: content/fr/jobs/ford.mdx leaves it out',
    ]);
    // A file with no translation at all is reported once, at its first words.
    expect(result.warnings.map(formatProblem)).toContain(
      'content/jobs/snabby.mdx:5:7  (file)  Not translated into French: there is no content/fr/jobs/snabby.mdx',
    );
  });

  it('stops the build for each word left out once the language is declared complete', () => {
    const root = bilingualRoot({ 'jobs/ford.mdx': frenchFord }, { complete: true });
    const result = load(root);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map(formatProblem)).toContain(
      'content/jobs/ford.mdx:8:7  type  Not translated into French: content/fr/jobs/ford.mdx leaves it out',
    );
    expect(result.warnings.filter((warning) => warning.message.startsWith('Not translated'))).toEqual([]);
  });

  it('never holds what every language shares, a field the default lacks, or a typo', () => {
    const root = bilingualRoot({
      'jobs/ford.mdx': `---
role: Consultant
period: 1999 - 2003
rol: Consultant
url: https://example.org
achievements:
  - Un
impact:
  metric: Servis
technologies:
  - Java
---
`,
      'certifications/mcts.json': `{
  "$schema": "../.schema/certifications.schema.json",
  "id": "mcts-fr",
  "description": "Certification de spécialiste."
}
`,
    });
    const result = load(root);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map(formatProblem)).toEqual([
      'content/fr/certifications/mcts.json:3:3  id  "id" is the same in every language: a translation holds only words, and this comes from content/certifications/mcts.json',
      'content/fr/jobs/ford.mdx:3:1  period  "period" is the same in every language: a translation holds only words, and this comes from content/jobs/ford.mdx',
      'content/fr/jobs/ford.mdx:4:1  rol  Unknown field "rol" — did you mean "role"?',
      'content/fr/jobs/ford.mdx:5:1  url  "url" is the same in every language: a translation holds only words, and this comes from content/jobs/ford.mdx',
    ]);
  });

  // Each item left out is a warning.
  it("gives a list's words item by item, leaving out one the default no longer has", () => {
    const root = bilingualRoot({
      'pages/home.json': JSON.stringify(
        {
          stats: [
            { label: 'Un' },
            { label: 'Deux' },
            { label: 'Trois' },
            { label: 'Quatre' },
            { label: 'Cinq' },
          ],
          techHeading: 'Technologies',
          strengths: { intro: 'Une introduction' },
        },
        null,
        2,
      ),
    });
    // The owner removed the strengths' introduction from the site's own language.
    const homeFile = join(root, 'content/pages/home.json');
    const home = JSON.parse(readFileSync(homeFile, 'utf8')) as { strengths: Record<string, unknown> };
    delete home.strengths.intro;
    writeFileSync(homeFile, JSON.stringify(home, null, 2));
    const result = load(root);
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
    expect(result.warnings.map(formatProblem).filter((line) => line.includes('left out'))).toEqual([
      'content/fr/pages/home.json:15:5  stats[4]  content/pages/home.json has 4 items here; a translation gives the words of each, in the same order; left out (remove it)',
      'content/fr/pages/home.json:21:5  strengths.intro  content/pages/home.json has no "strengths.intro" to translate; left out (remove it)',
    ]);
    const french = inLanguage(result, 'fr');
    if (!french.ok) throw new Error('expected the French content to load');
    const page = french.content.find(({ collection }) => collection.name === 'homePage')!.entries[0]!
      .data as { stats: { label: string }[] };
    expect(page.stats.map((stat) => stat.label)).toEqual(['Un', 'Deux', 'Trois', 'Quatre']);
  });

  it('with no file of the default language to translate is left out, with a warning', () => {
    const root = bilingualRoot({
      'jobs/acme.mdx': '---\nrole: Architecte\n---\n',
      'notes.json': '{}',
    });
    const result = load(root);
    expect(result.ok).toBe(true);
    const left = (message: string) => `${message}; left out (remove it, or name it as its default is named)`;
    expect(
      result.warnings.map(formatProblem).filter((line) => line.includes('Nothing to translate')),
    ).toEqual([
      left(
        'content/fr/jobs/acme.mdx:1:1  (file)  Nothing to translate: there is no content/jobs/acme.mdx in the default language',
      ),
      left(
        'content/fr/notes.json:1:1  (file)  Nothing to translate: there is no content/notes.json in the default language',
      ),
    ]);
    const french = inLanguage(result, 'fr');
    if (!french.ok) throw new Error('expected the French content to load');
    const jobs = french.content.find(({ collection }) => collection.name === 'jobs')!;
    expect(jobs.entries.map((entry) => (entry.data as Job).id)).not.toContain('acme');
  });

  it("is held to the site's rules in its own words, and says which language breaks one", () => {
    const root = bilingualRoot({ 'projects/real-estate.mdx': '---\ncategory: Immobilier\n---\n' });
    const result = load(root);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const lines = result.problems.map(formatProblem);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^content\/projects\/real-estate\.mdx:5:11 {2}category {2}In French: /);
    expect(lines[0]).toContain('"Immobilier"');
  });
});

describe("a language's site", () => {
  it('is at its own address, in its locale, knowing every language by its own name', () => {
    const root = bilingualRoot({ 'jobs/ford.mdx': frenchFord });
    const french = inLanguage(load(root), 'fr');
    if (!french.ok) throw new Error('expected the French content to load');
    const site = french.content.find(({ collection }) => collection.name === 'site')!.entries[0]!
      .data as Site;
    expect(site.language).toBe('fr');
    expect(site.locale).toBe('fr_FR');
    expect(site.url).toBe(`${site.languages[0]!.url.replace(/\/$/, '')}/fr`);
    expect(site.languages.map(({ code, name, locale }) => ({ code, name, locale }))).toEqual([
      { code: 'en', name: 'English', locale: 'en_US' },
      { code: 'fr', name: 'Français', locale: 'fr_FR' },
    ]);
  });

  it('is refused for a language the site does not declare', () => {
    const root = bilingualRoot({});
    expect(() => inLanguage(load(root), 'de')).toThrow('The site has no language "de"; its others are fr');
  });

  it("is refused when it is the site's own language, or declared twice", () => {
    const root = fixtureRoot();
    const siteFile = join(root, 'content/site.json');
    const site = JSON.parse(readFileSync(siteFile, 'utf8')) as Record<string, unknown>;
    site.languages = [{ locale: 'en_GB' }, { locale: 'fr_FR' }, { locale: 'fr_CA' }];
    writeFileSync(siteFile, JSON.stringify(site, null, 2));
    const result = load(root);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => `${problem.path}  ${problem.message}`)).toEqual([
      'languages[0].locale  "en" is the site\'s own language ("locale"): list only the others',
      'languages[2].locale  Another of the languages is "fr" already: each language has one locale',
    ]);
  });
});
