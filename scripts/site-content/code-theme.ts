/**
 * The colours of highlighted code in posts: one Shiki theme per colour scheme, every colour either
 * theme can give a token made to read at WCAG AA on the code block's background, and the stylesheet
 * that names each colour with a class. The classes are per theme colour, not per block, so the
 * stylesheet covers whatever code a post holds; the site's security policy allows no `style=""`.
 *
 * The stylesheet is committed beside the component that shows posts (`codeStylesheetFile`); a unit
 * test compares it with `renderCodeStylesheet()`, and running this file rewrites it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { colord, extend, type Colord } from 'colord';
import a11y from 'colord/plugins/a11y';
import mix from 'colord/plugins/mix';
import { normalizeTheme, type ThemeRegistrationResolved } from 'shiki/core';
import githubDark from 'shiki/themes/github-dark-default.mjs';
import githubLight from 'shiki/themes/github-light-default.mjs';
import { palette, type Scheme } from '#src/styles/palette.ts';

extend([a11y, mix]);

/** WCAG 2 AA for text: code is read as closely as prose. */
const minimumCodeContrast = 4.5;

export const codeThemes: Readonly<Record<Scheme, ThemeRegistrationResolved>> = {
  light: normalizeTheme(githubLight),
  dark: normalizeTheme(githubDark),
};

/** The palette colour code blocks are drawn on (`--color-surface`), in both schemes. */
export const codeBackground = 'surface' satisfies keyof (typeof palette)['light'];

const schemes: readonly Scheme[] = ['light', 'dark'];

/** The class of the block, which carries the background and the text colour of both themes. */
export const codeBlockClass = 'hl';

/** Shiki's font styles (a bit field) and the classes that show them. */
export const fontStyleClasses: ReadonlyArray<{ bit: number; className: string; declaration: string }> = [
  { bit: 1, className: 'hl-i', declaration: 'font-style: italic' },
  { bit: 2, className: 'hl-b', declaration: 'font-weight: 700' },
  { bit: 4, className: 'hl-u', declaration: 'text-decoration: underline' },
  { bit: 8, className: 'hl-s', declaration: 'text-decoration: line-through' },
];

/** A theme colour as the stylesheet gives it: its class and the shade that reads on the background. */
interface CodeColour {
  className: string;
  /** The theme's colour, lower-case hex (with its alpha when it has one). */
  theme: string;
  /** What is shown: the theme's colour over the background, darkened or lightened to read at AA. */
  shown: string;
}

const hexes = new Map<string, string>();

/** A theme's colour as the stylesheet's classes know it: lower-case hex, `#fff` as `#ffffff`. */
export function hexOf(colour: string): string {
  let hex = hexes.get(colour);
  if (hex === undefined) hexes.set(colour, (hex = colord(colour).toHex()));
  return hex;
}

/** The colour a token is drawn in: a colour with transparency shows the background through it. */
function opaque(colour: string, background: string): Colord {
  const parsed = colord(colour);
  return parsed.alpha() >= 1 ? parsed : colord(background).mix(parsed.alpha(1), parsed.alpha());
}

/** The nearest shade of a colour that reads on the background: darker on light, lighter on dark. */
function readable(colour: Colord, background: string, scheme: Scheme): Colord {
  for (let step = 0; step <= 1; step += 0.01) {
    const shade = scheme === 'light' ? colour.darken(step) : colour.lighten(step);
    if (shade.contrast(background) >= minimumCodeContrast) return shade;
  }
  return colour;
}

const coloursOf = new Map<Scheme, CodeColour[]>();

/** Every colour the scheme's theme can give a token (its default and each rule's), with its class. */
function codeColours(scheme: Scheme): CodeColour[] {
  let colours = coloursOf.get(scheme);
  if (colours) return colours;
  const theme = codeThemes[scheme];
  const background = palette[scheme][codeBackground];
  const found = [theme.fg, ...theme.settings.flatMap((rule) => rule.settings.foreground ?? [])];
  colours = [...new Set(found.map(hexOf))].sort().map((colour, index) => ({
    className: `hl-${scheme[0]}${index}`,
    theme: colour,
    shown: readable(opaque(colour, background), background, scheme).toHex(),
  }));
  coloursOf.set(scheme, colours);
  return colours;
}

/** Each scheme's classes by the theme colour they show, and the theme's default colour (no class). */
export interface ColourClasses {
  light: ReadonlyMap<string, string>;
  dark: ReadonlyMap<string, string>;
  fg: Readonly<Record<Scheme, string>>;
}

export function colourClasses(): ColourClasses {
  const classes = (scheme: Scheme) =>
    new Map(codeColours(scheme).map((colour) => [colour.theme, colour.className]));
  return {
    light: classes('light'),
    dark: classes('dark'),
    fg: { light: hexOf(codeThemes.light.fg), dark: hexOf(codeThemes.dark.fg) },
  };
}

/**
 * The stylesheet: the block's background and default colours, then a custom property per theme
 * colour, the light one and the dark one, which `light-dark()` picks from by the scheme in force
 * (the system's, or the one the visitor chose: tokens.css), as every colour of the site does.
 */
export function renderCodeStylesheet(): string {
  const shown = (scheme: Scheme) =>
    codeColours(scheme).find((colour) => colour.theme === hexOf(codeThemes[scheme].fg))!.shown;
  const rule = (selector: string, ...declarations: string[]) =>
    `${selector} {\n${declarations.map((line) => `  ${line};\n`).join('')}}\n`;
  const names = schemes.map((scheme) => codeThemes[scheme].name).join(' and ');
  return [
    `/* generated from Shiki's ${names} themes (scripts/site-content/code-theme.ts) — do not edit */\n`,
    rule(
      `.${codeBlockClass}`,
      `--hl-light: ${shown('light')}`,
      `--hl-dark: ${shown('dark')}`,
      `background: var(--color-${codeBackground})`,
    ),
    rule(
      `.${codeBlockClass},\n.${codeBlockClass} span`,
      'color: light-dark(var(--hl-light), var(--hl-dark))',
    ),
    ...schemes.flatMap((scheme) =>
      codeColours(scheme).map((colour) => rule(`.${colour.className}`, `--hl-${scheme}: ${colour.shown}`)),
    ),
    ...fontStyleClasses.map((style) => rule(`.${style.className}`, style.declaration)),
  ].join('');
}

/** Where the site imports the stylesheet from: the component that shows a post's body. */
export const codeStylesheetFile = join(import.meta.dirname, '../../src/components/ui/code-colours.css');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(codeStylesheetFile, renderCodeStylesheet());
  console.log(`Wrote ${codeStylesheetFile}`);
}
