/** LinkedIn's ways of writing a date, turned into JSON Resume's `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
import { isoDay, pad } from './dates.ts';

/** English month names and their abbreviations (`jun`, `june`, `sept`) to month numbers. */
const monthNumbers = new Map<string, number>([['sept', 9]]);
for (let index = 0; index < 12; index++) {
  const name = new Date(Date.UTC(2000, index, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' });
  monthNumbers.set(name.toLowerCase(), index + 1).set(name.slice(0, 3).toLowerCase(), index + 1);
}

const monthOf = (name: string) => monthNumbers.get(name.toLowerCase().replace(/\.$/, ''));

/**
 * `Jun 2012` → `2012-06`, `2012` → `2012`, `Mar 14, 2023` and `14 Mar 2023` → `2023-03-14`,
 * `2012-06` and `2012-06-01` as they are, `06/15/20, 10:12 AM` → `2020-06-15`; undefined when the
 * text is none of these.
 */
export function linkedInDate(text: string, today = new Date()): string | undefined {
  const value = text.trim();
  let match: RegExpExecArray | null;
  if (/^[12]\d{3}$/.test(value)) return value;
  if ((match = /^([12]\d{3})-(\d{2})(?:-(\d{2}))?$/.exec(value))) {
    const [, year, month, day] = match;
    if (Number(month) < 1 || Number(month) > 12) return undefined;
    return day ? isoDay(Number(year), Number(month), Number(day)) : value;
  }
  if ((match = /^([A-Za-z]+\.?)\s+([12]\d{3})$/.exec(value))) {
    const month = monthOf(match[1]!);
    return month ? `${match[2]}-${pad(month)}` : undefined;
  }
  if ((match = /^([A-Za-z]+\.?)\s+(\d{1,2}),?\s+([12]\d{3})$/.exec(value))) {
    const month = monthOf(match[1]!);
    return month ? isoDay(Number(match[3]), month, Number(match[2])) : undefined;
  }
  if ((match = /^(\d{1,2})\s+([A-Za-z]+\.?)\s+([12]\d{3})$/.exec(value))) {
    const month = monthOf(match[2]!);
    return month ? isoDay(Number(match[3]), month, Number(match[1])) : undefined;
  }
  if (
    (match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?:,?\s+\d{1,2}:\d{2}(?::\d{2})?\s*([AaPp][Mm])?)?$/.exec(
      value,
    ))
  ) {
    const [, month, day, year] = match;
    // Two-digit years are this century's up to this year, the last century's after it.
    const century = Number(year) <= today.getUTCFullYear() % 100 ? 2000 : 1900;
    const fullYear = year!.length === 2 ? century + Number(year) : Number(year);
    return isoDay(fullYear, Number(month), Number(day));
  }
  return undefined;
}
