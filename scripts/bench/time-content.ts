/**
 * How long `check:content` takes, as a whole process (startup included): on the real content and on
 * 1,000 generated entries. Median of 5 runs after one warm-up run (which compiles the script, fills
 * tsx's transform cache and writes the generated modules once, as any second run in practice finds).
 *
 *   node --import tsx scripts/bench/time-content.ts [--runs 5] [--entries 1000]
 *
 * Timed two ways: `node scripts/run-compiled.mjs scripts/check-content.ts` (what
 * `npm run check:content` runs, minus npm's own startup) and `node --import tsx
 * scripts/check-content.ts` (the TypeScript loader every other script uses), to show what the
 * compiled copy saves. The launchers' own start-up is timed too: on a shared machine it moves with
 * the load, and the difference is what the pipeline costs.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generateContent } from './generate-content.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const script = join(repoRoot, 'scripts/check-content.ts');
/** The goal for 1,000 entries on a 2-core machine. */
const goalMs = 800;

/** Each launcher's command for the script, and for starting up alone. */
const launchers = {
  compiled: {
    script: [process.execPath, join(repoRoot, 'scripts/run-compiled.mjs'), script],
    startup: [process.execPath, '-e', '0'],
  },
  'node --import tsx': {
    script: [process.execPath, '--import', 'tsx', script],
    startup: [process.execPath, '--import', 'tsx', '-e', '0'],
  },
} as const;

interface Timing {
  launcher: keyof typeof launchers;
  medianMs: number;
  minMs: number;
  maxMs: number;
}

function run(
  launcher: keyof typeof launchers,
  rootDir: string,
  startupOnly = false,
): { ms: number; summary: string } {
  // `-e 0` instead of the script: what the launcher alone costs, to read the other figures against.
  const [command, ...commandArgs] = startupOnly
    ? launchers[launcher].startup
    : [...launchers[launcher].script, '--root', rootDir];
  const started = performance.now();
  const result = spawnSync(command, commandArgs, { cwd: repoRoot, encoding: 'utf8' });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`check:content failed on ${rootDir}:\n${result.stderr}`);
  return { ms, summary: result.stdout.trim() };
}

/**
 * Times `check:content` on one root with each launcher (or, with `startupOnly`, the launcher alone);
 * returns the summary line and the timings.
 */
export function timeRoot(
  rootDir: string,
  runs: number,
  startupOnly = false,
): { summary: string; timings: Timing[] } {
  let summary = '';
  const timings = (Object.keys(launchers) as Array<keyof typeof launchers>).map((launcher) => {
    summary = run(launcher, rootDir, startupOnly).summary;
    const times = Array.from({ length: runs }, () => run(launcher, rootDir, startupOnly).ms).sort(
      (a, b) => a - b,
    );
    return { launcher, medianMs: times[Math.floor(runs / 2)]!, minMs: times[0]!, maxMs: times.at(-1)! };
  });
  return { summary, timings };
}

function report(title: string, { summary, timings }: ReturnType<typeof timeRoot>): void {
  const counts = summary.replace(/ in \d+ ms$/, '').replace(/^✓ content OK — /, '');
  console.log(counts ? `${title}: ${counts}` : title);
  for (const { launcher, medianMs, minMs, maxMs } of timings) {
    const range = `(min ${Math.round(minMs)}, max ${Math.round(maxMs)})`;
    console.log(`  ${launcher.padEnd(18)} median ${Math.round(medianMs)} ms ${range}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '5' }, entries: { type: 'string', default: '1000' } },
  });
  const runs = Number(values.runs);
  const entries = Number(values.entries);
  console.log(`check:content, whole process, median of ${runs} runs after a warm-up`);
  report('launcher start-up alone (no script)', timeRoot(repoRoot, runs, true));
  report('real content', timeRoot(repoRoot, runs));
  const generated = generateContent({ entries });
  try {
    const result = timeRoot(generated, runs);
    report(`${entries} generated entries`, result);
    const npmRuns = result.timings.find((timing) => timing.launcher === 'compiled')!;
    const verdict = npmRuns.medianMs <= goalMs ? 'met' : 'not met';
    console.log(`goal ≤ ${goalMs} ms for ${entries} entries as npm runs it: ${verdict}`);
  } finally {
    rmSync(generated, { recursive: true, force: true });
  }
}
