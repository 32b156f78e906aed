/** The CSV files of a LinkedIn data export, from its ZIP or from the folder it unpacks to. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { Problem } from '../content/problem.ts';

export interface ExportFile {
  /** The file's own name, `Positions.csv`, whatever folder of the export it is in. */
  name: string;
  /** How problems name it: `export/Positions.csv`, or `export.zip/Positions.csv` inside a ZIP. */
  display: string;
  /** Its text, without a byte-order mark. */
  text: string;
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

  const files: ExportFile[] = [];
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (const { name, display, bytes } of entries) {
    try {
      files.push({ name: path.basename(name), display, text: decoder.decode(bytes) });
    } catch {
      return failure(
        'Expected text in UTF-8, as LinkedIn writes it; this file has bytes that are not',
        display,
      );
    }
  }
  return { ok: true, files };
}
