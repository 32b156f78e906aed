import { spawnSync } from 'node:child_process';

export interface PipelineTimings {
  realEntries: number;
  /** Wall-clock milliseconds of `check:content`, process start-up included (median of five runs). */
  checkReal: number;
}

/** Runs a command of `npm run`'s (`node …`, without npm) and returns its wall-clock time. */
function timeCommand(rootDir: string, args: readonly string[]): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: rootDir, encoding: 'utf8' });
  const elapsed = performance.now() - started;
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return elapsed;
}

/** `npm run check:content`. */
const checkContent = ['--import', 'tsx', 'scripts/tooling/check-content.ts'];

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The number of entries `check:content` reports in its summary line. */
function entryCount(rootDir: string): number {
  const result = spawnSync(process.execPath, checkContent, {
    cwd: rootDir,
    encoding: 'utf8',
  });
  return Number(/(\d+) entries/.exec(result.stdout)?.[1] ?? Number.NaN);
}

/** Times `check:content` on the content (median of 5); build-times.ts times the build. */
export function timePipeline(rootDir: string): PipelineTimings {
  const checks = Array.from({ length: 5 }, () => timeCommand(rootDir, [...checkContent, '--quiet']));
  return {
    realEntries: entryCount(rootDir),
    checkReal: median(checks),
  };
}
