/** The CSV files of a LinkedIn data export, from its ZIP or from the folder it unpacks to. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { Problem } from '../../content/problem.ts';

export interface ExportFile {
  /** The file's own name, `Positions.csv`, whatever folder of the export it is in. */
  name: string;
  /** How problems name it: `export/Positions.csv`, or `export.zip/Positions.csv` inside a ZIP. */
  display: string;
  /**
   * Its text, without a byte-order mark, and the encoding it was read in when not UTF-8. Only the
   * files a résumé is made from are read: an export holds others (messages, spreadsheets) that
   * matter to no one here.
   */
  read(): { text: string; encoding?: string };
}

export type ExportResult = { ok: true; files: ExportFile[] } | { ok: false; problems: Problem[] };

/** Reads every CSV file of the export at `input`, a ZIP file or a folder. */
export function openExport(input: string): ExportResult {
  const failure = (message: string, file = input): ExportResult => ({
    ok: false,
    problems: [{ file, line: 1, column: 1, path: '(file)', message }],
  });

  let entries: { name: string; display: string; bytes: Uint8Array }[];
  if (statSync(input).isDirectory()) {
    entries = readdirSync(input, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.toLowerCase().endsWith('.csv'))
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
        filter: (file) => file.name.toLowerCase().endsWith('.csv'),
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
