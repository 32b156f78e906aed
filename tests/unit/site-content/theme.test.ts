/** The site's colours: the palette keeps its contrast promises, and the accent reaches the stylesheet. */
import { colord, extend } from 'colord';
import a11y from 'colord/plugins/a11y';
import { describe, expect, it } from 'vitest';
import { loadSiteContent } from '#site-content/content.ts';
import { minimumContrast, renderTheme, renderThemeCss } from '#site-content/theme.ts';
import type { Site } from '#src/content/config.ts';
import { palette, textSurfaces } from '#src/styles/palette.ts';
import { fixtureRoot, today } from '../engine/helpers.ts';

extend([a11y]);

describe('the palette', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`keeps text, muted text and control outlines readable on every ${scheme} surface`, () => {
      const colours = palette[scheme];
      for (const surface of textSurfaces) {
        expect(colord(colours.text).contrast(colours[surface])).toBeGreaterThanOrEqual(minimumContrast);
        expect(colord(colours.muted).contrast(colours[surface])).toBeGreaterThanOrEqual(minimumContrast);
        // WCAG 1.4.11: the outline that shows where a field or button is, 3:1.
        expect(colord(colours.control).contrast(colours[surface])).toBeGreaterThanOrEqual(3);
      }
    });
  }
});

describe('theme.css', () => {
  const site = () => {
    const result = loadSiteContent({ rootDir: fixtureRoot(), today });
    if (!result.ok) throw new Error('the valid fixture does not load');
    return result;
  };

  it("declares each scheme's page colours and the owner's accent", () => {
    const loaded = site();
    const data = loaded.content.find((entry) => entry.collection.name === 'site')!.entries[0]!.data as Site;
    const css = renderThemeCss(data);
    expect(css).toContain(`--color-accent: light-dark(${data.accent.light}, ${data.accent.dark});`);
    for (const [name, light] of Object.entries(palette.light)) {
      const dark = palette.dark[name as keyof typeof palette.dark];
      expect(css).toContain(`--color-${name}: light-dark(${light}, ${dark});`);
    }
  });

  it('is the file the configuration generates beside the collections', () => {
    const { content } = site();
    const data = content.find((entry) => entry.collection.name === 'site')!.entries[0]!.data as Site;
    expect(renderTheme(content)).toEqual([{ file: 'theme.css', text: renderThemeCss(data) }]);
  });
});
