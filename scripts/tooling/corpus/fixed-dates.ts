/**
 * Every rendered file dated the day the corpus was written, whatever day it is remade, so a
 * re-render changes no byte that its truth did not change.
 */
import { createHash } from 'node:crypto';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';

/** The date the corpus's files carry. */
export const corpusDate = new Date('2025-01-15T12:00:00Z');

/** The corpus's date as a PDF writes it, to the second: `D:YYYYMMDDHHmmSS`. */
const pdfDigits = 'D:20250115120000';

/**
 * A PDF's creation and modification dates set to the corpus's, for the printers that take no date
 * (Chromium, LibreOffice). Each date keeps its length and its way of writing the zone
 * (`+01'00'`, `Z'`), so the file's cross-reference offsets stay right.
 */
export function fixedPdfDates(bytes: Uint8Array): Buffer {
  const text = Buffer.from(bytes).toString('latin1');
  const fixed = text.replace(/\/(?:CreationDate|ModDate) ?\((D:[^)]*)\)/g, (whole, date: string) =>
    whole.replace(
      date,
      date
        .replace(/^D:\d+/, (digits) => pdfDigits.slice(0, digits.length).padEnd(digits.length, '0'))
        .replace(/[+-](\d\d)'?(\d\d)?'?$/, (zone) => `+${zone.slice(1).replace(/\d/g, '0')}`),
    ),
  );
  return Buffer.from(fixed, 'latin1');
}

/**
 * A PDF's identifier and checksum, which LibreOffice derives from the moment it writes, replaced by
 * a digest of the file itself: the same file gets the same identifier, and every offset stays right.
 */
export function fixedPdfIdentity(bytes: Uint8Array): Buffer {
  const text = Buffer.from(bytes).toString('latin1');
  const hexes = /(\/ID\s*\[\s*<)([0-9A-Fa-f]+)(>\s*<)([0-9A-Fa-f]+)(>)|(\/DocChecksum \/)([0-9A-Fa-f]+)/g;
  const withHex = (hex: (length: number) => string) =>
    text.replace(hexes, (_, ...parts: (string | undefined)[]) =>
      parts[0] !== undefined
        ? `${parts[0]}${hex(parts[1]!.length)}${parts[2]}${hex(parts[3]!.length)}${parts[4]}`
        : `${parts[5]}${hex(parts[6]!.length)}`,
    );
  const digest = createHash('md5')
    .update(
      withHex((length) => '0'.repeat(length)),
      'latin1',
    )
    .digest('hex')
    .toUpperCase();
  return Buffer.from(
    withHex((length) => digest.repeat(Math.ceil(length / digest.length)).slice(0, length)),
    'latin1',
  );
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
