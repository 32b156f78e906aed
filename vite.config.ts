/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import { defineConfig, type ConfigEnv, type UserConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { compiledOnce, mdxCompileOptions } from '#site-content/mdx.ts';
import { devRenderPlugin } from '#outputs/dev-render.ts';
import { contentPlugin } from '#engine/vite-plugin.ts';
import { fontFacesPlugin } from '#outputs/faces/vite-plugin.ts';
import { photoTreatmentTransform } from '#site-content/images/photo-treatment.ts';
import { buildCache } from '#lib/build-cache.ts';
import { contactDelivery } from '#outputs/hosts/contact-endpoint.ts';
import { buildTime } from '#lib/build-time.ts';
import { reactRouterProduction, reactRouterShaking } from '#outputs/react-router-shaking.ts';
import { siteFilesPlugin } from '#outputs/site-files/vite-plugin.ts';
import { contentDirVariable, languageVariable, siteContentOptions } from '#site-content/content.ts';
import { localDay } from '#src/content/values/dates.ts';
import { basePathOf } from '#src/lib/site-address.ts';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * A built CSS-module class name: six characters from the file and the class, the same in the
 * client and the server build. The readable default (`_impactMetric_3f9a1c`) is spelled out once in
 * the stylesheet and once more in every page's code that maps the names; short ones keep both small.
 */
function shortClassName(name: string, file: string): string {
  const source = path.relative(rootDir, file.replace(/\?.*$/, '')).split(path.sep).join('/');
  return `c${createHash('sha256').update(`${source}:${name}`).digest('base64url').slice(0, 5)}`;
}
/**
 * The path the site is served under, from `url` in the content's site.json (a GitHub Pages project
 * site lives at `/<repository>/`), and a language's code after it (`/fr/`, `/portfolio/fr/`). Read
 * before the content plugin validates that file: while it is broken, the plugin's messages stop the
 * build, and `/` serves until then.
 */
function siteBasePath(contentDir: string | undefined, language: string | undefined): string {
  try {
    const siteFile = path.join(contentDir ?? path.join(rootDir, 'content'), 'site.json');
    const { url } = JSON.parse(readFileSync(siteFile, 'utf8')) as { url: string };
    return `${basePathOf(url)}${language ? `${language}/` : ''}`;
  } catch {
    return '/';
  }
}

/** What a configuration of the site is made for: the content folder and the language. */
export interface SiteSource {
  /** Another content folder than content/, e.g. tests/spec-content. */
  contentDir?: string;
  /** One of the site's other languages (`fr`), whose pages the build or the server shows. */
  language?: string;
}

/**
 * The site's configuration for `source`. The build makes one for each of its builds (scripts/outputs/build.ts);
 * Vite reads the default export below, which takes the source from the environment.
 */
export function siteConfig({ command, mode }: ConfigEnv, { contentDir, language }: SiteSource): UserConfig {
  return {
    root: 'src',
    base: siteBasePath(contentDir, language),
    publicDir: 'public',
    envDir: rootDir,
    plugins: [
      contentPlugin(siteContentOptions(rootDir, contentDir, language)),
      fontFacesPlugin({ rootDir, contentDir, language }),
      devRenderPlugin({ rootDir, contentDir, language }),
      // The portrait's and the projects' sizes and formats (see scripts/site-content/images/), cached across builds.
      // A project's picture may be a drawing (SVG), made into the same formats as a photo; other SVG
      // imports (the icon sprite) stay files. The owner's photo is drawn in the site's colours
      // (scripts/site-content/images/photo-treatment.ts).
      imagetools({
        include: [/^[^?]+\.(avif|gif|heif|jpeg|jpg|png|tiff|webp)(\?.*)?$/, /^[^?]+\.svg\?.*as=picture$/],
        extendTransforms: (builtins) => [...builtins, photoTreatmentTransform],
        cache: { dir: path.join(rootDir, 'node_modules/.cache/imagetools') },
      }),
      siteFilesPlugin({ rootDir }),
      // Bodies compile with the parser check:content uses, and refuse what it refuses (scripts/engine/mdx.ts).
      {
        enforce: 'pre',
        ...compiledOnce(
          mdx(
            mdxCompileOptions({
              contentDir: contentDir ?? path.join(rootDir, 'content'),
              cache: buildCache(rootDir),
            }),
          ),
          command,
        ),
      },
      react({ include: /\.(mdx|tsx?)$/ }),
      reactRouterShaking(),
    ],
    define: {
      // The year prerendered pages show until the visitor's clock takes over (see use-current-year.ts).
      __BUILD_YEAR__: JSON.stringify(buildTime().getFullYear()),
      // The day the prerendered pages tell an upcoming role by (see use-today.ts).
      __BUILD_DAY__: JSON.stringify(localDay(buildTime())),
      // How the contact form delivers, as validated (contact-endpoint.ts): a bad setting stops dev and
      // build alike.
      __CONTACT_DELIVERY__: JSON.stringify(contactDelivery(rootDir, mode) ?? null),
    },
    resolve: {
      // Compiled MDX bodies import React's JSX runtime; content kept outside the project (CONTENT_DIR)
      // must still find the project's React.
      dedupe: ['react', 'react-dom'],
      // The production build React Router publishes beside the development one it points bundlers at.
      alias: command === 'build' ? reactRouterProduction() : [],
    },
    // Transformed while the development server starts, so the first page asked for renders without
    // waiting (Vitest runs this configuration with another root and no pages to serve).
    server: process.env.VITEST
      ? {}
      : { warmup: { ssrFiles: ['./entry-server.tsx'], clientFiles: ['./entry-client.tsx'] } },
    css: command === 'build' ? { modules: { generateScopedName: shortClassName } } : {},
    build: {
      emptyOutDir: true,
      // The head script preloads every chunk a page needs (the prerenderer lists them, src/head-script.ts);
      // Vite's own preloading of a dynamic import's dependencies would only add its helper and a map
      // of every chunk to the code each page loads first.
      modulePreload: false,
      // One stylesheet for the whole site (about 9 KB gzip): a page's first paint waits on a single
      // request instead of one per component, and every later page finds it cached.
      cssCodeSplit: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Everything hydration needs (React, the router, the layout) in one chunk: left alone, the
              // bundler splits out whatever a lazily loaded module shares with it, and a page would
              // fetch six small files instead of one.
              { name: 'app', tags: ['$initial'], test: (id) => !/src[\\/]index\.html$/.test(id) },
              // The UI kit that two or more pages share, as one chunk rather than one per component.
              { name: 'ui', test: /src[\\/]components[\\/]ui[\\/]/, minShareCount: 2 },
              // The résumé's download link and what it reads (home, experience and contact show it),
              // as one chunk rather than three small ones.
              {
                name: 'resume',
                test: /src[\\/](components[\\/]resume-download-link|lib[\\/]resume|content[\\/]generated[\\/](resume|profile[\\/]title))/,
                minShareCount: 2,
              },
            ],
          },
        },
      },
    },
    test: {
      root: rootDir,
      include: ['tests/unit/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/unit/setup.ts'],
      environment: 'node',
      // One test file per core: Vitest's default keeps a core free, which on a two-core machine runs
      // the files one at a time (150 s, against 94 s with two). Many of them wait on processes they
      // start (the commands, the type checker), which keeps both cores busy.
      maxWorkers: availableParallelism(),
    },
  };
}

/**
 * `CONTENT_DIR=tests/spec-content npm run dev` shows the specification's content, and
 * `SITE_LANGUAGE=fr` the French pages.
 */
export default defineConfig((env) =>
  siteConfig(env, {
    contentDir: process.env[contentDirVariable] ? path.resolve(process.env[contentDirVariable]) : undefined,
    language: process.env[languageVariable] || undefined,
  }),
);
