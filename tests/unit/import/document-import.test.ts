/**
 * A PDF or Word résumé imported as an owner imports one: the jobs it writes into content, the report
 * it prints, and the files it refuses, which leave content as it was. (How well each file of the
 * corpus is read is document-corpus.test.ts's; how long a two-page PDF takes, `npm run bench`'s.)
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import matter from 'gray-matter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCareer } from '#import/import-career.ts';
import type { JsonResume } from '#import/read/json-resume-schema.ts';
import { formatReport } from '#import/report.ts';
import { snapshot } from './helpers';
import { typescriptArgs } from '#lib/project-dir.ts';

const projectDir = path.resolve(import.meta.dirname, '../../..');
const corpus = (file: string) => `tests/corpus-documents/${file}`;

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'document-import-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A fresh copy of the content an owner starts from (the specification's, frozen). */
function contentCopy(name: string): string {
  const dir = path.join(root, name, 'content');
  cpSync(path.join(projectDir, 'tests/spec-content'), dir, { recursive: true });
  return dir;
}

const importInto = (contentDir: string, input: string, dryRun = false) =>
  importCareer({ input, contentDir, contentLabel: 'content', dryRun });

/** Each job the content holds: its company, its role and the month it began. */
function jobsIn(contentDir: string) {
  const folder = path.join(contentDir, 'jobs');
  return readdirSync(folder).map((file) => {
    const { data } = matter(readFileSync(path.join(folder, file), 'utf8'));
    return { company: data.company, role: data.role, start: String(data.period).slice(0, 7) };
  });
}

describe('PDF and Word import', { timeout: 60_000 }, () => {
  it.each([
    ['japanese/even.pdf', 'PDF'],
    ['russian/word-headings.docx', 'Word document'],
  ])('%s writes each job as its truth has it', async (file, format) => {
    const content = contentCopy(file);
    const report = await importInto(content, corpus(file));
    expect(report.ok).toBe(true);
    expect(report.kind).toBe(format);

    const person = file.split('/')[0]!;
    const truth = JSON.parse(readFileSync(corpus(`${person}/truth.json`), 'utf8')) as JsonResume;
    const expected = (truth.work ?? []).map((job) => ({
      company: job.name,
      role: job.position,
      start: job.startDate!.slice(0, 7),
    }));
    expect(jobsIn(content)).toEqual(expect.arrayContaining(expected));
    expect(jobsIn(content)).toHaveLength(expected.length);
    expect(JSON.parse(readFileSync(path.join(content, 'profile.json'), 'utf8')).name).toBe(
      truth.basics!.name,
    );
  });

  it('a dry run names the format, the lines read and their pages; writes nothing', async () => {
    const content = contentCopy('dry-run');
    const before = snapshot(content);
    const input = corpus('founder/even.pdf');
    const report = await importInto(content, input, true);
    const text = formatReport(report);

    expect(text).toContain(`Importing ${input} (PDF) into content/`);
    expect(text).toMatch(/^Read \d+ lines of the PDF: \d+ placed, \d+ reported under "Not imported"\.$/m);
    expect(text).toContain(`${input}  page 1, line 12  "Mar 2021 – Present" read as 2021-03, ongoing`);
    expect(text).toMatch(
      /^tests\/corpus-documents\/founder\/even\.pdf {2}page 1, line 6 {2}.*"Upon request"/m,
    );
    expect(text).toContain('Files it would change (dry run: nothing was written):');
    expect(snapshot(content)).toEqual(before);
  });

  it('the content guide shows lines of the report a PDF import prints', async () => {
    const guide = readFileSync(path.join(projectDir, 'docs/content.md'), 'utf8');
    const shown = /### From a PDF or a Word file[\s\S]*?\n```\n(Importing [\s\S]*?)\n```/.exec(guide)?.[1];
    const input = /^Importing (\S+) /.exec(shown ?? '')?.[1];
    expect(input, 'docs/content.md shows a PDF report').toBeDefined();
    const report = await importInto(contentCopy('guide'), input!, true);
    const printed = formatReport(report).split('\n');
    // The guide leaves lines out where it shows "…".
    for (const line of shown!.split('\n').filter((line) => line !== '…')) expect(printed).toContain(line);
  });

  it('a Word résumé whose every line is placed says so', async () => {
    const report = await importInto(contentCopy('word-lines'), corpus('japanese/word-headings.docx'), true);
    expect(formatReport(report)).toMatch(/^Read (\d+) lines of the Word document: all \1 placed\.$/m);
  });
});

describe('refusals leave content as it was', { timeout: 60_000 }, () => {
  const damaged = () => {
    // A download cut short: the first part of a real Word file.
    const file = path.join(root, 'cut-short.docx');
    writeFileSync(file, readFileSync(corpus('russian/word-headings.docx')).subarray(0, 3000));
    return file;
  };
  const wordNinetySeven = () => {
    // A Word 97–2003 file begins with the compound file's signature.
    const file = path.join(root, 'resume.doc');
    writeFileSync(file, Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(4096)]));
    return file;
  };

  it.each([
    ['a scan', () => corpus('refused/scanned.pdf'), 'The PDF has no text to read'],
    ['a locked PDF', () => corpus('refused/encrypted.pdf'), 'The PDF is locked with a password'],
    ['an invoice', () => corpus('refused/invoice.pdf'), 'This does not read as a résumé'],
    ['a damaged .docx', damaged, 'This file is not a Word document'],
    ['an old .doc', wordNinetySeven, 'This is a Word 97–2003 document (.doc), which cannot be read'],
  ])('%s: says why, and changes nothing', async (_, input, why) => {
    const content = contentCopy(`refused-${_}`);
    const before = snapshot(content);
    const report = await importInto(content, input());
    const text = formatReport(report);
    expect(report.ok).toBe(false);
    expect(text).toContain(why);
    expect(text).toContain('Nothing was changed in content/.');
    expect(snapshot(content)).toEqual(before);
  });

  it('`npm run import` exits 1 on a scan and 0 on a PDF résumé', async () => {
    const content = contentCopy('command');
    const command = (input: string) =>
      promisify(execFile)(
        process.execPath,
        [...typescriptArgs, 'scripts/import/import.ts', input, '--content', content, '--dry-run'],
        { cwd: projectDir, env: { ...process.env, GITHUB_ACTIONS: '' } },
      ).then(
        () => 0,
        (error: { code: number }) => error.code,
      );
    const [scan, resume] = await Promise.all([
      command(corpus('refused/scanned.pdf')),
      command(corpus('chinese/site.pdf')),
    ]);
    expect({ scan, resume }).toEqual({ scan: 1, resume: 0 });
  });
});
