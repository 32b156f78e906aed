/**
 * The picture that stands in for the owner's photo when the content has none: their initials on
 * the accent colour, drawn with the project's own fonts (satori turns the letters into outlines,
 * resvg rasterises them), so the icons, the social cards and the spec's picture all show the same
 * designed mark on any machine.
 */
import { Resvg } from '@resvg/resvg-js';
import { createElement } from 'react';
import satori from 'satori';
import { satoriFonts, typefacesFor } from '../faces/face-for.ts';

export interface MonogramArt {
  initials: string;
  /** The disc's colour (the accent) and the letters' (the page colour). */
  background: string;
  foreground: string;
  /** The language the name is written in (a BCP 47 tag), which picks the forms of Han characters. */
  language: string;
}

/**
 * The monogram as SVG, its letters drawn as outlines (no font needed to show it), `size` pixels
 * square; `rounded` rounds its corners, as a favicon's are.
 */
export async function monogramSvg(
  { initials, background, foreground, language }: MonogramArt,
  size: number,
  { rounded = false } = {},
): Promise<string> {
  const typefaces = typefacesFor(initials, language);
  const element = createElement(
    'div',
    {
      style: {
        width: size,
        height: size,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background,
        borderRadius: rounded ? size * 0.22 : 0,
        color: foreground,
        // The display face, then the others for a script it lacks (satori falls back in this order).
        fontFamily: typefaces.display.map((family) => `"${family}"`).join(', '),
        fontSize: size * (initials.length > 1 ? 0.4 : 0.5),
        fontWeight: 700,
        letterSpacing: size * 0.01,
      },
    },
    initials,
  );
  return satori(element, { width: size, height: size, fonts: satoriFonts(typefaces.faces) });
}

/** A square PNG of the monogram, `size` pixels wide, that sharp can crop and encode like a photo. */
export async function renderMonogram(art: MonogramArt, size = 1024) {
  const svg = await monogramSvg(art, size);
  // The initials are paths (satori): no fonts of the machine's to read.
  const options = { fitTo: { mode: 'width' as const, value: size }, font: { loadSystemFonts: false } };
  return Buffer.from(new Resvg(svg, options).render().asPng());
}
