/**
 * The PDF résumé as a recruiter's software reads it: real text in reading order, embedded fonts,
 * clickable links, whole words, the paper size the content asks for.
 */
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageCount, renderResumePdf } from '../../../scripts/resume-pdf/render.ts';
import { resumeFixture } from '../../fixtures/resume/resume-content.ts';

/** Each page's text items, in the order the PDF gives them. */
async function pageTexts(pdf: PDFDocumentProxy): Promise<string[][]> {
  const pages: string[][] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.flatMap((item) => ('str' in item && item.str.trim() ? [item.str] : [])));
  }
  return pages;
}

const open = (bytes: Buffer) => getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;

describe('the PDF résumé', { timeout: 30_000 }, () => {
  let bytes: Buffer;
  let pdf: PDFDocumentProxy;
  let text: string;

  beforeAll(async () => {
    bytes = await renderResumePdf(resumeFixture);
    pdf = await open(bytes);
    text = (await pageTexts(pdf)).flat().join(' ');
  });

  it('opens with the name, the title and every way to reach the owner', async () => {
    const [first] = await pageTexts(pdf);
    const { owner } = resumeFixture;
    expect(first!.slice(0, 8)).toEqual([
      owner.name,
      owner.title,
      owner.location,
      owner.email,
      owner.phone,
      'jane.example.com',
      'linkedin.com/in/janedoe',
      'github.com/janedoe',
    ]);
  });

  it('has the sections in order, headed with the content’s words', () => {
    const { summary, experience, skills, education, certifications, ...empty } =
      resumeFixture.labels.headings;
    const positions = [summary, experience, skills, education, certifications].map((heading) =>
      text.indexOf(heading),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // A section without entries has no heading either.
    for (const heading of Object.values(empty)) expect(text).not.toContain(heading);
  });

  it('lists every job in the order given, with its achievements, as one paragraph of text', () => {
    const [latest, earlier] = resumeFixture.jobs;
    expect(text.indexOf(latest!.company)).toBeLessThan(text.indexOf(earlier!.company));
    for (const achievement of [...latest!.achievements, ...earlier!.achievements]) {
      expect(text).toContain(achievement);
    }
    expect(text).toContain('Leads the routing platform. Owns its architecture.');
    // Text runs of different weights come out as separate items: compare without the gaps.
    expect(text.replace(/\s+/g, '')).toContain('Machinelearning:Embeddings');
  });

  it('keeps long words whole: no hyphen added at a line end', () => {
    expect(text).toContain('internationalization');
    expect(text).not.toMatch(/[a-z]- [a-z]/);
  });

  it('links the email, phone, website and profiles', async () => {
    const annotations = await (await pdf.getPage(1)).getAnnotations();
    const targets = annotations.map((annotation: { url?: string; unsafeUrl?: string }) =>
      decodeURI(annotation.url ?? annotation.unsafeUrl ?? ''),
    );
    expect(targets).toEqual(
      expect.arrayContaining([
        'mailto:jane@example.com',
        'tel:+15550100123',
        'https://jane.example.com/',
        'https://www.linkedin.com/in/janedoe',
        'https://github.com/janedoe',
      ]),
    );
  });

  it('embeds its fonts, a fallback included for characters Inter lacks', () => {
    const raw = bytes.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    expect(raw).toContain('/FontFile2');
    // The PDF's 14 standard fonts are never embedded: none may be used.
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    expect(text).toContain('→');
  });

  it('names the document and its author', async () => {
    const { info } = await pdf.getMetadata();
    expect(info).toMatchObject({ Title: 'Jane Doe — Résumé', Author: 'Jane Doe' });
  });

  it('prints on the paper the content asks for', async () => {
    const letter = (await pdf.getPage(1)).view;
    const a4 = (await (await open(await renderResumePdf({ ...resumeFixture, pageSize: 'A4' }))).getPage(1))
      .view;
    const points = (view: number[]) => view.map(Math.round);
    expect({ letter: points(letter), a4: points(a4) }).toEqual({
      letter: [0, 0, 612, 792],
      a4: [0, 0, 595, 842],
    });
  });
});

describe('a long career', { timeout: 60_000 }, () => {
  const job = resumeFixture.jobs[0]!;
  const career = (count: number, description: string) =>
    Array.from({ length: count }, (_, index) => ({
      ...job,
      company: `Company ${index + 1}`,
      description,
    }));

  it('prints the jobs compact (role, dates, achievements) when in full they would run past three pages', async () => {
    const story = 'A long story about the job, told in full on the web page. '.repeat(20);
    const warnings: string[] = [];
    const bytes = await renderResumePdf(
      { ...resumeFixture, jobs: career(12, story) },
      { warn: (message) => warnings.push(message) },
    );
    const pdf = await open(bytes);
    const text = (await pageTexts(pdf)).flat().join(' ');
    expect(pdf.numPages).toBeLessThanOrEqual(3);
    expect(pageCount(bytes)).toBe(pdf.numPages);
    expect(text).toContain('Company 12');
    expect(text).toContain(job.achievements[0]);
    expect(text).not.toContain('A long story');
    expect(warnings).toEqual([]);
  });

  it('warns when even compact it is longer than recruiters read, and still writes every job', async () => {
    const warnings: string[] = [];
    const bytes = await renderResumePdf(
      { ...resumeFixture, jobs: career(40, job.description) },
      { warn: (message) => warnings.push(message) },
    );
    const text = (await pageTexts(await open(bytes))).flat().join(' ');
    expect(text).toContain('Company 40');
    expect(warnings).toEqual([
      expect.stringMatching(/^The PDF résumé runs to \d+ pages; recruiters read 3 at most: /),
    ]);
  });
});
