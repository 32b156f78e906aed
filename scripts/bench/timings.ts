import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { copyProjectSources } from '../lib/project-copy.ts';
import { generateContent } from './generate-content.ts';

export interface PipelineTimings {
  realEntries: number;
  generatedEntries: number;
  /** Wall-clock milliseconds of whole commands, process start-up included (median of several runs). */
  checkReal: number;
  /** `check:content` on the generated entries with every body parsed (no cache from an earlier run). */
  checkGeneratedCold: number;
  /** The same once the bodies are cached, as any run after the first finds them. */
  checkGenerated: number;
  buildReal: number;
  buildGenerated: number;
}

const generatedEntries = 1000;

/** Runs a command of `npm run`'s (`node …`, without npm) and returns its wall-clock time. */
function timeCommand(rootDir: string, args: readonly string[]): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: rootDir, encoding: 'utf8' });
  const elapsed = performance.now() - started;
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return elapsed;
}

/** `npm run check:content`: the content check from its compiled copy (see scripts/run-compiled.mjs). */
const checkContent = ['scripts/run-compiled.mjs', 'scripts/check-content.ts'];
/** `npm run build`. */
const buildScript = ['--import', 'tsx', 'scripts/build.ts'];

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The number of entries `check:content` reports in its summary line. */
function entryCount(rootDir: string, args: string[]): number {
  const result = spawnSync(process.execPath, [...checkContent, ...args], {
    cwd: rootDir,
    encoding: 'utf8',
  });
  return Number(/(\d+) entries/.exec(result.stdout)?.[1] ?? Number.NaN);
}

/**
 * Times `check:content` (median of 5) and the build (once) on the real content and on a copy of the
 * project with 1,000 more generated entries.
 */
export async function timePipeline(rootDir: string): Promise<PipelineTimings> {
  const generatedRoot = generateContent({ entries: generatedEntries });
  try {
    copyProjectSources(rootDir, generatedRoot);

    const sample = (args: string[], before = () => {}) =>
      median(
        Array.from({ length: 5 }, () => {
          before();
          return timeCommand(rootDir, [...checkContent, ...args]);
        }),
      );
    // The generated root's node_modules is the project's: its body cache is the project's cache folder.
    const clearBodyCache = () =>
      rmSync(path.join(rootDir, 'node_modules/.cache/content-check'), { recursive: true, force: true });
    const generatedArgs = ['--quiet', '--root', generatedRoot];
    return {
      realEntries: entryCount(rootDir, []),
      generatedEntries: entryCount(rootDir, ['--root', generatedRoot]),
      checkReal: sample(['--quiet']),
      checkGeneratedCold: sample(generatedArgs, clearBodyCache),
      checkGenerated: sample(generatedArgs),
      buildReal: timeCommand(rootDir, buildScript),
      buildGenerated: timeCommand(generatedRoot, buildScript),
    };
  } finally {
    rmSync(generatedRoot, { recursive: true, force: true });
  }
}
