/**
 * A CSV file read by header name, with the place of every cell: csv-parse does the reading (quoted
 * commas, doubled quotes, values across lines, CRLF); this finds the header row below any preamble
 * (LinkedIn puts a "Notes:" paragraph above some), and turns csv-parse's errors into located ones.
 */
import { parse, CsvError } from 'csv-parse/sync';
import type { Problem } from '../content/problem.ts';
import { LineIndex } from '../content/positions.ts';
import type { SourcePlace } from './read-result.ts';

export interface Cell {
  /** The value, trimmed, its line breaks written `\n`. */
  value: string;
  /** Offset of the cell's first character (its opening quote, if quoted) in the file's text. */
  offset: number;
}

export interface Row {
  /** Cells by lower-cased header name; a header the row has no value for is absent. */
  cells: Map<string, Cell>;
  offset: number;
}

export interface Table {
  file: string;
  /** Header cells by lower-cased name, as the file spells them in `value`. */
  header: Map<string, Cell>;
  rows: Row[];
  place(offset: number): SourcePlace;
}

export type TableResult = { ok: true; table: Table } | { ok: false; problems: Problem[] };

/**
 * Reads `text` (the content of `file`, without a byte-order mark). The header row is the first row
 * that names every column in `required`; rows above it are skipped.
 */
export function readTable(file: string, text: string, required: readonly string[]): TableResult {
  const lines = new LineIndex(text);
  const place = (offset: number): SourcePlace => ({ file, ...lines.position(offset) });
  const problem = (offset: number, path: string, message: string): Problem => ({
    ...place(offset),
    path,
    message,
  });

  // csv-parse hands each field to `cast` with the raw text of its record so far: the length
  // before a field is where the field starts within the record.
  const fieldStarts: number[][] = [];
  // csv-parse's declarations do not model `raw: true`, which wraps each record with its text.
  let records: { record: string[]; raw: string }[];
  try {
    records = parse(text, {
      raw: true,
      relax_column_count: true,
      cast: (value, context) => {
        if (context.index === 0) fieldStarts.push([0]);
        fieldStarts[fieldStarts.length - 1]!.push(context.raw?.length ?? 0);
        return value;
      },
    }) as unknown as { record: string[]; raw: string }[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { ok: false, problems: [csvProblem(text, error, problem, required)] };
  }

  let recordOffset = 0;
  const located = records.map(({ record, raw }, index) => {
    const offset = recordOffset;
    recordOffset += raw.length;
    const starts = fieldStarts[index] ?? [];
    return {
      offset,
      cells: record.map((value, field) => ({
        value: value.trim().replace(/\r\n?/g, '\n'),
        offset: offset + (starts[field] ?? 0),
      })),
    };
  });

  const wanted = required.map((name) => name.toLowerCase());
  const headerIndex = located.findIndex(({ cells }) => {
    const names = new Set(cells.map((cell) => cell.value.toLowerCase()));
    return wanted.every((name) => names.has(name));
  });
  if (headerIndex === -1) {
    const first = located.find(({ cells }) => cells.some((cell) => cell.value !== ''));
    const found = first ? first.cells.map((cell) => cell.value).join(', ') : 'nothing';
    return {
      ok: false,
      problems: [
        problem(
          first?.offset ?? 0,
          '(header)',
          `Expected a header row naming ${required.map((name) => `"${name}"`).join(', ')}; found ${found}`,
        ),
      ],
    };
  }

  const headerCells = located[headerIndex]!.cells;
  const header = new Map(headerCells.map((cell) => [cell.value.toLowerCase(), cell] as const));
  const problems: Problem[] = [];
  const rows: Row[] = [];
  for (const { offset, cells } of located.slice(headerIndex + 1)) {
    if (cells.every((cell) => cell.value === '')) continue;
    if (cells.length > headerCells.length) {
      const extra = cells[headerCells.length]!;
      problems.push(
        problem(
          extra.offset,
          '(row)',
          `This row has ${cells.length} values but the header names ${headerCells.length} columns: ` +
            'a value with a comma needs "double quotes" around it',
        ),
      );
      continue;
    }
    const byName = new Map<string, Cell>();
    cells.forEach((cell, index) => {
      const name = headerCells[index]!.value.toLowerCase();
      if (cell.value !== '' && !byName.has(name)) byName.set(name, cell);
    });
    rows.push({ cells: byName, offset });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, table: { file, header, rows, place } };
}

/** A csv-parse error, placed where the owner has to look. */
function csvProblem(
  text: string,
  error: CsvError,
  problem: (offset: number, path: string, message: string) => Problem,
  required: readonly string[],
): Problem {
  const details = error as CsvError & { bytes_records?: number; raw?: string; column?: number };
  const recordStart = Buffer.from(text)
    .subarray(0, details.bytes_records ?? 0)
    .toString('utf8').length;
  const raw = details.raw ?? '';
  const field = details.column ?? 0;
  // The rows before the broken one read well: the header among them names the broken column.
  const wanted = required.map((name) => name.toLowerCase());
  const before = parse(text.slice(0, recordStart), { relax_column_count: true }) as string[][];
  const header = before.find((cells) =>
    wanted.every((name) => cells.some((cell) => cell.trim().toLowerCase() === name)),
  );
  const name = header?.[field]?.trim() ?? '(row)';
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return problem(
        recordStart + fieldStart(raw, field),
        name,
        'This quoted value is never closed: the file ends before its closing "',
      );
    case 'CSV_INVALID_CLOSING_QUOTE':
      return problem(
        recordStart + raw.length - 1,
        name,
        'This quote ends the quoted value early: write a quote inside a value as two quotes ("")',
      );
    case 'INVALID_OPENING_QUOTE':
      return problem(
        recordStart + raw.length - 1,
        name,
        'A quote in the middle of a value: put the whole value in "double quotes" and write this one as ""',
      );
    default:
      return problem(recordStart, name, error.message);
  }
}

/** Where field `index` starts in a record's raw text: after `index` commas outside quotes. */
function fieldStart(raw: string, index: number): number {
  let quoted = false;
  let commas = 0;
  for (let offset = 0; offset < raw.length && commas < index; offset++) {
    if (raw[offset] === '"') quoted = !quoted;
    else if (raw[offset] === ',' && !quoted) commas++;
    if (commas === index) return offset + 1;
  }
  return 0;
}
