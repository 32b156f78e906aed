/** The rule that the content's dates are not in the future, in the site's words for dates. */
import { formatDate, formatSpan, localDay, type DateSpan } from '../../src/content/dates.ts';
import type { Rule } from '../content/define.ts';
import { problemAt } from '../content/issues.ts';
import type { Problem } from '../content/problem.ts';
import type { Located } from '../content/rules.ts';

/**
 * A date after today is a typo (2102 for 2012); an ongoing span ends "Present". `select` finds the
 * entry's dates ("June 2012 - Present", "2019"), compared with today at the precision written.
 */
export function notInTheFuture<Data>(select: (data: Data) => Located<DateSpan | undefined>[]): Rule {
  return ({ entries, today }) => {
    const now = localDay(today);
    const after = (date: string) => date > now.slice(0, date.length);
    // "after 2025" for a year, "after June 2025" for a month or a day: today at the date's precision.
    const limit = (date: string) => formatDate(now.slice(0, Math.min(date.length, 7)), 'en');
    const written = (span: DateSpan) => formatSpan(span, 'en', { present: 'Present', separator: ' - ' });
    return entries.flatMap((entry) =>
      select(entry.data as Data).flatMap(({ path, value: span }): Problem[] => {
        if (!span) return [];
        if (after(span.start)) {
          const message = `The start is in the future (after ${limit(span.start)}), received "${written(span)}"`;
          return [problemAt(entry, path, message)];
        }
        if (span.end !== null && span.end !== span.start && after(span.end)) {
          const message = `The end is in the future (after ${limit(span.end)}): write "Present" while it is ongoing, received "${written(span)}"`;
          return [problemAt(entry, path, message)];
        }
        return [];
      }),
    );
  };
}
