/**
 * The typefaces the build draws text with (the PDF résumé, the social cards), from npm packages so
 * a build needs no network and looks the same everywhere: Inter for Latin text, and DejaVu Sans for
 * any character Inter's Latin files lack (arrows, other scripts). WOFF and TTF: formats both the PDF
 * renderer and the card renderer read.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const inter = (weight: number) =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

export const fontFiles = {
  /** Inter: regular, semibold and bold. */
  primary: { 400: inter(400), 600: inter(600), 700: inter(700) },
  /** DejaVu Sans: regular and bold. */
  fallback: {
    400: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
    700: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  },
} as const;

export const fontFamilies = { primary: 'Inter', fallback: 'DejaVu Sans' } as const;
