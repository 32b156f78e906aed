/**
 * Dates and numbers as the site's language writes them, made at build time: the first use of `Intl`
 * costs a browser 35–50 ms (it loads its locale data), and the pages would otherwise pay it while
 * they hydrate, in a long task a phone feels. The pages look their texts up here (src/lib/dates.ts)
 * and fall back to `Intl` only for a value the content did not hold.
 */
import type { Site } from '#src/content/config.ts';
import { formatDate, languageTag } from '#src/content/values/dates.ts';
import { maxMessageLength } from '#src/lib/contact-service.ts';
import { minutesToRead } from '#src/content/reading.ts';
import { generatedHeader, wordCount } from '#engine/generate.ts';
import type { GeneratedFile, LoadedCollection } from '#engine/define.ts';

/** A date the site formats with `Intl`: one written to the month or the day (a year is shown as it is). */
const monthOrDay = /^\d{4}-\d{2}(-\d{2})?$/;

/** The numbers the pages show in the site's language. */
const shownNumbers = [maxMessageLength];

/** Every string of a value, however deep. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(stringsIn);
}

/** Each month or day the content holds, and each number the pages show, as the site's language writes them. */
export function localeTexts(content: readonly LoadedCollection[]) {
  const site = content.find((loaded) => loaded.collection.name === 'site')?.entries[0]?.data as
    Site | undefined;
  if (!site) return undefined;
  const dates = new Set(
    content
      .flatMap(({ entries }) => entries.flatMap((entry) => stringsIn(entry.data)))
      .filter((text) => monthOrDay.test(text)),
  );
  const numbers = new Intl.NumberFormat(languageTag(site.locale));
  // The posts' reading times, besides the numbers every site shows.
  const minutes = (content.find((loaded) => loaded.collection.name === 'posts')?.entries ?? []).map((entry) =>
    minutesToRead(wordCount(entry.bodyText ?? '')),
  );
  const shown = [...new Set([...shownNumbers, ...minutes])].sort((a, b) => a - b);
  return {
    dateTexts: Object.fromEntries([...dates].sort().map((date) => [date, formatDate(date, site.locale)])),
    numberTexts: Object.fromEntries(shown.map((number) => [String(number), numbers.format(number)])),
  };
}

/** `locale-texts.ts`: the tables of `localeTexts`, for src/lib/dates.ts. */
export function renderLocaleTexts(content: readonly LoadedCollection[]): GeneratedFile[] {
  const texts = localeTexts(content);
  if (!texts) return [];
  const table = (name: string, values: Record<string, string>) =>
    `export const ${name}: Readonly<Record<string, string>> = ${JSON.stringify(values, null, 2)};`;
  const text = [
    generatedHeader,
    '',
    "/** Each date the content holds to the month or the day, in the site's language (scripts/site-content/locale-texts.ts). */",
    table('dateTexts', texts.dateTexts),
    '',
    "/** Each number the pages show, in the site's language. */",
    table('numberTexts', texts.numberTexts),
    '',
  ].join('\n');
  return [{ file: 'locale-texts.ts', text }];
}
