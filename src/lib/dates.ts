import { dateTexts, layout, numberTexts, site } from '../content';
import { formatDate, formatSpan, languageTag, type DateSpan, type PartialDate } from '../content/dates';

/** A date span in the site's language and words: "June 2012 - Present", "septembre 2001 – aujourd'hui". */
export function spanText(span: DateSpan): string {
  return formatSpan(span, site.locale, layout.dates, dateTexts);
}

/** One date in the site's language, at the precision it was written. */
export function dateText(date: PartialDate): string {
  return dateTexts[date] ?? formatDate(date, site.locale);
}

/** A number in the site's language: "10,000", "10 000". */
export function numberText(value: number): string {
  return numberTexts[String(value)] ?? value.toLocaleString(languageTag(site.locale));
}
