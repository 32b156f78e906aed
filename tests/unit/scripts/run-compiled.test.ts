import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compiled } from '../../../scripts/run-compiled.mjs';

const projectRoot = path.resolve(import.meta.dirname, '../../..');
let dir: string;
let cacheDir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'run-compiled-'));
  cacheDir = path.join(dir, 'cache');
  writeFileSync(path.join(dir, 'greeting.ts'), "export const greeting: string = 'hello';\n");
  writeFileSync(
    path.join(dir, 'main.ts'),
    [
      "import { parseArgs } from 'node:util';",
      "import { greeting } from './greeting.ts';",
      'const { positionals } = parseArgs({ allowPositionals: true });',
      "console.log([greeting, ...positionals].join(' '));",
      '',
    ].join('\n'),
  );
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const run = (file: string) => spawnSync(process.execPath, [file], { encoding: 'utf8' }).stdout.trim();

describe('compiled', () => {
  it('bundles a script with its own modules, leaving Node built-ins and packages as imports', async () => {
    const file = await compiled(path.join(dir, 'main.ts'), { cacheDir });
    expect(path.dirname(file)).toBe(cacheDir);
    expect(run(file)).toBe('hello');
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('from "node:util"');
    expect(text).not.toContain('./greeting');
  });

  it('reuses the bundle until one of its sources changes', async () => {
    const first = await compiled(path.join(dir, 'main.ts'), { cacheDir });
    const builtAt = statSync(first).mtimeMs;
    expect(await compiled(path.join(dir, 'main.ts'), { cacheDir })).toBe(first);
    expect(statSync(first).mtimeMs).toBe(builtAt);

    const greeting = path.join(dir, 'greeting.ts');
    writeFileSync(greeting, "export const greeting: string = 'hi';\n");
    const later = new Date(builtAt + 5000);
    utimesSync(greeting, later, later);
    expect(run(await compiled(path.join(dir, 'main.ts'), { cacheDir }))).toBe('hi');
  });

  it('runs a script from the command line with its arguments', () => {
    const result = spawnSync(
      process.execPath,
      [path.join(projectRoot, 'scripts/run-compiled.mjs'), path.join(dir, 'main.ts'), 'a', 'b'],
      { encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('hello a b');
  });

  it('fails with the compiler’s message when the script does not compile', async () => {
    writeFileSync(path.join(dir, 'main.ts'), 'const = ;\n');
    await expect(compiled(path.join(dir, 'main.ts'), { cacheDir })).rejects.toThrow(/main\.ts:1:6/);
  });
});
