import { dateTexts, layout, numberTexts, site } from '../content';
import {
  formatDate,
  formatSpan,
  languageTag,
  upcoming,
  type DateSpan,
  type PartialDate,
} from '../content/values/dates';
import { fill } from './fill';

/** A date span in the site's language and words: "June 2012 - Present", "septembre 2001 – aujourd'hui". */
export function spanText(span: DateSpan): string {
  return formatSpan(span, site.locale, layout.dates, dateTexts);
}

/**
 * An entry's dates as the pages and the PDF show them on `today`, and for one that starts later the
 * word marking it (`layout.json` → `dates`): "Starting June 2027" (an end it gives is kept,
 * "Starting June 2027 - August 2027"), never "June 2027 - Present" for what has not begun.
 */
export function periodOf(span: DateSpan, today: PartialDate): { text: string; upcoming?: string } {
  const { starting, upcoming: mark } = layout.dates;
  if (!upcoming(span, today) || starting === undefined || mark === undefined) return { text: spanText(span) };
  const open = span.end === null || span.end === span.start;
  return { text: fill(starting, { date: open ? dateText(span.start) : spanText(span) }), upcoming: mark };
}

/** One date in the site's language, at the precision it was written. */
export function dateText(date: PartialDate): string {
  return dateTexts[date] ?? formatDate(date, site.locale);
}

/** A number in the site's language: "10,000", "10 000". */
export function numberText(value: number): string {
  return numberTexts[String(value)] ?? value.toLocaleString(languageTag(site.locale));
}
