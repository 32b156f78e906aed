/**
 * The site's two typefaces, declared once: the stylesheet's `@font-face` rules and their
 * metric-matched fallbacks (scripts/outputs/faces), and the faces the PDF résumé and the social cards are
 * drawn with (scripts/outputs/faces/fonts.ts) all come from here. Files come from Fontsource's npm packages,
 * already split by script (docs/decisions/012).
 *
 * - **Display: Fraunces**, a soft "old style" serif with a warm, slightly wonky character, for
 *   headings and the name: it carries the site's identity, as the accent colour does.
 * - **Text: Public Sans**, a neutral, open sans made for interfaces and long reading (the US Web
 *   Design System's face), for everything else.
 */
export interface Typeface {
  /** The family name CSS and the renderers use. */
  family: string;
  /** Its name in `@capsizecss/metrics`, whose figures size the fallbacks to it. */
  metrics: string;
  /** The Fontsource package that ships its files. */
  fontsource: string;
  /**
   * The weights to ship, among those the package has. The pages and the PDF ask for 400 and 600 of
   * the text face and 600 of the display face; each is drawn in the nearest weight declared here
   * (`drawnWeight`).
   */
  weights: readonly number[];
  /** The local faces a page shows while the file loads, each sized to the face's metrics. */
  fallbacks: readonly Fallback[];
  /** The generic family last in the stack. */
  generic: 'serif' | 'sans-serif';
  /**
   * When the file is late: `swap` draws the text in the fallback and redraws it in the face when the
   * file arrives; `optional` keeps the fallback for the page's life unless the file comes within a
   * moment (decision 019).
   */
  display: 'swap' | 'optional';
}

interface Fallback {
  /** Its name in `@capsizecss/metrics` (whose figures size it). */
  metrics: string;
  /** The local names the face goes by, regular and bold; metric-compatible clones share a face. */
  local: { regular: readonly string[]; bold: readonly string[] };
}

/** Arial, and the faces drawn to Arial's metrics on Linux (Liberation Sans) and in ChromeOS (Arimo). */
const arial: Fallback = {
  metrics: 'arial',
  local: {
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'],
    bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold'],
  },
};
const roboto: Fallback = {
  metrics: 'roboto',
  local: { regular: ['Roboto', 'Roboto-Regular'], bold: ['Roboto Bold', 'Roboto-Bold'] },
};
const georgia: Fallback = {
  metrics: 'georgia',
  local: { regular: ['Georgia'], bold: ['Georgia Bold', 'Georgia-Bold'] },
};
/** Times New Roman, and its metric clones: Liberation Serif (Linux), Tinos (ChromeOS). */
const times: Fallback = {
  metrics: 'timesNewRoman',
  local: {
    regular: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Tinos'],
    bold: [
      'Times New Roman Bold',
      'TimesNewRomanPS-BoldMT',
      'Liberation Serif Bold',
      'LiberationSerif-Bold',
      'Tinos Bold',
    ],
  },
};
const notoSerif: Fallback = {
  metrics: 'notoSerif',
  local: { regular: ['Noto Serif', 'NotoSerif'], bold: ['Noto Serif Bold', 'NotoSerif-Bold'] },
};

export const typefaces = {
  display: {
    family: 'Fraunces',
    metrics: 'fraunces',
    fontsource: '@fontsource/fraunces',
    weights: [600],
    fallbacks: [georgia, times, notoSerif],
    generic: 'serif',
    // The identity: always shown, and redrawing the few headings it sets costs a page little.
    display: 'swap',
  },
  text: {
    family: 'Public Sans',
    metrics: 'publicSans',
    fontsource: '@fontsource/public-sans',
    weights: [400, 600],
    fallbacks: [arial, roboto],
    generic: 'sans-serif',
    // Every paragraph: redrawn mid-read, the whole page would be laid out again and its lines would
    // move. Its sized fallback is close enough to wait for the next page load, which finds it cached.
    display: 'optional',
  },
} as const satisfies Record<string, Typeface>;

/**
 * The scripts each face ships for, as Fontsource splits them, with the characters each file holds: a
 * page fetches a file only when it shows one of them. Latin covers English, French, German, Spanish
 * and the like; Latin Extended the rest of Europe's Latin alphabets. Text in other scripts is drawn
 * in the fallback faces.
 */
export const subsets = {
  latin:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  // Fontsource's Latin Extended range, less what the Latin file holds too (ı, Œ œ and three combining
  // marks): of two faces whose ranges overlap, a browser tries the one declared last, and would fetch
  // this file for the œ of a French "cœur" that the Latin file already draws.
  'latin-ext':
    'U+0100-0130, U+0132-0151, U+0154-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
} as const;

export type Subset = keyof typeof subsets;

/** A face's file for one script and weight, as a module specifier (`@fontsource/…/files/…`). */
export function fontFile(face: Typeface, subset: Subset, weight: number, format: 'woff2' | 'woff') {
  const name = face.fontsource.replace('@fontsource/', '');
  return `${face.fontsource}/files/${name}-${subset}-${weight}-normal.${format}`;
}

/**
 * The declared weight drawn where `weight` is asked for, chosen as CSS matches a weight: `weight`
 * itself; at 400, 500 first; up to 500 the nearest lighter weight before any heavier one, above 500
 * the nearest heavier before any lighter. A face declared in 400 and 700 only draws the site's 600
 * in 700, in the PDF and the cards as on the pages. The display face is drawn in its weight nearest
 * 600 (`--font-display-weight`), so a face that ships one weight is never thickened by the browser.
 */
export function drawnWeight(face: Typeface, weight: number): number {
  const declared = [...face.weights].sort((a, b) => a - b);
  const lighter = declared.filter((each) => each < weight).reverse();
  const heavier = declared.filter((each) => each > weight);
  if (declared.includes(weight)) return weight;
  if (weight === 400 && declared.includes(500)) return 500;
  return (weight > 500 ? [...heavier, ...lighter] : [...lighter, ...heavier])[0]!;
}
