/**
 * How long the build takes, each in a process of its own as `npm run build` runs:
 * - cold: the content as it is, nothing kept from an earlier build (`BUILD_CACHE=off`);
 * - rebuild: after one job's text is edited, with what the build before it kept;
 * - large: generated sites of growing size (large-site.ts), cold, with the most memory each held.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { largeSiteSizes, writeLargeSite, type LargeSiteSize } from './large-site.ts';
import { typescriptArgs } from '#lib/project-dir.ts';

export interface MeasuredBuild {
  /** Wall-clock milliseconds from the process's start to the site published. */
  ms: number;
  /** The most memory the process held at once, in megabytes. */
  peakMb: number;
  pages: number;
  steps: [string, number][];
}

export interface BuildTimes {
  cold: MeasuredBuild;
  /** Undefined when the content has no job to edit. */
  rebuild?: MeasuredBuild;
  large: (MeasuredBuild & { size: LargeSiteSize; entries: number })[];
}

function measureBuild(rootDir: string, contentDir: string, outDir: string, env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(
    process.execPath,
    [
      ...typescriptArgs,
      'scripts/tooling/bench/measure-build.ts',
      '--content',
      contentDir,
      '--out-dir',
      outDir,
    ],
    { cwd: rootDir, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0)
    throw new Error(`The build of ${contentDir} failed:\n${result.stdout}${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as MeasuredBuild;
}

/** Adds a sentence to the body of the first job in `contentDir`; false when it has none. */
function editOneJob(contentDir: string): boolean {
  const folder = path.join(contentDir, 'jobs');
  const first = readdirSync(folder, { withFileTypes: true }).find(
    (entry) => entry.isFile() && entry.name.endsWith('.mdx'),
  );
  if (!first) return false;
  const file = path.join(folder, first.name);
  writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\nEdited for the bench's rebuild.\n`);
  return true;
}

/** Times the builds; `large` false leaves the generated sites out. */
export function timeBuilds(rootDir: string, { large = true } = {}): BuildTimes {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-builds-'));
  try {
    const content = path.join(work, 'content');
    cpSync(path.join(rootDir, 'content'), content, { recursive: true });
    const out = path.join(work, 'dist');
    const cold = measureBuild(rootDir, content, out, { BUILD_CACHE: 'off' });
    // The build before the edit keeps what it made; the one after it is the one timed.
    measureBuild(rootDir, content, out);
    const rebuild = editOneJob(content) ? measureBuild(rootDir, content, out) : undefined;

    const sites = large ? largeSiteSizes : [];
    const measured = sites.map((size) => {
      const dir = path.join(work, `large-${size.posts}`);
      writeLargeSite(dir, size, path.join(rootDir, 'tests/spec-content'));
      const result = measureBuild(rootDir, dir, path.join(work, `large-${size.posts}-dist`), {
        BUILD_CACHE: 'off',
      });
      rmSync(dir, { recursive: true, force: true });
      return { ...result, size, entries: size.posts + size.projects + size.jobs };
    });
    return { cold, rebuild, large: measured };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * How much more each entry costs at the largest size than at the smaller ones: the milliseconds one
 * more entry adds between the two largest sizes, over those between the two smallest (1 when the
 * cost grows linearly). Undefined with fewer than three sizes.
 */
export function growthOf(large: BuildTimes['large']): number | undefined {
  if (large.length < 3) return undefined;
  const [small, middle, big] = [large[0]!, large.at(-2)!, large.at(-1)!];
  const perEntry = (a: typeof small, b: typeof small) => (b.ms - a.ms) / (b.entries - a.entries);
  return perEntry(middle, big) / perEntry(small, middle);
}
