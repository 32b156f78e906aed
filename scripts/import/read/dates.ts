/**
 * A résumé's dates as people write them, read into JSON Resume's `YYYY`, `YYYY-MM` or `YYYY-MM-DD`,
 * or the end of something still going on. Real files carry ISO dates at every precision and as
 * timestamps, `MM/YYYY`, `YYYY/MM`, `MM.YYYY`, a bare year (as text or as a number), month names in
 * the languages content takes ("Jun 2012", "septembre 2001"), CJK dates ("2018年9月", "2018년 9월"),
 * LinkedIn's ("Mar 14, 2023", "06/15/20, 10:12 AM"), and "Present", "now" or their equivalents.
 */
import { parseDate, presentWords } from '#src/content/values/date-input.ts';

export type DateReading = { date: string; note?: string } | { ongoing: true } | { unreadable: true };

/** Words for "still going on" beyond those content spans take, as résumés in other scripts write them. */
const moreOngoingWords = [
  'currently',
  'current position',
  'till date',
  'till now',
  'to date',
  'to present',
  'until now',
  'until today',
  'actualmente',
  'en curso',
  'atualmente',
  'em andamento',
  'bis heute',
  'bis jetzt',
  'en poste',
  'à ce jour',
  'по сей день',
  'по настоящее время',
  'настоящее время',
  'по теперішній час',
  'дотепер',
  'по н.в',
  'до сих пор',
  '至今',
  '现在',
  '目前',
  '今',
  '現在',
  '現職',
  '在職中',
  '현재',
  '재직중',
  '재직 중',
  'حتى الآن',
  'الآن',
  'حاليا',
  'حالياً',
  'الحالي',
  'עד היום',
  'היום',
  'כיום',
  'הווה',
  'वर्तमान',
  'अब तक',
  'σήμερα',
  'παρόν',
  'günümüz',
  'devam ediyor',
  'hiện tại',
  'sekarang',
];

const normalize = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[.\s]+$/u, '')
    // An abbreviation is written with a space after its dots or without: "н. в." and "н.в.".
    .replace(/\.\s+/gu, '.')
    .replace(/\s+/gu, ' ')
    .trim();

const ongoingWords = new Set([...presentWords, ...moreOngoingWords].map(normalize));

/** Whether `text` says "still going on": "Present", "now", "aujourd'hui", "至今". */
function isOngoing(text: string): boolean {
  return ongoingWords.has(normalize(text));
}

export const pad = (value: number) => String(value).padStart(2, '0');

/** Alef with a hamza or a madda written plain, as people often type it ("ايار" for "أيار"). */
const plainAlef = (text: string) => text.replace(/[أإآ]/gu, 'ا');

/**
 * Arabic month names beyond the Egyptian and Gulf ones content takes ("يناير"): the Levant's and
 * Iraq's ("كانون الثاني", "شباط"), the Maghreb's ("جانفي", "أفريل") and Morocco's ("يوليوز"), some
 * of two words. From `Intl`, as content's own names are.
 */
const arabicMonths: ReadonlyMap<string, number> = (() => {
  const names = new Map<string, number>();
  for (const region of ['ar-SY', 'ar-TN', 'ar-MA']) {
    const format = new Intl.DateTimeFormat(region, { month: 'long', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++)
      names.set(plainAlef(format.format(Date.UTC(2000, month, 1))), month + 1);
  }
  return names;
})();

/** `YYYY-MM-DD` for a day that exists, else undefined (no 31 June, no 29 February 2023). */
export function isoDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${year}-${pad(month)}-${pad(day)}` : undefined;
}

const validMonth = (month: number) => month >= 1 && month <= 12;

/** A two-digit year: this century's up to this year, the last century's after it. */
function fullYear(year: string, today: Date): number {
  if (year.length === 4) return Number(year);
  return (Number(year) <= today.getUTCFullYear() % 100 ? 2000 : 1900) + Number(year);
}

/**
 * The date `value` says, as JSON Resume writes dates; `{ ongoing: true }` for "Present" and its
 * kind; `{ unreadable: true }` when it is no date anyone writes.
 */
export function readDate(value: unknown, today = new Date()): DateReading {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1000 && value <= 2999)
    return { date: String(value) };
  if (typeof value !== 'string') return { unreadable: true };
  const text = value.trim().normalize('NFKC');
  if (isOngoing(text)) return { ongoing: true };
  let match: RegExpExecArray | null;

  if (/^[12]\d{3}$/.test(text)) return { date: text };
  // ISO at any precision, months and days unpadded, or a whole timestamp ("2018-09-01T00:00:00Z").
  if (
    (match = /^([12]\d{3})[-/.](\d{1,2})(?:[-/.](\d{1,2})(?:[T\s][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?)?$/.exec(
      text,
    ))
  ) {
    const [, year, month, day] = match;
    if (!validMonth(Number(month))) return { unreadable: true };
    if (day === undefined) return { date: `${year}-${pad(Number(month))}` };
    const date = isoDay(Number(year), Number(month), Number(day));
    return date ? { date } : { unreadable: true };
  }
  // Month and year: "09/2018", "9/2018", "09.2018", "09-2018".
  if ((match = /^(\d{1,2})[/.-]([12]\d{3})$/.exec(text))) {
    const month = Number(match[1]);
    return validMonth(month) ? { date: `${match[2]}-${pad(month)}` } : { unreadable: true };
  }
  // CJK: "2018年9月", "2018年9月1日", "2018년 9월", "2018年".
  if ((match = /^([12]\d{3})\s*[年년](?:\s*(\d{1,2})\s*[月월](?:\s*(\d{1,2})\s*[日일])?)?$/.exec(text))) {
    const [, year, month, day] = match;
    if (month === undefined) return { date: year! };
    if (!validMonth(Number(month))) return { unreadable: true };
    if (day === undefined) return { date: `${year}-${pad(Number(month))}` };
    const date = isoDay(Number(year), Number(month), Number(day));
    return date ? { date } : { unreadable: true };
  }
  // A day, a month and a year with slashes or dots: "14/03/2023", "03/14/2023", "06/15/20, 3:41 PM".
  if (
    (match =
      /^(\d{1,2})[/.](\d{1,2})[/.](\d{2}|\d{4})(?:,?\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AaPp][Mm])?)?$/.exec(
        text,
      ))
  ) {
    const [first, second] = [Number(match[1]), Number(match[2])];
    const year = fullYear(match[3]!, today);
    // Month first where the second number cannot be a month, as LinkedIn and the US write; else the
    // day first, as most of the world does. Where either could be the month, only the year is sure.
    if (second > 12) {
      const date = isoDay(year, first, second);
      return date ? { date } : { unreadable: true };
    }
    if (first > 12) {
      const date = isoDay(year, second, first);
      return date ? { date } : { unreadable: true };
    }
    if (first === second) return { date: isoDay(year, first, second)! };
    return { date: String(year), note: 'either number could be the month: only the year is certain' };
  }
  // A month's name and a year, in the languages content takes ("Jun 2012", "Sept. 2018", "мая 2015 г.").
  const named = parseDate(text.replace(/,\s*/, ' ').replace(/\.(?=\s)/, ''));
  if (typeof named === 'string') return { date: named };
  // An Arabic month's name as the Levant or the Maghreb write it, and a year: "كانون الثاني 2020".
  const arabic = /^(\p{Script=Arabic}+(?: \p{Script=Arabic}+)?)\s+([12]\d{3})$/u.exec(text);
  const arabicMonth = arabic && arabicMonths.get(plainAlef(arabic[1]!));
  if (arabicMonth) return { date: `${arabic![2]}-${pad(arabicMonth)}` };
  // English day-month-year and month-day-year: "14 Mar 2023", "Mar 14, 2023".
  const english =
    /^(\d{1,2})\s+(\p{L}+)\.?,?\s+([12]\d{3})$/u.exec(text) ??
    /^(\p{L}+)\.?\s+(\d{1,2}),?\s+([12]\d{3})$/u.exec(text);
  if (english) {
    const [day, name] = /^\d/.test(english[1]!) ? [english[1]!, english[2]!] : [english[2]!, english[1]!];
    const month = parseDate(`${name} ${english[3]}`);
    if (typeof month === 'string') {
      const date = isoDay(Number(english[3]), Number(month.slice(5, 7)), Number(day));
      if (date) return { date };
    }
  }
  // A season or a quarter with its year ("Summer 2018", "Q3 2018"): the year is what is sure.
  const years = text.match(/(?<!\d)[12]\d{3}(?!\d)/g);
  if (years?.length === 1 && text.length <= 24)
    return { date: years[0]!, note: 'only the year is a date the site can show' };
  return { unreadable: true };
}
