/** What an import reader hands on: a JSON Resume document, where each of its values came from, and
 * what it read but could not carry over. */
import type { Problem } from '../content/problem.ts';
import type { JsonResume } from './json-resume-schema.ts';

/** A place in an input file, 1-based. */
export interface SourcePlace {
  file: string;
  line: number;
  column: number;
}

export interface ReadSuccess {
  ok: true;
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
}

export interface ReadFailure {
  ok: false;
  /** Every problem found, in file order; the input yields no document. */
  problems: Problem[];
}

export type ReadResult = ReadSuccess | ReadFailure;

/** A path as a map key: `work.2.startDate`. */
export function pathKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}
