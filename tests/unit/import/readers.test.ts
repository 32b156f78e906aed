/** Which reader reads an input, and what the import says of an input no reader reads. */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importCareer } from '#import/import-career.ts';
import { readerOf, readImport } from '#import/read/read.ts';
import { corpus, failure, success } from './helpers';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'readers-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A file of ours in the test's folder. */
function write(name: string, bytes: string | Buffer): string {
  const file = path.join(root, name);
  writeFileSync(file, bytes);
  return file;
}

const readers =
  'It reads a Word document (.docx), and a LinkedIn export (its .zip, or the folder of its CSV files), ' +
  'and a PDF with text in it (saved from Word, Google Docs, LaTeX or a résumé builder), and a JSON Resume file';

describe('the reader of an input', () => {
  it('is the JSON Resume reader for a .json file, the LinkedIn one for an export', () => {
    expect(readerOf(`${corpus('founder')}/resume.json`)?.format).toBe('JSON Resume');
    expect(readerOf(corpus('linkedin'))?.format).toBe('LinkedIn export');
    expect(readerOf(write('export.zip', 'PK\x03\x04'))?.format).toBe('LinkedIn export');
    expect(readerOf(path.join(root, 'missing.json'))).toBeUndefined();
  });

  it('is the PDF reader for a PDF by its first bytes, the Word one for a .docx', () => {
    expect(readerOf(write('cv', '%PDF-1.7\n'))?.format).toBe('PDF');
    expect(readerOf(write('resume.docx', 'PK\x03\x04'))?.format).toBe('Word document');
    expect(readerOf(write('resume.zip', 'PK\x03\x04\x14\x00[Content_Types].xml'))?.format).toBe(
      'Word document',
    );
  });

  it('knows JSON by its first character when the file has another name', async () => {
    const text = readFileSync(`${corpus('founder')}/resume.json`, 'utf8');
    const renamed = write('resume.txt', `\uFEFF\n  ${text}`);
    expect(readerOf(renamed)?.format).toBe('JSON Resume');
    expect(success(await readImport(renamed)).resume.basics?.name).toBe(
      success(await readImport(`${corpus('founder')}/resume.json`)).resume.basics?.name,
    );
  });

  // What it reads instead of such a file.
  it('names what a file is when no reader reads it, and what it reads', async () => {
    const fake = write('resume.pdf', '<html><body>Avery Quill</body></html>');
    const picture = write('scan.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const text = write('resume.txt', 'Avery Quill\nSenior Developer\n');
    expect(failure(await readImport(fake))).toEqual([
      `${fake}:1:1  (file)  This is a file named .pdf that is not a PDF, which the importer does not read. ${readers} (.json, or JSON by another name): export your résumé as one of those, and import that.`,
    ]);
    expect(failure(await readImport(picture))[0]).toContain(
      'This is a picture, which the importer does not read.',
    );
    expect(failure(await readImport(text))[0]).toContain(
      `This is a file the importer does not read. ${readers}`,
    );
  });

  it('says a PDF it cannot open is broken, and a Word file cut short is damaged', async () => {
    const pdf = write('resume.pdf', '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n');
    const docx = write('resume.docx', Buffer.from('PK\x03\x04\x14\x00\x06\x00', 'latin1'));
    expect(failure(await readImport(pdf))[0]).toContain('This PDF cannot be read');
    expect(failure(await readImport(docx))[0]).toMatch(/Word/);
  });
});

describe('an import of a file no reader reads', () => {
  it('reports why and leaves the content as it was', async () => {
    const contentDir = path.join(root, 'content');
    cpSync('tests/spec-content', contentDir, { recursive: true });
    const before = readdirSync(contentDir, { recursive: true }).sort();
    const report = await importCareer({
      input: write('scan.png', Buffer.from([0x89, 0x50, 0x4e, 0x47])),
      contentDir,
      contentLabel: 'content',
    });
    expect(report.ok).toBe(false);
    expect(report.kind).toBe('a format it does not read');
    expect(report.problems.map((problem) => problem.message)).toEqual([
      expect.stringContaining('This is a picture, which the importer does not read.'),
    ]);
    expect(readdirSync(contentDir, { recursive: true }).sort()).toEqual(before);
  });
});
