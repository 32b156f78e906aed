import { optimize } from 'svgo';
import { techMarks, uiGlyphs } from './registry.ts';

const escape = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function monogram(text: string): string {
  const size = text.length > 3 ? 7.2 : text.length > 2 ? 8.5 : 10;
  // The letters are cut out of the tile (a mask), so the mark takes one colour from `currentColor`.
  return (
    `<mask id="m-${escape(text)}"><rect width="24" height="24" fill="#fff"/>` +
    `<text x="12" y="12.5" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-weight="800" font-size="${size}" fill="#000">${escape(text)}</text></mask>` +
    `<rect x="1" y="3" width="22" height="18" rx="4" fill="currentColor" mask="url(#m-${escape(text)})"/>`
  );
}

/**
 * Rewrites an icon's drawing with one decimal in a 24-unit box: at the largest size the site draws
 * (32 px) that is under a tenth of a pixel, and it halves the bytes of the detailed brand marks.
 */
function optimized(attributes: string, body: string): string {
  const { data } = optimize(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`, {
    multipass: true,
    floatPrecision: 1,
  });
  return data.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
}

/**
 * Draws every icon the content may name as a `<symbol id="name">`, so pages reference icons with
 * `<use href="#name">` and ship no icon artwork in JavaScript. The result is the sprite file the
 * app loads for pages it renders itself; each prerendered page carries its own symbols inline
 * (see `pageSprite`).
 */
export function buildIconSprite(): string {
  const symbols: string[] = [];
  const box = 'viewBox="0 0 24 24"';
  for (const [name, mark] of Object.entries(techMarks)) {
    const body =
      'monogram' in mark
        ? monogram(mark.monogram)
        : optimized(box, `<path fill="currentColor" d="${mark.simpleIcon.path}"/>`);
    symbols.push(`<symbol id="${name}" ${box}>${body}</symbol>`);
  }
  const stroke =
    'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
  for (const [name, glyph] of Object.entries(uiGlyphs)) {
    const children = glyph
      .map(
        ([tag, attributes]) =>
          `<${tag} ${Object.entries(attributes)
            .filter(([, value]) => value !== undefined)
            .map(([key, value]) => `${key}="${escape(value!)}"`)
            .join(' ')}/>`,
      )
      .join('');
    symbols.push(`<symbol id="${name}" ${box} ${stroke}>${optimized(`${box} ${stroke}`, children)}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/**
 * The symbols one rendered page refers to (`<use href="#name">`), as a hidden inline sprite to put
 * in its HTML: the page draws every icon at first paint without a request for the whole sprite.
 * Throws on a reference the sprite cannot satisfy, so a missing icon fails the build.
 */
export function pageSprite(sprite: string, html: string): string {
  const names = [...new Set([...html.matchAll(/<use href="#([^"]+)"/g)].map((match) => match[1]!))];
  if (names.length === 0) return '';
  const symbols = names.map((name) => {
    const symbol = sprite.match(new RegExp(`<symbol id="${name}"[^>]*>[\\s\\S]*?</symbol>`))?.[0];
    if (!symbol) throw new Error(`The page uses the icon "${name}", which the icon sprite does not have`);
    return symbol;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" hidden aria-hidden="true" data-icon-sprite>${symbols.join('')}</svg>`;
}
