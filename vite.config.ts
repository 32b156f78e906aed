/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import remarkFrontmatter from 'remark-frontmatter';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { contentPlugin } from './scripts/content/vite-plugin.ts';
import { iconSpritePlugin } from './scripts/icons/vite-plugin.ts';
import { siteFilesPlugin } from './scripts/site-files/vite-plugin.ts';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

/** Aliases `react-router` (and `react-router/dom`, which `react-router-dom` imports) to their production builds. */
function reactRouterProduction() {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

export default defineConfig(({ command }) => ({
  root: 'src',
  publicDir: 'public',
  envDir: rootDir,
  plugins: [
    contentPlugin({ rootDir }),
    iconSpritePlugin({ rootDir }),
    // The portrait's sizes and formats (see scripts/images/portrait.ts), cached across builds.
    imagetools({ cache: { dir: path.join(rootDir, 'node_modules/.cache/imagetools') } }),
    siteFilesPlugin({ rootDir }),
    { enforce: 'pre', ...mdx({ remarkPlugins: [remarkFrontmatter] }) },
    react({ include: /\.(mdx|tsx?)$/ }),
  ],
  define: {
    // The year prerendered pages show until the visitor's clock takes over (see use-current-year.ts).
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  resolve: {
    // React Router's package points every bundler at its development build, warnings included
    // (remix-run/react-router#14102); the site ships the production build it publishes beside it.
    alias: command === 'build' ? reactRouterProduction() : [],
  },
  build: {
    emptyOutDir: true,
    // Every browser that runs module scripts supports modulepreload; the polyfill would only grow
    // the one script a page loads up front (src/boot.ts).
    modulePreload: { polyfill: false },
    // One stylesheet for the whole site (about 9 KB gzip): a page's first paint waits on a single
    // request instead of one per component, and every later page finds it cached.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything hydration needs (React, the router, the layout) in one chunk: left alone, the
            // bundler splits out whatever a lazily loaded module shares with it, and a page would
            // fetch six small files instead of one. The boot script stays on its own (src/boot.ts).
            { name: 'app', tags: ['$initial'], test: (id) => !/src[\\/](boot\.ts|index\.html)$/.test(id) },
            // The UI kit that two or more pages share, as one chunk rather than one per component.
            { name: 'ui', test: /src[\\/]components[\\/]ui[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
  },
  test: {
    root: rootDir,
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
}));
