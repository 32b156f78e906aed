/**
 * The typefaces the build draws text with (the PDF résumé, the social cards), by role, from npm
 * packages so a build needs no network and looks the same everywhere. Swap a face here and every
 * generator follows. A character a face lacks (another script, an arrow) is drawn with the first of
 * its weight's fallbacks that has it. WOFF or TTF: formats both the PDF writer and the card
 * renderer read.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export type FaceWeight = 400 | 600 | 700;

export interface Face {
  /** The family name, unique to the file: the card renderer picks faces by it. */
  family: string;
  weight: FaceWeight;
  style: 'normal' | 'italic';
  /** The font file's path. */
  file: string;
}

/** Inter, one file per script (@fontsource splits it so), in the weights the generators use. */
const inter = (script: 'latin' | 'cyrillic', weight: FaceWeight): Face => ({
  family: script === 'latin' ? 'Inter' : 'Inter Cyrillic',
  weight,
  style: 'normal',
  file: require.resolve(`@fontsource/inter/files/inter-${script}-${weight}-normal.woff`),
});

const dejaVu = (weight: 400 | 700): Face => ({
  family: 'DejaVu Sans',
  weight,
  style: 'normal',
  file: require.resolve(`dejavu-fonts-ttf/ttf/DejaVuSans${weight === 700 ? '-Bold' : ''}.ttf`),
});

export const faces = {
  /** Running text: regular, semibold for labels and the owner's title, bold for entry titles. */
  text: { regular: inter('latin', 400), semibold: inter('latin', 600), bold: inter('latin', 700) },
  /** The owner's name and the section headings. */
  display: { bold: inter('latin', 700) },
  /** By the weight of the face that lacks a character, tried in order. */
  fallbacks: {
    400: [inter('cyrillic', 400), dejaVu(400)],
    600: [inter('cyrillic', 600), dejaVu(700)],
    700: [inter('cyrillic', 700), dejaVu(700)],
  },
} as const satisfies {
  text: Record<string, Face>;
  display: Record<string, Face>;
  fallbacks: Record<FaceWeight, readonly Face[]>;
};
