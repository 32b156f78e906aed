/**
 * The typefaces the build draws text with outside the browser (the PDF résumé, the social cards,
 * the monogram): the site's own two faces (src/styles/typefaces.ts), so the résumé and the cards look
 * like the pages, from the same npm packages, so a build needs no network. A character a face lacks
 * is drawn with the first fallback that has it: the text face's Latin Extended file (Polish, Czech,
 * Turkish…), Inter's Cyrillic and Greek (a Ukrainian, Russian or Greek owner), then the Noto face of
 * its script (Japanese, Chinese, Korean, Arabic, Hebrew, Devanagari, Thai: script-faces.ts), then
 * DejaVu Sans for anything else.
 * WOFF and TTF: formats both the PDF writer and the card renderer read.
 */
import { createRequire } from 'node:module';
import { drawnWeight, fontFile, typefaces, type Subset, type Typeface } from '#src/styles/typefaces.ts';

const require = createRequire(import.meta.url);

export type FaceWeight = 400 | 600 | 700;

export interface Face {
  /** The family name, unique to the file: the card renderer picks faces by it. */
  family: string;
  weight: FaceWeight;
  style: 'normal' | 'italic';
  file: string;
}

/** One of the site's faces in one script, as a WOFF file, in the declared weight nearest `weight`. */
function site(face: Typeface, subset: Subset, weight: FaceWeight): Face {
  return {
    family: subset === 'latin' ? face.family : `${face.family} Extended`,
    weight,
    style: 'normal',
    file: require.resolve(fontFile(face, subset, drawnWeight(face, weight), 'woff')),
  };
}

const inter = (subset: 'cyrillic' | 'greek', weight: FaceWeight): Face => ({
  family: subset === 'cyrillic' ? 'Inter Cyrillic' : 'Inter Greek',
  weight,
  style: 'normal',
  file: require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
});

const dejaVu = (weight: 400 | 700): Face => ({
  family: 'DejaVu Sans',
  weight,
  style: 'normal',
  file: require.resolve(`dejavu-fonts-ttf/ttf/DejaVuSans${weight === 700 ? '-Bold' : ''}.ttf`),
});

const { text, display } = typefaces;

export const faces = {
  /**
   * Running text in the text face: regular, and semibold for labels and entry titles (the heaviest
   * weight the site draws it in; `bold` is the same face).
   */
  text: {
    regular: site(text, 'latin', 400),
    semibold: site(text, 'latin', 600),
    bold: site(text, 'latin', 600),
  },
  /** The owner's name and the section headings, in the display face. */
  display: { bold: site(display, 'latin', 600) },
  /**
   * By the weight of the face that lacks a character, tried in order; then the script's Noto face
   * (`scriptFaces`), then `lastResort`.
   */
  fallbacks: {
    400: [site(text, 'latin-ext', 400), inter('cyrillic', 400), inter('greek', 400)],
    600: [
      site(text, 'latin-ext', 600),
      site(display, 'latin-ext', 600),
      inter('cyrillic', 600),
      inter('greek', 600),
    ],
    700: [site(text, 'latin-ext', 600), inter('cyrillic', 700), inter('greek', 700)],
  },
  /** The widest coverage, for symbols and any script without a face of its own. */
  lastResort: { 400: dejaVu(400), 600: dejaVu(700), 700: dejaVu(700) },
} as const satisfies {
  text: Record<string, Face>;
  display: Record<string, Face>;
  fallbacks: Record<FaceWeight, readonly Face[]>;
  lastResort: Record<FaceWeight, Face>;
};

/** Every face of this file, once each. */
export function allFaces(): Face[] {
  const all = [
    ...Object.values(faces.text),
    faces.display.bold,
    ...Object.values(faces.fallbacks).flat(),
    ...Object.values(faces.lastResort),
  ];
  return all.filter((face, index) => all.findIndex((other) => other.file === face.file) === index);
}
