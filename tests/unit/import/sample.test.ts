/**
 * Content still the sample's (`content/.sample.json` names its files): an import, or
 * `npm run start-fresh`, leaves nothing of the sample person; content that is the owner's keeps
 * what is theirs.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatProblem } from '#engine/problem.ts';
import { importCareer } from '#import/import-career.ts';
import { importTranslation } from '#import/import-translation.ts';
import { formatReport } from '#import/report.ts';
import { contentFiles, sampleMarker, sealSample } from '#import/sample.ts';
import { loadSiteContent } from '#site-content/content.ts';
import { findPlaceholders } from '#import/placeholders.ts';
import { corpus, fixture } from './helpers.ts';
import { typescriptArgs } from '#lib/project-dir.ts';

const exec = promisify(execFile);
const today = new Date(2026, 10, 1);
let root: string;
let contentDir: string;

const post = `---
id: event-sourcing-notes
title: Notes on event sourcing
date: 2026-03-02
summary: What a ledger taught me.
tags:
  - Architecture
---

A ledger is a log of events.
`;

/** A sample as the project ships one: a career, its French, a post, a picture, all named in the marker. */
async function writeSample(): Promise<void> {
  cpSync('tests/fixtures/content/valid/content', contentDir, { recursive: true });
  const english = await importCareer({
    input: fixture('bilingual/en.json'),
    contentDir,
    contentLabel: 'content',
    today,
  });
  expect(english.problems.map(formatProblem)).toEqual([]);
  const siteFile = join(contentDir, 'site.json');
  const site = JSON.parse(readFileSync(siteFile, 'utf8')) as Record<string, unknown>;
  writeFileSync(
    siteFile,
    JSON.stringify({ ...site, image: '/img/sample.webp', languages: [{ locale: 'fr_FR' }] }, null, 2),
  );
  const french = await importTranslation({
    input: fixture('bilingual/fr.json'),
    contentDir,
    contentLabel: 'content',
    today,
    language: { code: 'fr', locale: 'fr_FR' },
  });
  expect(french.problems.map(formatProblem)).toEqual([]);
  mkdirSync(join(contentDir, 'writing'));
  writeFileSync(join(contentDir, 'writing/event-sourcing-notes.mdx'), post);
  cpSync('tests/fixtures/content/writing-page.json', join(contentDir, 'pages/writing.json'));
  mkdirSync(join(contentDir, 'images/projects'), { recursive: true });
  writeFileSync(
    join(contentDir, 'images/projects/ledger.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
  );
  writeFileSync(join(contentDir, sampleMarker), sealSample(contentDir));
  const loaded = loadSiteContent({ rootDir: root, contentDir, today });
  expect(loaded.ok ? [] : loaded.problems.map(formatProblem)).toEqual([]);
}

const importOther = (dryRun = false) =>
  importCareer({ input: corpus('founder/resume.json'), contentDir, contentLabel: 'content', today, dryRun });

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'sample-'));
  contentDir = join(root, 'content');
  await writeSample();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('an import into the sample', () => {
  // Posts, pictures, languages and their picture's name all go.
  it('leaves nothing of the sample person', async () => {
    const report = await importOther();
    expect(report.problems.map(formatProblem)).toEqual([]);
    const files = contentFiles(contentDir);
    expect(files.filter((file) => /^(fr|writing|images)\//.test(file))).toEqual([]);
    expect(files).not.toContain('pages/writing.json');
    expect(existsSync(join(contentDir, sampleMarker))).toBe(false);
    const site = JSON.parse(readFileSync(join(contentDir, 'site.json'), 'utf8')) as Record<string, unknown>;
    expect(site.languages).toBeUndefined();
    expect(site.image).toBe('/img/noor-haddad-whitley.webp');

    expect(report.sample?.removed).toEqual(
      expect.arrayContaining([
        'writing/event-sourcing-notes.mdx',
        'images/projects/ledger.svg',
        'pages/writing.json',
        'fr/profile.json',
      ]),
    );
    expect(report.sample?.languages).toEqual(['fr']);
    const text = formatReport(report);
    expect(text).toContain("The sample's, removed: it was a person who is not you");
    expect(text).toContain('content/fr/  the site in French');
    // No word of the sample's French is left to translate.
    expect(report.warnings.map(formatProblem).filter((line) => line.includes('French'))).toEqual([]);
    const loaded = loadSiteContent({ rootDir: root, contentDir, today });
    expect(loaded.ok ? [] : loaded.problems.map(formatProblem)).toEqual([]);
  });

  it('keeps what the owner changed or added, and says so', async () => {
    writeFileSync(
      join(contentDir, 'writing/event-sourcing-notes.mdx'),
      post.replace('a log of events', 'my log'),
    );
    writeFileSync(join(contentDir, 'writing/my-own.mdx'), post.replace(/event-sourcing-notes/, 'my-own'));
    const report = await importOther();
    expect(report.problems.map(formatProblem)).toEqual([]);
    expect(existsSync(join(contentDir, 'writing/event-sourcing-notes.mdx'))).toBe(true);
    expect(existsSync(join(contentDir, 'writing/my-own.mdx'))).toBe(true);
    expect(existsSync(join(contentDir, 'pages/writing.json'))).toBe(true);
    expect(report.sample?.kept).toEqual(['writing/event-sourcing-notes.mdx']);
    expect(formatReport(report)).toContain('Kept, since you changed them');
  });

  it('in a dry run, changes nothing', async () => {
    const before = contentFiles(contentDir);
    const report = await importOther(true);
    expect(report.ok).toBe(true);
    expect(report.sample?.removed.length).toBeGreaterThan(0);
    expect(contentFiles(contentDir)).toEqual(before);
    expect(existsSync(join(contentDir, sampleMarker))).toBe(true);
  });
});

describe("an import into the owner's own content", () => {
  it('keeps their posts and their languages', async () => {
    rmSync(join(contentDir, sampleMarker));
    const report = await importOther();
    expect(report.problems.map(formatProblem)).toEqual([]);
    expect(report.sample).toBeUndefined();
    expect(existsSync(join(contentDir, 'writing/event-sourcing-notes.mdx'))).toBe(true);
    expect(existsSync(join(contentDir, 'images/projects/ledger.svg'))).toBe(true);
    const site = JSON.parse(readFileSync(join(contentDir, 'site.json'), 'utf8')) as Record<string, unknown>;
    expect(site.languages).toEqual([{ locale: 'fr_FR' }]);
  });
});

describe('npm run start-fresh', { timeout: 60_000 }, () => {
  const startFresh = (...args: string[]) =>
    exec(process.execPath, [
      ...typescriptArgs,
      'scripts/import/start-fresh.ts',
      '--content',
      contentDir,
      ...args,
    ]);

  // check:deploy lists the blanks.
  it('turns the sample into a valid site of one name, its blanks left to fill', async () => {
    const { stdout } = await startFresh('--name', 'Noor Haddad');
    expect(stdout).toContain("The sample's, removed");
    const loaded = loadSiteContent({ rootDir: root, contentDir, today });
    expect(loaded.ok ? [] : loaded.problems.map(formatProblem)).toEqual([]);
    expect(
      contentFiles(contentDir).filter((file) =>
        /^(fr|writing|images|jobs|projects|certifications)\//.test(file),
      ),
    ).toEqual([]);
    const profile = JSON.parse(readFileSync(join(contentDir, 'profile.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(profile).toMatchObject({ name: 'Noor Haddad', title: 'Your Title', email: 'you@example.com' });
    const left = (await findPlaceholders({ rootDir: root })).map(formatProblem);
    expect(left).toEqual(
      expect.arrayContaining([
        'content/profile.json:4:13  title  "Your Title" is to fill in: write your own',
        'content/profile.json:5:13  email  "you@example.com" is a placeholder email address; use your own',
      ]),
    );
  });

  it("refuses content that is the owner's, and changes nothing", async () => {
    rmSync(join(contentDir, sampleMarker));
    const before = contentFiles(contentDir);
    const failed = await startFresh().then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('is yours already');
    expect(contentFiles(contentDir)).toEqual(before);
  });
});

describe('check:deploy on the sample', () => {
  it('says the content is still the sample', async () => {
    const found = (await findPlaceholders({ rootDir: root })).map(formatProblem);
    expect(found).toContain(
      "content/.sample.json:1:1  (file)  The content is still the sample's: `npm run import -- <your résumé>` or `npm run start-fresh` replaces it and removes this file; once you have made it yours by hand, delete this file",
    );
  });
});
