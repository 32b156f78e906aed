/**
 * The PDF and Word résumés of tests/corpus-documents/, read by the importer and scored against the
 * truth each was rendered from. The scores print as tables to paste into a note; floor.json holds
 * the least they may be, so a reader that gets better raises a number there and one that gets
 * worse fails here.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from 'jsonschema';
import { describe, expect, it } from 'vitest';
import type { JsonResume } from '#import/read/json-resume-schema.ts';
import { officialSchema } from '#import/read/official-schema.ts';
import { readImport } from '#import/read/read.ts';
import { corpusFolder, isRefused, readManifest, type ResumeFile } from '#tooling/corpus/manifest.ts';
import { refusedFor, scoreFile, scoreTable, share, total, type FileScore } from './document-score.ts';

interface Floor {
  name: number;
  email: number;
  jobFields: number;
  schools: number;
  inventedAtMost: number;
  refusedForTheirReason: number;
}

const floor = JSON.parse(readFileSync(join(corpusFolder, 'floor.json'), 'utf8')) as Floor;
const entries = readManifest();
const resumes = entries.filter((entry): entry is ResumeFile => !isRefused(entry));
const refused = entries.filter(isRefused);
const truthOf = (person: string): JsonResume =>
  JSON.parse(readFileSync(join(corpusFolder, person, 'truth.json'), 'utf8')) as JsonResume;

describe('the document corpus', () => {
  it('lists every file in its folders, each there, of its kind and within 400 KB', () => {
    const listed = entries.map((entry) => entry.file).sort();
    const onDisk = readdirSync(corpusFolder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(pdf|docx)$/.test(file))
      .sort();
    expect(onDisk).toEqual(listed);
    for (const { file } of entries) {
      const path = join(corpusFolder, file);
      const head = readFileSync(path).subarray(0, 5).toString('latin1');
      expect(head, file).toBe(file.endsWith('.pdf') ? '%PDF-' : 'PK\x03\x04\x14');
      expect(statSync(path).size, file).toBeLessThanOrEqual(400 * 1024);
    }
  });

  it('has a valid JSON Resume truth in each language its files name', () => {
    const people = new Set([
      ...resumes.map((entry) => entry.truth),
      ...refused.flatMap((entry) => entry.from ?? []),
    ]);
    for (const person of people) {
      expect(existsSync(join(corpusFolder, person, 'truth.json')), person).toBe(true);
      const errors = new Validator()
        .validate(truthOf(person), officialSchema)
        .errors.map((error) => error.stack);
      expect(errors, person).toEqual([]);
    }
    for (const entry of resumes) {
      const language = truthOf(entry.truth).meta?.language;
      if (typeof language === 'string') expect(entry.language, entry.file).toBe(language);
    }
  });

  it('reads each résumé at least as well as floor.json says', { timeout: 60_000 }, async () => {
    const scored: { entry: ResumeFile; score: FileScore }[] = [];
    for (const entry of resumes) {
      const result = await readImport(join(corpusFolder, entry.file));
      scored.push({ entry, score: scoreFile(truthOf(entry.truth), result.ok ? result.resume : undefined) });
      if (!result.ok) continue;
      // Every line of the file is in the résumé or in the report, and the language is the file's.
      const { total: lines = 0, placed = 0, reported = 0 } = result.lines ?? {};
      expect(lines, entry.file).toBeGreaterThan(0);
      expect(placed + reported, entry.file).toBe(lines);
      expect(result.resume.meta?.language, entry.file).toBe(entry.language);
    }
    console.log(
      [
        scoreTable(
          'Document corpus by look',
          scored.map(({ entry, score }) => ({ label: entry.look, score })),
        ),
        scoreTable(
          'Document corpus by language',
          scored.map(({ entry, score }) => ({ label: entry.language, score })),
        ),
      ].join('\n\n'),
    );
    const all = total(scored.map(({ score }) => score));
    expect(share(all.name)).toBeGreaterThanOrEqual(floor.name);
    expect(share(all.email)).toBeGreaterThanOrEqual(floor.email);
    expect(share(all.jobFields)).toBeGreaterThanOrEqual(floor.jobFields);
    expect(share(all.schools)).toBeGreaterThanOrEqual(floor.schools);
    expect(all.invented).toBeLessThanOrEqual(floor.inventedAtMost);
  });

  it('refuses the scan, the locked PDF and the invoice, each with a problem', async () => {
    let forTheirReason = 0;
    for (const entry of refused) {
      const result = await readImport(join(corpusFolder, entry.file));
      expect(result.ok, entry.file).toBe(false);
      const messages = result.ok ? [] : result.problems.map((problem) => problem.message);
      expect(messages.length, entry.file).toBeGreaterThan(0);
      if (refusedFor(entry.refuses, messages)) forTheirReason++;
    }
    expect(forTheirReason).toBeGreaterThanOrEqual(floor.refusedForTheirReason);
  });
});
