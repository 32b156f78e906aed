import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';

const run = promisify(execFile);
const projectDir = path.resolve(import.meta.dirname, '../..');

/** A throwaway copy of the project (sources only; dependencies linked) to build and break. */
async function copyProject(contentDir: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portfolio-build-'));
  for (const entry of ['src', 'scripts', 'vite.config.ts', 'tsconfig.json', 'package.json']) {
    await cp(path.join(projectDir, entry), path.join(dir, entry), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}generated`),
    });
  }
  await cp(contentDir, path.join(dir, 'content'), { recursive: true });
  await symlink(path.join(projectDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

async function build(dir: string) {
  return run(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: dir }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
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

test.describe('the build is atomic', () => {
  test.describe.configure({ timeout: 240_000 });
  let dir: string;

  test.beforeAll(async ({ contentDir }) => {
    test.setTimeout(240_000);
    dir = await copyProject(contentDir);
  });
  test.afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test('a failed build leaves the previous site intact and no staging folder behind', async () => {
    const first = await build(dir);
    expect(first.code, first.output).toBe(0);
    const before = await snapshot(path.join(dir, 'dist'));
    expect(Object.keys(before)).toContain('experience/index.html');

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

    const leftovers = (await readdir(dir)).filter(
      (name) => name.startsWith('.build-') || name.includes('.previous-'),
    );
    expect(leftovers).toEqual([]);
  });
});
