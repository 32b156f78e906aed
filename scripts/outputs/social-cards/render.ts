/**
 * Draws the social cards without a browser: satori turns the card's elements into SVG with the
 * project's own fonts, resvg rasterises it, and sharp writes a JPEG, which every link preview
 * shows and which keeps a photo small (a card is well under 300 KB).
 */
import { renderAsync } from '@resvg/resvg-js';
import { createElement } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import type { SocialCardContent } from './content.ts';
import { satoriFonts, typefacesFor, type Typefaces } from '../faces/face-for.ts';
import { treatPhoto, type PhotoLook } from '#site-content/images/photo-treatment.ts';
import { SocialCard, socialCardPhotoSize } from './social-card.tsx';

/** The faces a card is drawn with: the site's, and a face for every other script its words use. */
export const cardTypefaces = (card: SocialCardContent): Typefaces =>
  typefacesFor([card.siteName, card.headline, card.byline, card.title].join(''), card.language);

/**
 * The portrait as the cards show it: a square crop around the face, drawn with `look` as the hero
 * draws it (the card is a picture of the page), as a data URL for the SVG.
 */
export async function cardPhoto(photo: Buffer, look?: PhotoLook): Promise<string> {
  const size = socialCardPhotoSize;
  const square = sharp(photo).autoOrient().resize(size, size, { fit: 'cover', position: 'attention' });
  const jpeg = await (look ? treatPhoto(square, look) : square).jpeg({ quality: 90 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** One card as JPEG bytes. `photo` comes from `cardPhoto`, made once for all the cards. */
export async function renderSocialCard(card: SocialCardContent, photo: string): Promise<Buffer> {
  const typefaces = cardTypefaces(card);
  const svg = await satori(createElement(SocialCard, { card, photo, typefaces }), {
    width: card.width,
    height: card.height,
    fonts: satoriFonts(typefaces.faces),
  });
  // Drawn on a thread of its own, while the next card is laid out, and handed to the encoder as
  // pixels. libjpeg-turbo's encoder takes a fifth of mozjpeg's time (11 ms against 51 ms a card) for
  // a file about a quarter larger (26 KB against 21 KB), which a site of a thousand pages feels.
  // satori draws the words as paths, so resvg needs no fonts: reading the machine's (hundreds, where
  // the CJK faces are installed) took 46 ms of every card's 63.
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: card.width },
    font: { loadSystemFonts: false },
  });
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .jpeg({ quality: 86 })
    .toBuffer();
}
