/**
 * A JSON file to import, read with the place of every key and value by the content's own JSON
 * reader (scripts/engine/json.ts) in its lenient mode: a leading byte-order mark, comments,
 * trailing commas and the rest of what hand-kept files hold are read and reported; only text that
 * cannot be read as JSON at all is refused, every mistake located.
 */
import { parseJson } from '#engine/json.ts';
import type { Problem } from '#engine/problem.ts';
import { sameOnce } from './read-result.ts';
import { formatPath, LineIndex, locate, sourceProblem, type Target } from '#engine/positions.ts';

/** A JSON object as read. */
export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export interface JsonSource {
  value: unknown;
  /** The 1-based line and column of the value (or key) at `path`, or of its nearest ancestor. */
  locate(path: readonly PropertyKey[], part?: Target): { line: number; column: number };
  /**
   * The value at `path` as the file names it, for a source whose value is the file laid out
   * otherwise (data-lang-resume.ts); the path itself without it.
   */
  name?(path: readonly PropertyKey[]): PropertyKey[];
}

export type JsonSourceResult =
  { ok: true; source: JsonSource; forgiven: Problem[] } | { ok: false; problems: Problem[] };

/** Parses `text`, the content of `file`, into a value and the places of its parts. */
export function parseJsonSource(file: string, text: string): JsonSourceResult {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const lines = new LineIndex(body);
  if (body.trim() === '') {
    const message = 'The file is empty: expected a JSON Resume object { }';
    return { ok: false, problems: [{ file, line: 1, column: 1, path: '(file)', message }] };
  }
  const {
    data,
    root,
    errors,
    forgiven = [],
  } = parseJson(body, (offset) => lines.position(offset).line, {
    lenient: true,
  });
  if (errors.length > 0 || !root) {
    return { ok: false, problems: errors.map((error) => sourceProblem(file, lines, error)) };
  }
  return {
    ok: true,
    source: { value: data, locate: (path, part = 'value') => lines.position(locate(root, path, part)) },
    forgiven: sameOnce(
      forgiven.map(({ offset, message, path = [] }) => ({
        file,
        ...lines.position(offset),
        path: formatPath(path),
        message,
      })),
    ),
  };
}
