import { defineConfig, devices } from '@playwright/test';
import { chromeArgs } from '../../scripts/lib/find-chrome.ts';
import { ensureChrome } from './browser.ts';

const port = Number(process.env.E2E_PORT ?? 4319);
export const baseURL = `http://127.0.0.1:${port}`;
// E2E_DIST builds and serves a separate folder, so two test runs never swap each other's site.
const dist = process.env.E2E_DIST ? ` --out-dir ${process.env.E2E_DIST}` : '';
const serveDir = process.env.E2E_DIST ? ` --dir ${process.env.E2E_DIST}` : '';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: '../../test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: ensureChrome(), args: chromeArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // Build the current sources once, then serve dist/ exactly as a static host would.
    command: `node --import tsx scripts/build.ts${dist} && node --import tsx scripts/serve.ts --no-build${serveDir} --port ${port}`,
    cwd: '../..',
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe',
  },
});
