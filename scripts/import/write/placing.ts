/**
 * What every part of the mapping from a JSON Resume document into content needs: where a value
 * came from, and three ways to say what became of it. A value read otherwise than as written (a
 * headline taken from the latest job) is a *reading*; a value the content has no place for (or
 * would refuse, as a year before 1950) is *not placed*: both reported at its place in the input,
 * the rest imported. Only what leaves the site without what it cannot do without (the owner's
 * name) is a *problem*: the import stops and `content/` is left as it was.
 */
import { parseSpan } from '#src/content/values/date-input.ts';
import { webUrl } from '#src/content/schemas/fields.ts';
import { formatPath } from '#engine/positions.ts';
import type { Problem } from '#engine/problem.ts';
import type { ReadSuccess } from '../read/read-result.ts';
import { upcomingYears } from '#site-content/dates.ts';

export type Path = readonly (string | number)[];

/** How a span's dates were given, and what becomes of a span without an end. */
interface SpanInput {
  start?: string;
  end?: string;
  /** Where the start and the end are in the document. */
  startPath: Path;
  endPath: Path;
  /** A start without an end is still going on (a job, a course of study); otherwise it is one date. */
  ongoing: boolean;
  /** How a report names the entry when it may start after today ("role"); without it, it may not. */
  upcoming?: string;
}

/** A span as content writes it, or why the entry holding it cannot be imported. */
export type SpanResult = { text?: string } | { skip: true };

export class Placing {
  readonly notPlaced: Problem[] = [];
  readonly readings: Problem[] = [];
  readonly problems: Problem[] = [];
  readonly #origin: ReadSuccess['origin'];
  readonly #today: string;

  constructor(origin: ReadSuccess['origin'], today: Date) {
    this.#origin = origin;
    const pad = (value: number) => String(value).padStart(2, '0');
    this.#today = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  }

  #problem(path: Path, message: string): Problem {
    const { field, ...place } = this.#origin(path);
    return { ...place, path: field ?? formatPath(path), message };
  }

  /** Reports the value at `path` as read but not imported, and why. */
  notPlace(path: Path, message: string): void {
    this.notPlaced.push(this.#problem(path, message));
  }

  /** Reports the value at `path` as read otherwise than as written, and how. */
  read(path: Path, message: string): void {
    this.readings.push(this.#problem(path, message));
  }

  /** Reports the value at `path` as wrong: the import stops without changing anything. */
  fail(path: Path, message: string): void {
    this.problems.push(this.#problem(path, message));
  }

  /** The text, trimmed, or undefined when there is none. */
  text(value: string | undefined): string | undefined {
    const trimmed = value?.trim();
    return trimmed ? trimmed : undefined;
  }

  /** The non-blank texts of a list, or undefined when none is left. */
  list(values: readonly string[] | undefined): string[] | undefined {
    const kept: string[] = [];
    for (const value of values ?? []) {
      const text = this.text(value);
      if (text && !kept.some((other) => other.toLowerCase() === text.toLowerCase())) kept.push(text);
    }
    return kept.length > 0 ? kept : undefined;
  }

  /** A web address the site can link to, or undefined (reported) when it is not one. */
  url(path: Path, value: string | undefined): string | undefined {
    const text = this.text(value);
    if (text === undefined) return undefined;
    if (webUrl.safeParse(text).success) return text;
    this.notPlace(
      path,
      `The site links only to https:// and http:// addresses, received "${text}"; not imported`,
    );
    return undefined;
  }

  /** Whether an ISO date of any precision is after today, compared at its own precision. */
  #future(date: string): boolean {
    return date > this.#today.slice(0, date.length);
  }

  /** Whether a span as content writes it ("2027-06 - Present") starts after today: an upcoming entry. */
  upcoming(period: string): boolean {
    return this.#future(period.split(' - ')[0]!);
  }

  /** Whether an ISO date is further ahead than an upcoming entry may start. */
  #beyondUpcoming(date: string): boolean {
    const horizon = `${Number(this.#today.slice(0, 4)) + upcomingYears}${this.#today.slice(4)}`;
    return date > horizon.slice(0, date.length);
  }

  /**
   * A span as content writes it ("2012-06 - Present", "2016 - 2020", "2019"). An end after today
   * is read as ongoing (an expected graduation), and said so. A start after today is an upcoming
   * entry where the section has them (a job accepted), said so and kept with its end; elsewhere, or
   * further ahead than an upcoming entry may start, the entry is left out and said so.
   */
  span({ start, end, startPath, endPath, ongoing, upcoming }: SpanInput): SpanResult {
    const first = start ?? end;
    if (first === undefined) return {};
    const firstPath = start === undefined ? endPath : startPath;
    const ahead = this.#future(first);
    if (ahead && upcoming === undefined) {
      this.notPlace(firstPath, `${first} is after today: the site shows what has happened; not imported`);
      return { skip: true };
    }
    if (ahead && this.#beyondUpcoming(first)) {
      this.notPlace(
        firstPath,
        `${first} is more than ${upcomingYears} years after today, further than an upcoming ${upcoming} starts: is the year a typo? Not imported`,
      );
      return { skip: true };
    }
    if (ahead) this.read(firstPath, `"${first}" read as an upcoming ${upcoming} starting ${first}`);
    let last = start === undefined ? undefined : end;
    let openEnded = last === undefined && start !== undefined && ongoing;
    if (last !== undefined && !ahead && this.#future(last)) {
      this.notPlace(endPath, `${last} is after today: imported as ongoing ("Present") until then`);
      last = undefined;
      openEnded = true;
    }
    const text = openEnded
      ? `${first} - Present`
      : last === undefined || last === first
        ? first
        : `${first} - ${last}`;
    // The first date alone, then the whole span: each problem at the date it is about.
    for (const [written, path] of [
      [first, firstPath],
      [text, endPath],
    ] as const) {
      const parsed = parseSpan(written);
      if ('error' in parsed) {
        this.notPlace(path, `${parsed.error}; the entry is not imported`);
        return { skip: true };
      }
    }
    return { text };
  }
}
