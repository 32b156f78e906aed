/** A résumé read from a document's lines: its sections, head, entries and lists, and what it reports. */
import { describe, expect, it } from 'vitest';
import { documentLanguage } from '#import/read/document-language.ts';
import type { DocumentLine } from '#import/read/document-lines.ts';
import { readDocumentResume } from '#import/read/document-resume.ts';
import type { ReadResult, ReadSuccess } from '#import/read/read-result.ts';

const today = new Date('2026-12-01');

/** Lines as a Word file gives them: one page, numbered in order, no geometry. */
function wordLines(lines: (Partial<DocumentLine> & { text: string })[]): DocumentLine[] {
  return lines.map((line, index) => ({
    page: 1,
    line: index + 1,
    segments: line.text.split('\t'),
    size: 10.5,
    bold: false,
    capitals: false,
    column: 0,
    links: [],
    left: 0,
    ...line,
    text: line.text.replace(/\t/g, ' '),
  }));
}

function read(lines: DocumentLine[]): ReadSuccess {
  const result: ReadResult = readDocumentResume(lines, 'cv.docx', 'Word document', today);
  if (!result.ok) throw new Error(result.problems.map((problem) => problem.message).join('\n'));
  return result;
}

const messages = (problems: readonly { path: string; message: string }[]) =>
  problems.map(({ path, message }) => `${path}  ${message}`);

/** A segment's look in a grid's cell: from `left` to `right`, at 10 pt, not bold. */
const cellLook = (left: number, right: number) => ({ left, right, size: 10, bold: false });

describe('a Word résumé', () => {
  const lines = wordLines([
    { text: 'Avery Quill', heading: 0, size: 26 },
    { text: 'Senior Platform Engineer' },
    { text: 'avery@example.com | +1 555 0100 | Lisbon, Portugal | github.com/averyq' },
    { text: 'Experience', heading: 1, size: 16 },
    { text: 'Senior Engineer — Lumen Labs GmbH\tMar 2019 – Present', heading: 2, size: 13 },
    { text: 'Lisbon, Portugal' },
    { text: 'Led the move to event sourcing', bullet: true },
    { text: 'Cut deploy time from an hour to six minutes', bullet: true },
    { text: 'Engineer, Harbour Analytics Ltd\t06/2015 – 02/2019', heading: 2, size: 13 },
    { text: 'Built the ingestion pipeline.' },
    { text: 'Education', heading: 1, size: 16 },
    { text: 'University of Porto\t2011 – 2015', heading: 2, size: 13 },
    { text: 'BSc in Computer Science' },
    { text: 'Skills', heading: 1, size: 16 },
    { text: 'Languages: TypeScript, Go, SQL', bullet: true },
    { text: 'Languages', heading: 1, size: 16 },
    { text: 'English (Native), Portuguese (C1)' },
    { text: 'Volunteering at sea', heading: 1, size: 16 },
    { text: 'Crewed a tall ship for a summer' },
    { text: 'References', heading: 1, size: 16 },
    { text: 'Available on request.' },
  ]);

  it('reads the head, each job, the school and the lists into the résumé', () => {
    const { resume } = read(lines);
    expect(resume.basics).toEqual({
      name: 'Avery Quill',
      label: 'Senior Platform Engineer',
      email: 'avery@example.com',
      phone: '+1 555 0100',
      location: { city: 'Lisbon', region: 'Portugal' },
      profiles: [{ network: 'GitHub', username: 'averyq', url: 'https://github.com/averyq' }],
    });
    expect(resume.work).toEqual([
      {
        name: 'Lumen Labs GmbH',
        position: 'Senior Engineer',
        startDate: '2019-03',
        location: 'Lisbon, Portugal',
        highlights: ['Led the move to event sourcing', 'Cut deploy time from an hour to six minutes'],
      },
      {
        name: 'Harbour Analytics Ltd',
        position: 'Engineer',
        startDate: '2015-06',
        endDate: '2019-02',
        summary: 'Built the ingestion pipeline.',
      },
    ]);
    expect(resume.education).toEqual([
      {
        institution: 'University of Porto',
        studyType: 'BSc',
        area: 'Computer Science',
        startDate: '2011',
        endDate: '2015',
      },
    ]);
    expect(resume.skills).toEqual([{ name: 'Languages', keywords: ['TypeScript', 'Go', 'SQL'] }]);
    expect(resume.languages).toEqual([
      { language: 'English', fluency: 'Native' },
      { language: 'Portuguese', fluency: 'C1' },
    ]);
    expect(resume.meta).toEqual({ language: 'en' });
  });

  it('says each date it read and how, at its page and line', () => {
    expect(messages(read(lines).readings)).toEqual([
      'page 1, line 5  "Mar 2019 – Present" read as 2019-03, ongoing',
      'page 1, line 9  "06/2015 – 02/2019" read as 2015-06 to 2019-02',
      'page 1, line 12  "2011 – 2015" read as 2011 to 2015',
      'page 1, line 1  the résumé read as written in English (en), from its letters and headings',
    ]);
  });

  it('reports an unknown section and references, and places every other line', () => {
    const result = read(lines);
    expect(messages(result.notPlaced)).toEqual([
      'page 1, line 19  not placed: "Crewed a tall ship for a summer" (under "Volunteering at sea", a section no field takes)',
      'page 1, line 21  not placed: "Available on request." (references are not shown on the site)',
    ]);
    expect(result.lines).toEqual({ total: 21, placed: 19, reported: 2 });
  });
});

/** Lines as a PDF gives them, with where each stands. */
function pdfLines(lines: (Partial<DocumentLine> & { text: string; top: number })[]): DocumentLine[] {
  return lines.map((line, index) => {
    const segments = line.segments ?? [line.text];
    const left = line.left ?? 50;
    return {
      page: 1,
      line: index + 1,
      size: 10,
      bold: false,
      capitals: false,
      column: 1,
      links: [],
      right: left + line.text.length * 5,
      segmentLooks: segments.map((segment, at) => ({
        left: at === 0 ? left : 400,
        right: at === 0 ? left + segment.length * 5 : 545,
        size: line.size ?? 10,
        bold: line.bold ?? false,
      })),
      ...line,
      left,
      segments,
    };
  });
}

describe('a résumé read from a PDF', () => {
  it('joins a wrapped sentence, and splits a heading off its first job’s line', () => {
    const lines = pdfLines([
      { text: 'Robin Vale', top: 40, size: 24 },
      { text: 'robin@example.org', top: 60 },
      {
        text: 'Work Staff Engineer',
        segments: ['Work', 'Staff Engineer'],
        left: 10,
        top: 100,
        bold: true,
        size: 14,
      },
      { text: 'Keelhaul Systems', left: 120, top: 116, bold: true },
      { text: 'Apr 2020 – Present', left: 120, top: 130 },
      {
        text: 'Owned the scheduler and the event store that run forty million workflows',
        left: 120,
        top: 150,
        right: 545,
      },
      { text: 'a day, and the pager that goes with them.', left: 120, top: 163 },
      {
        text: 'Education Northgate University',
        segments: ['Education', 'Northgate University'],
        left: 10,
        top: 200,
        bold: true,
        size: 14,
      },
      { text: '2012 – 2016', left: 120, top: 216 },
    ]);
    const { resume, lines: count } = read(lines);
    expect(resume.work).toEqual([
      {
        name: 'Keelhaul Systems',
        position: 'Staff Engineer',
        startDate: '2020-04',
        summary:
          'Owned the scheduler and the event store that run forty million workflows a day, and the pager that goes with them.',
      },
    ]);
    expect(resume.education).toEqual([
      { institution: 'Northgate University', startDate: '2012', endDate: '2016' },
    ]);
    expect(count).toEqual({ total: 9, placed: 9, reported: 0 });
  });

  it('gathers dates that a narrow column runs over three lines', () => {
    const lines = pdfLines([
      { text: 'Élodie Marchetti', top: 40, size: 24 },
      { text: 'elodie@example.fr', top: 60 },
      { text: 'Expérience professionnelle', top: 90, size: 14 },
      {
        text: 'septembre Développeuse web, Agence Pixels, Lyon',
        segments: ['septembre', 'Développeuse web, Agence Pixels, Lyon'],
        top: 110,
        left: 20,
      },
      {
        text: '2020 – • Refonte du parcours',
        segments: ['2020 –', '• Refonte du parcours'],
        top: 123,
        left: 25,
      },
      { text: 'aujourd’hui', top: 136, left: 20 },
      { text: 'Formation', top: 170, size: 14 },
      {
        text: 'École Centrale de Lyon 2014 – 2017',
        segments: ['École Centrale de Lyon', '2014 – 2017'],
        top: 190,
      },
    ]);
    const { resume, readings } = read(lines);
    expect(resume.work).toEqual([
      {
        name: 'Agence Pixels',
        position: 'Développeuse web',
        location: 'Lyon',
        startDate: '2020-09',
        highlights: ['Refonte du parcours'],
      },
    ]);
    expect(messages(readings)[0]).toBe(
      'page 1, line 4  "septembre 2020 – aujourd’hui" read as 2020-09, ongoing',
    );
    expect(resume.meta).toEqual({ language: 'fr' });
  });

  it('gathers a rail’s range whose pieces stand between the lines of its job', () => {
    const lines = pdfLines([
      { text: 'Mira Castell', top: 40, size: 24 },
      { text: 'mira@example.com', top: 60 },
      { text: 'Experience', top: 90, size: 14 },
      { text: 'January 2019', top: 104, left: 470 },
      { text: 'Data Engineer, Fernwick Analytics', top: 110, bold: true },
      { text: '—', top: 118, left: 490 },
      { text: '- Ran the nightly loads', top: 126 },
      { text: 'April 2022', top: 132, left: 470 },
      { text: '3 years', top: 146, left: 480 },
      { text: 'August 2016', top: 164, left: 470 },
      { text: 'Analyst, Cobble Street Bank', top: 170, bold: true },
      { text: '— Present', top: 178, left: 478 },
      { text: '- Wrote the reports', top: 186 },
    ]);
    expect(read(lines).resume.work?.map((work) => [work.name, work.startDate, work.endDate])).toEqual([
      ['Fernwick Analytics', '2019-01', '2022-04'],
      ['Cobble Street Bank', '2016-08', undefined],
    ]);
  });

  it('reads a right-to-left line’s dates set apart in pieces before the title', () => {
    const lines = pdfLines([
      { text: 'سلمى الحداد', top: 40, size: 24 },
      { text: 'salma@example.com', top: 60 },
      { text: 'الخبرة العملية', top: 90, size: 14 },
      {
        text: 'يناير 2021 – حتى الآن مطورة ويب أولى · شركة الواحة الرقمية',
        segments: ['يناير', '2021 –', 'حتى الآن', 'مطورة ويب أولى · شركة الواحة الرقمية'],
        top: 110,
      },
      { text: 'بناء متجر إلكتروني', top: 124, bullet: true },
      {
        text: 'مارس 2018 – ديسمبر مطورة ويب · مؤسسة الفجر للتقنية',
        segments: ['مارس', '2018 –', 'ديسمبر', 'مطورة ويب · مؤسسة الفجر للتقنية'],
        top: 140,
      },
    ]);
    expect(read(lines).resume.work?.map((work) => [work.name, work.position, work.startDate])).toEqual([
      ['شركة الواحة الرقمية', 'مطورة ويب أولى', '2021-01'],
      ['مؤسسة الفجر للتقنية', 'مطورة ويب', '2018-03'],
    ]);
  });

  it('reads a right-to-left title under its company, dates in pieces after it', () => {
    // Set flush right, as a line read from the right is: its title begins where the company does.
    const job = (top: number, company: string, dates: string[], title: string) => [
      { text: [company, ...dates].join(' '), segments: [company, ...dates], top, left: 70, right: 520 },
      { text: title, top: top + 14, left: 520 - title.length * 5, right: 520 },
      { text: 'بناء لوحة تحكم', top: top + 28, left: 400, right: 510, bullet: true },
    ];
    const lines = pdfLines([
      { text: 'سلمى الحداد', top: 40, size: 24 },
      { text: 'salma@example.com', top: 60 },
      { text: 'الخبرة العملية', top: 90, size: 14 },
      ...job(110, 'شركة النخيل للبرمجيات', ['نيسان', '2021 –', 'حاليا'], 'مطورة واجهات أولى، طرابلس'),
      ...job(160, 'مؤسسة الينابيع الرقمية', ['آذار', '2016 –', 'تشرين الأول 2020'], 'محللة بيانات، حمص'),
    ]);
    expect(
      read(lines).resume.work?.map((work) => [work.name, work.position, work.startDate, work.endDate]),
    ).toEqual([
      ['شركة النخيل للبرمجيات', 'مطورة واجهات أولى', '2021-04', undefined],
      ['مؤسسة الينابيع الرقمية', 'محللة بيانات', '2016-03', '2020-10'],
    ]);
  });

  it('reads the title under a range whose last word wrapped to a line alone', () => {
    const lines = pdfLines([
      { text: 'Глеб Орлов', top: 40, size: 24 },
      { text: 'gleb@example.com', top: 60 },
      { text: 'Опыт работы', top: 90, size: 14 },
      {
        text: 'ООО «Северный Терминал» 03/2019 — по настоящее',
        segments: ['ООО «Северный Терминал»', '03/2019 — по настоящее'],
        top: 110,
      },
      { text: 'время', top: 121, size: 9 },
      { text: 'Ведущий инженер • Казань', top: 134 },
      { text: '• Перевод складов на новую систему', top: 148, left: 60 },
      {
        text: 'АО «Камский Порт» 02/2015 — 02/2019',
        segments: ['АО «Камский Порт»', '02/2015 — 02/2019'],
        top: 170,
      },
      { text: 'Инженер • Набережные Челны', top: 184 },
    ]);
    expect(read(lines).resume.work?.map((work) => [work.name, work.position, work.location])).toEqual([
      ['ООО «Северный Терминал»', 'Ведущий инженер', 'Казань'],
      ['АО «Камский Порт»', 'Инженер', 'Набережные Челны'],
    ]);
  });

  it('keeps a degree under a school’s name apart from it', () => {
    const lines = pdfLines([
      { text: 'Глеб Орлов', top: 40, size: 24 },
      { text: 'gleb@example.com', top: 60 },
      { text: 'Образование', top: 90, size: 14 },
      {
        text: 'Уральский горный университет 09.2012 – 06.2016',
        segments: ['Уральский горный университет', '09.2012 – 06.2016'],
        segmentLooks: [
          { left: 50, right: 385, size: 10, bold: false },
          { left: 400, right: 545, size: 10, bold: false },
        ],
        top: 110,
      },
      { text: 'Магистр, Прикладная математика', top: 124 },
    ]);
    expect(read(lines).resume.education).toMatchObject([
      { institution: 'Уральский горный университет', studyType: 'Магистр', area: 'Прикладная математика' },
    ]);
  });

  it('joins a bold school’s name going on in small regular letters', () => {
    const lines = pdfLines([
      { text: 'Глеб Орлов', top: 40, size: 24 },
      { text: 'gleb@example.com', top: 60 },
      { text: 'Образование', top: 90, size: 14 },
      { text: 'Прикладная математика, Магистр, Пермский государственный', top: 110, bold: true },
      { text: 'национальный университет', top: 124 },
      { text: 'Sep 2012 – Jun 2014', top: 138 },
    ]);
    expect(read(lines).resume.education).toMatchObject([
      { institution: 'Пермский государственный национальный университет', studyType: 'Магистр' },
    ]);
  });

  it('joins a school’s name that a side bar set flush right wrapped', () => {
    const lines = pdfLines([
      { text: 'Глеб Орлов', top: 40, size: 24 },
      { text: 'gleb@example.com', top: 60 },
      { text: 'Образование', top: 90, size: 14, left: 500, right: 568 },
      { text: 'Пермский государственный', top: 110, left: 440, right: 568 },
      { text: 'национальный университет', top: 122, left: 452, right: 568 },
    ]);
    expect(read(lines).resume.education?.map((school) => school.institution)).toEqual([
      'Пермский государственный национальный университет',
    ]);
  });

  it('reads a range whose end’s year a cell wrapped under its month', () => {
    const lines = pdfLines([
      { text: 'Ines Marlow', top: 40, size: 24 },
      { text: 'ines@example.com', top: 60 },
      { text: 'Experience', top: 90, size: 14 },
      {
        text: 'September 2010 – May Software Developer · Tern Systems',
        segments: ['September 2010 – May', 'Software Developer · Tern Systems'],
        top: 110,
      },
      { text: '2013 Built the search service', segments: ['2013', 'Built the search service'], top: 124 },
    ]);
    expect(read(lines).resume.work).toMatchObject([
      { name: 'Tern Systems', position: 'Software Developer', startDate: '2010-09', endDate: '2013-05' },
    ]);
  });

  it('reads company and title over dates, under the set-in text above', () => {
    const lines = pdfLines([
      { text: 'Ines Marlow', top: 40, size: 24 },
      { text: 'ines@example.com', top: 60 },
      { text: 'Work Experience', top: 90, size: 24, bold: true },
      { text: 'Foxglove Ltd', top: 110 },
      { text: 'Lead Engineer', top: 124 },
      { text: '2019 - Present', top: 138 },
      { text: 'Ran the billing rewrite', top: 152, left: 80 },
      { text: 'Tern Systems', top: 170 },
      { text: 'Engineer', top: 184 },
      { text: '2016 - 2019', top: 198 },
      { text: 'Built the search service', top: 212, left: 80 },
    ]);
    expect(read(lines).resume.work?.map((work) => [work.name, work.position, work.startDate])).toEqual([
      ['Foxglove Ltd', 'Lead Engineer', '2019'],
      ['Tern Systems', 'Engineer', '2016'],
    ]);
  });

  it('reads a job’s dates set after its text, as a table’s next cell puts them', () => {
    const lines = wordLines([
      { text: 'Lucía Ortega', heading: 0, size: 20 },
      { text: 'lucia@example.com' },
      { text: 'EXPERIENCIA', bold: true, capitals: true },
      { text: 'Ingeniera de datos', bold: true },
      { text: 'Tiendas Alameda S.L., Madrid' },
      { text: 'Cuadros de mando de ventas', bullet: true },
      { text: 'enero de 2016 - febrero de 2018' },
      { text: 'Analista de datos', bold: true },
      { text: 'Energías del Sur S.A.' },
      { text: 'Modelo de previsión de demanda', bullet: true },
      { text: 'marzo de 2018 - actualidad' },
      { text: 'EDUCACIÓN', bold: true, capitals: true },
      { text: 'Universidad de Triana', bold: true },
    ]);
    const { resume } = read(lines);
    expect(resume.work).toEqual([
      {
        name: 'Tiendas Alameda S.L.',
        position: 'Ingeniera de datos',
        location: 'Madrid',
        startDate: '2016-01',
        endDate: '2018-02',
        highlights: ['Cuadros de mando de ventas'],
      },
      {
        name: 'Energías del Sur S.A.',
        position: 'Analista de datos',
        startDate: '2018-03',
        highlights: ['Modelo de previsión de demanda'],
      },
    ]);
  });

  it('keeps a narrow column’s contact details apart, but joins a broken email', () => {
    const mail = 'mailto:ada.lovelace@example.com';
    const site = 'https://ada.example.com/';
    const lines = pdfLines([
      { text: 'Ada Lovelace', top: 40, size: 24 },
      { text: 'London GB', top: 90, right: 150 },
      { text: 'ada.lovelace@example.c', top: 102, right: 150, links: [mail] },
      { text: 'om', top: 114, right: 60, links: [mail] },
      { text: 'GitHub', top: 126, right: 60 },
      { text: 'adalovelace', top: 138, right: 105, links: ['https://github.com/adalovelace'] },
      // A link drawn wider than its words lies over the phone number above the site's address.
      { text: '+44 20 7946 0018', top: 150, right: 148, links: [site] },
      { text: 'ada.example.com', top: 162, right: 130, links: [site] },
      { text: 'Experience', top: 200, size: 14, bold: true },
      { text: 'Analytical Engines Ltd', top: 220, bold: true },
      { text: 'Jan 2020 – Present', top: 234 },
    ]);
    expect(read(lines).resume.basics).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada.lovelace@example.com',
      phone: '+44 20 7946 0018',
      url: 'https://ada.example.com/',
      profiles: [{ network: 'GitHub', username: 'adalovelace', url: 'https://github.com/adalovelace' }],
    });
  });

  it('reads schools whose dates stand in a margin, a little below each name', () => {
    const margin = { left: 37, size: 7.6, bold: true, capitals: true };
    const lines = pdfLines([
      { text: 'Robin Vale', top: 40, size: 24 },
      { text: 'robin@example.org', top: 60 },
      { text: 'EXPERIENCE', left: 37, top: 100, size: 12, bold: true, capitals: true },
      { text: 'Analyst at Keelhaul Systems', left: 201, top: 100, bold: true },
      { text: 'Built the ledger that settles every order.', left: 226, top: 114 },
      { text: '2016-01 TO 2018-02', top: 118, ...margin },
      { text: 'EDUCATION', left: 37, top: 160, size: 12, bold: true, capitals: true },
      { text: 'Northgate University', left: 201, top: 160, bold: true },
      { text: 'BSc in Mathematics', left: 226, top: 174 },
      { text: '2010-09 TO 2014-06', top: 180, ...margin },
      { text: 'Harbour School of Data', left: 201, top: 200, bold: true },
      { text: '2014-10 TO 2015-09', top: 206, ...margin },
      { text: 'MSc in Data Science', left: 226, top: 214 },
    ]);
    expect(read(lines).resume.education).toEqual([
      {
        institution: 'Northgate University',
        studyType: 'BSc',
        area: 'Mathematics',
        startDate: '2010-09',
        endDate: '2014-06',
      },
      {
        institution: 'Harbour School of Data',
        studyType: 'MSc',
        area: 'Data Science',
        startDate: '2014-10',
        endDate: '2015-09',
      },
    ]);
  });

  it('tells a title from a company whose name holds a title’s word', () => {
    const lines = wordLines([
      { text: '高橋 遥', heading: 0, size: 20 },
      { text: 'haruka@example.jp' },
      { text: '職務経歴', heading: 1, size: 14 },
      { text: 'ひかりシステム開発\t2012年4月 – 2014年3月', heading: 2, size: 12 },
      { text: 'プログラマー', heading: 2, size: 12 },
      { text: '受託開発案件で PHP の保守を担当' },
    ]);
    expect(read(lines).resume.work).toMatchObject([
      { name: 'ひかりシステム開発', position: 'プログラマー', startDate: '2012-04', endDate: '2014-03' },
    ]);
  });

  it('gives a job with no text the title under its dates, as the others have it', () => {
    const job = (company: string, dates: string, title: string, text?: string) => [
      { text: company, bold: true },
      { text: dates },
      { text: title, bold: true },
      ...(text ? [{ text }] : []),
    ];
    const lines = wordLines([
      { text: 'Noor Haddad', heading: 0, size: 20 },
      { text: 'noor@example.com' },
      { text: 'Experience', heading: 1, size: 14 },
      ...job('Loomwright', 'March 2021 – Present', 'Founder & CTO', 'Founded the company.'),
      ...job('Tallyhouse', 'January 2016 – January 2020', 'Co-founder', 'Built the product.'),
      ...job('Tallyhouse', 'January 2020 – February 2021', 'Head of Engineering', 'Moved it over.'),
      ...job('Cobalt Circuit', 'January 2013 – January 2016', 'Software Engineer'),
      ...job('Cobalt Circuit', 'January 2012 – June 2012', 'Intern'),
    ]);
    expect(
      read(lines)
        .resume.work?.map((work) => [work.name, work.position, work.startDate])
        .slice(3),
    ).toEqual([
      ['Cobalt Circuit', 'Software Engineer', '2013-01'],
      ['Cobalt Circuit', 'Intern', '2012-01'],
    ]);
  });

  it('reads a title under its company by a title’s word written with an accent', () => {
    const lines = wordLines([
      { text: 'Irene Soler', heading: 0, size: 20 },
      { text: 'irene@example.com' },
      { text: 'Experiencia laboral', heading: 1, size: 14 },
      { text: 'Talleres Bidasoa S.L.\tabril de 2020 – presente', bold: true },
      { text: 'Diseñadora gráfica sénior, Bilbao' },
      { text: 'Rediseño del catálogo', bullet: true },
      { text: 'Imprenta Nervión S.A.\tenero de 2016 – marzo de 2020', bold: true },
      { text: 'Ingeniera de preimpresión, Getxo' },
    ]);
    expect(read(lines).resume.work?.map((work) => [work.name, work.position, work.location])).toEqual([
      ['Talleres Bidasoa S.L.', 'Diseñadora gráfica sénior', 'Bilbao'],
      ['Imprenta Nervión S.A.', 'Ingeniera de preimpresión', 'Getxo'],
    ]);
  });

  it('reads a title no word names, taken for a place, as the other jobs set it', () => {
    const job = (company: string, dates: string, titleAndPlace: string) => [
      { text: `${company}\t${dates}`, bold: true },
      { text: titleAndPlace },
      { text: 'Catálogos y carteles', bullet: true },
    ];
    const entries = (lines: ReturnType<typeof wordLines>) =>
      read(lines).resume.work?.map((work) => [work.name, work.position, work.location]);
    const head = [
      { text: 'Irene Soler', heading: 0, size: 20 },
      { text: 'irene@example.com' },
      { text: 'Experiencia laboral', heading: 1, size: 14 },
    ];
    expect(
      entries(
        wordLines([
          ...head,
          ...job('Talleres Bidasoa S.L.', 'abril de 2020 – presente', 'Diseñadora gráfica, Bilbao'),
          ...job('Imprenta Nervión S.A.', 'enero de 2016 – marzo de 2020', 'Desarrolladora web, Getxo'),
          ...job('Estudio Arriaga', 'mayo de 2014 – diciembre de 2015', 'Rotulista, Bilbao'),
        ]),
      ),
    ).toEqual([
      ['Talleres Bidasoa S.L.', 'Diseñadora gráfica', 'Bilbao'],
      ['Imprenta Nervión S.A.', 'Desarrolladora web', 'Getxo'],
      ['Estudio Arriaga', 'Rotulista', 'Bilbao'],
    ]);
    // Title and company on a line over the dates: the two names are those.
    const titled = (titleAndCompany: string, dates: string) => [{ text: titleAndCompany }, { text: dates }];
    expect(
      entries(
        wordLines([
          ...head,
          ...titled('Diseñadora gráfica, Talleres Bidasoa S.L.', 'Apr, 2020 - Present'),
          ...titled('Desarrolladora web, Imprenta Nervión S.A.', 'Jan, 2016 - Mar, 2020'),
          ...titled('Rotulista, Estudio Arriaga', 'May, 2014 - Dec, 2015'),
        ]),
      ),
    ).toEqual([
      ['Talleres Bidasoa S.L.', 'Diseñadora gráfica', undefined],
      ['Imprenta Nervión S.A.', 'Desarrolladora web', undefined],
      ['Estudio Arriaga', 'Rotulista', undefined],
    ]);
    // A title no word names, and a place of two names after it: not a company and its place.
    expect(
      entries(
        wordLines([
          ...head,
          ...job('Maplecrest Ltd.', 'Jun 2021 – Present', 'Software Engineer, Guelph, ON'),
          ...job('Harbourline Inc.', 'May 2014 – Jul 2021', 'Tools Programmer, Kingston, ON'),
          ...job('Town of Dundas', 'Sep 2012 – Dec 2013', 'IT Co-op Student, Dundas, ON'),
        ]),
      ),
    ).toEqual([
      ['Maplecrest Ltd.', 'Software Engineer', 'Guelph, ON'],
      ['Harbourline Inc.', 'Tools Programmer', 'Kingston, ON'],
      ['Town of Dundas', 'IT Co-op Student', 'Dundas, ON'],
    ]);
  });

  it('reads a company and title no word tells apart in the other jobs’ order', () => {
    const lines = wordLines([
      { text: 'Noor Haddad', heading: 0, size: 20 },
      { text: 'noor@example.com' },
      { text: 'Experience', heading: 1, size: 14 },
      { text: 'Lumen Labs GmbH', bold: true },
      { text: 'Senior Engineer\tMar 2019 – Present' },
      { text: 'Led the move to event sourcing.' },
      { text: 'Harbour Analytics Ltd', bold: true },
      { text: 'Software Developer\tJun 2015 – Feb 2019' },
      { text: 'Built the ingestion pipeline.' },
      { text: 'City of Hamilton', bold: true },
      { text: 'IT Co-op Student\tSep 2013 – May 2015' },
    ]);
    expect(read(lines).resume.work?.map((work) => [work.name, work.position])).toEqual([
      ['Lumen Labs GmbH', 'Senior Engineer'],
      ['Harbour Analytics Ltd', 'Software Developer'],
      ['City of Hamilton', 'IT Co-op Student'],
    ]);
  });

  it('reads a city beside the dates as the place, under a title and company', () => {
    const lines = wordLines([
      { text: 'Tomasz Wren', heading: 0, size: 20 },
      { text: 'tomasz@example.com' },
      { text: 'Experience', heading: 1, size: 14 },
      { text: 'Staff Engineer, Quillfeather Ltd', bold: true },
      { text: 'Glasgow | Feb 2020 – Present' },
      { text: 'Ran the platform team', bullet: true },
      { text: 'Administrador de sistemas — Banco Ribera S.A.', bold: true },
      { text: 'Valencia | Jun 2014 – Jan 2020' },
      { text: 'Software Engineer', bold: true },
      { text: 'Brightloom | Mar 2012 – May 2014' },
    ]);
    expect(read(lines).resume.work?.map((work) => [work.name, work.position, work.location])).toEqual([
      ['Quillfeather Ltd', 'Staff Engineer', 'Glasgow'],
      ['Banco Ribera S.A.', 'Administrador de sistemas', 'Valencia'],
      ['Brightloom', 'Software Engineer', undefined],
    ]);
  });

  it('reads dates that open each job in a grid’s left cells', () => {
    const lines = wordLines([
      { text: 'Ines Marlow', heading: 0, size: 20 },
      { text: 'ines@example.com' },
      { text: 'Experience', heading: 1, size: 14 },
      { text: 'March 2021 – Present', size: 9 },
      { text: 'Lead Engineer · Foxglove Ltd', bold: true },
      { text: 'Ran the billing rewrite', bullet: true },
      { text: 'Hired four engineers', bullet: true },
      { text: 'June 2017 – February 2021', size: 9 },
      { text: 'Engineer · Tern Systems', bold: true },
      { text: 'Built the search service', bullet: true },
      { text: 'May 2015 – May 2017', size: 9 },
      { text: 'Junior Engineer · Pipit Labs', bold: true },
      { text: 'الخبرة العملية', heading: 1, size: 14 },
      { text: 'مارس 2018 – ديسمبر 2020', size: 9 },
      { text: 'مطور ويب · شركة الواحة الرقمية' },
    ]);
    expect(read(lines).resume.work?.map((work) => [work.name, work.position, work.startDate])).toEqual([
      ['Foxglove Ltd', 'Lead Engineer', '2021-03'],
      ['Tern Systems', 'Engineer', '2017-06'],
      ['Pipit Labs', 'Junior Engineer', '2015-05'],
      ['شركة الواحة الرقمية', 'مطور ويب', '2018-03'],
    ]);
  });

  it('reads a school written in small letters under its subject and degree', () => {
    const lines = wordLines([
      { text: 'Глеб Орлов', heading: 0, size: 20 },
      { text: 'gleb@example.com' },
      { text: 'Образование', heading: 1, size: 14 },
      { text: 'Прикладная математика, Магистр\t2015 – 2017', bold: true },
      { text: 'Уральский горный университет' },
    ]);
    expect(read(lines).resume.education).toMatchObject([
      { institution: 'Уральский горный университет', area: 'Прикладная математика', studyType: 'Магистр' },
    ]);
  });

  it('reads a katakana middle dot as a bullet and as a mark between parts', () => {
    const lines = wordLines([
      { text: '周立新', heading: 0, size: 20 },
      { text: 'lixin@example.com' },
      { text: '工作经历', heading: 1, size: 14 },
      { text: '南京云杉数据有限公司\t2020.05 – 至今', bold: true },
      { text: '数据工程师 ・ 南京' },
      { text: '・ 搭建实时数仓' },
    ]);
    expect(read(lines).resume.work).toMatchObject([
      {
        name: '南京云杉数据有限公司',
        position: '数据工程师',
        location: '南京',
        highlights: ['搭建实时数仓'],
      },
    ]);
  });

  it('reads titles and places under companies, and degrees under schools', () => {
    const lines = wordLines([
      { text: 'Camille Roux', heading: 0, size: 20 },
      { text: 'camille@example.com' },
      { text: 'Expérience professionnelle', heading: 1, size: 14 },
      { text: 'Rivebleue SAS\t01/2022 – aujourd’hui', bold: true },
      { text: 'Ingénieure données senior, Lyon' },
      { text: 'Conception d’un entrepôt de données', bullet: true },
      { text: 'Banque du Centre\t06/2018 – 12/2021', bold: true },
      { text: 'Ingénieure données, Clermont-Ferrand' },
      { text: 'Pipelines Spark pour la détection de fraude', bullet: true },
      { text: 'Formation', heading: 1, size: 14 },
      { text: 'École d’Informatique de Grenoble\t09/2015 – 06/2018', bold: true },
      { text: 'Diplôme d’ingénieur, Génie logiciel' },
      { text: 'Lycée Jean-Perrin\t09/2013 – 06/2015', bold: true },
      { text: 'Licence, Mathématiques' },
    ]);
    const { work, education } = read(lines).resume;
    expect(work?.map((job) => [job.name, job.position, job.location])).toEqual([
      ['Rivebleue SAS', 'Ingénieure données senior', 'Lyon'],
      ['Banque du Centre', 'Ingénieure données', 'Clermont-Ferrand'],
    ]);
    const degree = (school: { studyType?: string; area?: string }) =>
      [school.studyType, school.area].filter(Boolean).join(', ');
    expect(education?.map((school) => [school.institution, degree(school)])).toEqual([
      ['École d’Informatique de Grenoble', 'Diplôme d’ingénieur, Génie logiciel'],
      ['Lycée Jean-Perrin', 'Licence, Mathématiques'],
    ]);
  });

  it('sets apart the dates a long title runs into, in a grid of cells', () => {
    const lines = pdfLines([
      { text: 'Dmitry Volkov', top: 40, size: 24 },
      { text: 'dmitry@example.ru', top: 60 },
      { text: 'Work', left: 37, top: 100, size: 16, bold: true },
      { text: 'Ladoga Soft LLC', left: 37, top: 130, size: 12.6, bold: true },
      {
        text: 'Lead backend developer2019-09 - Present Designed the routing',
        segments: ['Lead backend developer2019-09 - Present', 'Designed the routing'],
        left: 37,
        top: 156,
      },
      { text: 'service for twelve thousand requests a second', left: 350, top: 170 },
      { text: 'Taiga Logistics JSC', left: 37, top: 200, size: 12.6, bold: true },
      {
        text: 'Python developer 2016-02 - 2019-08 Built the warehouse API',
        segments: ['Python developer', '2016-02 - 2019-08', 'Built the warehouse API'],
        left: 37,
        top: 226,
      },
      { text: 'Education', left: 37, top: 270, size: 16, bold: true },
      { text: 'Volga Technical University 2009 - 2014', left: 37, top: 290 },
    ]);
    expect(read(lines).resume.work?.map((work) => [work.name, work.position, work.startDate])).toEqual([
      ['Ladoga Soft LLC', 'Lead backend developer', '2019-09'],
      ['Taiga Logistics JSC', 'Python developer', '2016-02'],
    ]);
  });

  it('reads two schools a grid set side by side, the second’s dates under', () => {
    const lines = pdfLines([
      { text: 'Élodie Marchetti', top: 40, size: 24 },
      { text: 'elodie@example.fr', top: 60 },
      { text: 'Education', left: 37, top: 100, size: 16, bold: true },
      {
        text: 'Université Lumière des Deux 2011-09 - 2013-06 IUT de la Croix-Rousse',
        segments: ['Université Lumière des Deux', '2011-09 - 2013-06', 'IUT de la Croix-Rousse'],
        segmentLooks: [cellLook(37, 173), cellLook(194, 280), cellLook(350, 458)],
        left: 37,
        top: 130,
        right: 458,
      },
      { text: 'Fleuves', left: 37, top: 143 },
      { text: '2009-09 - 2011-06', left: 194, top: 151 },
      { text: 'Skills', left: 37, top: 190, size: 16, bold: true },
      { text: 'Accessibility', left: 37, top: 210 },
    ]);
    expect(read(lines).resume.education).toEqual([
      { institution: 'Université Lumière des Deux Fleuves', startDate: '2011-09', endDate: '2013-06' },
      { institution: 'IUT de la Croix-Rousse', startDate: '2009-09', endDate: '2011-06' },
    ]);
  });

  it('joins a heading a margin wrapped over two lines in capitals (Europass)', () => {
    const margin = (text: string, top: number) => ({
      text,
      top,
      left: 177 - text.length * 5,
      right: 177,
      size: 9,
      capitals: true,
    });
    const body = (text: string, top: number) => ({ text, top, left: 187, size: 9 });
    const dated = (dates: string, title: string, top: number) => ({
      text: `${dates} ${title}`,
      segments: [dates, title],
      top,
      left: 90,
      size: 12,
    });
    const lines = pdfLines([
      { text: 'Curriculum vitae', top: 30, left: 190 },
      {
        text: 'INFORMATIONS Lefebvre, Margaux',
        segments: ['INFORMATIONS', 'Lefebvre, Margaux'],
        segmentLooks: [
          { left: 117, right: 177, size: 9, bold: false },
          { left: 200, right: 300, size: 14, bold: false },
        ],
        top: 50,
        left: 117,
        size: 14,
      },
      margin('PERSONNELLES', 62),
      { text: 'margaux@example.com', top: 74, left: 202, size: 10 },
      margin('EXPÉRIENCE', 100),
      margin('PROFESSIONNELLE', 112),
      dated('03/2021 – aujourd’hui', 'Cheffe de projet', 126),
      body('Atelier Loire SARL, Nantes', 140),
      body('– Pilotage de douze chantiers', 152),
      dated('09/2017 – 02/2021', 'Ingénieure études', 170),
      body('Bureau Erdre SAS, Angers', 184),
      margin('FORMATION', 210),
      dated('09/2012 – 06/2017', 'Diplôme d’ingénieur, Génie civil', 224),
      body('École d’ingénieurs de Vendée', 238),
    ]);
    const { resume } = read(lines);
    expect(resume.basics).toMatchObject({ name: 'Margaux Lefebvre', email: 'margaux@example.com' });
    expect(resume.work?.map((work) => [work.name, work.position, work.location])).toEqual([
      ['Atelier Loire SARL', 'Cheffe de projet', 'Nantes'],
      ['Bureau Erdre SAS', 'Ingénieure études', 'Angers'],
    ]);
  });

  it('reads a school named in bold capitals under headings in regular capitals', () => {
    const heading = (text: string, top: number) => ({ text, top, size: 10.5, capitals: true });
    const lines = pdfLines([
      { text: 'ЛЕВ ГРОМОВ', top: 30, size: 30, bold: true, capitals: true },
      { text: 'lev@example.com', top: 60, size: 8 },
      heading('EXPERIENCE', 90),
      {
        text: 'ООО «ОКА СОФТ» 09/2019 - PRESENT',
        segments: ['ООО «ОКА СОФТ»', '09/2019 - PRESENT'],
        top: 110,
        size: 10.5,
        bold: true,
        capitals: true,
      },
      { text: 'РАЗРАБОТЧИК', top: 124, size: 9, capitals: true },
      { text: 'Сервис расчёта тарифов на Go, пять тысяч запросов в секунду', top: 136, size: 8.2, left: 70 },
      { text: 'Переход с монолита на отдельные сервисы по доменам', top: 146, size: 8.2, left: 70 },
      heading('EDUCATION', 150),
      {
        text: 'РЯЗАНСКИЙ ГОСУДАРСТВЕННЫЙ ТЕХНИЧЕСКИЙ УНИВЕРСИТЕТ',
        top: 170,
        size: 10.5,
        bold: true,
        capitals: true,
      },
      { text: '09/2013 - 06/2018', top: 184, left: 400 },
      { text: 'БАКАЛАВР ИНФОРМАТИКА', top: 198, size: 9, capitals: true },
    ]);
    expect(read(lines).resume.education?.map((school) => [school.institution, school.startDate])).toEqual([
      ['РЯЗАНСКИЙ ГОСУДАРСТВЕННЫЙ ТЕХНИЧЕСКИЙ УНИВЕРСИТЕТ', '2013-09'],
    ]);
  });

  it('reads two schools set side by side, column by column', () => {
    const columns = (texts: [string, string], top: number, size = 9, bold = false) => ({
      text: texts.join(' '),
      segments: texts,
      segmentLooks: [
        { left: 22, right: 150, size, bold },
        { left: 240, right: 380, size, bold },
      ],
      top,
      left: 22,
      size,
      bold,
    });
    const lines = pdfLines([
      { text: 'Jakob Lindner', top: 30, size: 20 },
      { text: 'jakob@example.com', top: 50 },
      { text: 'EDUCATION', top: 80, size: 12.6, capitals: true },
      columns(['Universität Westmark', 'Hochschule Eifeltal'], 100, 10.5, true),
      columns(['Oct 2014 - Jul 2017', 'Oct 2011 - Sep 2014'], 114),
      columns(['Master of Science - Physik', 'Bachelor of Science - Mathematik'], 126),
    ]);
    expect(
      read(lines).resume.education?.map((school) => [school.institution, school.studyType, school.startDate]),
    ).toEqual([
      ['Universität Westmark', 'Master of Science', '2014-10'],
      ['Hochschule Eifeltal', 'Bachelor of Science', '2011-10'],
    ]);
  });

  it('gives a line set a little higher than a margin’s heading to it', () => {
    const margin = { left: 37, column: 1, size: 12.7, capitals: true };
    const main = { left: 201, column: 2 };
    const lines = pdfLines([
      { text: 'WORK EXPERIENCE', top: 258.7, ...margin },
      { text: '2019-03 TO PRESENT', top: 276, left: 37, column: 1, size: 7.6, capitals: true },
      { text: 'EDUCATION', top: 352.5, ...margin },
      { text: 'Olesia Hnatiuk', top: 32, size: 17, left: 254, column: 2 },
      { text: 'olesia@example.com.ua', top: 94, ...main },
      { text: 'Lead Engineer at Smaragd Soft LLC', top: 258.7, bold: true, ...main },
      { text: 'Moved the settlement service from PHP to Go.', top: 272, ...main },
      { text: 'Lviv Polytechnic Institute', top: 349.5, bold: true, ...main },
      { text: 'Master: Computer Science', top: 363, left: 226, column: 2 },
    ]);
    expect(read(lines).resume.education).toMatchObject([{ institution: 'Lviv Polytechnic Institute' }]);
  });

  it('reads an undated school after one whose dates come first in a margin', () => {
    const lines = pdfLines([
      { text: 'Tomás Lind', top: 40, size: 24 },
      { text: 'tomas@example.org', top: 60 },
      { text: 'EDUCATION', left: 37, top: 100, size: 12.7, capitals: true },
      { text: '2022-08 TO 2025-06', left: 37, top: 118, size: 7.6, bold: true, capitals: true },
      { text: 'Västkust University of Technology', left: 201, top: 100, bold: true },
      { text: 'Bachelor of Science: Computer Science', left: 226, top: 114 },
      { text: 'Norra Strandens gymnasium', left: 201, top: 140, bold: true },
      { text: 'Natural Sciences', left: 226, top: 154 },
      { text: 'SKILLS', left: 37, top: 190, size: 12.7, capitals: true },
      { text: 'TypeScript, Python', left: 201, top: 190 },
    ]);
    expect(read(lines).resume.education?.map((school) => school.institution)).toEqual([
      'Västkust University of Technology',
      'Norra Strandens gymnasium',
    ]);
  });

  it('reads a company’s name over what it does and its address, above the dates', () => {
    const lines = wordLines([
      { text: 'Robin Halvorsen', heading: 0, size: 20 },
      { text: 'robin@example.com' },
      { text: 'Experience', heading: 1, size: 14 },
      { text: 'Halvorsen Consulting', bold: true },
      { text: 'March 2022 – September 2022' },
      { text: 'Independent Consultant', bold: true },
      { text: 'Freelance architecture reviews between two permanent roles.' },
      { text: 'Two contracts and five one-week reviews', bullet: true },
      { text: 'Tidewater Analytics', bold: true },
      { text: 'Portland, OR', bold: true },
      { text: 'Retail demand forecasting, Series C' },
      { text: 'https://tidewater.example.com' },
      { text: 'January 2021 – February 2022' },
      { text: 'Engineering Manager', bold: true },
      { text: 'Managed the nine-person data platform team.' },
    ]);
    expect(read(lines).resume.work?.map((work) => [work.name, work.position, work.startDate])).toEqual([
      ['Halvorsen Consulting', 'Independent Consultant', '2022-03'],
      ['Tidewater Analytics', 'Engineering Manager', '2021-01'],
    ]);
  });

  it('joins a school’s name its cell wrapped before a bracket', () => {
    const lines = pdfLines([
      { text: 'Tomás Lind', top: 40, size: 24 },
      { text: 'tomas@example.org', top: 60 },
      { text: 'Education', left: 37, top: 100, size: 16, bold: true },
      {
        text: 'Norra Strandens gymnasium 2019 - 2022',
        segments: ['Norra Strandens gymnasium', '2019 - 2022'],
        segmentLooks: [cellLook(37, 162), cellLook(194, 250)],
        left: 37,
        top: 130,
        right: 250,
      },
      { text: '(upper secondary)', left: 37, top: 143 },
    ]);
    expect(read(lines).resume.education).toEqual([
      { institution: 'Norra Strandens gymnasium (upper secondary)', startDate: '2019', endDate: '2022' },
    ]);
  });

  it('reads two years one over the other as a spell, and a grade as the score', () => {
    const lines = wordLines([
      { text: 'Élodie Marchetti', heading: 0, size: 20 },
      { text: 'elodie@example.fr' },
      { text: 'Education', heading: 1, size: 14 },
      { text: '2011' },
      { text: '2013' },
      { text: 'Université Lumière', bold: true },
      { text: 'Master professionnel' },
      { text: 'Grade: Mention bien' },
      { text: '2009' },
      { text: '2011' },
      { text: 'IUT de la Croix-Rousse', bold: true },
      { text: 'DUT' },
    ]);
    expect(
      read(lines).resume.education?.map((school) => [
        school.institution,
        school.startDate,
        school.endDate,
        school.score,
      ]),
    ).toEqual([
      ['Université Lumière', '2011', '2013', 'Mention bien'],
      ['IUT de la Croix-Rousse', '2009', '2011', undefined],
    ]);
  });

  it('reads a Courses label under a school as a label, not another school', () => {
    const lines = wordLines([
      { text: 'Robin Halvorsen', heading: 0, size: 20 },
      { text: 'robin@example.com' },
      { text: 'Education', heading: 1, size: 14 },
      { text: 'Eastgate University\t1999 – 2003', bold: true },
      { text: 'Computer Science', bold: true },
      { text: 'Bachelor of Science', left: 20 },
      { text: 'Courses', bold: true },
      { text: 'CS 340 — Operating Systems', bullet: true },
      { text: 'CS 372 — Databases', bullet: true },
    ]);
    expect(read(lines).resume.education).toEqual([
      {
        institution: 'Eastgate University',
        area: 'Computer Science',
        startDate: '1999',
        endDate: '2003',
        courses: ['Bachelor of Science', 'CS 340 — Operating Systems', 'CS 372 — Databases'],
      },
    ]);
  });

  it('joins an email its cell broke beside its label', () => {
    const lines = pdfLines([
      { text: 'Tomás Lind', top: 40, size: 24 },
      { text: 'Contact', top: 70, size: 14, bold: true },
      {
        text: 'Email tomas.lind@student.vastkust-',
        segments: ['Email', 'tomas.lind@student.vastkust-'],
        segmentLooks: [cellLook(37, 66), cellLook(97, 240)],
        left: 37,
        top: 90,
        right: 240,
      },
      { text: 'university.example.org', left: 97, top: 103 },
      { text: 'Education', top: 140, size: 14, bold: true },
      { text: 'Vastkust University 2022 - 2025', top: 160 },
    ]);
    expect(read(lines).resume.basics?.email).toBe('tomas.lind@student.vastkust-university.example.org');
  });

  it('joins an email a narrow column broke anywhere, under a link to the site', () => {
    const site = 'https://lucia.example.com/';
    const lines = pdfLines([
      { text: 'LUCÍA ROMERO', top: 40, size: 24, capitals: true },
      { text: 'VALENCIA', top: 85, capitals: true, links: [site], right: 70 },
      { text: 'LUCIA.ROMERO@EXAMP', top: 95, capitals: true, links: [site], right: 140 },
      { text: 'LE.COM', top: 105, capitals: true, links: [site], right: 80 },
      { text: '+34 955 501 234', top: 115, links: [site], right: 120 },
      { text: 'Education', top: 140, size: 14, bold: true, column: 2, left: 200 },
      { text: 'Universidad de Levante 2011 - 2015', top: 160, column: 2, left: 200 },
    ]);
    expect(read(lines).resume.basics?.email).toBe('lucia.romero@example.com');
  });

  it('takes labelled contact details out of an About section', () => {
    const lines = wordLines([
      { text: 'Jonas Albrecht', heading: 0, size: 24 },
      { text: 'München' },
      { text: 'About', heading: 1, size: 14 },
      { text: 'Backend-Entwickler mit Schwerpunkt auf Zahlungsverkehr.' },
      { text: 'Phone: +49 89 5550 4411', bold: true },
      { text: 'Email: jonas@example.com' },
      { text: 'Work Experience', heading: 1, size: 14 },
      { text: 'Isarpay GmbH\t2021 - Present', bold: true },
    ]);
    expect(read(lines).resume.basics).toMatchObject({
      email: 'jonas@example.com',
      phone: '+49 89 5550 4411',
      summary: 'Backend-Entwickler mit Schwerpunkt auf Zahlungsverkehr.',
    });
  });

  it('reads a school named after its subject and degree on one line', () => {
    const lines = wordLines([
      { text: 'Jonas Albrecht', heading: 0, size: 24 },
      { text: 'jonas@example.com' },
      { text: 'Education', heading: 1, size: 14 },
      { text: 'Informatik, Master of Science, Universität Ostbayern', bold: true },
      { text: 'Oct, 2014 - Jul, 2017' },
    ]);
    expect(read(lines).resume.education).toMatchObject([
      { institution: 'Universität Ostbayern', studyType: 'Master of Science', area: 'Informatik' },
    ]);
  });

  it('reads a company under its title and a school under its degree', () => {
    const lines = wordLines([
      { text: 'Jonas Albrecht', heading: 0, size: 24 },
      { text: 'jonas@example.com' },
      { text: 'Berufserfahrung', heading: 1, size: 14 },
      { text: '03/2021 – heute\tSenior Backend-Entwickler' },
      { text: 'Isarpay GmbH, München' },
      { text: 'Zahlungsabwicklung mit Go und Kafka', bullet: true },
      { text: '09/2017 – 02/2021\tSoftwareentwickler' },
      { text: 'Alpenblick Versicherung AG, Augsburg' },
      { text: 'Ausbildung', heading: 1, size: 14 },
      { text: '10/2014 – 07/2017\tMaster of Science, Informatik' },
      { text: 'Universität Ostbayern' },
    ]);
    const { work, education } = read(lines).resume;
    expect(work?.map((job) => [job.name, job.position, job.location])).toEqual([
      ['Isarpay GmbH', 'Senior Backend-Entwickler', 'München'],
      ['Alpenblick Versicherung AG', 'Softwareentwickler', 'Augsburg'],
    ]);
    expect(education).toMatchObject([{ institution: 'Universität Ostbayern', area: 'Informatik' }]);
  });

  it('refuses a document with no heading a résumé has', () => {
    const result = readDocumentResume(
      wordLines([{ text: 'Invoice 2024-117' }, { text: 'Total due: 1,200.00 EUR' }]),
      'invoice.pdf',
      'PDF',
      today,
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems[0]!.message).toMatch(/^This does not read as a résumé/);
  });
});

describe('the language of a document', () => {
  it('is told by its script, and Ukrainian from Russian by its own letters', () => {
    expect(documentLanguage('高橋 遥 シニアエンジニア 株式会社みなと決済', [])).toBe('ja');
    expect(documentLanguage('王雨桐 高级前端工程师 上海云帆科技有限公司', [])).toBe('zh');
    expect(documentLanguage('김서연 백엔드 개발자 주식회사 한빛페이', [])).toBe('ko');
    expect(documentLanguage('Олеся Гнатюк провідна інженерка', [])).toBe('uk');
    expect(documentLanguage('Дмитрий Волков ведущий разработчик', [])).toBe('ru');
    expect(documentLanguage('سلمى الخطيب مهندسة برمجيات', [])).toBe('ar');
  });

  it('is told in Latin letters by the words of its text and headings', () => {
    expect(documentLanguage('Entwicklung der Plattform mit Kafka und für die Kunden von der Bank', [])).toBe(
      'de',
    );
    expect(documentLanguage('Avery Quill', ['Expérience', 'Formation', 'Compétences'])).toBe('fr');
    expect(documentLanguage('Avery Quill, Lisbon', [])).toBeUndefined();
  });
});
