import { describe, expect, it } from 'vitest';
import { keepSeparatorsInline, listComma } from '#src/lib/separators.ts';

describe('separators', () => {
  it('joins a list with the comma of the site’s language', () => {
    const join = (locale: string) => ['A', 'B'].join(listComma(locale));
    expect(join('en_US')).toBe('A, B');
    expect(join('fr_FR')).toBe('A, B');
    expect(join('ja_JP')).toBe('A、B');
    expect(join('zh_CN')).toBe('A，B');
    expect(join('ar_EG')).toBe('A، B');
    expect(join('fa-IR')).toBe('A، B');
  });

  it('binds a headline’s separators to the word before them', () => {
    expect(keepSeparatorsInline('Writer · Speaker | Java')).toBe('Writer\u00a0· Speaker\u00a0| Java');
  });
});
