/**
 * The owner's photo drawn in the site's colours: the duotone takes the photo's black to the page's
 * ink steeped in the accent and its white to the paper, the tint keeps the photo's colours softened,
 * `none` leaves them; the same on the portrait's imagetools import, the icons and the cards.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cardPhoto } from '#outputs/social-cards/render.ts';
import { renderPhotoImage } from '#outputs/site-files/photo-images.ts';
import {
  photoTones,
  photoTreatmentTransform,
  treatmentDirectives,
  treatPhoto,
  type PhotoLook,
} from '#site-content/images/photo-treatment.ts';
import type { PhotoTreatment } from '#src/content/schemas/profile.ts';
import { palette } from '#src/styles/palette.ts';

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as Rgb;

const accent = '#b4421f';
const lookOf = (treatment: PhotoTreatment): PhotoLook => ({ treatment, tones: photoTones(accent) });

/** The stripes of the test photo, top to bottom: black, a saturated blue, white. */
const stripes = { black: '#000000', blue: '#1e50dc', white: '#ffffff' } as const;
const size = 90;

/** A 90-pixel square in three stripes, 30 pixels each. */
async function stripedPhoto(): Promise<Buffer> {
  const stripe = (colour: string) =>
    sharp({ create: { width: size, height: size / 3, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const inputs = await Promise.all(Object.values(stripes).map(stripe));
  return sharp({ create: { width: size, height: size, channels: 3, background: '#808080' } })
    .composite(inputs.map((input, index) => ({ input, top: (index * size) / 3, left: 0 })))
    .png()
    .toBuffer();
}

/** The colour at the middle of each stripe of a picture made from the test photo, at any size. */
async function stripeColours(picture: sharp.Sharp): Promise<Record<keyof typeof stripes, Rgb>> {
  const { data, info } = await picture.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (row: number): Rgb => {
    const offset = (Math.floor(info.height * row) * info.width + Math.floor(info.width / 2)) * info.channels;
    return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
  };
  return { black: at(1 / 6), blue: at(1 / 2), white: at(5 / 6) };
}

/** Each channel within `tolerance` of the expected colour (a lossy format's rounding). */
function expectColour(actual: Rgb, expected: Rgb, tolerance = 1) {
  for (const [channel, value] of actual.entries())
    expect(
      Math.abs(value - expected[channel]!),
      `${actual.join()} against ${expected.join()}`,
    ).toBeLessThanOrEqual(tolerance);
}

describe('photoTones', () => {
  it('takes the paper and the ink from the palette, the ink steeped in the accent', () => {
    const tones = photoTones(accent);
    expect(tones.highlight).toBe(palette.light.bg);
    // An accent of the ink's own colour leaves the ink as it is.
    expect(photoTones(palette.light.text).shadow).toBe(palette.light.text);
    // A red accent warms the shadows, a blue one cools them; both stay dark.
    const [ink, red, blue] = [rgb(palette.light.text), rgb(tones.shadow), rgb(photoTones('#1d4ed8').shadow)];
    expect(red[0]).toBeGreaterThan(ink[0]);
    expect(blue[2]).toBeGreaterThan(ink[2]);
    for (const shadow of [red, blue]) expect(Math.max(...shadow)).toBeLessThan(96);
  });
});

describe('treatPhoto', () => {
  it('duotone: black becomes the shadow tone, white the paper, a colour a tone between them', async () => {
    const tones = photoTones(accent);
    const colours = await stripeColours(treatPhoto(sharp(await stripedPhoto()), lookOf('duotone')));
    expectColour(colours.black, rgb(tones.shadow));
    expectColour(colours.white, rgb(palette.light.bg));
    // The blue is gone: a point on the way from the shadow tone to the paper, in each channel alike.
    const [shadow, paper] = [rgb(tones.shadow), rgb(palette.light.bg)];
    const share = (colours.blue[1] - shadow[1]) / (paper[1] - shadow[1]);
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.8);
    expectColour(colours.blue, [0, 1, 2].map((c) => shadow[c]! + share * (paper[c]! - shadow[c]!)) as Rgb, 2);
  });

  it('tint: the photo keeps its colours, softened toward the duotone', async () => {
    const colours = await stripeColours(treatPhoto(sharp(await stripedPhoto()), lookOf('tint')));
    const blue = rgb(stripes.blue);
    // Still blue, but less so.
    expect(colours.blue[2]).toBeGreaterThan(colours.blue[0] + 40);
    expect(colours.blue[2] - colours.blue[0]).toBeLessThan(blue[2] - blue[0]);
    // Black lifted toward the shadow tone, white toward the paper.
    const shadow = rgb(photoTones(accent).shadow);
    expect(colours.black[0]).toBeGreaterThan(0);
    expect(colours.black[0]).toBeLessThan(shadow[0]);
    expect(colours.white[2]).toBeLessThan(255);
    expect(colours.white[2]).toBeGreaterThanOrEqual(rgb(palette.light.bg)[2]);
  });

  it('none: the photo’s own colours', async () => {
    const colours = await stripeColours(treatPhoto(sharp(await stripedPhoto()), lookOf('none')));
    expect(colours).toEqual({
      black: rgb(stripes.black),
      blue: rgb(stripes.blue),
      white: rgb(stripes.white),
    });
  });

  it('keeps a cut-out photo’s transparency', async () => {
    const cutOut = await sharp({
      create: { width: 4, height: 4, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const { data, info } = await treatPhoto(sharp(cutOut), lookOf('duotone'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(data[3]).toBe(128);
    expectColour([data[0]!, data[1]!, data[2]!], rgb(palette.light.bg));
  });
});

describe('the pictures made from the photo', { timeout: 30_000 }, () => {
  // The directives are in the address.
  it('the portrait’s import, treated by the imagetools transform', async () => {
    const directives = treatmentDirectives(lookOf('duotone'));
    expect(directives).toEqual([
      'treatment=duotone',
      `shadow=${photoTones(accent).shadow.slice(1)}`,
      `highlight=${palette.light.bg.slice(1)}`,
    ]);
    const config = Object.fromEntries(directives.map((directive) => directive.split('=')));
    const used: string[] = [];
    const context = {
      useParam: (name: string) => used.push(name),
      manualSearchParams: new URLSearchParams(),
      logger: { info: () => {}, warn: () => {}, error: (message: string) => expect.fail(message) },
    };
    const transform = photoTreatmentTransform(config, context);
    const colours = await stripeColours(await transform!(sharp(await stripedPhoto())));
    expectColour(colours.black, rgb(photoTones(accent).shadow));
    expectColour(colours.white, rgb(palette.light.bg));
    expect(used).toEqual(['treatment', 'shadow', 'highlight']);
    // Turned off, the import asks for nothing more than the crop and the formats.
    expect(treatmentDirectives(lookOf('none'))).toEqual([]);
    expect(photoTreatmentTransform({}, context)).toBeUndefined();
  });

  // Or as the photo is, with no treatment.
  it('the icons and the card’s picture are drawn as the portrait is', async () => {
    const photo = await stripedPhoto();
    const icon = (treatment: PhotoTreatment) =>
      renderPhotoImage(photo, { path: '/icon-192.png', size: 192 }, lookOf(treatment));
    const card = async (treatment: PhotoTreatment) => {
      const url = await cardPhoto(photo, lookOf(treatment));
      return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
    };
    // The icons' PNG keeps 128 colours and the card is a JPEG: a few levels of rounding.
    for (const make of [icon, card]) {
      const treated = await stripeColours(sharp(await make('duotone')));
      expectColour(treated.black, rgb(photoTones(accent).shadow), 4);
      expectColour(treated.white, rgb(palette.light.bg), 4);
      const plain = await stripeColours(sharp(await make('none')));
      expectColour(plain.blue, rgb(stripes.blue), 4);
    }
  });
});
