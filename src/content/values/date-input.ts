/**
 * Reading dates as owners write them, for the content schemas: a year ("2019"), a month and year
 * in English or another common language ("June 2012", "Jun 2012", "septembre 2001", "вересень
 * 2001"), an ISO date at any precision ("2012-06", "2012-06-15"), and spans of two of them joined
 * by a dash, the end of an ongoing one written "Present" or its equivalent ("aujourd'hui").
 * Month names come from `Intl`, so they are the platform's own. Runs where the content is checked
 * (Node); pages only format the result (dates.ts).
 */
import type { DateSpan, PartialDate } from './dates.ts';

/** Languages whose month names content may use, beside ISO dates. */
const languages = ['en', 'fr', 'de', 'es', 'it', 'pt', 'nl', 'pl', 'uk', 'ru', 'sv', 'da', 'nb', 'fi', 'cs', 'tr', 'el', 'he', 'ar'];

/** Words that end an ongoing span, in those languages (compared without case). */
export const presentWords = [
  'present',
  'now',
  'current',
  'today',
  'ongoing',
  "aujourd'hui",
  'aujourd’hui',
  'présent',
  'actuel',
  'en cours',
  'heute',
  'jetzt',
  'aktuell',
  'presente',
  'actualidad',
  'hoy',
  'oggi',
  'attuale',
  'atual',
  'hoje',
  'heden',
  'nu',
  'obecnie',
  'teraz',
  'nå',
  'nyt',
  'nutid',
  'dags dato',
  'nykyään',
  'nyní',
  'současnost',
  'дотепер',
  'досі',
  'зараз',
  'нині',
  'теперішній час',
  'сьогодні',
  'по теперішній час',
  'настоящее время',
  'по настоящее время',
  'сейчас',
  'н.в.',
];

const normalize = (word: string) => word.normalize('NFC').toLowerCase().replace(/\.$/, '');

/** Every month name (long, short, both grammatical forms) in every language → month number. */
const monthNumbers: ReadonlyMap<string, number> = (() => {
  const names = new Map<string, number>();
  const forms: Intl.DateTimeFormatOptions[] = [
    { month: 'long' },
    { month: 'short' },
    { month: 'long', day: 'numeric' },
    { month: 'short', day: 'numeric' },
  ];
  for (const language of languages) {
    for (const form of forms) {
      const format = new Intl.DateTimeFormat(language, { ...form, timeZone: 'UTC' });
      for (let month = 0; month < 12; month++) {
        const name = format.formatToParts(Date.UTC(2000, month, 1)).find((part) => part.type === 'month');
        if (name) names.set(normalize(name.value), month + 1);
      }
    }
  }
  // English abbreviations as people write them beyond Intl's own.
  for (const [name, month] of [
    ['sept', 9],
    ['june', 6],
    ['july', 7],
  ] as const)
    names.set(name, month);
  return names;
})();

const earliestYear = 1950;
const isoDate = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;
const monthYear = /^(\p{L}[\p{L}.'’]*)\s+(\d{4})(?:\s*(?:р|г|r)\.?)?$/u;

/** One date as written, or why it is not one. */
export function parseDate(text: string): PartialDate | { error: string } {
  const value = text.trim();
  const iso = isoDate.exec(value);
  if (iso) {
    const [, year, month, day] = iso;
    if (Number(year) < earliestYear) return { error: `The year ${year} is before ${earliestYear}` };
    if (month !== undefined && (Number(month) < 1 || Number(month) > 12))
      return { error: `There is no month ${month}` };
    if (day !== undefined) {
      const days = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
      if (Number(day) < 1 || Number(day) > days)
        return { error: `There is no day ${day} in ${year}-${month}` };
    }
    return value;
  }
  const named = monthYear.exec(value);
  if (named) {
    const month = monthNumbers.get(normalize(named[1]!));
    if (month === undefined) return { error: 'Expected a month and year like "June 2012"' };
    if (Number(named[2]) < earliestYear) return { error: `The year ${named[2]} is before ${earliestYear}` };
    return `${named[2]}-${String(month).padStart(2, '0')}`;
  }
  return { error: 'Expected a date like "2019", "June 2012", "2012-06" or "2012-06-15"' };
}

const isPresent = (text: string) => presentWords.includes(normalize(text.trim()));

/**
 * The two ends of a span as written. A dash with spaces around it, or an en or em dash, separates
 * them ("June 2012 - July 2020", "2012-06 – 2014-03"); so does a bare hyphen between two years or a
 * year and the present ("2001-2014", "2022-Present"), where it cannot be part of an ISO date.
 */
function ends(text: string): string[] {
  const spaced = text.split(/\s+[-–—]\s+|\s*[–—]\s*/);
  if (spaced.length > 1) return spaced;
  const bare = /^(\d{4})-(\d{4}|\p{L}[\p{L}\s.'’]*)$/u.exec(text.trim());
  return bare ? [bare[1]!, bare[2]!] : [text];
}

/**
 * A date or a span of dates as written, or why it is not one. YAML reads a bare `2019` as a number
 * and a bare `2012-06-15` as a timestamp; both are taken as the date they show.
 */
export function parseSpan(input: unknown): DateSpan | { error: string } {
  if (typeof input === 'number' && Number.isInteger(input)) input = String(input);
  if (input instanceof Date && !Number.isNaN(input.getTime())) input = input.toISOString().slice(0, 10);
  if (typeof input !== 'string' || input.trim() === '')
    return { error: 'Expected a date like "June 2012", or a span like "June 2012 - Present"' };
  const [startText = '', endText, ...rest] = ends(input);
  if (rest.length > 0)
    return { error: `Expected one date, or two joined by " - ", received "${input.trim()}"` };
  const start = parseDate(startText);
  if (typeof start !== 'string') return { error: `${start.error}, received "${startText.trim()}"` };
  if (endText === undefined) return { start, end: start };
  if (isPresent(endText)) return { start, end: null };
  const end = parseDate(endText);
  if (typeof end !== 'string')
    return {
      error: `${end.error} or "Present" for an ongoing span, received "${endText.trim()}"`,
    };
  if (end.localeCompare(start.slice(0, end.length)) < 0)
    return { error: `The end (${endText.trim()}) is before the start (${startText.trim()})` };
  return { start, end };
}
