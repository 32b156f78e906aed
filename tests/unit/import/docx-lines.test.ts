/** A Word résumé read into lines, one a paragraph, the first step of importing a .docx résumé. */
import {
  Document,
  ExternalHyperlink,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  Paragraph,
  Tab,
  TabStopType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  Textbox,
  type ISectionOptions,
  type IStylesOptions,
} from 'docx';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { DocumentLine } from '#import/read/document-lines.ts';
import { readDocxText } from '#import/read/docx-lines.ts';

/** Styles as a Word template sets them: 11-point body text, bold headings, a larger title. */
const styles: IStylesOptions = {
  default: {
    document: { run: { size: 22 } },
    title: { run: { size: 52 } },
    heading1: { run: { size: 28, bold: true } },
  },
  paragraphStyles: [
    {
      id: 'SectionTitle',
      name: 'Section Title',
      basedOn: 'Normal',
      paragraph: { outlineLevel: 1 },
      run: { size: 24, allCaps: true },
    },
  ],
  characterStyles: [{ id: 'Emphatic', name: 'Emphatic', run: { bold: true, size: 30 } }],
};

/** A .docx of one section holding `children`, as bytes. */
async function docx(
  children: ISectionOptions['children'],
  section: Omit<ISectionOptions, 'children'> = {},
): Promise<Uint8Array> {
  const document = new Document({ styles, sections: [{ ...section, children }] });
  return new Uint8Array(await Packer.toBuffer(document));
}

async function lines(bytes: Uint8Array): Promise<DocumentLine[]> {
  const read = await readDocxText(bytes);
  if (!read.ok) throw new Error(read.message);
  return read.lines;
}

/** The lines expected, numbered in order, each an 11-point body line unless it says otherwise. */
const expected = (...lines: (Partial<DocumentLine> & { text: string })[]): DocumentLine[] =>
  lines.map((line, index) => ({
    page: 1,
    line: index + 1,
    segments: [line.text],
    size: 11,
    bold: false,
    capitals: false,
    column: 0,
    links: [],
    left: 0,
    bullet: false,
    ...line,
  }));

describe('the lines of a Word résumé', () => {
  it('come in order: title, headings, a job and its dates, bullets', async () => {
    const read = await lines(
      await docx([
        new Paragraph({ text: 'Avery Quill', heading: HeadingLevel.TITLE }),
        new Paragraph('Senior engineer who ships billing systems'),
        new Paragraph({ text: 'Experience', heading: HeadingLevel.HEADING_1 }),
        new Paragraph({
          tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
          children: [
            new TextRun({ text: 'Senior Engineer, Lumen Labs', bold: true }),
            new TextRun({ children: [new Tab(), 'Mar 2019 – Present'] }),
          ],
        }),
        new Paragraph({ text: 'Led the move of billing to event sourcing', bullet: { level: 0 } }),
        new Paragraph('• Cut p99 latency by 40%'),
        new Paragraph('- Mentored four engineers'),
        new Paragraph('-5% churn in a year'),
        new Paragraph({ text: 'Skills', heading: HeadingLevel.HEADING_2 }),
        new Paragraph('TypeScript   React   Node.js'),
      ]),
    );
    expect(read).toEqual(
      expected(
        { text: 'Avery Quill', heading: 0, size: 26 },
        { text: 'Senior engineer who ships billing systems' },
        { text: 'Experience', heading: 1, size: 14, bold: true },
        {
          text: 'Senior Engineer, Lumen Labs Mar 2019 – Present',
          segments: ['Senior Engineer, Lumen Labs', 'Mar 2019 – Present'],
          bold: true,
        },
        { text: 'Led the move of billing to event sourcing', bullet: true },
        { text: '• Cut p99 latency by 40%', bullet: true },
        { text: '- Mentored four engineers', bullet: true },
        { text: '-5% churn in a year' },
        // The docx package's Heading 2 is 13 points.
        { text: 'Skills', heading: 2, size: 13 },
        { text: 'TypeScript React Node.js', segments: ['TypeScript', 'React', 'Node.js'] },
      ),
    );
  });

  it('take size, weight, capitals from the run, else its styles', async () => {
    const read = await lines(
      await docx([
        new Paragraph({ children: [new TextRun({ text: 'Avery Quill', size: 40, bold: true })] }),
        new Paragraph({ children: [new TextRun({ text: 'skills', allCaps: true })] }),
        new Paragraph({ text: 'Projects', style: 'SectionTitle' }),
        new Paragraph({
          children: [new TextRun({ text: 'Ledger Accounting', style: 'Emphatic' }), new TextRun(' (2021)')],
        }),
        new Paragraph({ children: [new TextRun('Indented note')], indent: { left: 720 } }),
      ]),
    );
    expect(read).toEqual(
      expected(
        { text: 'Avery Quill', size: 20, bold: true },
        { text: 'skills', capitals: true },
        // Section Title is no heading by name; its outline level makes it a second-level one.
        { text: 'Projects', heading: 2, size: 12, capitals: true },
        { text: 'Ledger Accounting (2021)', size: 15, bold: true },
        { text: 'Indented note', left: 36 },
      ),
    );
  });

  it('keep the addresses of the links on a line', async () => {
    const read = await lines(
      await docx([
        new Paragraph({
          children: [
            new ExternalHyperlink({
              link: 'mailto:avery@example.com',
              children: [new TextRun('avery@example.com')],
            }),
            new TextRun(' | '),
            new ExternalHyperlink({ link: 'https://quill.dev/', children: [new TextRun('quill.dev')] }),
          ],
        }),
      ]),
    );
    expect(read).toEqual(
      expected({
        text: 'avery@example.com | quill.dev',
        links: ['mailto:avery@example.com', 'https://quill.dev/'],
      }),
    );
  });

  it('read a two-cell table row by row, the left cell before the right one', async () => {
    const cell = (...texts: string[]) =>
      new TableCell({ children: texts.map((text) => new Paragraph(text)) });
    const read = await lines(
      await docx([
        new Table({
          rows: [
            new TableRow({ children: [cell('2019 – now'), cell('Senior Engineer', 'Lumen Labs')] }),
            new TableRow({ children: [cell('2015 – 2019'), cell('Engineer')] }),
          ],
        }),
      ]),
    );
    expect(read.map((line) => line.text)).toEqual([
      '2019 – now',
      'Senior Engineer',
      'Lumen Labs',
      '2015 – 2019',
      'Engineer',
    ]);
  });

  it('keep the text of a text box, after the paragraph it stands in', async () => {
    const read = await lines(
      await docx([
        new Paragraph('Avery Quill'),
        new Textbox({
          style: { width: '2in', height: '1in' },
          children: [new Paragraph('Berlin, Germany'), new Paragraph('+49 30 1234567')],
        }),
        new Paragraph('Experience'),
      ]),
    );
    expect(read).toEqual(
      expected(
        { text: 'Avery Quill' },
        { text: 'Berlin, Germany' },
        { text: '+49 30 1234567' },
        { text: 'Experience' },
      ),
    );
  });

  it('put the first page’s header first and its footer last', async () => {
    const read = await lines(
      await docx([new Paragraph('Experience')], {
        properties: { titlePage: true },
        headers: {
          first: new Header({
            children: [
              new Paragraph({
                children: [
                  new ExternalHyperlink({
                    link: 'mailto:avery@example.com',
                    children: [new TextRun('avery@example.com')],
                  }),
                ],
              }),
            ],
          }),
          default: new Header({ children: [new Paragraph('Avery Quill, page 2')] }),
        },
        footers: { first: new Footer({ children: [new Paragraph('References on request')] }) },
      }),
    );
    expect(read).toEqual(
      expected(
        { text: 'avery@example.com', links: ['mailto:avery@example.com'] },
        { text: 'Experience' },
        { text: 'References on request' },
      ),
    );
  });

  it('read CJK, Cyrillic and Arabic; only letters with a case can be capitals', async () => {
    const read = await lines(
      await docx([
        new Paragraph('職務経歴'),
        new Paragraph({ children: [new TextRun({ text: 'ОПЫТ РАБОТЫ', bold: true })] }),
        new Paragraph('Ведущий инженер'),
        new Paragraph({
          children: [new TextRun('الخبرة المهنية'), new TextRun({ children: [new Tab(), '٢٠١٩'] })],
        }),
      ]),
    );
    expect(read).toEqual(
      expected(
        { text: '職務経歴' },
        { text: 'ОПЫТ РАБОТЫ', bold: true, capitals: true },
        { text: 'Ведущий инженер' },
        { text: 'الخبرة المهنية ٢٠١٩', segments: ['الخبرة المهنية', '٢٠١٩'] },
      ),
    );
  });

  it('set apart the parts of a paragraph split by a line break', async () => {
    const read = await lines(
      await docx([
        new Paragraph({ children: [new TextRun('Lumen Labs'), new TextRun({ text: 'Berlin', break: 1 })] }),
      ]),
    );
    expect(read).toEqual(expected({ text: 'Lumen Labs Berlin', segments: ['Lumen Labs', 'Berlin'] }));
  });
});

/** A compound file (the container of .doc files and of password-locked .docx files) naming `streams`. */
function compoundFile(...streams: string[]): Uint8Array {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  // Each directory entry is 128 bytes: the name in UTF-16 (64 bytes), then its length in bytes.
  const entries = ['Root Entry', ...streams].map((name) => {
    const entry = Buffer.alloc(128);
    entry.write(`${name}\0`, 'utf16le');
    entry.writeUInt16LE((name.length + 1) * 2, 64);
    return entry;
  });
  return new Uint8Array(Buffer.concat([header, ...entries]));
}

describe('a Word file that cannot be read', () => {
  it('says a file that is not a .docx is not a Word document', async () => {
    const read = await readDocxText(strToU8('Avery Quill, Senior Engineer'));
    expect(read).toEqual({
      ok: false,
      reason: 'unreadable',
      message:
        'This file is not a Word document: a .docx file is a zip package and this one is not (another ' +
        'kind of file renamed, or a damaged copy). Open it in Word and save it again as a .docx, or ' +
        'export it as a PDF, and import that.',
    });
  });

  it('says a zip package without a Word document in it holds none', async () => {
    const read = await readDocxText(zipSync({ 'notes.txt': strToU8('Avery Quill') }));
    expect(read).toEqual({
      ok: false,
      reason: 'unreadable',
      message:
        'This file is a zip package with no Word document in it (another kind of file, such as a ' +
        'spreadsheet or a zipped folder). Save the résumé from Word as a .docx, or export it as a ' +
        'PDF, and import that.',
    });
  });

  it('says a document with no text has none to read', async () => {
    expect(await readDocxText(await docx([]))).toEqual({
      ok: false,
      reason: 'no text',
      message:
        'The Word file has no text to read: it is empty, or its pages hold only pictures (a scanned ' +
        'résumé, or one pasted in as an image). Import the file the résumé was written in, or a PDF ' +
        'with text.',
    });
  });

  it('names the damaged part of a Word file that cannot be read', async () => {
    const read = await readDocxText(zipSync({ 'word/document.xml': strToU8('<w:document><w:body>') }));
    expect(read).toEqual({
      ok: false,
      reason: 'unreadable',
      message:
        'This Word file cannot be read (its part word/document.xml is damaged). Open it in Word and ' +
        'save it again as a .docx, or export it as a PDF, and import that.',
    });
  });

  it('asks for a copy without the password when the file is locked', async () => {
    const read = await readDocxText(compoundFile('EncryptionInfo', 'EncryptedPackage'));
    expect(read).toEqual({
      ok: false,
      reason: 'encrypted',
      message:
        'The Word file is locked with a password, so its text cannot be read. Open it in Word, save a ' +
        'copy without the password (File › Info › Protect Document › Encrypt with Password, then ' +
        'clear it), and import that copy, or export it as a PDF.',
    });
  });

  it('asks for a .docx or a PDF in place of a Word 97–2003 .doc file', async () => {
    const read = await readDocxText(compoundFile('WordDocument', '1Table'));
    expect(read).toEqual({
      ok: false,
      reason: 'unreadable',
      message:
        'This is a Word 97–2003 document (.doc), which cannot be read. Open it in Word and save it as ' +
        'a .docx (File › Save As › Word Document), or export it as a PDF, and import that.',
    });
  });
});
