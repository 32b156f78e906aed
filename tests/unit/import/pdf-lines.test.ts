/** A PDF's text layer read into lines in reading order, the first step of importing a PDF résumé. */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import {
  mendLigatures,
  type Piece,
  readingOrder,
  readPdfText,
  type PdfLine,
} from '#import/read/pdf-lines.ts';

/** A PDF drawn by `draw` with pdfkit's standard faces, as bytes. */
function pdf(draw: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}) {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(doc);
  doc.end();
  return done;
}

async function lines(bytes: Uint8Array): Promise<PdfLine[]> {
  const read = await readPdfText(bytes);
  if (!read.ok) throw new Error(read.message);
  return read.lines;
}

const text = (doc: PDFKit.PDFDocument, words: string, x: number, y: number, size = 10, bold = false) =>
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(size)
    .text(words, x, y, { lineBreak: false });

describe('the lines of a one-column résumé', () => {
  it('come top to bottom, with a date set flush right on its job’s line', async () => {
    const read = await lines(
      await pdf((doc) => {
        text(doc, 'Avery Quill', 50, 50, 24, true);
        text(doc, 'EXPERIENCE', 50, 110, 11, true);
        text(doc, 'Senior Engineer, Lumen Labs', 50, 130, 10, true);
        text(doc, 'Mar 2019 – Present', 470, 130);
        text(doc, '• Led the move of billing to event sourcing across four teams and two years', 50, 146);
      }),
    );
    expect(read.map((line) => line.text)).toEqual([
      'Avery Quill',
      'EXPERIENCE',
      'Senior Engineer, Lumen Labs Mar 2019 – Present',
      '• Led the move of billing to event sourcing across four teams and two years',
    ]);
    expect(read.map((line) => `${line.page}:${line.line}`)).toEqual(['1:1', '1:2', '1:3', '1:4']);
    const [name, heading, job, bullet] = read;
    expect(name).toMatchObject({ size: 24, bold: true, capitals: false, column: 1 });
    expect(heading).toMatchObject({ size: 11, bold: true, capitals: true });
    expect(job!.pieces.map((piece) => piece.text)).toEqual([
      'Senior Engineer, Lumen Labs',
      'Mar 2019 – Present',
    ]);
    expect(job!.pieces[1]!.left).toBeCloseTo(470, 0);
    expect(job!.segments).toEqual(['Senior Engineer, Lumen Labs', 'Mar 2019 – Present']);
    expect(bullet!.segments).toHaveLength(1);
    expect(bullet).toMatchObject({ bold: false, capitals: false });
  });

  it('keep a job’s dates on its line when the dates stand in a rail', async () => {
    const jobs = [
      'Staff Engineer, Lumen Labs',
      'Engineer, Northwind',
      'Developer, Contoso',
      'Intern, Fabrikam',
    ];
    const read = await lines(
      await pdf((doc) => {
        jobs.forEach((job, index) => {
          const y = 60 + index * 60;
          text(doc, job, 50, y, 11, true);
          text(doc, `${2020 - index * 3} – ${2023 - index * 3}`, 480, y + 1, 9);
          text(
            doc,
            'Built and ran the services behind the company’s main product for its customers',
            50,
            y + 16,
          );
          text(doc, 'Mentored engineers and wrote the guides the team still follows every day', 50, y + 30);
        });
      }),
    );
    expect(read.filter((line) => line.bold).map((line) => line.text)).toEqual(
      jobs.map((job, index) => `${job} ${2020 - index * 3} – ${2023 - index * 3}`),
    );
    expect(new Set(read.map((line) => line.column))).toEqual(new Set([1]));
  });

  it('keep a rail’s dates in line when each range runs over three lines', async () => {
    const jobs: [string, string, string][] = [
      ['Staff Engineer, Lumen Labs', 'May 2021', 'Present'],
      ['Engineer, Northwind', 'January 2018', 'April 2021'],
      ['Developer, Contoso', 'June 2015', 'December 2017'],
      ['Intern, Fabrikam', 'July 2014', 'May 2015'],
    ];
    const read = await lines(
      await pdf((doc) => {
        jobs.forEach(([job, start, end], index) => {
          const y = 60 + index * 64;
          text(doc, start, 470, y - 6);
          text(doc, job, 50, y, 11, true);
          text(doc, '—', 490, y + 8);
          text(doc, '- Built and ran the services behind the main product', 50, y + 16);
          text(doc, end, 470, y + 22);
          text(doc, `${index + 2} years`, 480, y + 36);
        });
      }),
    );
    expect(new Set(read.map((line) => line.column))).toEqual(new Set([1]));
    expect(read.slice(0, 6).map((line) => line.text)).toEqual([
      'May 2021',
      'Staff Engineer, Lumen Labs',
      '—',
      '- Built and ran the services behind the main product',
      'Present',
      '2 years',
    ]);
  });

  it('keep a heading’s small capitals beside an entry set higher', async () => {
    // pdfkit places text by its top; Helvetica's capitals stand 0.718 of the size above the baseline.
    const onBaseline = (doc: PDFKit.PDFDocument, words: string, x: number, baseline: number, size: number) =>
      text(doc, words, x, baseline - 0.718 * size, size, true);
    const read = await lines(
      await pdf((doc) => {
        onBaseline(doc, 'E', 40, 200, 12.7);
        onBaseline(doc, 'DUCATION', 48.5, 200, 9);
        onBaseline(doc, 'Northgate University', 200, 197, 9);
        text(doc, 'Master of Science', 200, 210, 9);
      }),
    );
    expect(read.map((line) => line.segments)).toEqual([
      ['EDUCATION', 'Northgate University'],
      ['Master of Science'],
    ]);
  });

  it('keep far-apart dates and headings set flush right in line', async () => {
    const read = await lines(
      await pdf((doc) => {
        // Placed by baseline (Helvetica's capitals stand 0.718 of the size above it).
        const at = (words: string, x: number, baseline: number, size: number, bold: boolean) =>
          text(doc, words, x, baseline - 0.718 * size, size, bold);
        const left = (words: string, baseline: number, bold = false) => at(words, 22, baseline, 12, bold);
        // Dates flush right at one edge, headings at another, as wide as their words.
        const right = (words: string, baseline: number, heading = false) => {
          const size = heading ? 19.5 : 12.5;
          doc.font(heading ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
          at(words, (heading ? 551 : 574) - doc.widthOfString(words), baseline, size, heading);
        };
        left('Built the payments platform for two million orders a day', 14);
        left('Wrote the warehouse service that replaced three systems', 36);
        left('Elbtal Software AG', 68, true);
        right('2014-10 – 2016-03', 68);
        left('Working Student', 90, true);
        left('Test automation with JUnit and Selenium', 147);
        right('Education', 192, true);
        left('Northgate University', 220, true);
        right('2013-10 – 2016-03', 220);
        left('Master of Science', 256);
        left('Harbour School of Data', 285, true);
        right('2010-10 – 2013-09', 285);
        left('Bachelor of Science', 322);
        right('Skills', 362, true);
        ['Kotlin', 'Java', 'Spring Boot', 'PostgreSQL', 'TypeScript', 'React'].forEach((skill, index) =>
          left(skill, 400 + index * 22),
        );
        right('Interests', 754, true);
        left('Sailing', 776, true);
      }),
    );
    expect(new Set(read.map((line) => line.column))).toEqual(new Set([1]));
    expect(read.map((line) => line.text).slice(4, 8)).toEqual([
      'Test automation with JUnit and Selenium',
      'Education',
      'Northgate University 2013-10 – 2016-03',
      'Master of Science',
    ]);
  });

  it('carry the address of a link drawn over them, as behind an icon', async () => {
    const read = await lines(
      await pdf((doc) => {
        text(doc, 'github.com/avery', 80, 60);
        doc.link(60, 58, 100, 14, 'https://github.com/avery');
        text(doc, 'Lisbon, Portugal', 80, 80);
      }),
    );
    expect(read.map((line) => [line.text, line.links])).toEqual([
      ['github.com/avery', ['https://github.com/avery']],
      ['Lisbon, Portugal', []],
    ]);
  });
});

describe('the lines of a two-column résumé', () => {
  it('read the heading across, then the side bar, then the main column', async () => {
    const side = ['SKILLS', 'TypeScript', 'PostgreSQL', 'Kubernetes', 'LANGUAGES', 'Portuguese', 'English'];
    const main = [
      'EXPERIENCE',
      'Staff Engineer at Lumen Labs in Lisbon since 2019',
      'Built the payments platform that settles two million orders a day',
      'Engineer at Northwind Traders in Porto from 2015 to 2019',
      'Wrote the warehouse service that replaced three legacy systems',
      'EDUCATION',
      'University of Porto, Master of Informatics, 2015',
    ];
    const read = await lines(
      await pdf((doc) => {
        text(doc, 'Avery Quill — Staff Software Engineer and Platform Lead', 40, 40, 18, true);
        side.forEach((line, index) => text(doc, line, 40, 100 + index * 18, 10, line === line.toUpperCase()));
        main.forEach((line, index) =>
          text(doc, line, 210, 100 + index * 18, 10, line === line.toUpperCase()),
        );
      }),
    );
    expect(read.map((line) => line.text)).toEqual([
      'Avery Quill — Staff Software Engineer and Platform Lead',
      ...side,
      ...main,
    ]);
    expect(read.map((line) => line.column)).toEqual([0, ...side.map(() => 1), ...main.map(() => 2)]);
  });
});

describe('a line with an icon drawn before it', () => {
  it('has the size of its letters, not of the larger icon', async () => {
    const read = await lines(
      await pdf((doc) => {
        text(doc, 'Avery Quill', 40, 40, 24, true);
        text(doc, '•', 40, 80, 18);
        text(doc, '+1 555 0100', 60, 84, 10);
      }),
    );
    expect(read.find((line) => line.text.includes('555'))?.size).toBe(10);
  });
});

describe('a label set small before a large name', () => {
  it('is a segment of its own', async () => {
    const read = await lines(
      await pdf((doc) => {
        text(doc, 'PERSONAL INFORMATION', 40, 44, 9);
        text(
          doc,
          'Okafor, Marcus',
          40 + doc.font('Helvetica').fontSize(9).widthOfString('PERSONAL INFORMATION') + 8,
          40,
          14.3,
        );
        text(doc, 'marcus@example.com', 40, 70);
      }),
    );
    expect(read[0]?.segments).toEqual(['PERSONAL INFORMATION', 'Okafor, Marcus']);
  });
});

describe('a side bar set flush right', () => {
  it('is read after the main column, under a summary across both', async () => {
    const main = [
      'Experience',
      'Staff Engineer',
      'Lumen Labs · Lisbon',
      'Built the payments platform for two million orders',
      'Engineer',
      'Northwind Traders · Porto',
      'Wrote the warehouse service that replaced legacy systems',
    ];
    const side = [
      'Skills',
      'TypeScript',
      'PostgreSQL',
      'Languages',
      'Portuguese · Native',
      'English · Fluent',
    ];
    const flushRight = (doc: PDFKit.PDFDocument, words: string, y: number) => {
      doc.font('Helvetica').fontSize(10);
      text(doc, words, 570 - doc.widthOfString(words), y);
    };
    const read = await lines(
      await pdf((doc) => {
        text(doc, 'Avery Quill', 40, 40, 24, true);
        flushRight(doc, 'avery@example.com', 44);
        text(
          doc,
          'Engineer who builds payment systems and the tools that keep them running at night.',
          40,
          80,
        );
        main.forEach((line, index) => text(doc, line, 40, 110 + index * 18));
        side.forEach((line, index) => flushRight(doc, line, 110 + index * 18));
      }),
    );
    const texts = read.map((line) => line.text);
    expect(texts.slice(texts.indexOf('Experience'), texts.indexOf('Experience') + main.length)).toEqual(main);
    expect(texts.slice(texts.indexOf('Skills'), texts.indexOf('Skills') + side.length)).toEqual(side);
  });
});

describe('the order a line’s pieces read in', () => {
  /** Pieces side by side from `left`, each as wide as five points a letter. */
  const pieces = (texts: [string, string][]): Piece[] => {
    let left = 40;
    return texts.map(([text, dir]) => {
      const piece = { text, dir, left, right: left + text.length * 5, top: 100, size: 10, bold: false };
      left = piece.right + 1;
      return piece;
    });
  };
  const read = (texts: [string, string][]) =>
    readingOrder(pieces(texts))
      .map((piece) => piece.text)
      .join('');

  it('is from the right for Arabic letters in a left-to-right line', () => {
    // "الأردنية" drawn left to right as its letters stand on the page, then dates.
    const school: [string, string][] = [
      ['ة', 'rtl'],
      ['ي', 'rtl'],
      ['ن', 'rtl'],
      ['رد', 'rtl'],
      ['لأ', 'rtl'],
      ['ا', 'rtl'],
    ];
    expect(read([...school, ['2010-09 - 2014-06 and more words', 'ltr']])).toBe(
      'الأردنية2010-09 - 2014-06 and more words',
    );
    expect(read([['Master at ', 'ltr'], ...school])).toBe('Master at الأردنية');
  });

  it('puts a comma back after the right-to-left word it is drawn by', () => {
    // "مطورة ويب, عمّان" as pdf.js gives it: the words whole, the comma apart, over "عمّان".
    const words = {
      text: 'مطورة ويب عمّان',
      dir: 'rtl',
      left: 300,
      right: 375,
      top: 100,
      size: 10,
      bold: false,
    };
    const comma = { text: ',', dir: 'ltr', left: 326, right: 329, top: 100, size: 10, bold: false };
    expect(readingOrder([words, comma]).map((piece) => piece.text)).toEqual(['مطورة ويب, عمّان']);
  });
});

describe('Arabic with lām-alif mapped backwards', () => {
  it('has the article’s letters in order again, and “إلى” as it is', () => {
    expect(mendLigatures('جامعة اإلمارات حتى اآلن اللغة األم')).toBe('جامعة الإمارات حتى الآن اللغة الأم');
    expect(mendLigatures('إلى متجر إلكتروني')).toBe('إلى متجر إلكتروني');
  });
});

describe('a PDF whose text cannot be read', () => {
  it('is named as locked when it has a password', async () => {
    const locked = await pdf((doc) => text(doc, 'Avery Quill', 50, 50), {
      userPassword: 'secret',
      pdfVersion: '1.7',
    });
    expect(await readPdfText(locked)).toMatchObject({ ok: false, reason: 'encrypted' });
  });

  it('is named as a picture of pages when it has no text layer', async () => {
    const scanned = await pdf((doc) => doc.rect(40, 40, 300, 200).fill('#333'));
    const read = await readPdfText(scanned);
    expect(read).toMatchObject({ ok: false, reason: 'no text' });
    expect(!read.ok && read.message).toContain('a picture of pages');
  });

  it('is named as unreadable when it is not a PDF at all', async () => {
    expect(await readPdfText(new TextEncoder().encode('%PDF-1.7\nnot really'))).toMatchObject({
      ok: false,
      reason: 'unreadable',
    });
  });
});

describe('reading a PDF’s text', () => {
  it('does not load the native canvas pdf.js draws pages with', async () => {
    await lines(await pdf((doc) => text(doc, 'Avery Quill', 50, 50)));
    const loaded = Object.keys(createRequire(import.meta.resolve('pdfjs-dist/legacy/build/pdf.mjs')).cache);
    expect(loaded.filter((path) => /@napi-rs[\\/]canvas-|\.node$/.test(path))).toEqual([]);
  });
});
