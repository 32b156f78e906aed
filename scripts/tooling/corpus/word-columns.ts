/**
 * A two-column Word résumé as Word's templates lay one out: the name across the top, then a
 * borderless table of one row, its narrow shaded left cell holding the contact details, skills,
 * languages and certificates, its wide right cell the summary, the jobs and the schools, each
 * title with its dates at a right tab stop inside the cell.
 */
import {
  BorderStyle,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type FileChild,
} from 'docx';
import type { JsonResume } from '#import/read/json-resume-schema.ts';
import { contactsOf } from './html.ts';
import { bulleted, documentBytes, noBorders, type Job } from './word.ts';
import type { Words } from './words.ts';

/** An A4 page's width between Word's default margins, in twips, split about 1 : 2. */
const columns = [3100, 5926];
/** Inside a cell, on each side, in twips. */
const padding = 140;

const accent = '1F4E79';

const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 200, after: 80 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: accent, space: 1 } },
    children: [new TextRun({ text: text.toUpperCase(), bold: true, color: accent, size: 20 })],
  });

/** A section's heading and body, or nothing when the body is empty. */
const section = (title: string, body: Paragraph[]): Paragraph[] =>
  body.length ? [heading(title), ...body] : [];

/** A title in bold with its dates at the cell's right edge. */
const titled = (title: string, dates: string) =>
  new Paragraph({
    spacing: { before: 120 },
    tabStops: [{ type: TabStopType.RIGHT, position: columns[1]! - 2 * padding }],
    children: [
      new TextRun({ text: title, bold: true }),
      new TextRun({ text: `\t${dates}`, color: '595959' }),
    ],
  });

const cell = (children: Paragraph[], width: number, shaded: boolean) =>
  new TableCell({
    children,
    width: { size: width, type: WidthType.DXA },
    margins: { top: padding, bottom: padding, left: padding, right: padding },
    ...(shaded ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'EAF0F6' } } : {}),
  });

/** The left cell: how to reach the person and what they know. */
function sideBar(resume: JsonResume, words: Words): Paragraph[] {
  const { headings } = words;
  return [
    ...section(
      headings.contact,
      contactsOf(resume).map(
        (contact) => new Paragraph({ children: [new TextRun({ text: contact.text, size: 17 })] }),
      ),
    ),
    ...section(
      headings.skills,
      (resume.skills ?? []).flatMap((skill) => [
        new Paragraph({
          spacing: { before: 60 },
          children: [new TextRun({ text: skill.name ?? '', bold: true })],
        }),
        new Paragraph({ children: [new TextRun({ text: (skill.keywords ?? []).join(', '), size: 18 })] }),
      ]),
    ),
    ...section(
      headings.languages,
      (resume.languages ?? []).map(
        (entry) =>
          new Paragraph({
            children: [
              new TextRun({ text: entry.language ?? '', bold: true }),
              new TextRun(` — ${entry.fluency ?? ''}`),
            ],
          }),
      ),
    ),
    ...section(
      headings.certificates,
      (resume.certificates ?? []).map(
        (entry) =>
          new Paragraph({
            children: [
              new TextRun({
                text: [entry.name, entry.date?.slice(0, 4)].filter(Boolean).join(', '),
                size: 18,
              }),
            ],
          }),
      ),
    ),
  ];
}

/** The right cell: who the person is, where they worked and studied. */
function mainColumn(resume: JsonResume, words: Words): Paragraph[] {
  const { headings } = words;
  const job = (entry: Job) => [
    titled(entry.position ?? '', words.period(entry.startDate, entry.endDate, words)),
    new Paragraph({
      children: [
        new TextRun({ text: [entry.name, entry.location].filter(Boolean).join(', '), italics: true }),
      ],
    }),
    ...bulleted(entry.highlights),
  ];
  return [
    ...section(headings.summary, resume.basics?.summary ? [new Paragraph(resume.basics.summary)] : []),
    ...section(headings.experience, (resume.work ?? []).flatMap(job)),
    ...section(
      headings.education,
      (resume.education ?? []).flatMap((school) => [
        titled(
          school.institution ?? '',
          words.period(school.startDate, school.endDate ?? school.startDate, words),
        ),
        new Paragraph([school.studyType, school.area].filter(Boolean).join(', ')),
      ]),
    ),
  ];
}

/** The two-column Word résumé. */
export function columnsDocx(resume: JsonResume, language: string, words: Words): Promise<Buffer> {
  const basics = resume.basics ?? {};
  const children: FileChild[] = [
    new Paragraph({
      children: [new TextRun({ text: basics.name ?? '', bold: true, size: 44, color: accent })],
    }),
    new Paragraph({
      spacing: { after: 200 },
      children: [new TextRun({ text: basics.label ?? '', size: 24, color: '595959' })],
    }),
    new Table({
      width: { size: columns[0]! + columns[1]!, type: WidthType.DXA },
      columnWidths: columns,
      layout: TableLayoutType.FIXED,
      borders: noBorders,
      rows: [
        new TableRow({
          children: [
            cell(sideBar(resume, words), columns[0]!, true),
            cell(mainColumn(resume, words), columns[1]!, false),
          ],
        }),
      ],
    }),
  ];
  return documentBytes(resume, language, children);
}
