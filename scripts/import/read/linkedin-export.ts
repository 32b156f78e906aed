/**
 * The files of a LinkedIn data export a site is made from, from its ZIP or from the folder it unpacks
 * to: its CSV files, and its articles (HTML files in an `Articles` folder).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { Problem } from '#engine/problem.ts';

export interface ExportFile {
  /** The file's own name, `Positions.csv`, whatever folder of the export it is in. */
  name: string;
  /** How problems name it: `export/Positions.csv`, or `export.zip/Positions.csv` inside a ZIP. */
  display: string;
  /** Whether it is one of the owner's articles rather than a CSV file. */
  article: boolean;
  /**
   * Its text, without a byte-order mark, and the encoding it was read in when not UTF-8. Only the
   * files a site is made from are read: an export holds others (messages, spreadsheets) that
   * matter to no one here.
   */
  read(): { text: string; encoding?: string };
}

/**
 * An article: an HTML file in a folder named `Articles` (`Articles/Articles/` in today's exports,
 * `Articles/` in older ones), at any depth, so a ZIP that wraps the export in a folder is read too.
 */
const isArticle = (name: string) => /(^|\/)Articles\/[^/]+\.html?$/i.test(name.replaceAll('\\', '/'));
const isWanted = (name: string) => name.toLowerCase().endsWith('.csv') || isArticle(name);

export type ExportResult = { ok: true; files: ExportFile[] } | { ok: false; problems: Problem[] };

/** Reads every CSV file and every article of the export at `input`, a ZIP file or a folder. */
export function openExport(input: string): ExportResult {
  const failure = (message: string, file = input): ExportResult => ({
    ok: false,
    problems: [{ file, line: 1, column: 1, path: '(file)', message }],
  });

  let entries: { name: string; display: string; bytes: Uint8Array }[];
  if (statSync(input).isDirectory()) {
    entries = readdirSync(input, { recursive: true, encoding: 'utf8' })
      .filter(isWanted)
      .sort()
      .map((name) => ({
        name,
        display: path.join(input, name),
        bytes: readFileSync(path.join(input, name)),
      }));
  } else {
    let archive: Record<string, Uint8Array>;
    try {
      archive = unzipSync(readFileSync(input), {
        filter: (file) => isWanted(file.name),
      });
    } catch {
      return failure(
        'Expected a LinkedIn data export: a ZIP file or the folder it unpacks to; this is not a ZIP file',
      );
    }
    entries = Object.entries(archive)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, bytes]) => ({ name, display: `${input}/${name}`, bytes }));
  }

  return {
    ok: true,
    files: entries.map(({ name, display, bytes }) => ({
      name: path.basename(name),
      display,
      article: isArticle(name),
      read: () => decode(bytes),
    })),
  };
}

/**
 * A file's text: UTF-8 as LinkedIn writes it, UTF-16 where a byte-order mark says so (exports opened
 * and saved again on Windows), else Windows-1252, the other encoding a spreadsheet saves CSV in.
 */
function decode(bytes: Uint8Array): { text: string; encoding?: string } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'UTF-16' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'UTF-16' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'Windows-1252' };
  }
}
