/** The colours of code in posts: what the site ships, made from the themes, readable in both schemes. */
import { readFileSync } from 'node:fs';
import { colord, extend } from 'colord';
import a11y from 'colord/plugins/a11y';
import { describe, expect, it } from 'vitest';
import {
  codeBackground,
  codeStylesheetFile,
  codeThemes,
  hexOf,
  renderCodeStylesheet,
} from '#site-content/code-theme.ts';
import { palette, type Scheme } from '#src/styles/palette.ts';

extend([a11y]);

const stylesheet = readFileSync(codeStylesheetFile, 'utf8');
const schemes: readonly Scheme[] = ['light', 'dark'];

/** Every colour the stylesheet gives code in a scheme (`--hl-light` or `--hl-dark`), with its class. */
const colours = (scheme: Scheme) =>
  [...stylesheet.matchAll(new RegExp(`^\\.([\\w-]+) \\{[^}]*--hl-${scheme}: (#[0-9a-f]{6});`, 'gm'))].map(
    ([, className, colour]) => ({ className: className!, colour: colour! }),
  );

describe('the stylesheet of code', () => {
  it('is the one the themes make', () => {
    expect(
      stylesheet,
      'run `node --import ./scripts/lib/typescript.mjs scripts/site-content/code-theme.ts` to refresh it',
    ).toBe(renderCodeStylesheet());
  });

  it('draws code on a colour of the palette, the one its contrast is measured on', () => {
    expect(stylesheet).toMatch(
      new RegExp(`^\\.hl \\{[^}]*background: var\\(--color-${codeBackground}\\);`, 'm'),
    );
  });

  it('has a class for every colour either theme gives a token', () => {
    for (const scheme of schemes) {
      const theme = codeThemes[scheme];
      const given = new Set(
        [theme.fg, ...theme.settings.flatMap((rule) => rule.settings.foreground ?? [])].map(hexOf),
      );
      // One rule per colour, and the block's own default besides.
      expect(colours(scheme).length - 1, scheme).toBe(given.size);
    }
  });

  it('gives every colour 4.5:1 or more against the background, in both schemes', () => {
    for (const scheme of schemes) {
      const background = palette[scheme][codeBackground];
      const found = colours(scheme);
      expect(found.length, scheme).toBeGreaterThan(5);
      const low = found
        .map(({ className, colour }) => ({ className, colour, ratio: colord(colour).contrast(background) }))
        .filter(({ ratio }) => ratio < 4.5);
      expect(low, `${scheme} on ${background}`).toEqual([]);
    }
  });
});
