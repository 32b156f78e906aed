/**
 * Two Word résumés made with `docx`, as people write them in Word: one in the built-in styles
 * (Heading 1 and 2, a real bulleted list, each job's dates at a right-aligned tab stop), also with
 * its contact line in the page's header, and one "designed" with tables for layout (a two-cell
 * header, the contact details each after a Wingdings symbol, and a table per job with its dates in
 * the right-hand cell).
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  SymbolRun,
  Table,
  TableCell,
  TableRow,
  TabStopPosition,
  TabStopType,
  TextRun,
  WidthType,
  type FileChild,
  type ISectionOptions,
} from 'docx';
import type { JsonResume } from '#import/read/json-resume-schema.ts';
import { contactsOf, type Contact } from './html.ts';
import { fixedDocxDates } from './fixed-dates.ts';
import type { Words } from './words.ts';

export type Job = NonNullable<JsonResume['work']>[number];

/** A face with the glyphs of the résumé's script, as its writer's Word would pick. */
function faceFor(language: string): string {
  const faces: Record<string, string> = { ja: 'Yu Gothic', ko: 'Malgun Gothic', zh: 'Microsoft YaHei' };
  return faces[language.split('-')[0]!] ?? 'Calibri';
}

const bullets = {
  config: [
    {
      reference: 'bullets',
      levels: [
        {
          level: 0,
          format: LevelFormat.BULLET,
          text: '•',
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: { left: 360, hanging: 260 } } },
        },
      ],
    },
  ],
};

/** A section's page parts: its header and footer. */
type PageParts = Pick<ISectionOptions, 'headers' | 'footers'>;

/** The Word file of `children`, in the résumé's face and dated the corpus's day. */
export async function documentBytes(
  resume: JsonResume,
  language: string,
  children: FileChild[],
  page: PageParts = {},
): Promise<Buffer> {
  const doc = new Document({
    creator: resume.basics?.name ?? '',
    lastModifiedBy: resume.basics?.name ?? '',
    title: resume.basics?.name ?? '',
    numbering: bullets,
    styles: { default: { document: { run: { font: faceFor(language), size: 21 } } } },
    sections: [{ ...page, children }],
  });
  return fixedDocxDates(await Packer.toBuffer(doc));
}

export const bulleted = (lines: readonly string[] = []): Paragraph[] =>
  lines.map((line) => new Paragraph({ text: line, numbering: { reference: 'bullets', level: 0 } }));

/** The contact details on one line, as a résumé's header has them. */
const contactLine = (resume: JsonResume): string =>
  contactsOf(resume)
    .map((c) => c.text)
    .join(' | ');

/**
 * The contact line in every page's header, and the page's number in its footer, as Word's header
 * templates put them: text a reader meets again on each page, away from the résumé's own lines.
 */
function contactHeader(resume: JsonResume): PageParts {
  const small = { size: 18, color: '595959' };
  return {
    headers: {
      default: new Header({
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            children: [new TextRun({ ...small, text: contactLine(resume) })],
          }),
        ],
      }),
    },
    footers: {
      default: new Footer({
        children: [
          new Paragraph({
            alignment: AlignmentType.RIGHT,
            children: [new TextRun({ ...small, children: [PageNumber.CURRENT] })],
          }),
        ],
      }),
    },
  };
}

/**
 * The Word résumé in headings, lists and a right tab stop for the dates; its contact line under
 * the name, or in the page's header.
 */
export function headingsDocx(
  resume: JsonResume,
  language: string,
  words: Words,
  contactIn: 'body' | 'header' = 'body',
): Promise<Buffer> {
  const { headings } = words;
  const basics = resume.basics ?? {};
  const rightTab = [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }];
  const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 });
  const withDates = (title: string, dates: string) =>
    new Paragraph({
      heading: HeadingLevel.HEADING_2,
      tabStops: rightTab,
      children: [new TextRun(title), new TextRun({ text: `\t${dates}`, bold: false })],
    });
  const job = (entry: Job) => [
    withDates(
      `${entry.position ?? ''} — ${entry.name ?? ''}`,
      words.period(entry.startDate, entry.endDate, words),
    ),
    ...(entry.location
      ? [new Paragraph({ children: [new TextRun({ text: entry.location, italics: true })] })]
      : []),
    ...bulleted(entry.highlights),
  ];
  const children: FileChild[] = [
    new Paragraph({ text: basics.name ?? '', heading: HeadingLevel.TITLE }),
    new Paragraph({ text: basics.label ?? '' }),
    ...(contactIn === 'body' ? [new Paragraph({ text: contactLine(resume) })] : []),
    ...(basics.summary ? [heading(headings.summary), new Paragraph(basics.summary)] : []),
    ...((resume.work ?? []).length
      ? [heading(headings.experience), ...(resume.work ?? []).flatMap(job)]
      : []),
    ...((resume.education ?? []).length
      ? [
          heading(headings.education),
          ...(resume.education ?? []).flatMap((school) => [
            withDates(
              school.institution ?? '',
              words.period(school.startDate, school.endDate ?? school.startDate, words),
            ),
            new Paragraph([school.studyType, school.area].filter(Boolean).join(', ')),
          ]),
        ]
      : []),
    ...((resume.skills ?? []).length
      ? [
          heading(headings.skills),
          ...bulleted((resume.skills ?? []).map((s) => `${s.name}: ${(s.keywords ?? []).join(', ')}`)),
        ]
      : []),
    ...((resume.languages ?? []).length
      ? [
          heading(headings.languages),
          ...bulleted((resume.languages ?? []).map((l) => `${l.language} — ${l.fluency}`)),
        ]
      : []),
    ...((resume.certificates ?? []).length
      ? [
          heading(headings.certificates),
          ...bulleted(
            (resume.certificates ?? []).map((c) =>
              [c.name, c.issuer, c.date?.slice(0, 4)].filter(Boolean).join(', '),
            ),
          ),
        ]
      : []),
  ];
  return documentBytes(resume, language, children, contactIn === 'header' ? contactHeader(resume) : {});
}

/** Wingdings' symbols, as Word's Insert Symbol puts them: code points in the Private Use Area. */
const wingdings: Record<Contact['kind'], string> = {
  email: 'F02A',
  phone: 'F028',
  url: 'F03A',
  location: 'F02B',
  profile: 'F0FC',
};

const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
export const noBorders = {
  top: none,
  bottom: none,
  left: none,
  right: none,
  insideHorizontal: none,
  insideVertical: none,
};

const cell = (children: Paragraph[], width: number) =>
  new TableCell({ children, width: { size: width, type: WidthType.PERCENTAGE } });

/** The Word résumé laid out in tables. */
export function tableDocx(resume: JsonResume, language: string, words: Words): Promise<Buffer> {
  const { headings } = words;
  const basics = resume.basics ?? {};
  const header = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: noBorders,
    rows: [
      new TableRow({
        children: [
          cell(
            [
              new Paragraph({ children: [new TextRun({ text: basics.name ?? '', bold: true, size: 40 })] }),
              new Paragraph({
                children: [new TextRun({ text: basics.label ?? '', size: 24, color: '555555' })],
              }),
            ],
            55,
          ),
          cell(
            contactsOf(resume).map(
              (contact) =>
                new Paragraph({
                  alignment: AlignmentType.RIGHT,
                  children: [
                    new SymbolRun({ char: wingdings[contact.kind], symbolfont: 'Wingdings' }),
                    new TextRun(` ${contact.text}`),
                  ],
                }),
            ),
            45,
          ),
        ],
      }),
    ],
  });
  const heading = (text: string) =>
    new Paragraph({
      spacing: { before: 240, after: 80 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '2F5496', space: 1 } },
      children: [new TextRun({ text: text.toUpperCase(), bold: true, color: '2F5496' })],
    });
  const jobTable = (job: Job) =>
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      borders: noBorders,
      rows: [
        new TableRow({
          children: [
            cell(
              [
                new Paragraph({ children: [new TextRun({ text: job.position ?? '', bold: true })] }),
                new Paragraph({
                  children: [
                    new TextRun({ text: [job.name, job.location].filter(Boolean).join(', '), italics: true }),
                  ],
                }),
                ...bulleted(job.highlights),
              ],
              75,
            ),
            cell(
              [
                new Paragraph({
                  alignment: AlignmentType.RIGHT,
                  text: words.period(job.startDate, job.endDate, words),
                }),
              ],
              25,
            ),
          ],
        }),
      ],
    });
  const children: FileChild[] = [
    header,
    ...(basics.summary ? [heading(headings.summary), new Paragraph(basics.summary)] : []),
    ...((resume.work ?? []).length
      ? [heading(headings.experience), ...(resume.work ?? []).map(jobTable)]
      : []),
    ...((resume.education ?? []).length
      ? [
          heading(headings.education),
          ...(resume.education ?? []).map((school) =>
            jobTable({
              position: school.institution,
              name: [school.studyType, school.area].filter(Boolean).join(', '),
              startDate: school.startDate,
              endDate: school.endDate ?? school.startDate,
            }),
          ),
        ]
      : []),
    ...((resume.skills ?? []).length
      ? [
          heading(headings.skills),
          ...(resume.skills ?? []).map(
            (s) =>
              new Paragraph({
                children: [
                  new TextRun({ text: `${s.name}: `, bold: true }),
                  new TextRun((s.keywords ?? []).join(', ')),
                ],
              }),
          ),
        ]
      : []),
    ...((resume.languages ?? []).length
      ? [
          heading(headings.languages),
          new Paragraph((resume.languages ?? []).map((l) => `${l.language} (${l.fluency})`).join(' · ')),
        ]
      : []),
    ...((resume.certificates ?? []).length
      ? [
          heading(headings.certificates),
          ...bulleted(
            (resume.certificates ?? []).map((c) => [c.name, c.date?.slice(0, 4)].filter(Boolean).join(', ')),
          ),
        ]
      : []),
  ];
  return documentBytes(resume, language, children);
}
