/** The dates in a line of a PDF or Word résumé, among the other words of the line. */
import { describe, expect, it } from 'vitest';
import { findDates } from '#import/read/date-ranges.ts';

const today = new Date('2026-12-06T12:00:00Z');
const found = (line: string) => {
  const dates = findDates(line, today);
  return dates && { ...dates, words: line.slice(dates.index, dates.index + dates.length) };
};

describe('the dates of a line', () => {
  it.each([
    ['Senior Engineer, Lumen Labs Mar 2019 – Present', '2019-03', undefined, 'Mar 2019 – Present'],
    ['Engineer — Northwind (Jan 2015 - Feb 2019)', '2015-01', '2019-02', '(Jan 2015 - Feb 2019)'],
    ['2017年10月 -2021 年3月', '2017-10', '2021-03', '2017年10月 -2021 年3月'],
    ['テックリード — 株式会社みなと決済 2021年4月 -Present', '2021-04', undefined, '2021年4月 -Present'],
    ['Entwickler bei Contoso März 2019 bis heute', '2019-03', undefined, 'März 2019 bis heute'],
    ['Développeur, Fabrikam septembre 2001 – juin 2004', '2001-09', '2004-06', 'septembre 2001 – juin 2004'],
    ['09/2018 - 03/2020 Backend Developer', '2018-09', '2020-03', '09/2018 - 03/2020'],
    ['2019-06 – 2021-03', '2019-06', '2021-03', '2019-06 – 2021-03'],
    ['University of Porto 2011 – 2015', '2011', '2015', '2011 – 2015'],
    [
      'Разработчик, Яндекс май 2015 – по настоящее время',
      '2015-05',
      undefined,
      'май 2015 – по настоящее время',
    ],
    ['Казань | март 2018 – н. в.', '2018-03', undefined, 'март 2018 – н. в.'],
    // The Levant's month names, one of two words, and the Maghreb's; a hamza typed plain.
    ['شركة النخيل أيار 2017 – كانون الثاني 2020', '2017-05', '2020-01', 'أيار 2017 – كانون الثاني 2020'],
    ['تشرين الاول 2019 – حاليا', '2019-10', undefined, 'تشرين الاول 2019 – حاليا'],
    ['جانفي 2016 – أفريل 2018', '2016-01', '2018-04', 'جانفي 2016 – أفريل 2018'],
  ])('%s', (line, start, end, words) => {
    const dates = found(line);
    expect(dates).toMatchObject({ start, ongoing: end === undefined, words });
    expect(dates?.end).toBe(end);
  });

  it('is a date alone when the line has no range', () => {
    expect(found('Master of Informatics, University of Porto, 2015')).toMatchObject({
      start: '2015',
      ongoing: false,
      words: '2015',
    });
  });

  it('is none in a line of words, a dash between them', () => {
    expect(findDates('Staff Engineer — Lumen Labs', today)).toBeUndefined();
    expect(findDates('Built the payments platform – two million orders a day', today)).toBeUndefined();
  });
});
