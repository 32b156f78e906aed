/**
 * The typefaces the build draws text with outside the browser (the PDF résumé, the social cards):
 * the site's own two faces (src/styles/typefaces.ts), so the résumé and the cards look like the
 * pages, from the same npm packages, so a build needs no network. WOFF files (the formats the PDF
 * and the card renderers read), Latin and Latin Extended merged per weight by the renderers' own
 * fallback: a character neither has (arrows, other scripts) comes from DejaVu Sans.
 */
import { createRequire } from 'node:module';
import { fontFile, typefaces, type Subset, type Typeface } from '../../src/styles/typefaces.ts';

const require = createRequire(import.meta.url);

type Weights<Face extends Typeface> = Record<Face['weights'][number], string>;

/** A face's WOFF file for each weight the site draws, in one script. */
function files<Face extends Typeface>(face: Face, subset: Subset): Weights<Face> {
  return Object.fromEntries(
    face.weights.map((weight) => [weight, require.resolve(fontFile(face, subset, weight, 'woff'))]),
  ) as Weights<Face>;
}

export const fontFiles = {
  /** The text face (Public Sans): regular and semibold, Latin. */
  primary: files(typefaces.text, 'latin'),
  /** The text face's Latin Extended characters (Polish, Czech, Turkish, Romanian…). */
  primaryExtended: files(typefaces.text, 'latin-ext'),
  /** The display face (Fraunces) for names and headings: semibold, Latin. */
  display: files(typefaces.display, 'latin'),
  /** The display face's Latin Extended characters. */
  displayExtended: files(typefaces.display, 'latin-ext'),
  /** DejaVu Sans: regular and bold, for every other character. */
  fallback: {
    400: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
    700: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  },
} as const;

export const fontFamilies = {
  primary: typefaces.text.family,
  primaryExtended: `${typefaces.text.family} Extended`,
  display: typefaces.display.family,
  displayExtended: `${typefaces.display.family} Extended`,
  fallback: 'DejaVu Sans',
} as const;
