import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, lstat, mkdir, readdir, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { copyProject } from './project-copy';
import { typescriptArgs } from '#lib/project-dir.ts';

const run = promisify(execFile);

const faults = path.join(import.meta.dirname, 'support/fs-faults.mjs');

/** Runs `npm run build` in `dir`, optionally with faults injected (see support/fs-faults.mjs). */
async function build(dir: string, faultEnv: Record<string, string> = {}) {
  const imports = [...typescriptArgs, ...(Object.keys(faultEnv).length > 0 ? ['--import', faults] : [])];
  return run(process.execPath, [...imports, 'scripts/outputs/build.ts'], {
    cwd: dir,
    env: { ...process.env, FAULT_OUT: path.join(dir, 'dist'), ...faultEnv },
  }).then(
    ({ stdout, stderr }) => ({
      code: 0 as number | null,
      signal: null as string | null,
      output: stdout + stderr,
    }),
    (error: { code: number | null; signal: string | null; stdout: string; stderr: string }) => ({
      code: error.code,
      signal: error.signal,
      output: error.stdout + error.stderr,
    }),
  );
}

/** What builds leave beside the project's files: staging folders, build folders, links, old swaps. */
async function buildLeftovers(dir: string) {
  return (await readdir(dir)).filter((name) => /^(\.build-|\.dist|dist\.previous-)/.test(name)).sort();
}

/** Every file under `dir` with its text, to compare a site before and after. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const files = await readdir(dir, { recursive: true, withFileTypes: true });
  const entries = await Promise.all(
    files
      .filter((file) => file.isFile())
      .map(async (file) => {
        const full = path.join(file.parentPath, file.name);
        return [path.relative(dir, full), await readFile(full, 'latin1')] as const;
      }),
  );
  return Object.fromEntries(entries);
}

/**
 * One copy of the project, with a site published, then broken, killed and interrupted in turn:
 * each test starts from the site the one before it left, in order.
 */
// The build is atomic, and safe to kill and to interrupt.
test.describe('the build', () => {
  test.describe.configure({ mode: 'serial', timeout: 400_000 });
  let dir: string;

  test.beforeAll(async ({ contentDir, distDir }) => {
    test.setTimeout(240_000);
    // In every language, as the site it starts from was built.
    dir = await copyProject(contentDir, { languages: true });
    // The site a build published before: this run's build of the same sources and content, laid
    // out as a build publishes it: a folder named after the build's process, gone since, and `dist`
    // a link to it.
    const { pid } = spawnSync(process.execPath, ['--version']);
    const published = path.join(dir, `.dist-published-${pid}`);
    await cp(await realpath(distDir), published, { recursive: true });
    await symlink(path.basename(published), path.join(dir, 'dist'));
  });
  test.afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test('a failed build leaves the previous site intact and no staging folder behind', async () => {
    const before = await snapshot(path.join(dir, 'dist'));
    expect(Object.keys(before)).toContain('experience.html');

    // 1. Bad content fails the build before anything is written.
    const jobName = (await readdir(path.join(dir, 'content/jobs'))).find((name) => name.endsWith('.mdx'))!;
    const job = path.join(dir, 'content/jobs', jobName);
    const goodJob = await readFile(job, 'utf8');
    await writeFile(job, goodJob.replace(/^period: .*$/m, 'period: Juen 2012 - July 2020'));
    const badContent = await build(dir);
    expect(badContent.code).toBe(1);
    expect(badContent.output).toContain(`content/jobs/${jobName}:`);
    expect(badContent.output).toMatch(/\.mdx:\d+:\d+ +period +.*"Juen 2012"/);
    expect(await snapshot(path.join(dir, 'dist'))).toEqual(before);

    // 2. A body that would run code is refused where it stands, and never runs.
    const marker = path.join(dir, 'body-ran.txt');
    const [frontMatter] = goodJob.split(/\n---\n/, 1);
    const lines = frontMatter!.split('\n').length + 1;
    await writeFile(
      job,
      `${goodJob}\n{globalThis.process.getBuiltinModule('fs').writeFileSync(${JSON.stringify(marker)}, 'ran')}\n`,
    );
    const badBody = await build(dir);
    expect(badBody.code).toBe(1);
    expect(badBody.output).toMatch(/\.mdx:\d+:1 +\(body\) +A "\{…\}" expression would run JavaScript/);
    expect(Number(/\.mdx:(\d+):1 +\(body\)/.exec(badBody.output)![1])).toBeGreaterThan(lines);
    expect(badBody.output).not.toMatch(/\n\s+at /);
    expect(existsSync(marker)).toBe(false);
    expect(await snapshot(path.join(dir, 'dist'))).toEqual(before);
    await writeFile(job, goodJob);

    // 3. A page that throws while prerendering fails after the bundles were built.
    const page = path.join(dir, 'src/pages/contact-page.tsx');
    const goodPage = await readFile(page, 'utf8');
    await writeFile(
      page,
      goodPage.replace(
        /export default function (\w+)\(\) \{/,
        (line) => `${line}\n  throw new Error('broken page');`,
      ),
    );
    const badPage = await build(dir);
    expect(badPage.code).toBe(1);
    expect(badPage.output).toContain('broken page');
    expect(await snapshot(path.join(dir, 'dist'))).toEqual(before);
    await writeFile(page, goodPage);

    const leftovers = (await readdir(dir)).filter(
      (name) => name.startsWith('.build-') || name.includes('.previous-'),
    );
    expect(leftovers).toEqual([]);
  });

  test('dist/ is a complete site whenever a build is killed', async () => {
    const dist = path.join(dir, 'dist');
    // The site the last test left, as its first build made it.
    const before = await snapshot(dist);
    const files = Object.keys(before).sort();
    expect(files).toContain('index.html');

    // Killed just before the new site is published: the previous site, untouched.
    const beforeSwap = await build(dir, { FAULT_KILL_BEFORE_RENAME: '1' });
    expect(beforeSwap.signal, beforeSwap.output).toBe('SIGKILL');
    expect(await snapshot(dist)).toEqual(before);

    // Killed just after it: the new site, whole.
    const afterSwap = await build(dir, { FAULT_KILL_AFTER_RENAME: '1' });
    expect(afterSwap.signal, afterSwap.output).toBe('SIGKILL');
    expect(Object.keys(await snapshot(dist)).sort()).toEqual(files);
    expect((await lstat(dist)).isSymbolicLink()).toBe(true);
  });

  // What a build cannot remove it reports, and the next build removes it.
  test('the next build removes what killed builds and the previous one left', async () => {
    const dist = path.join(dir, 'dist');
    const old = await realpath(dist);
    const killed = (await buildLeftovers(dir)).filter((name) => name !== path.basename(old));
    expect(killed.length, 'the killed builds left folders').toBeGreaterThan(0);

    // Nothing can be removed: the build still succeeds, and says what it left.
    const stuck = await build(dir, { FAULT_RM_FAILS: '(/\\.dist-[^/]+|/dist\\.previous-[^/]+)$' });
    expect(stuck.output).not.toMatch(/left as it was|still holds the previous site/);
    expect(stuck.code, stuck.output).toBe(0);
    expect(stuck.output).toMatch(
      /the previous build \S+ could not be removed \(EACCES: permission denied.*\); the next build tries again/,
    );
    for (const name of killed.filter((name) => name.startsWith('.dist-')))
      expect(stuck.output).toContain(`what a stopped build left, ${name}, could not be removed (EACCES`);
    expect(await realpath(dist)).not.toBe(old);

    // The next build removes all of it, and keeps only the site it publishes.
    const next = await build(dir);
    expect(next.code, next.output).toBe(0);
    expect(await buildLeftovers(dir)).toEqual([path.basename(await realpath(dist))]);
  });

  test('a link out of the project in the public folder stops the build, naming it', async () => {
    const dist = path.join(dir, 'dist');
    const before = await snapshot(dist);
    const link = path.join(dir, 'src/public/etc');
    await mkdir(path.dirname(link), { recursive: true });
    await symlink('/etc', link);
    try {
      const leaking = await build(dir);
      expect(leaking.code).toBe(1);
      expect(leaking.output).toContain('still holds the previous site');
      expect(leaking.output).toMatch(/src\/public\/etc → \/etc/);
      expect(await snapshot(dist)).toEqual(before);
    } finally {
      await rm(link);
    }
  });
});
