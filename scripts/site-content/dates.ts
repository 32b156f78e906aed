/** The rules about how far from today the content's dates may be, in the site's words for dates. */
import { formatDate, formatSpan, localDay, upcoming, type DateSpan } from '#src/content/values/dates.ts';
import type { Layout } from '#src/content/config.ts';
import type { Rule } from '#engine/define.ts';
import { problemAt } from '#engine/issues.ts';
import type { Problem } from '#engine/problem.ts';
import type { Located } from '#engine/rules.ts';

/** How far ahead an upcoming role may start; later is taken for a typo (2102 for 2012). */
export const upcomingYears = 2;

const written = (span: DateSpan) => formatSpan(span, 'en', { present: 'Present', separator: ' - ' });
/** "2025" for a year, "June 2025" for a month or a day: a day at a date's precision, for messages. */
const limit = (day: string, date: string) => formatDate(day.slice(0, Math.min(date.length, 7)), 'en');
const after = (date: string, day: string) => date > day.slice(0, date.length);

/** The problem with a span's end after today: an ongoing span ends "Present". */
function endProblem(span: DateSpan, now: string): string | undefined {
  if (span.end === null || span.end === span.start || !after(span.end, now)) return undefined;
  return `The end is in the future (after ${limit(now, span.end)}): write "Present" while it is ongoing, received "${written(span)}"`;
}

/**
 * A date after today is a typo (2102 for 2012); an ongoing span ends "Present". `select` finds the
 * entry's dates ("June 2012 - Present", "2019"), compared with today at the precision written.
 */
export function notInTheFuture<Data>(select: (data: Data) => Located<DateSpan | undefined>[]): Rule {
  return ({ entries, today }) => {
    const now = localDay(today);
    return entries.flatMap((entry) =>
      select(entry.data as Data).flatMap(({ path, value: span }): Problem[] => {
        if (!span) return [];
        const message = after(span.start, now)
          ? `The start is in the future (after ${limit(now, span.start)}), received "${written(span)}"`
          : endProblem(span, now);
        return message ? [problemAt(entry, path, message)] : [];
      }),
    );
  };
}

/**
 * For what may be ahead (a job, a course of study, a volunteer role): a start after today is an
 * upcoming entry, shown as one with the words of `content/layout.json` → `dates` (a warning when
 * they are missing), and its end may be ahead too; a start more than two years ahead is taken for
 * a typo. Begun entries follow `notInTheFuture`.
 */
export function upcomingAllowed<Data>(select: (data: Data) => Located<DateSpan | undefined>[]): Rule {
  return ({ entries, today, collection, warn }) => {
    const now = localDay(today);
    const horizon = `${today.getFullYear() + upcomingYears}${now.slice(4)}`;
    const words = collection('layout')[0]?.data as Layout | undefined;
    const hasWords = words?.dates.upcoming !== undefined && words.dates.starting !== undefined;
    let wordsAsked = false;
    return entries.flatMap((entry) =>
      select(entry.data as Data).flatMap(({ path, value: span }): Problem[] => {
        if (!span) return [];
        if (!upcoming(span, now)) {
          const message = endProblem(span, now);
          return message ? [problemAt(entry, path, message)] : [];
        }
        if (after(span.start, horizon)) {
          const message = `The start is more than ${upcomingYears} years ahead (after ${limit(horizon, span.start)}), received "${written(span)}": an upcoming entry starts within ${upcomingYears} years; is the year a typo?`;
          return [problemAt(entry, path, message)];
        }
        // Without the words the entry is shown with its dates alone: worth saying, not worth a stop.
        if (!hasWords && !wordsAsked) {
          wordsAsked = true;
          const message =
            'Starts after today: the pages mark it as upcoming with the words of content/layout.json → dates.upcoming and dates.starting, which are missing; add them';
          warn(problemAt(entry, path, message));
        }
        return [];
      }),
    );
  };
}
