/**
 * The import from the outside: `npm run import` as a command, and `check:deploy` on the result.
 * (The site built from what it wrote holds the whole résumé again: tests/e2e/round-trip.spec.ts,
 * on every résumé of the corpus.)
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at } from './helpers';
import { typescriptArgs } from '#lib/project-dir.ts';

const projectDir = path.resolve(import.meta.dirname, '../../..');
const exec = promisify(execFile);

/** Runs a command with Node in the project; never throws, whatever its exit code. */
async function node(args: string[]) {
  try {
    const { stdout, stderr } = await exec(process.execPath, args, {
      cwd: projectDir,
      env: { ...process.env, GITHUB_ACTIONS: '' },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A project script, run as the package scripts run it (scripts/lib/typescript.mjs). */
const script = (file: string, args: string[]) => node([...typescriptArgs, file, ...args]);

/** `npm run import -- …`, as package.json runs it. */
function importCommand(args: string[]) {
  const packageJson = JSON.parse(readFileSync(path.join(projectDir, 'package.json'), 'utf8'));
  const command = String(packageJson.scripts.import).split(' ');
  expect(command[0]).toBe('node');
  return node([...command.slice(1), ...args]);
}

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'import-cli-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A fresh copy of the content the project starts with (the specification's, frozen) under `root/<name>/content`. */
function contentCopy(name: string): string {
  const dir = path.join(root, name, 'content');
  cpSync(path.join(projectDir, 'tests/spec-content'), dir, { recursive: true });
  return dir;
}

describe('npm run import', { timeout: 120_000 }, () => {
  it('prints the report and exits 0; with --dry-run it names the files it would change', async () => {
    const content = contentCopy('cli');
    const input = 'tests/corpus/founder/resume.json';
    const dry = await importCommand([input, '--content', content, '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain(`Importing ${input} (JSON Resume) into ${content}/`);
    expect(dry.stdout).toContain(
      `${at(input, '"Upon request"')}  basics.phone  "Upon request" is not a phone number the site can call; not imported`,
    );
    expect(dry.stdout).toContain('Files it would change (dry run: nothing was written):');
    expect(dry.stdout).toMatch(new RegExp(`\\n  added +${content}/jobs/loomwright\\.mdx\\n`));
    expect(readFileSync(path.join(content, 'profile.json'), 'utf8')).toBe(
      readFileSync(path.join(projectDir, 'tests/spec-content/profile.json'), 'utf8'),
    );

    const real = await importCommand([input, '--content', content]);
    expect(real.code).toBe(0);
    expect(real.stdout).toContain('Files changed:');
    expect(JSON.parse(readFileSync(path.join(content, 'profile.json'), 'utf8')).name).toBe(
      'Noor Haddad-Whitley',
    );
  });

  it('exits 1 with located problems for a malformed file, and 2 for a wrong command', async () => {
    const content = contentCopy('cli-errors');
    const malformed = await importCommand(['tests/fixtures/import/missing-comma.json', '--content', content]);
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toMatch(
      /^tests\/fixtures\/import\/missing-comma\.json:\d+:\d+ {2}\(file\) {2}/m,
    );
    expect(malformed.stderr).toContain(`Nothing was changed in ${content}/.`);

    const usage = await importCommand(['--locale', 'French', 'tests/corpus/junior/resume.json']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--locale takes a locale like "fr_FR" or "en_US", received "French".');
    expect((await importCommand([])).code).toBe(2);
  });
});

describe('check:deploy after an import', { timeout: 120_000 }, () => {
  it('lists only the site address and the résumé’s own example addresses', async () => {
    contentCopy('deploy');
    const projectRoot = path.join(root, 'deploy');
    const input = 'tests/corpus/founder/resume.json';
    expect((await importCommand([input, '--content', path.join(projectRoot, 'content')])).code).toBe(0);
    const { code, stderr } = await script('scripts/tooling/check-deploy.ts', ['--root', projectRoot]);
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'content/jobs/loomwright.mdx:5:14  url  "loomwright.example.com" is a placeholder address; use your own',
      'content/jobs/tallyhouse-co-founder.mdx:5:14  url  "tallyhouse.example.com" is a placeholder address; use your own',
      'content/profile.json:5:13  email  "noor@loomwright.example.com" is a placeholder email address; use your own',
      'content/profile.json:6:23  website  "noorhw.example.com" is a placeholder address; use your own',
      'content/profile.json:7:22  github  "github.example.com" is a placeholder address; use your own',
      'content/projects/open-scheduling-benchmark.mdx:8:17  links.live  "loomwright.example.com" is a placeholder address; use your own',
      'content/site.json:4:11  url  "https://example.com" is a placeholder; set url to the address the site is deployed at',
      '✗ 7 problems in 5 files: replace the sample content with your own before deploying',
    ]);
  });
});
