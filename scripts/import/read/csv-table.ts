/**
 * A CSV file read by header name, with the place of every cell: csv-parse does the reading (quoted
 * commas, doubled quotes, values across lines, CRLF); this finds the header row below any preamble
 * (LinkedIn puts a "Notes:" paragraph above some), and turns csv-parse's errors into located ones.
 */
import { parse, CsvError } from 'csv-parse/sync';
import type { Problem } from '#engine/problem.ts';
import { LineIndex } from '#engine/positions.ts';
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
  /** Rows left out, each with its reason: a row with more values than the header has names. */
  skipped: Problem[];
  place(offset: number): SourcePlace;
}

export type TableResult = { ok: true; table: Table } | { ok: false; problems: Problem[] };

/**
 * Reads `content`, the text of `file` without a byte-order mark. The header row is the first row
 * that names every column in `required`; rows above it are skipped.
 */
export function readTable(file: string, content: string, required: readonly Column[]): TableResult {
  // Lines and columns are the same without the \r of CRLF line ends, and csv-parse's raw record
  // text leaves out the \n of a CRLF, which would shift every offset after it.
  const text = content.replace(/\r\n/g, '\n');
  const lines = new LineIndex(text);
  const place = (offset: number): SourcePlace => ({ file, ...lines.position(offset) });
  const problem = (offset: number, path: string, message: string): Problem => ({
    ...place(offset),
    path,
    message,
  });

  // csv-parse hands each field to `cast` with the raw text of its record so far, so the length
  // before a field is where it starts in its record; each record then comes to `on_record` with
  // its whole raw text (`raw: true`), so the lengths so far are where it starts in the file.
  const located: { offset: number; cells: Cell[] }[] = [];
  let fieldStarts: number[] = [];
  let consumed = 0;
  try {
    parse(text, {
      raw: true,
      relax_column_count: true,
      // Spreadsheets and hand edits leave spaces around a quoted value (`"Remote" ,Jun 2023`).
      ltrim: true,
      rtrim: true,
      cast: (value, context) => {
        if (context.index === 0) fieldStarts = [0];
        fieldStarts.push(context.raw?.length ?? 0);
        return value;
      },
      on_record: (entry) => {
        // The declarations do not model `raw: true`, which wraps each record with its text.
        const { record, raw } = entry as unknown as { record: string[]; raw: string };
        const offset = consumed;
        const cells = record.map((value, field) => ({
          value: value.trim().replace(/\r\n?/g, '\n'),
          offset: offset + (fieldStarts[field] ?? 0),
        }));
        located.push({ offset, cells });
        consumed += raw.length;
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const header = located.find(({ cells }) => namesAll(cells, required));
    const name = header?.cells[(error as CsvError & { column?: number }).column ?? 0]?.value ?? '(row)';
    return { ok: false, problems: [csvProblem(text.slice(consumed), consumed, error, name, problem)] };
  }

  const headerIndex = located.findIndex(({ cells }) => namesAll(cells, required));
  if (headerIndex === -1) {
    const first = located.find(({ cells }) => cells.some((cell) => cell.value !== ''));
    const found = first ? first.cells.map((cell) => cell.value).join(', ') : 'nothing';
    return {
      ok: false,
      problems: [
        problem(
          first?.offset ?? 0,
          '(header)',
          `Expected a header row naming ${required.map((name) => `"${[name].flat()[0]}"`).join(', ')}; found ${found}`,
        ),
      ],
    };
  }

  const headerCells = located[headerIndex]!.cells;
  const header = new Map(headerCells.map((cell) => [cell.value.toLowerCase(), cell] as const));
  const skipped: Problem[] = [];
  const rows: Row[] = [];
  for (const { offset, cells } of located.slice(headerIndex + 1)) {
    if (cells.every((cell) => cell.value === '')) continue;
    // Which value is which cannot be told: the row is left out and said so, the rest read.
    if (cells.length > headerCells.length) {
      skipped.push(
        problem(
          offset,
          '(row)',
          `This row has ${cells.length} values but the header names ${headerCells.length} columns: ` +
            'a value with a comma needs "double quotes" around it; this row is not imported',
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
  return { ok: true, table: { file, header, rows, skipped, place } };
}

/** A column a header must name: by one name, or by any of several (today's and earlier ones). */
export type Column = string | readonly string[];

/** Whether a row's cells name every one of `columns`, in any case and order. */
function namesAll(cells: Cell[], columns: readonly Column[]): boolean {
  const names = new Set(cells.map((cell) => cell.value.toLowerCase()));
  return columns.every((column) => [column].flat().some((name) => names.has(name.toLowerCase())));
}

/**
 * A csv-parse error in the record that starts at `recordOffset` (`record` is the text from there
 * on), placed at the quote the owner has to fix.
 */
function csvProblem(
  record: string,
  recordOffset: number,
  error: CsvError,
  column: string,
  problem: (offset: number, path: string, message: string) => Problem,
): Problem {
  const start = fieldStart(record, (error as CsvError & { column?: number }).column ?? 0);
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return problem(
        recordOffset + start,
        column,
        'This quoted value is never closed: the file ends before its closing "',
      );
    case 'CSV_INVALID_CLOSING_QUOTE':
      return problem(
        recordOffset + earlyQuote(record, start),
        column,
        'This quote ends the quoted value early: write a quote inside a value as two quotes ("")',
      );
    case 'INVALID_OPENING_QUOTE':
      return problem(
        recordOffset + record.indexOf('"', start),
        column,
        'A quote in the middle of a value: put the whole value in "double quotes" and write this one as ""',
      );
    default:
      return problem(recordOffset + start, column, error.message);
  }
}

/** Where field `index` starts in a record's text: after `index` commas outside quotes. */
function fieldStart(record: string, index: number): number {
  let quoted = false;
  let commas = 0;
  for (let offset = 0; offset < record.length && commas < index; offset++) {
    if (record[offset] === '"') quoted = !quoted;
    else if (record[offset] === ',' && !quoted) commas++;
    if (commas === index) return offset + 1;
  }
  return 0;
}

/** In a quoted field starting at `start`, the first quote that is not half of a doubled one. */
function earlyQuote(record: string, start: number): number {
  for (let offset = start + 1; offset < record.length; offset++) {
    if (record[offset] !== '"') continue;
    if (record[offset + 1] !== '"') return offset;
    offset++;
  }
  return start;
}
