/**
 * Dates as the content holds them and as the site shows them. The owner writes a date at the
 * precision they know ("2019", "June 2012", "2012-06", "2012-06-15"); the content check stores it as
 * an ISO date of that precision (`PartialDate`), which sorts as text, and pages show it in the site's
 * language with `Intl`. Imports nothing, so browser code and the build share it.
 */

/** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`: a date at the precision the owner wrote it. */
export type PartialDate = string;

/** A span of time; `end` is `null` while it is ongoing, and equals `start` for a single date. */
export interface DateSpan {
  start: PartialDate;
  end: PartialDate | null;
}

/** The words around dates (`content/layout.json` → `dates`). */
export interface DateWords {
  /** The end of an ongoing span: "Present", "aujourd'hui". */
  present: string;
  /** Between a span's two ends: " - ", " – ". */
  separator: string;
}

/** "en_US" → "en-US", the form `Intl` takes. */
export const languageTag = (locale: string) => locale.replace('_', '-');

function parts(date: PartialDate) {
  const [year = 0, month, day] = date.split('-').map(Number);
  return { year, month, day };
}

/** One date in the site's language, at the precision it was written: "2012", "June 2012", "June 15, 2012". */
export function formatDate(date: PartialDate, locale: string): string {
  const { year, month, day } = parts(date);
  if (month === undefined) return String(year);
  const options: Intl.DateTimeFormatOptions = { timeZone: 'UTC', year: 'numeric', month: 'long' };
  if (day !== undefined) options.day = 'numeric';
  return new Intl.DateTimeFormat(languageTag(locale), options).format(Date.UTC(year, month - 1, day ?? 1));
}

/**
 * A span as a reader sees it: "June 2012 - July 2020", "2022 - Present", or one date. `known`: dates
 * already written out (the build's, see scripts/site-content/locale-texts.ts), used before `Intl`.
 */
export function formatSpan(
  span: DateSpan,
  locale: string,
  words: DateWords,
  known: Readonly<Record<PartialDate, string>> = {},
): string {
  const date = (value: PartialDate) => known[value] ?? formatDate(value, locale);
  const start = date(span.start);
  if (span.end === span.start) return start;
  const end = span.end === null ? words.present : date(span.end);
  return `${start}${words.separator}${end}`;
}

/**
 * Whether a span begins after `today` ("2026-12-06"), compared at the precision its start is
 * written: an upcoming role, shown as one and never as the one held now.
 */
export function upcoming(span: DateSpan, today: PartialDate): boolean {
  return span.start > today.slice(0, span.start.length);
}

/**
 * Latest first: upcoming spans (starting after `today`) before the rest, ongoing spans before
 * finished ones, then the later start, then the later end.
 */
export function latestFirst(a: DateSpan, b: DateSpan, today: PartialDate = localDay(new Date())): number {
  const ahead = Number(upcoming(b, today)) - Number(upcoming(a, today));
  if (ahead !== 0) return ahead;
  const ongoing = Number(b.end === null) - Number(a.end === null);
  if (ongoing !== 0) return ongoing;
  return b.start.localeCompare(a.start) || (b.end ?? '').localeCompare(a.end ?? '');
}

/** The day a moment falls on where it is read, "2026-03-14": today, for a new post or a date check. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
