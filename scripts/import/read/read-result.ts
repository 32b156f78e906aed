/** What an import reader hands on: a JSON Resume document, where each of its values came from, and
 * what it read but could not carry over. */
import type { Problem } from '#engine/problem.ts';
import type { JsonResume } from './json-resume-schema.ts';
import type { Article } from './linkedin-articles.ts';

/** A place in an input file, 1-based. */
export interface SourcePlace {
  file: string;
  line: number;
  column: number;
  /** The field there as the file names it, where the file names it otherwise than the document does. */
  field?: string;
}

export interface ReadSuccess {
  ok: true;
  /** The input's format as the report names it, when it is not the kind its name says. */
  format?: string;
  resume: JsonResume;
  /**
   * Where the value at `path` of `resume` was read (`['work', 2, 'startDate']`), so a later step
   * that cannot place a value can point at it. A path the input does not have points at its
   * nearest ancestor.
   */
  origin(path: readonly PropertyKey[]): SourcePlace;
  /**
   * Input fields the reader read but could not carry into JSON Resume 1.0.0, each at its place in
   * the input, the field named as the input names it (`basics.nationality`, `Birth Date`).
   */
  notPlaced: Problem[];
  /**
   * Each reading the reader made of a value written otherwise than the standard writes it (an
   * older field name, "Present", `09/2018`, HTML, a trailing comma), at its place in the input,
   * saying what it found and what it read it as, so the owner can confirm it.
   */
  readings: Problem[];
  /**
   * The JSON Resume sections the input speaks for, when it is part of a career (a LinkedIn export
   * without Profile.csv); the content of the others is left as it is. Without it, all of them: a
   * section the input lacks is one the owner does not have.
   */
  covers?: ReadonlySet<string>;
  /**
   * The owner's articles, when the input has them (a LinkedIn export's `Articles` folder): how many
   * files it holds, and the articles read from them (the others are reported as not placed).
   */
  articles?: { files: number; read: Article[] };
  /**
   * For a document read line by line (a PDF, a Word file): how many lines it has, and how many of
   * them are in the résumé and how many in the report. Every line is one or the other.
   */
  lines?: { total: number; placed: number; reported: number };
}

interface ReadFailure {
  ok: false;
  /** Every problem found, in file order; the input yields no document. */
  problems: Problem[];
}

export type ReadResult = ReadSuccess | ReadFailure;

/** An input refused as a whole: one problem, at its start, about the file itself. */
export function refusal(file: string, message: string): ReadFailure {
  return { ok: false, problems: [{ file, line: 1, column: 1, path: '(file)', message }] };
}

/** A path as a map key: `work.2.startDate`. */
export function pathKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * Each reading said once where it is the same for many places (a 0.x file names every job's
 * `company` so), at its first place, naming the others: `(also at 41:13, 57:13, …)`. Readings
 * are the same when their words are and their fields differ only in list positions.
 */
export function sameOnce(problems: readonly Problem[]): Problem[] {
  const first = new Map<string, { problem: Problem; places: string[] }>();
  for (const problem of problems) {
    const key = `${problem.file}\n${problem.path.replace(/\[\d+\]/g, '[]')}\n${problem.message}`;
    const seen = first.get(key);
    if (seen) seen.places.push(`${problem.line}:${problem.column}`);
    else first.set(key, { problem, places: [] });
  }
  return [...first.values()].map(({ problem, places }) => {
    if (places.length === 0) return problem;
    const shown = places.length > 8 ? `${places.slice(0, 8).join(', ')}, …` : places.join(', ');
    return { ...problem, message: `${problem.message} (also at ${shown})` };
  });
}
