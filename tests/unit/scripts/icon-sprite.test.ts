import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildIconSprite, pageSprite } from '../../../scripts/icons/sprite.ts';
import { techMarks, uiGlyphs } from '../../../scripts/icons/registry.ts';

let sprite: string;
beforeAll(() => {
  sprite = buildIconSprite();
});

describe('buildIconSprite', () => {
  it('draws one symbol per icon name the content may use, each in a 24-unit box', () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"/g)].map((match) => match[1]);
    expect(ids.sort()).toEqual([...Object.keys(techMarks), ...Object.keys(uiGlyphs)].sort());
  });

  it('keeps interface glyphs as strokes and brand marks as fills', () => {
    expect(sprite).toMatch(
      /<symbol id="check" viewBox="0 0 24 24" fill="none" stroke="currentColor"[^>]*><path d="/,
    );
    expect(sprite).toMatch(/<symbol id="react" viewBox="0 0 24 24"><path fill="currentColor" d="M/);
  });

  it('writes path data with at most one decimal, which keeps the sprite small', () => {
    const paths = [...sprite.matchAll(/ d="([^"]+)"/g)].map((match) => match[1]!);
    expect(paths.length).toBeGreaterThan(60);
    for (const d of paths) expect(d).not.toMatch(/\.\d\d/);
    expect(gzipSync(sprite).length).toBeLessThan(10_000);
  });
});

describe('pageSprite', () => {
  it('carries exactly the symbols a page refers to, once each', () => {
    const html =
      '<main><svg><use href="#react"/></svg><svg><use href="#check"/></svg><svg><use href="#react"/></svg></main>';
    const inline = pageSprite(sprite, html);
    expect(inline).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="0" height="0" hidden aria-hidden="true" data-icon-sprite>/,
    );
    expect([...inline.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'react',
      'check',
    ]);
  });

  it('adds nothing to a page without icons', () => {
    expect(pageSprite(sprite, '<main><h1>Not found</h1></main>')).toBe('');
  });

  it('fails on an icon the sprite does not draw', () => {
    expect(() => pageSprite(sprite, '<svg><use href="#no-such-icon"/></svg>')).toThrow(
      'The page uses the icon "no-such-icon", which the icon sprite does not have',
    );
  });
});
