/**
 * The short path CI takes for a change to content/ alone (`npm run test:site`, site-gates.config.ts)
 * stops on a site that fails a gate: a defect put into a copy of the built site is found and named,
 * and the run exits 1, so the deploy that waits on it never starts.
 */
import { execFile } from 'node:child_process';
import { cp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, projectDir, test } from './fixtures';

const run = promisify(execFile);

test('the site gates fail a built site with a defect, naming it', async ({ distDir }) => {
  test.setTimeout(180_000);
  const copy = 'node_modules/.cache/e2e/gate-failure';
  const copyDir = path.join(projectDir, copy);
  await rm(copyDir, { recursive: true, force: true });
  await cp(await realpath(distDir), copyDir, { recursive: true });
  // An image without a text alternative on the home page, outside what the app renders.
  const home = path.join(copyDir, 'index.html');
  const html = await readFile(home, 'utf8');
  expect(html).toContain('</body>');
  await writeFile(home, html.replace('</body>', '<img src="/favicon.svg" width="32" height="32"></body>'));
  await rm(`${home}.br`, { force: true });
  await rm(`${home}.gz`, { force: true });

  const gates = await run(
    'npx',
    [
      'playwright',
      'test',
      '-c',
      'tests/e2e/site-gates.config.ts',
      // One gate that reads every page, selected as the config selects them: by file and tag.
      'tests/e2e/html-validity.spec.ts',
      '--reporter=line',
      '--output',
      path.join(copyDir, '.results'),
    ],
    // Its own ports, beside the servers of this run.
    { cwd: projectDir, env: { ...process.env, E2E_DIST: copy, E2E_PORT: '4379' } },
  ).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
  expect(gates.code, gates.output).toBe(1);
  expect(gates.output).toContain('1 failed');
  expect(gates.output).toMatch(/index\.html:\d+:\d+ .*“img” element must have an “alt” attribute/);
  await rm(copyDir, { recursive: true, force: true });
});
