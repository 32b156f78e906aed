/**
 * The importer's readers, one per kind of input, each behind one contract: it says whether an input
 * is its to read, from what the input is (a folder, a file's name, its first bytes) without reading
 * it all, and reads it into the one career model (a JSON Resume document) with where each value came
 * from, what it read otherwise than written and what it could not place (read-result.ts). What comes
 * after is the same for every reader (pipeline.ts). docs/adding-a-reader.md says how to add one.
 */
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import { readJsonResume } from './json-resume.ts';
import { readLinkedIn } from './linkedin.ts';
import { readDocxResume, readPdfResume } from './document-reader.ts';
import { type ReadResult, refusal } from './read-result.ts';

/** What a reader sees of an input before it reads it. */
interface InputKind {
  path: string;
  folder: boolean;
  /** The file's extension in lower case, with its dot (`.json`); empty for a folder. */
  extension: string;
  /** The file's first bytes (up to 512); empty for a folder. */
  head: Buffer;
}

interface Reader {
  /** The input's format as the report names it: "JSON Resume". */
  format: string;
  /** What it reads, as the message for an input no reader reads lists it. */
  reads: string;
  /** Whether `input` is this reader's to read. */
  accepts(input: InputKind): boolean;
  read(path: string): ReadResult | Promise<ReadResult>;
  /** Loads what reading takes, ahead of reading, where that takes a while (pdf.js, mammoth). */
  prepare?(): Promise<unknown>;
}

const zipMagic = Buffer.from('PK\x03\x04', 'latin1');

const linkedInExport: Reader = {
  format: 'LinkedIn export',
  reads: 'a LinkedIn export (its .zip, or the folder of its CSV files)',
  accepts: (input) => input.folder || input.extension === '.zip',
  read: readLinkedIn,
};

const jsonResume: Reader = {
  format: 'JSON Resume',
  reads: 'a JSON Resume file (.json, or JSON by another name)',
  // JSON by its name, or by its first character after a byte order mark and blank space.
  accepts: (input) =>
    !input.folder &&
    (input.extension === '.json' ||
      /^[{[]/.test(
        input.head
          .toString('utf8')
          .replace(/^\uFEFF/, '')
          .trimStart(),
      )),
  read: readJsonResume,
};

const pdfMagic = '%PDF-';

const pdf: Reader = {
  format: 'PDF',
  reads: 'a PDF with text in it (saved from Word, Google Docs, LaTeX or a résumé builder)',
  accepts: (input) => !input.folder && input.head.subarray(0, 5).toString('latin1') === pdfMagic,
  read: readPdfResume,
  prepare: () => import('./pdf-lines.ts'),
};

const word: Reader = {
  format: 'Word document',
  reads: 'a Word document (.docx)',
  // By its name, or a ZIP whose first entry is a Word package's list of parts.
  accepts: (input) =>
    !input.folder &&
    (['.docx', '.docm', '.dotx', '.doc'].includes(input.extension) ||
      (input.head.subarray(0, 4).equals(zipMagic) && input.head.includes('[Content_Types].xml'))),
  read: readDocxResume,
  prepare: () => import('./docx-lines.ts'),
};

/** The readers, in the order they are asked. */
const readers: readonly Reader[] = [word, linkedInExport, pdf, jsonResume];

/** Formats people try that no reader reads, known by their first bytes or their extension. */
const knownFormats: { name: string; is: (input: InputKind) => boolean }[] = [
  { name: 'a file named .pdf that is not a PDF', is: (input) => input.extension === '.pdf' },
  { name: 'an OpenDocument or RTF file', is: (input) => ['.odt', '.rtf'].includes(input.extension) },
  {
    name: 'a picture',
    is: (input) => ['.png', '.jpg', '.jpeg', '.webp', '.heic', '.gif'].includes(input.extension),
  },
];

/** What the readers see of `path`; undefined when nothing is there. */
function inputKind(path: string): InputKind | undefined {
  if (!existsSync(path)) return undefined;
  const folder = statSync(path).isDirectory();
  if (folder) return { path, folder, extension: '', head: Buffer.alloc(0) };
  const head = Buffer.alloc(512);
  const descriptor = openSync(path, 'r');
  try {
    const length = readSync(descriptor, head, 0, head.length, 0);
    return { path, folder, extension: extname(path).toLowerCase(), head: head.subarray(0, length) };
  } finally {
    closeSync(descriptor);
  }
}

/** The reader of the input at `path`; undefined when none reads it or nothing is there. */
export function readerOf(path: string): Reader | undefined {
  const input = inputKind(path);
  return input && readers.find((reader) => reader.accepts(input));
}

/** Loads what the reader of the input at `path` takes to read it, so it can load beside other work. */
export async function prepareReader(path: string): Promise<void> {
  await readerOf(path)?.prepare?.();
}

/** Reads the input at `path` with the reader that reads it; a located problem when none does. */
export async function readImport(path: string): Promise<ReadResult> {
  const input = inputKind(path);
  const problem = (message: string) => refusal(path, message);
  if (!input) return problem('No such file or folder');
  const reader = readers.find((candidate) => candidate.accepts(input));
  if (reader) return reader.read(path);
  const known = knownFormats.find((format) => format.is(input));
  return problem(
    `${known ? `This is ${known.name}, which` : 'This is a file'} the importer does not read. ` +
      `It reads ${readers.map((candidate) => candidate.reads).join(', and ')}: ` +
      'export your résumé as one of those, and import that.',
  );
}
