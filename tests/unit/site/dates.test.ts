import { describe, expect, it } from 'vitest';
import { latestFirst, upcoming, type DateSpan } from '#src/content/values/dates.ts';

const today = '2026-12-06';

describe('upcoming', () => {
  it('is a start after today, at the precision it is written', () => {
    expect(upcoming({ start: '2027-06', end: null }, today)).toBe(true);
    expect(upcoming({ start: '2027', end: '2027' }, today)).toBe(true);
    expect(upcoming({ start: '2026-12-07', end: null }, today)).toBe(true);
    // This month and this year have begun.
    expect(upcoming({ start: '2026-12', end: null }, today)).toBe(false);
    expect(upcoming({ start: '2026', end: null }, today)).toBe(false);
  });
});

describe('latestFirst', () => {
  it('puts a role starting after today first, then the ongoing ones, then the latest start', () => {
    const spans: DateSpan[] = [
      { start: '2018-01', end: '2019-06' },
      { start: '2015-03', end: null },
      { start: '2027-06', end: '2027-08' },
      { start: '2020-02', end: '2021-01' },
    ];
    expect(spans.toSorted((a, b) => latestFirst(a, b, today)).map((span) => span.start)).toEqual([
      '2027-06',
      '2015-03',
      '2020-02',
      '2018-01',
    ]);
  });
});
