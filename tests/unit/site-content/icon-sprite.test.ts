import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildIconSprite, pageSprite, symbolId } from '#site-content/icons/sprite.ts';
import { iconArtwork, siteGlyphs } from '#site-content/icons/registry.ts';

/** Icons a content may name: brand marks, wordmark tiles, lucide glyphs and an alias. */
const contentIcons = ['react', 'ruby', 'php', 'linux', 'aws', 'csharp', 'rocket', 'map-pin', 'nodejs'];

let sprite: string;
beforeAll(() => {
  sprite = buildIconSprite(contentIcons);
});

describe('iconArtwork', () => {
  it('finds any simple-icons slug, any lucide name, the wordmark tiles and the aliases', () => {
    expect(iconArtwork('ruby')).toHaveProperty('brandPath');
    expect(iconArtwork('rocket')).toHaveProperty('glyph');
    expect(iconArtwork('aws')).toEqual({ monogram: 'AWS' });
    expect(iconArtwork('nodejs')).toEqual(iconArtwork('nodedotjs'));
    expect(iconArtwork('no-such-icon')).toBeUndefined();
  });
});

describe('buildIconSprite', () => {
  it("draws the site's glyphs and the content's icons once each, each in a 24-unit box", () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"/g)].map((match) => match[1]);
    expect(ids.sort()).toEqual([...new Set([...siteGlyphs, ...contentIcons])].map(symbolId).sort());
  });

  // Such as "docker" or "python".
  it('prefixes every id, so no id of the content names a symbol', () => {
    const sprite = buildIconSprite(['docker', 'python']);
    expect(sprite).toContain('<symbol id="icon-docker"');
    expect(sprite).not.toMatch(/ id="(docker|python)"/);
  });

  it('keeps interface glyphs as strokes and brand marks as fills', () => {
    expect(sprite).toMatch(
      /<symbol id="icon-check" viewBox="0 0 24 24" fill="none" stroke="currentColor"[^>]*><path d="/,
    );
    expect(sprite).toMatch(/<symbol id="icon-react" viewBox="0 0 24 24"><path fill="currentColor" d="M/);
  });

  // A filled tile in a muted colour reads as a grey block on a dark page.
  it('draws wordmark tiles, TypeScript included, as outlines with letters inside', () => {
    const tiles = buildIconSprite(['aws', 'typescript']);
    for (const [name, letters] of [
      ['aws', 'AWS'],
      ['typescript', 'TS'],
    ]) {
      const symbol = new RegExp(`<symbol id="icon-${name}"[^>]*>(.*?)</symbol>`).exec(tiles)![1]!;
      expect(symbol).toContain(
        '<rect x="2" y="4" width="20" height="16" rx="4" fill="none" stroke="currentColor"',
      );
      expect(symbol).toContain(`fill="#fff">${letters}</text>`);
      expect(symbol).toMatch(/fill="currentColor" mask="url\(#icon-[a-z]+-letters\)"/);
    }
  });

  it('writes brand path data with at most one decimal, which keeps the sprite small', () => {
    const paths = [...sprite.matchAll(/fill="currentColor" d="([^"]+)"/g)].map((match) => match[1]!);
    expect(paths.length).toBeGreaterThanOrEqual(4);
    for (const d of paths) expect(d).not.toMatch(/\.\d\d/);
    expect(gzipSync(sprite).length).toBeLessThan(10_000);
  });

  it('refuses a name no icon set has, suggesting the nearest', () => {
    expect(() => buildIconSprite(['reakt'])).toThrow('No icon is called "reakt"');
    expect(() => buildIconSprite(['reakt'])).toThrow('did you mean "react"?');
  });
});

describe('pageSprite', () => {
  it('carries exactly the symbols a page refers to, once each', () => {
    const html =
      '<main><svg><use href="#icon-react"/></svg><svg><use href="#icon-check"/></svg><svg><use href="#icon-react"/></svg></main>';
    const inline = pageSprite(sprite, html);
    expect(inline).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="0" height="0"/);
    expect([...inline.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'icon-react',
      'icon-check',
    ]);
  });

  it('adds nothing to a page without icons', () => {
    expect(pageSprite(sprite, '<main><h1>Not found</h1></main>')).toBe('');
  });

  it('fails on an icon the sprite does not draw', () => {
    expect(() => pageSprite(sprite, '<svg><use href="#icon-no-such-icon"/></svg>')).toThrow(
      'The page uses the icon "no-such-icon", which the icon sprite does not have',
    );
  });
});
