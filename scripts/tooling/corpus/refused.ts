/**
 * The files the importer must refuse, each for its own reason: a scan (a picture of a résumé's
 * page, no text), a résumé locked with a password, and a PDF that is no résumé (an invoice).
 */
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { JsonResume } from '#import/read/json-resume-schema.ts';
import { corpusDate } from './fixed-dates.ts';
import type { Words } from './words.ts';

type Options = PDFKit.PDFDocumentOptions;

/** A PDF of A4 pages drawn by `draw`, dated the corpus's day. */
function pdf(options: Options, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    ...options,
    info: { ...options.info, CreationDate: corpusDate },
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return ended;
}

/**
 * A scanned résumé: the picture of a printed page, grey and slightly reduced as scanners save
 * them, filling an A4 page with no text at all.
 */
export async function scannedPdf(picture: Buffer): Promise<Buffer> {
  const scan = await sharp(picture).grayscale().png({ palette: true, colours: 16 }).toBuffer();
  return pdf({ margin: 0, info: { Title: 'Scan 2025-01-15' } }, (doc) => {
    doc.image(scan, 0, 0, { width: doc.page.width, height: doc.page.height });
  });
}

/** A résumé's text in a PDF that asks for a password before it opens. */
export function encryptedPdf(resume: JsonResume, words: Words): Promise<Buffer> {
  const basics = resume.basics ?? {};
  return pdf(
    { userPassword: 'open-sesame', ownerPassword: 'owner-only', info: { Title: basics.name ?? '' } },
    (doc) => {
      doc
        .font('Helvetica-Bold')
        .fontSize(20)
        .text(basics.name ?? '');
      doc
        .font('Helvetica')
        .fontSize(11)
        .text([basics.label, basics.email, basics.phone].filter(Boolean).join('  |  '));
      doc.moveDown().font('Helvetica-Bold').fontSize(13).text(words.headings.experience);
      for (const job of resume.work ?? []) {
        doc
          .moveDown(0.5)
          .font('Helvetica-Bold')
          .fontSize(11)
          .text(`${job.position ?? ''}, ${job.name ?? ''}`);
        doc.font('Helvetica').text(words.period(job.startDate, job.endDate, words));
        for (const line of job.highlights ?? []) doc.text(`•  ${line}`, { indent: 12 });
      }
    },
  );
}

/** An invoice from an invented studio: names, addresses, dates and a table, but no résumé. */
export function invoicePdf(): Promise<Buffer> {
  const rows = [
    ['Website maintenance, December 2024', '12 h', '£ 65.00', '£ 780.00'],
    ['Accessibility audit of the booking form', '1', '£ 450.00', '£ 450.00'],
    ['Hosting, January–March 2025', '3 months', '£ 20.00', '£ 60.00'],
  ];
  return pdf({ info: { Title: 'Invoice 2025-0042' } }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(22).text('INVOICE');
    doc
      .font('Helvetica')
      .fontSize(10)
      .text('Kestrel Lane Studio Ltd · 14 Orchard Row, Bristol BS1 5AA · billing@kestrel-lane.example.com');
    doc
      .moveDown()
      .text('Invoice number: 2025-0042')
      .text('Invoice date: 15 January 2025')
      .text('Due date: 14 February 2025');
    doc
      .moveDown()
      .font('Helvetica-Bold')
      .text('Bill to')
      .font('Helvetica')
      .text('Harbourside Bakery')
      .text('3 Quay Street, Bristol BS1 4DJ')
      .text('accounts@harbourside-bakery.example.org');
    doc.moveDown();
    const columns = [56, 330, 400, 480];
    const row = (cells: string[], bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      cells.forEach((text, index) =>
        doc.text(text, columns[index], y, {
          width: (columns[index + 1] ?? 540) - columns[index]! - 8,
          lineBreak: false,
        }),
      );
      doc.moveDown();
    };
    row(['Description', 'Quantity', 'Rate', 'Amount'], true);
    rows.forEach((cells) => row(cells));
    doc.moveDown();
    row(['', '', 'Subtotal', '£ 1,290.00']);
    row(['', '', 'VAT 20%', '£ 258.00']);
    row(['', '', 'Total', '£ 1,548.00'], true);
    doc
      .moveDown(2)
      .font('Helvetica')
      .text(
        'Payment by bank transfer to Kestrel Lane Studio Ltd, sort code 00-00-00, account 00000000. Thank you for your business.',
        56,
      );
  });
}
