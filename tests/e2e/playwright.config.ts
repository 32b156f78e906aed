import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromeArgs } from '../../scripts/lib/find-chrome.ts';
import { ensureChrome } from './browser.ts';

const projectDir = path.resolve(import.meta.dirname, '../..');
const basePort = Number(process.env.E2E_PORT ?? 4319);
// E2E_DIST builds and serves other folders, so two test runs never swap each other's sites.
const distBase = process.env.E2E_DIST ?? 'dist';

/**
 * Three builds of the site, each served as a static host would serve it:
 * - `conformance`: the specification's frozen content (tests/spec-content), checked against the
 *   specification's every section, label and count (tests/e2e/conformance/);
 * - `site`: the owner's `content/`, held to the site gates (accessibility, policy, links, head tags,
 *   layout, print, the development server: tests/e2e/*.spec.ts), which derive their expectations
 *   from the content;
 * - `owner-edits`: a copy of `content/` edited as an owner would (owner-content.ts), held to the same
 *   gates, so they are shown to hold for content other than the sample.
 */
const builds = [
  {
    name: 'conformance',
    contentDir: path.join(projectDir, 'tests/spec-content'),
    dist: `${distBase}-spec`,
    port: basePort + 1,
    testDir: 'conformance',
  },
  {
    name: 'site',
    contentDir: path.join(projectDir, 'content'),
    dist: distBase,
    port: basePort,
    testDir: '.',
  },
  {
    name: 'owner-edits',
    contentDir: path.join(projectDir, 'node_modules/.cache/e2e/owner-edits/content'),
    dist: `${distBase}-owner`,
    port: basePort + 2,
    testDir: '.',
    prepare: 'node --import tsx tests/e2e/owner-content.ts node_modules/.cache/e2e/owner-edits/content && ',
    // What a contact service is sent does not depend on the content: one build per service is enough.
    ignore: ['contact-services.spec.ts'],
  },
];

const baseURL = (port: number) => `http://127.0.0.1:${port}`;

export default defineConfig<object, { contentDir: string; distDir: string }>({
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: '../../test-results',
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath: ensureChrome(), args: chromeArgs },
  },
  projects: builds.map((build) => ({
    name: build.name,
    testDir: build.testDir,
    // The gates live at the top level; the conformance tests only run on the spec's content.
    testIgnore: build.testDir === '.' ? ['conformance/**', ...(build.ignore ?? [])] : undefined,
    use: {
      ...devices['Desktop Chrome'],
      viewport: { width: 1280, height: 800 },
      baseURL: baseURL(build.port),
      contentDir: build.contentDir,
      distDir: path.join(projectDir, build.dist),
    },
  })),
  webServer: builds.map((build) => ({
    // Build the current sources from the build's content once, then serve it as a static host would.
    command:
      (build.prepare ?? '') +
      `node --import tsx scripts/build.ts --content ${path.relative(projectDir, build.contentDir)} --out-dir ${build.dist}` +
      ` && node --import tsx scripts/serve.ts --no-build --dir ${build.dist} --port ${build.port}`,
    cwd: projectDir,
    url: `${baseURL(build.port)}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe' as const,
  })),
});
