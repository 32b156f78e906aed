/** The unit tests' setup (setup.ts) fails a test that writes to console.error. */
import { spawnSync } from 'node:child_process';
import { expect, it, vi } from 'vitest';
import { repoRoot } from './content/helpers.ts';

// Starts a second Vitest, which on a loaded machine takes well over the default 5 s.
it('fails a test that writes to console.error, naming what was written', { timeout: 120_000 }, () => {
  // Vitest's own API, told to run the fixture with this project's configuration (and its setup).
  const run = `
    import { startVitest } from 'vitest/node';
    const vitest = await startVitest('test', [], {
      include: ['tests/fixtures/unit/logs-an-error.test.ts'],
      watch: false,
      reporters: ['dot'],
    });
    await vitest.close();
    process.exitCode = vitest.state.getCountOfFailedTests() > 0 ? 1 : 0;
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', run], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
    timeout: 120_000,
  });
  expect(result.status).toBe(1);
  expect(`${result.stdout}${result.stderr}`).toContain(
    'The test wrote to console.error:\n  Warning: something went wrong in a render',
  );
});

it('leaves a test alone that spies on console.error itself', () => {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  console.error('expected');
  expect(spy).toHaveBeenCalledWith('expected');
  spy.mockRestore();
});
