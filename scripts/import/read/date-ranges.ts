/**
 * The dates in a line of a résumé read from a PDF or a Word file, where they stand among other words
 * ("Senior Engineer, Lumen Labs  Mar 2019 – Present", "2017年10月 -2021 年3月", "März 2019 bis heute"):
 * a range, two dates (or a date and "still going on") around a dash or a word for "to", else a date
 * alone. Each date is read as dates.ts reads any résumé's dates; which words were read is kept, so
 * the rest of the line is the entry's, and the report can say what was read as what.
 */
import { readDate } from './dates.ts';

export interface FoundDates {
  start: string;
  /** Undefined for a date alone, or a range still going on. */
  end?: string;
  ongoing: boolean;
  /** Where the words read as dates begin in the line, and how long they run. */
  index: number;
  length: number;
  /** What a reading left uncertain ("only the year is certain"). */
  notes: string[];
}

/** What stands between two dates of a range: a dash or tilde, or a word for "to". */
const separator = /\s*[–—‐‑~〜～-]\s*|\s+(?:to|until|till|bis|au|à|al|a|tot|do|до|по)\s+/giu;

/** At most this many words make a date ("1 March 2019", "till date"). */
const longestDate = 4;

type Reading = { date?: string; ongoing?: boolean; note?: string; text: string };

/**
 * The best date at the end (`side` 'end') or the start ('start') of `part`: the most precise of
 * those its last (or first) few words make, then the one of fewest words.
 */
function dateAt(part: string, side: 'start' | 'end', today: Date): Reading | undefined {
  const words = part.split(/(\s+)/);
  let best: Reading | undefined;
  for (let count = 1; count <= longestDate * 2 - 1 && count <= words.length; count += 2) {
    const text = side === 'end' ? words.slice(-count).join('') : words.slice(0, count).join('');
    // "marzo de 2018": the word between a month and its year is no part of the date.
    const cleaned = text
      .replace(/^[([{«“"']+|[)\]}»”"',;:.]+$/gu, '')
      .replace(/(\p{L})\s+(?:de|del)\s+(?=\p{Nd})/gu, '$1 ');
    if (!cleaned) continue;
    const reading = readDate(cleaned, today);
    // A year among other words ("Summer 2018") is read as the year; among a range's words it would
    // swallow the range, so only a word alone is read so.
    if ('unreadable' in reading || ('note' in reading && reading.note && count > 1)) continue;
    const found: Reading =
      'ongoing' in reading ? { ongoing: true, text } : { date: reading.date, note: reading.note, text };
    const precision = (candidate: Reading) =>
      (candidate.ongoing ? 10 : (candidate.date?.length ?? 0)) - (candidate.note ? 1 : 0);
    if (!best || precision(found) > precision(best)) best = found;
  }
  return best;
}

/** The dates `text` holds: its first range, else its first date alone; undefined when it has none. */
export function findDates(text: string, today = new Date()): FoundDates | undefined {
  for (const match of text.matchAll(separator)) {
    const before = text.slice(0, match.index);
    const after = text.slice(match.index + match[0].length);
    const start = dateAt(before, 'end', today);
    const end = dateAt(after, 'start', today);
    if (!start?.date || !end) continue;
    const index = match.index - start.text.length;
    return {
      start: start.date,
      ...(end.date ? { end: end.date } : {}),
      ongoing: Boolean(end.ongoing),
      index,
      length: start.text.length + match[0].length + end.text.length,
      notes: [start.note, end.note].filter((note): note is string => Boolean(note)),
    };
  }
  // A date and a dash that ends the line: a range still going on ("2021-06 —").
  const open = /^(.*?)\s*[–—-]\s*$/u.exec(text);
  if (open) {
    const start = dateAt(open[1]!, 'end', today);
    if (start?.date && open[1]!.trim().endsWith(start.text.trim()))
      return {
        start: start.date,
        ongoing: true,
        index: open[1]!.length - start.text.length,
        length: text.length - (open[1]!.length - start.text.length),
        notes: [...(start.note ? [start.note] : []), 'no end written after the dash'],
      };
  }
  // A date alone: each word in turn, with the words after it.
  const words = [...text.matchAll(/\S+/g)];
  for (const word of words) {
    const found = dateAt(text.slice(word.index), 'start', today);
    if (found?.date && /\p{Nd}/u.test(found.text))
      return {
        start: found.date,
        ongoing: false,
        index: word.index,
        length: found.text.length,
        notes: found.note ? [found.note] : [],
      };
  }
  return undefined;
}

/**
 * Whether `next`, a line's next piece, carries on the range `piece` leaves open at its dash: it ends
 * it ("2021 –" then "حتى الآن"), or it is a month alone, the end whose year a cell wrapped away
 * ("2018 –" then "ديسمبر").
 */
export function rangeGoesOn(piece: string, next: string | undefined, today = new Date()): boolean {
  if (next === undefined || !/[–—-]\s*$/u.test(piece)) return false;
  const joined = `${piece} ${next}`;
  const found = findDates(joined, today);
  if (
    found &&
    found.index === 0 &&
    (found.end !== undefined || found.ongoing) &&
    found.length >= joined.length - 2
  )
    return true;
  // A month's name: with a year after it, it reads as that year's month.
  const word = next.trim();
  if (/[\s\p{Nd}]/u.test(word)) return false;
  const month = findDates(`${word} 2000`, today);
  return month !== undefined && month.start.length === 7 && month.index === 0;
}
