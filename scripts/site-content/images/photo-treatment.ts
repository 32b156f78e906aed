/**
 * The owner's photo drawn in the site's colours (`photoTreatment` in profile.json), the same wherever
 * it is shown: the portrait, the social cards' picture, the icons and the site's image. The colours
 * come from the palette (`src/styles/palette.ts`) and the owner's accent, never from here.
 *
 * Each treatment is one colour matrix and an offset, which sharp applies after the resize (`recomb`,
 * then `linear`): no pass over the pixels in JavaScript, and the browser is sent a finished picture,
 * so the portrait costs the first paint nothing more than an untreated one would.
 */
import type { Matrix3x3, Sharp } from 'sharp';
import type { TransformFactory } from 'vite-imagetools';
import { photoTreatments, type PhotoTreatment } from '#src/content/schemas/profile.ts';
import { palette } from '#src/styles/palette.ts';

type Rgb = [number, number, number];
/** One value per colour channel: red, green, blue. */
const channels = <T>(make: (channel: 0 | 1 | 2) => T): [T, T, T] => [make(0), make(1), make(2)];

/** Where a treatment takes the photo's black and its white. */
export interface PhotoTones {
  /** The page's ink, steeped in the accent. */
  shadow: string;
  /** The page's paper. */
  highlight: string;
}

/** The treatment of a photo and the colours it draws with. */
export interface PhotoLook {
  treatment: PhotoTreatment;
  tones: PhotoTones;
}

/** The accent's share of the shadows: enough to tie the photo to the accent, little enough to stay ink. */
const accentInShadows = 0.25;
/** How far `tint` moves the photo's own colours toward the duotone. */
const tintStrength = 0.45;
/** The weight of red, green and blue in what the eye reads as light and dark (Rec. 709 luma). */
const luma: Rgb = [0.2126, 0.7152, 0.0722];

const rgb = (hex: string): Rgb =>
  channels((channel) => Number.parseInt(hex.slice(1 + 2 * channel, 3 + 2 * channel), 16));
const hexOf = (colour: Rgb) =>
  `#${colour.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/**
 * The tones for the owner's accent (its light shade): the light scheme's ink and paper, which the
 * social cards are printed on. One picture serves both schemes: the dark scheme's page is nearly
 * that ink and its text nearly that paper, so the photo reads as the same print on either.
 */
export function photoTones(accent: string): PhotoTones {
  const [ink, tint] = [rgb(palette.light.text), rgb(accent)];
  const shadow = channels((channel) => ink[channel] + (tint[channel] - ink[channel]) * accentInShadows);
  return { shadow: hexOf(shadow), highlight: palette.light.bg };
}

/**
 * The treatment as a 3×3 matrix on red, green and blue, and an offset added after it; none for
 * `none`. The duotone takes each pixel's lightness from black to white onto shadow to highlight;
 * the tint mixes the photo's own colours with their duotone.
 */
export function treatmentMatrix({
  treatment,
  tones,
}: PhotoLook): { matrix: Matrix3x3; offset: Rgb } | undefined {
  if (treatment === 'none') return undefined;
  const [shadow, highlight] = [rgb(tones.shadow), rgb(tones.highlight)];
  const share = treatment === 'duotone' ? 1 : tintStrength;
  const matrix = channels((row) =>
    channels(
      (column) =>
        (share * luma[column] * (highlight[row] - shadow[row])) / 255 + (row === column ? 1 - share : 0),
    ),
  );
  return { matrix, offset: channels((row) => share * shadow[row]) };
}

/**
 * Adds the treatment to a sharp pipeline. sharp runs its steps in an order of its own (the resize,
 * then `recomb`, then `linear`), so it may be added before or after the resize; an alpha channel is
 * left as it is.
 */
export function treatPhoto(image: Sharp, look: PhotoLook): Sharp {
  const treatment = treatmentMatrix(look);
  return treatment ? image.recomb(treatment.matrix).linear([1, 1, 1], treatment.offset) : image;
}

/** The imagetools directives for a look (`treatment=duotone&shadow=41241a&highlight=fbfaf7`); none for `none`. */
export function treatmentDirectives({ treatment, tones }: PhotoLook): string[] {
  if (treatment === 'none') return [];
  const bare = (colour: string) => colour.slice(1).toLowerCase();
  return [`treatment=${treatment}`, `shadow=${bare(tones.shadow)}`, `highlight=${bare(tones.highlight)}`];
}

/**
 * The imagetools transform of those directives (vite.config.ts), so the portrait the pages import is
 * treated as the cards and icons are. The colours are in the import's address, so a new accent makes
 * new pictures rather than reusing the cached ones.
 */
export const photoTreatmentTransform: TransformFactory = (config, context) => {
  const { treatment, shadow, highlight } = config;
  if (typeof treatment !== 'string') return undefined;
  if (!isTreatment(treatment) || typeof shadow !== 'string' || typeof highlight !== 'string') {
    context.logger.error(
      `Unknown photo treatment "${treatment}" or colours "${String(shadow)}", "${String(highlight)}"`,
    );
    return undefined;
  }
  for (const name of ['treatment', 'shadow', 'highlight']) context.useParam(name);
  const look: PhotoLook = { treatment, tones: { shadow: `#${shadow}`, highlight: `#${highlight}` } };
  return (image) => treatPhoto(image, look);
};

const isTreatment = (value: string): value is PhotoTreatment =>
  (photoTreatments as readonly string[]).includes(value);
