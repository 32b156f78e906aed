/**
 * The unit tests' setup (setup.ts) fails a test that writes to console.error, and a test whose full
 * title is longer than 100 characters.
 */
import { spawnSync } from 'node:child_process';
import { beforeAll, expect, it, vi } from 'vitest';
import { repoRoot } from './engine/helpers.ts';

/** A fixture test as a second Vitest ran it: its full title, how it ended, and why. */
interface Ran {
  name: string;
  state: string | undefined;
  errors: string[];
}
let ran: Ran[] = [];

// Starts a second Vitest, which on a loaded machine takes well over the default 5 s: Vitest's own
// API, told to run the fixtures with this project's configuration (and its setup), printing how each
// test ended as the last line.
beforeAll(() => {
  const run = `
    import { startVitest } from 'vitest/node';
    const vitest = await startVitest('test', [], {
      include: ['tests/fixtures/unit/logs-an-error.test.ts', 'tests/fixtures/unit/long-title.test.ts'],
      watch: false,
      reporters: ['dot'],
    });
    await vitest.close();
    const tests = (task) => (task.type === 'test' ? [task] : task.tasks.flatMap(tests));
    const ran = vitest.state.getFiles().flatMap(tests).map((test) => ({
      name: test.fullTestName,
      state: test.result?.state,
      errors: (test.result?.errors ?? []).map((error) => error.message),
    }));
    process.stdout.write('\\n' + JSON.stringify(ran) + '\\n');
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', run], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
    timeout: 120_000,
  });
  // The fixtures fail, so Vitest exits 1; how each test ended is the last line it printed.
  const last = result.stdout.trim().split('\n').at(-1) ?? '';
  expect(last, `${result.stdout}${result.stderr}`).toMatch(/^\[/);
  ran = JSON.parse(last) as Ran[];
}, 120_000);

const named = (start: string) => ran.find((test) => test.name.startsWith(start));

it('fails a test that writes to console.error, naming what was written', () => {
  expect(named('writes to console.error')).toMatchObject({ state: 'fail' });
  expect(named('writes to console.error')!.errors.join('\n')).toContain(
    'The test wrote to console.error:\n  Warning: something went wrong in a render',
  );
});

it('fails a test whose full title is longer than 100 characters, naming it', () => {
  const long = named('a describe title that takes room');
  expect(long).toMatchObject({ state: 'fail' });
  expect(long!.errors.join('\n')).toContain(
    `The test's full title is longer than 100 characters; say it shorter:\n  ${long!.name.length}  ${long!.name}`,
  );
});

it('leaves a test alone that spies on console.error itself', () => {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  console.error('expected');
  expect(spy).toHaveBeenCalledWith('expected');
  spy.mockRestore();
});
