/**
 * The picture that stands in for the owner's photo when the content has none: their initials on
 * the accent colour, drawn with the project's own fonts (satori turns the letters into outlines,
 * resvg rasterises them), so the icons, the social cards and the spec's picture all show the same
 * designed mark on any machine.
 */
import { Resvg } from '@resvg/resvg-js';
import { createElement } from 'react';
import satori from 'satori';
import { fontFamilies } from '../lib/fonts.ts';
import { loadFonts } from '../social-cards/render.ts';

export interface MonogramArt {
  initials: string;
  /** The disc's colour (the accent) and the letters' (the page colour). */
  background: string;
  foreground: string;
}

/** A square PNG of the monogram, `size` pixels wide, that sharp can crop and encode like a photo. */
export async function renderMonogram({ initials, background, foreground }: MonogramArt, size = 1024) {
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
        color: foreground,
        // The display face, then the others for a script it lacks (satori falls back in this order).
        fontFamily: fontFamilies.display.map((family) => `"${family}"`).join(', '),
        fontSize: size * (initials.length > 1 ? 0.4 : 0.5),
        fontWeight: 700,
        letterSpacing: size * 0.01,
      },
    },
    initials,
  );
  const svg = await satori(element, { width: size, height: size, fonts: loadFonts() });
  return Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng());
}
