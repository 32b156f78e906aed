/**
 * The PDF résumé as a recruiter's software and a screen reader read it: a tagged structure tree
 * (headings, lists, links with their text and address) in reading order, real text in that same
 * order, embedded fonts, whole words, the paper size and the language the content asks for.
 */
import { OPS, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFace } from '#outputs/faces/face-for.ts';
import { faces } from '#outputs/faces/fonts.ts';
import { maxResumePages, renderResumePdf } from '#outputs/resume-pdf/render.ts';
import type { ResumeContent } from '#outputs/resume-pdf/content.ts';
import {
  arabicFixture,
  career,
  frenchFixture,
  resumeFixture,
  ukrainianFixture,
} from '../../fixtures/resume/resume-content.ts';
import {
  allTags,
  documentText,
  openPdf,
  pageTexts,
  pdfinfo,
  structureTrees,
  type Tag,
} from '../../support/pdf.ts';

/** A PDF and the ways it is read. */
async function read(bytes: Buffer) {
  const pdf = await openPdf(bytes);
  const tags = allTags(await structureTrees(pdf));
  return { pdf, tags, text: await documentText(pdf) };
}

const byRole = (tags: readonly Tag[], pattern: RegExp) => tags.filter((tag) => pattern.test(tag.role));
const headings = (tags: readonly Tag[]) => byRole(tags, /^H\d$/).map((tag) => [tag.role, tag.text]);

/** The headings a screen reader lists for the content: the name, each section's, each entry's title. */
function expectedHeadings(content: ResumeContent) {
  return [
    ['H1', content.name],
    ...content.sections
      .filter((section) => section.entries.length > 0)
      .flatMap((section) => [
        ['H2', section.heading],
        ...section.entries
          .filter((entry) => entry.title)
          .map((entry) => ['H3', [entry.title, entry.subtitle].filter(Boolean).join(' — ')]),
      ]),
  ];
}

describe('the PDF résumé', { timeout: 30_000 }, () => {
  let bytes: Buffer;
  let pdf: PDFDocumentProxy;
  let tags: Tag[];
  let text: string;

  beforeAll(async () => {
    bytes = await renderResumePdf(resumeFixture);
    ({ pdf, tags, text } = await read(bytes));
  });

  it('is a tagged PDF in the content’s language, its title shown in the title bar', async () => {
    expect(await pdf.getMarkInfo()).toMatchObject({ Marked: true });
    expect(await pdf.getViewerPreferences()).toMatchObject({ DisplayDocTitle: true });
    const { info } = await pdf.getMetadata();
    expect(info).toMatchObject({ Title: 'Jane Doe — Résumé', Author: 'Jane Doe', Language: 'en-US' });
    expect(tags[0]?.children.map((tag) => tag.role)).toEqual(['Document']);
  });

  it('is tagged as poppler reads it too', () => {
    const info = pdfinfo(bytes);
    if (!info) {
      // CI installs poppler-utils, so this branch runs only on a machine without it.
      expect(process.env.CI, 'pdfinfo (poppler-utils) must be installed in CI').toBeFalsy();
      console.warn('pdfinfo (poppler-utils) is not installed: tagging checked with pdf.js alone');
      return;
    }
    expect(info).toMatchObject({
      Tagged: 'yes',
      Pages: '1',
      'PDF version': '1.7',
      Title: 'Jane Doe — Résumé',
    });
  });

  // A section’s mark: its ring, number and hairline.
  it('marks all it draws: text as tagged content, each section’s mark as an artifact', async () => {
    const { fnArray, argsArray } = await (await pdf.getPage(1)).getOperatorList();
    const open: string[] = [];
    const drawn: { kind: 'text' | 'path'; in: string | undefined }[] = [];
    fnArray.forEach((fn, index) => {
      if (fn === OPS.beginMarkedContent || fn === OPS.beginMarkedContentProps) {
        open.push((argsArray[index] as [string])[0]);
      } else if (fn === OPS.endMarkedContent) open.pop();
      else if (fn === OPS.showText || fn === OPS.showSpacedText)
        drawn.push({ kind: 'text', in: open.at(-1) });
      else if (fn === OPS.stroke || fn === OPS.fill) drawn.push({ kind: 'path', in: open.at(-1) });
    });
    expect(drawn.filter((item) => item.in === undefined)).toEqual([]);
    const paths = drawn.filter((item) => item.kind === 'path');
    const sections = resumeFixture.sections.length;
    // Each mark: the hairline and the ring, and its number as the one text drawn as decoration.
    expect(paths).toHaveLength(2 * sections);
    expect(paths.every((item) => item.in === 'Artifact')).toBe(true);
    expect(drawn.filter((item) => item.kind === 'text' && item.in === 'Artifact')).toHaveLength(sections);
  });

  // In order.
  it('gives a screen reader the name, each section’s heading and each entry’s title', () => {
    expect(headings(tags)).toEqual(expectedHeadings(resumeFixture));
    expect(headings(tags).slice(0, 4)).toEqual([
      ['H1', 'Jane Doe'],
      ['H2', 'Profile'],
      ['H2', 'Work History'],
      ['H3', 'Principal Engineer — Northwind Logistics'],
    ]);
  });

  it('puts each section in a Sect that opens with its heading', () => {
    const sections = byRole(tags, /^Sect$/);
    expect(sections.map((section) => section.children[0]?.text)).toEqual(
      resumeFixture.sections.map((section) => section.heading),
    );
    expect(sections.every((section) => section.children[0]?.role === 'H2')).toBe(true);
  });

  it('tags bullets as list items with a label and a body', () => {
    const job = resumeFixture.sections[1].entries[0];
    const items = byRole(tags, /^LI$/).filter((item) => item.children[0]?.role === 'Lbl');
    expect(items.slice(0, 2).map((item) => item.children.map((child) => [child.role, child.text]))).toEqual(
      job.bullets.map((bullet) => [
        ['Lbl', '•'],
        ['LBody', bullet],
      ]),
    );
    expect(byRole(tags, /^L$/).every((list) => list.children.every((child) => child.role === 'LI'))).toBe(
      true,
    );
  });

  it('lists the contact details, each link holding its text and its annotation’s address', () => {
    const contacts = byRole(tags, /^L$/)[0]!;
    expect(contacts.children.map((item) => item.text)).toEqual(
      resumeFixture.contacts.map(({ text }) => text),
    );
    const links = byRole(tags, /^Link$/).map((link) => ({ text: link.text, urls: link.urls }));
    expect(links).toEqual(
      [...resumeFixture.contacts, ...resumeFixture.sections[2].entries[0].links]
        .filter((link) => 'href' in link)
        .map((link) => ({ text: link.text, urls: [new URL(link.href).href] })),
    );
  });

  it('gives every link annotation its text, and every page its tab order by structure', async () => {
    const page = await pdf.getPage(1);
    const annotations = (await page.getAnnotations()) as { url?: string; contentsObj?: { str: string } }[];
    expect(annotations.map((annotation) => annotation.contentsObj?.str)).toEqual(
      byRole(tags, /^Link$/).map((link) => link.text),
    );
    expect(bytes.toString('latin1')).toMatch(/\/Tabs \/S/);
  });

  it('opens with the name, the title and every way to reach the owner', async () => {
    const [first] = await pageTexts(pdf);
    expect(first!.slice(0, 8)).toEqual([
      resumeFixture.name,
      resumeFixture.headline,
      ...resumeFixture.contacts.map(({ text }) => text),
    ]);
  });

  it('draws the text in reading order: the same order as the structure', () => {
    const squeeze = (value: string) => value.replace(/\s+/g, '');
    const all = squeeze(text);
    const inOrder = byRole(tags, /^(H\d|P|LBody)$/).map((tag) => all.indexOf(squeeze(tag.text)));
    expect(inOrder.every((position) => position >= 0)).toBe(true);
    expect([...inOrder].sort((a, b) => a - b)).toEqual(inOrder);
  });

  it('prints the job’s paragraph, bullets and labelled facts', () => {
    expect(text).toContain('Leads the routing platform. Owns its architecture.');
    // Text runs of different weights come out as separate items: compare without the gaps.
    expect(text.replace(/\s+/g, '')).toContain('Machinelearning:Embeddings');
    expect(byRole(tags, /^P$/).map((tag) => tag.text)).toContain('Stack: Go, Kubernetes');
  });

  it('keeps long words whole: no hyphen added at a line end', () => {
    expect(text).toContain('internationalization');
    expect(text).not.toMatch(/[a-z]- [a-z]/);
  });

  it('embeds its fonts, subset, a fallback included for characters the text face lacks', () => {
    const raw = bytes.toString('latin1');
    // The site's faces (src/styles/typefaces.ts): the text face, and the display face for the name
    // and headings, each by the name its file gives it.
    for (const face of [faces.text.regular, faces.display.bold]) {
      expect(raw).toContain(`+${loadFace(face).font.postscriptName}`);
    }
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    expect(raw).toContain('/FontFile2');
    // The PDF's 14 standard fonts are never embedded: none may be used.
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    expect(text).toContain('→');
  });

  it('prints on the paper the content asks for', async () => {
    const letter = (await pdf.getPage(1)).view;
    const a4 = (await (await openPdf(await renderResumePdf({ ...resumeFixture, pageSize: 'A4' }))).getPage(1))
      .view;
    const points = (view: number[]) => view.map(Math.round);
    expect({ letter: points(letter), a4: points(a4) }).toEqual({
      letter: [0, 0, 612, 792],
      a4: [0, 0, 595, 842],
    });
  });
});

describe('the PDF résumé in other scripts', { timeout: 30_000 }, () => {
  it.each([
    ['French', frenchFixture],
    ['Ukrainian', ukrainianFixture],
    // And whose language is its own.
  ])('prints a %s résumé whose text extracts as written', async (_, content) => {
    const { pdf, tags, text } = await read(await renderResumePdf(content));
    expect((await pdf.getMetadata()).info).toMatchObject({
      Title: content.title,
      Language: content.language,
    });
    expect(headings(tags)).toEqual(expectedHeadings(content));
    const entry = content.sections[0]!.entries[0]!;
    const written = [content.name, content.headline!, ...(entry.paragraphs ?? []), ...(entry.bullets ?? [])];
    // A no-break space is drawn with the space's glyph, so it comes back as a space.
    for (const line of written) expect(text).toContain(line.replace(/[\u00a0\u202f]/g, ' '));
    expect(text).not.toContain('\uFFFD');
  });
});

describe('résumés written in turn', { timeout: 30_000 }, () => {
  it('read as written, whatever the same process wrote before them', async () => {
    // A Latin résumé with an Arabic word run together, as an owner's skills list may hold.
    const before: ResumeContent = {
      ...resumeFixture,
      sections: [
        {
          heading: 'Skills',
          entries: [{ title: 'Languages', bullets: ['والاستراتيجياتالبرمجيةالمتقدمةللأنظمةالموزعة'] }],
        },
      ],
    };
    await renderResumePdf(before);
    const { text } = await read(await renderResumePdf(arabicFixture));
    const squeeze = (line: string) => line.replace(/\s+/g, '');
    const entry = arabicFixture.sections[0]!.entries[0]!;
    for (const line of [arabicFixture.name, entry.title!, entry.date!, ...entry.bullets!])
      expect(squeeze(text), line).toContain(squeeze(line));
  });
});

describe('sections', { timeout: 30_000 }, () => {
  it('leaves out a section with no entries: no heading without content', async () => {
    const content: ResumeContent = {
      ...resumeFixture,
      sections: resumeFixture.sections.map((section, index) =>
        index === 4 ? { ...section, entries: [] } : section,
      ),
    };
    const { tags, text } = await read(await renderResumePdf(content));
    expect(text).not.toContain('Schooling');
    expect(byRole(tags, /^H2$/).map((tag) => tag.text)).toEqual([
      'Profile',
      'Work History',
      'Side Projects',
      'Toolbox',
      'Credentials',
    ]);
  });

  it('prints a career with no jobs by its projects', async () => {
    const content: ResumeContent = {
      ...resumeFixture,
      sections: resumeFixture.sections.map((section, index) =>
        index === 1 ? { ...section, entries: [] } : section,
      ),
    };
    const { tags, text } = await read(await renderResumePdf(content));
    expect(headings(tags)).toEqual(expectedHeadings(content));
    expect(headings(tags)).toContainEqual(['H3', 'Route Planner']);
    expect(text).not.toContain('Work History');
    expect(text).toContain('Plans delivery routes for small bakeries.');
  });
});

describe('unusual lengths', { timeout: 30_000 }, () => {
  // The address in full; the long date under the title.
  it('prints an address wider than the page in one list item, a long date below', async () => {
    const long = `https://example.com/${'a-very-long-path/'.repeat(12)}end`;
    const date = 'From the first of January 2012 to the thirty-first of December 2020, with breaks';
    const content: ResumeContent = {
      ...resumeFixture,
      contacts: [...resumeFixture.contacts, { text: long.slice(8), href: long }],
      sections: [
        { heading: 'Work History', entries: [{ title: 'Principal Engineer', date, bullets: ['Led'] }] },
      ],
    };
    const { tags, text } = await read(await renderResumePdf(content));
    const contacts = byRole(tags, /^L$/)[0]!;
    expect(contacts.children.map((item) => item.text.replace(/ /g, ''))).toEqual(
      content.contacts.map(({ text }) => text.replace(/ /g, '')),
    );
    expect(byRole(tags, /^Link$/).at(-1)?.urls).toEqual([long]);
    expect(text).toContain(date);
    expect(headings(tags)).toContainEqual(['H3', 'Principal Engineer']);
  });
});

describe('a long career', { timeout: 60_000 }, () => {
  const job = resumeFixture.sections[1].entries[0];

  // Compact: titles, dates and bullets.
  it('prints the jobs compact when in full they would run past three pages', async () => {
    const story = 'A long story about the job, told in full on the web page. '.repeat(20);
    const warnings: string[] = [];
    const content = career(12, story);
    const bytes = await renderResumePdf(content, { warn: (message) => warnings.push(message) });
    const { pdf, tags, text } = await read(bytes);
    expect(pdf.numPages).toBeLessThanOrEqual(maxResumePages);
    expect(text).toContain('Company 12');
    expect(text).toContain(job.bullets[0]);
    expect(text).not.toContain('A long story');
    expect(text).not.toContain('Stack: Go, Kubernetes');
    // Sections that are not condensable keep their text.
    expect(text).toContain('Builds dependable systems');
    expect(headings(tags)).toEqual(expectedHeadings(content));
    expect(warnings).toEqual([]);
  });

  it('warns when even compact it is longer than recruiters read, and writes every job', async () => {
    const warnings: string[] = [];
    const bytes = await renderResumePdf(career(60, job.paragraphs[0]), {
      warn: (message) => warnings.push(message),
    });
    const { pdf, text } = await read(bytes);
    expect(text).toContain('Company 60');
    // The count it gives is the file's.
    expect(warnings).toEqual([
      expect.stringMatching(
        new RegExp(`^The PDF résumé runs to ${pdf.numPages} pages; recruiters read 3 at most: `),
      ),
    ]);
  });
});
