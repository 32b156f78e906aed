import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { renderFontFaceCss } from './font-faces.ts';

/**
 * Writes the typefaces' stylesheet to `src/styles/generated/fonts.css` (gitignored) before any
 * module is resolved, in dev, build and tests; the site's stylesheet imports it, and Vite ships the
 * font files it names as hashed assets.
 */
export function fontFacesPlugin({ rootDir }: { rootDir: string }): Plugin {
  const file = path.join(rootDir, 'src/styles/generated/fonts.css');
  const write = () => {
    const css = renderFontFaceCss();
    const current = (() => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return undefined;
      }
    })();
    if (current === css) return;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, css);
  };
  return { name: 'font-faces', buildStart: write };
}
