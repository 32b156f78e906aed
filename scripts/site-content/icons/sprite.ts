import { createRequire } from 'node:module';
import type * as Svgo from 'svgo';
import { iconArtwork, siteGlyphs, unknownIconMessage, type Artwork } from './registry.ts';

// Loaded when a sprite is first drawn: the content check names icons without drawing them.
const require = createRequire(import.meta.url);
let svgo: typeof Svgo | undefined;

/** The id of an icon's symbol: prefixed, so no id of the content's ("docker", "python") can clash. */
export const symbolId = (name: string) => `icon-${name}`;

const escape = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A wordmark tile drawn as an outline with the letters inside, in one colour (`currentColor`): it
 * stands among the line-drawn glyphs and marks as one of them, and reads alike on a light page and
 * a dark one (a filled tile in a muted colour reads as a grey block on a dark page).
 */
function monogram(name: string, text: string): string {
  const size = text.length > 3 ? 6.4 : text.length > 2 ? 7.6 : 9;
  const mask = `${symbolId(name)}-letters`;
  // The letters are a mask over the tile's colour, so the mark takes one colour from
  // `currentColor`, and paper holds no font of the visitor's system for them.
  return (
    `<mask id="${mask}"><rect width="24" height="24" fill="#000"/>` +
    `<text x="12" y="12.5" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-weight="700" font-size="${size}" fill="#fff">${escape(text)}</text></mask>` +
    `<rect x="2" y="4" width="20" height="16" rx="4" fill="none" stroke="currentColor" stroke-width="2"/>` +
    `<rect x="2" y="4" width="20" height="16" fill="currentColor" mask="url(#${mask})"/>`
  );
}

/**
 * The marks rewritten so far, by their drawing: the sprite is drawn each time the content's modules
 * are generated, which a build does for each of its bundles.
 */
const optimizedMarks = new Map<string, string>();

/**
 * Rewrites an icon's drawing with one decimal in a 24-unit box: at the largest size the site draws
 * (32 px) that is under a tenth of a pixel, and it halves the bytes of the detailed brand marks.
 */
function optimized(attributes: string, body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`;
  let mark = optimizedMarks.get(svg);
  if (mark === undefined) {
    svgo ??= require('svgo') as typeof Svgo;
    const { data } = svgo.optimize(svg, { multipass: true, floatPrecision: 1 });
    mark = data.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    optimizedMarks.set(svg, mark);
  }
  return mark;
}

const box = 'viewBox="0 0 24 24"';
const stroke =
  'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

function symbol(name: string, artwork: Artwork): string {
  const id = symbolId(name);
  if ('monogram' in artwork) return `<symbol id="${id}" ${box}>${monogram(name, artwork.monogram)}</symbol>`;
  if ('brandPath' in artwork) {
    const body = optimized(box, `<path fill="currentColor" d="${artwork.brandPath}"/>`);
    return `<symbol id="${id}" ${box}>${body}</symbol>`;
  }
  const children = artwork.glyph
    .map(
      ([tag, attributes]) =>
        `<${tag} ${Object.entries(attributes)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => `${key}="${escape(value!)}"`)
          .join(' ')}/>`,
    )
    .join('');
  // lucide's glyphs are drawn on a whole-unit grid already: nothing to round.
  return `<symbol id="${id}" ${box} ${stroke}>${children}</symbol>`;
}

/**
 * Draws the site's own glyphs and every icon `names` lists as a `<symbol id="icon-name">`, so pages
 * reference icons with `<use href="#icon-name">` and ship no icon artwork in JavaScript. The result
 * is the sprite file the app loads for pages it renders itself; each prerendered page carries its
 * own symbols inline (see `pageSprite`). Throws on a name no icon set has.
 */
export function buildIconSprite(names: Iterable<string> = []): string {
  const all = [...new Set([...siteGlyphs, ...names])].sort();
  const symbols = all.map((name) => {
    const artwork = iconArtwork(name);
    if (!artwork) throw new Error(unknownIconMessage(name));
    return symbol(name, artwork);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/**
 * The symbols one rendered page refers to (`<use href="#name">`), as a hidden inline sprite to put
 * in its HTML: the page draws every icon at first paint without a request for the whole sprite.
 * Throws on a reference the sprite cannot satisfy, so a missing icon fails the build.
 */
export function pageSprite(sprite: string, html: string): string {
  const names = [...new Set([...html.matchAll(/<use href="#(icon-[^"]+)"/g)].map((match) => match[1]!))];
  if (names.length === 0) return '';
  const symbols = names.map((name) => {
    const symbol = sprite.match(new RegExp(`<symbol id="${name}"[^>]*>[\\s\\S]*?</symbol>`))?.[0];
    if (!symbol)
      throw new Error(`The page uses the icon "${name.slice(5)}", which the icon sprite does not have`);
    return symbol;
  });
  // No `hidden`: HTML does not allow it on <svg>. The stylesheet gives the sprite no box instead.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" aria-hidden="true" data-icon-sprite>${symbols.join('')}</svg>`;
}
