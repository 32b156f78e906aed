import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { loadSite } from '#site-content/content.ts';
import { needsOf, unanswerable } from './content-needs.ts';
import { otherContentLooks, type Look } from './fixtures.ts';
import base, { contentGateTag } from './playwright.config.ts';

/**
 * The site gates alone, on the site `npm run build` left in dist/: accessibility (axe, and the states
 * and looks it does not see), valid HTML, the policy (with and without headers), links, head tags
 * and layout, all read from the content it was built from.
 * `npm run test:site` runs them; CI does for a change to `content/` alone, after `check:content`
 * and the build, and the site it checked is the one deployed. They run as on the builds of other
 * content (playwright.config.ts): what the content can change, at the narrowest phone and a desktop;
 * the rest (every width, the dark scheme, whose contrast `check:content` checks, the states of the
 * form and the menu) only a change to the code can change, and `npm test` checks it.
 * `E2E_DIST` names another build, and `E2E_CONTENT` the content folder it was built from.
 */
const projectDir = path.resolve(import.meta.dirname, '../..');
const distDir = process.env.E2E_DIST ?? 'dist';
const site = base.projects!.find((project) => project.name === 'site')!;
const baseURL = site.use!.baseURL!;
// The content the site was built from, when it is not content/ (`npm run build -- --content`).
const contentDir = process.env.E2E_CONTENT ? path.resolve(projectDir, process.env.E2E_CONTENT) : undefined;

export default defineConfig<object, { looks: Look[]; buildStatus: string | undefined }>({
  ...base,
  projects: [
    {
      ...site,
      testMatch: [
        'a11y.spec.ts',
        'a11y-states.spec.ts',
        'html-validity.spec.ts',
        'security.spec.ts',
        'meta-policy.spec.ts',
        'head.spec.ts',
        'layout.spec.ts',
      ],
      grep: contentGateTag,
      // The tests that content can answer (content-needs.ts).
      ...(contentDir
        ? { grepInvert: unanswerable(needsOf(loadSite({ rootDir: projectDir, contentDir }))) }
        : {}),
      use: {
        ...site.use,
        // The site is built already: no builds to wait for (serve-builds.ts).
        buildStatus: undefined,
        looks: otherContentLooks,
        ...(contentDir ? { contentDir } : {}),
      },
    },
  ],
  webServer: {
    command: `node --import ./scripts/lib/typescript.mjs scripts/tooling/serve/serve.ts --no-build --dir ${distDir} --port ${new URL(baseURL).port}`,
    cwd: projectDir,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
