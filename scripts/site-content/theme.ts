/**
 * The site's colours from content: the owner's accent (`content/site.json` → `accent`) checked for
 * contrast against the page colours of both schemes (`src/styles/palette.ts`), and written with
 * them into a stylesheet the site imports (`src/content/generated/theme.css`).
 */
import { colord, extend, type Colord } from 'colord';
import a11y from 'colord/plugins/a11y';
import type { Site } from '#src/content/config.ts';
import { palette, textSurfaces, type Scheme } from '#src/styles/palette.ts';
import { problemAt } from '#engine/issues.ts';
import type { CheckedEntry, GeneratedFile, LoadedCollection } from '#engine/define.ts';
import type { Problem } from '#engine/problem.ts';
import { kebabCase } from '#engine/words.ts';

extend([a11y]);

/** WCAG 2 AA for body text: the accent is used for links and for the labels of the main buttons. */
export const minimumContrast = 4.5;

const schemes: readonly Scheme[] = ['light', 'dark'];

/** The lowest contrast of a colour on the scheme's text surfaces, and the surface that gives it. */
function worstContrast(colour: Colord, scheme: Scheme): { ratio: number; surface: string } {
  return textSurfaces
    .map((name) => ({
      ratio: colour.contrast(palette[scheme][name]),
      surface: `${surfaceNames[name]} (${palette[scheme][name]})`,
    }))
    .reduce((worst, next) => (next.ratio < worst.ratio ? next : worst));
}

const surfaceNames: Record<(typeof textSurfaces)[number], string> = {
  bg: 'page background',
  surface: 'tinted background',
};

/**
 * The nearest shade of the same hue that reads on the scheme (darker on light, lighter on dark), so
 * the message can offer a value that works.
 */
function readableShade(colour: Colord, scheme: Scheme): string | undefined {
  for (let step = 0.01; step <= 1; step += 0.01) {
    const shade = scheme === 'light' ? colour.darken(step) : colour.lighten(step);
    if (worstContrast(shade, scheme).ratio >= minimumContrast) return shade.toHex();
  }
  return undefined;
}

/** The accent shades that do not reach AA contrast on their scheme, at the field to change. */
export function accentContrastProblems(entry: CheckedEntry): Problem[] {
  const { accent } = entry.data as Site;
  return schemes.flatMap((scheme) => {
    const colour = colord(accent[scheme]);
    const { ratio, surface } = worstContrast(colour, scheme);
    if (ratio >= minimumContrast) return [];
    const shade = readableShade(colour, scheme);
    return [
      problemAt(
        entry,
        ['accent', scheme],
        `The accent ${accent[scheme]} reads at ${ratio.toFixed(2)}:1 on the ${scheme} scheme's ${surface}; ` +
          `text needs ${minimumContrast}:1 (WCAG AA)` +
          (shade ? `. A ${scheme === 'light' ? 'darker' : 'lighter'} shade such as "${shade}" passes` : ''),
      ),
    ];
  });
}

/**
 * The custom properties of both schemes: the page colours and the owner's accent, each as
 * `light-dark(<light>, <dark>)`, which follows the scheme in force (the system's, or the one the
 * visitor chose: tokens.css).
 */
export function renderThemeCss(site: Site): string {
  const pair = (light: string, dark: string) => `light-dark(${light}, ${dark})`;
  const lines = [
    ...Object.keys(palette.light).map((name) => {
      const key = name as keyof (typeof palette)['light'];
      return `--color-${kebabCase(name)}: ${pair(palette.light[key], palette.dark[key])};`;
    }),
    `--color-accent: ${pair(site.accent.light.toLowerCase(), site.accent.dark.toLowerCase())};`,
  ];
  return [
    '/* generated from src/styles/palette.ts and content/site.json (scripts/site-content/theme.ts) — do not edit */',
    ':root {',
    ...lines.map((line) => `  ${line}`),
    '}',
    '',
  ].join('\n');
}

/** `theme.css` for the generated folder, from the site's accent. */
export function renderTheme(content: readonly LoadedCollection[]): GeneratedFile[] {
  const site = content.find((loaded) => loaded.collection.name === 'site')?.entries[0]?.data as
    Site | undefined;
  return site ? [{ file: 'theme.css', text: renderThemeCss(site) }] : [];
}
