/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import remarkFrontmatter from 'remark-frontmatter';
import { defineConfig } from 'vite';
import { contentPlugin } from './scripts/content/vite-plugin.ts';
import { iconSpritePlugin } from './scripts/icons/vite-plugin.ts';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: 'src',
  publicDir: 'public',
  envDir: rootDir,
  plugins: [
    contentPlugin({ rootDir }),
    iconSpritePlugin({ rootDir }),
    { enforce: 'pre', ...mdx({ remarkPlugins: [remarkFrontmatter] }) },
    react({ include: /\.(mdx|tsx?)$/ }),
  ],
  define: {
    // The year prerendered pages show until the visitor's clock takes over (see use-current-year.ts).
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    emptyOutDir: true,
    // Every browser that runs module scripts supports modulepreload; the polyfill would only grow
    // the one script a page loads up front (src/boot.ts).
    modulePreload: { polyfill: false },
    // One stylesheet for the whole site (about 9 KB gzip): a page's first paint waits on a single
    // request instead of one per component, and every later page finds it cached.
    cssCodeSplit: false,
  },
  test: {
    root: rootDir,
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
