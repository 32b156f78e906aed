/**
 * Every rendered file dated the day the corpus was written, whatever day it is remade, so a
 * re-render changes no byte that its truth did not change.
 */
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';

/** The date the corpus's files carry. */
export const corpusDate = new Date('2025-01-15T12:00:00Z');

const pdfDate = "D:20250115120000+00'00'";

/**
 * A PDF's creation and modification dates set to the corpus's, for the printers that take no date
 * (Chromium). Each date keeps its length, so the file's cross-reference offsets stay right.
 */
export function fixedPdfDates(bytes: Uint8Array): Buffer {
  const text = Buffer.from(bytes).toString('latin1');
  const fixed = text.replace(/\/(?:CreationDate|ModDate) ?\((D:[^)]*)\)/g, (whole, date: string) =>
    whole.replace(date, pdfDate.slice(0, date.length).padEnd(date.length, '0')),
  );
  return Buffer.from(fixed, 'latin1');
}

/** A Word file's dates (its properties and each part's time in the ZIP) set to the corpus's. */
export function fixedDocxDates(bytes: Uint8Array): Buffer {
  const parts = unzipSync(bytes);
  const core = parts['docProps/core.xml'];
  if (core) {
    const stamp = corpusDate.toISOString().replace(/\.\d+Z$/, 'Z');
    parts['docProps/core.xml'] = strToU8(
      strFromU8(core).replace(
        /(<dcterms:(?:created|modified)[^>]*>)[^<]*(<\/dcterms:)/g,
        (_, open: string, close: string) => `${open}${stamp}${close}`,
      ),
    );
  }
  const dated: Zippable = {};
  for (const [name, data] of Object.entries(parts)) dated[name] = [data, { mtime: corpusDate }];
  return Buffer.from(zipSync(dated, { level: 9 }));
}
