import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { LoadResult } from '#engine/load.ts';
import { contentPluginApi } from '#engine/vite-plugin.ts';
import { generatedDir, generatedDirFor, type ContentSource } from '#site-content/content.ts';
import { contentFaces } from './content-faces.ts';
import { renderFontFaceCss } from './font-faces.ts';

/** The site stylesheet's import of the typefaces' stylesheet. */
const fontsImport = "@import './generated/fonts.css';";

/**
 * Writes the typefaces' stylesheet to `src/styles/generated/fonts.css` (gitignored) before any
 * module is resolved, in dev, build and tests; the site's stylesheet imports it, and Vite ships the
 * font files it names as hashed assets. It declares the Noto files the content in `contentDir`
 * needs, read when the build or the development server starts, and again in development each time
 * the content changes: a new script's faces reach the open page with the edit.
 *
 * Another content folder than `content/` gets a stylesheet of its own beside its generated modules,
 * so two builds of different content at once never swap each other's faces.
 */
export function fontFacesPlugin({ rootDir, contentDir, language }: ContentSource): Plugin {
  const stylesDir = path.join(rootDir, 'src/styles');
  const outDir = generatedDirFor(rootDir, contentDir, language);
  const own = outDir === generatedDir(rootDir);
  const file = own
    ? path.join(stylesDir, 'generated/fonts.css')
    : path.join(path.dirname(outDir), 'fonts.css');
  // The content a build loaded before it started (`loadedContent`); the development server's
  // changes, so it loads it again at each write.
  let loaded: LoadResult | undefined;
  const write = () => {
    const css = renderFontFaceCss(contentFaces(rootDir, contentDir, language, loaded));
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
  const imported = `@import '${path.relative(stylesDir, file).split(path.sep).join('/')}';`;
  return {
    name: 'font-faces',
    // Before Vite's own CSS handling, which follows the import.
    enforce: 'pre',
    configResolved(config) {
      loaded = config.command === 'build' ? config.loadedContent : undefined;
    },
    buildStart: write,
    // The stylesheet of another content folder is in the project's cache, which Vite does not watch.
    config: () => (own ? undefined : { server: { watch: { ignored: [`!${file}`] } } }),
    configureServer(server) {
      contentPluginApi(server.config.plugins)?.onRefresh(write);
    },
    transform(code, id) {
      if (own || id !== path.join(stylesDir, 'global.css')) return null;
      return code.replace(fontsImport, imported);
    },
  };
}
