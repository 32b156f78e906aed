import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { typescriptArgs } from '#lib/project-dir.ts';

export interface PipelineTimings {
  realEntries: number;
  /** Wall-clock milliseconds of `check:content`, process start-up included (median of five runs). */
  checkReal: number;
  /**
   * Wall-clock milliseconds of `npm run import` of a two-page PDF résumé (`documentImportInput`)
   * into a copy of the content, process start-up included (median of three runs); figures made
   * without it leave it out.
   */
  documentImport?: number;
}

/** The two-page PDF the bench imports: LinkedIn's "Save to PDF" of an eight-job career. */
const documentImportInput = 'tests/corpus-documents/veteran/linkedin.pdf';

/** Runs a command of `npm run`'s (`node …`, without npm) and returns its wall-clock time. */
function timeCommand(rootDir: string, args: readonly string[]): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: rootDir, encoding: 'utf8' });
  const elapsed = performance.now() - started;
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return elapsed;
}

/** `npm run check:content`. */
const checkContent = [...typescriptArgs, 'scripts/tooling/check-content.ts'];

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

/** `npm run import` of the two-page PDF into a fresh copy of the content, read, checked and written. */
function timeDocumentImport(rootDir: string): number {
  const copy = mkdtempSync(path.join(tmpdir(), 'bench-import-'));
  try {
    const contentDir = path.join(copy, 'content');
    cpSync(path.join(rootDir, 'content'), contentDir, { recursive: true });
    return timeCommand(rootDir, [
      ...typescriptArgs,
      'scripts/import/import.ts',
      documentImportInput,
      '--content',
      contentDir,
    ]);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * Times `check:content` on the content (median of 5) and the import of a two-page PDF (median of
 * 3); build-times.ts times the build.
 */
export function timePipeline(rootDir: string): PipelineTimings {
  const checks = Array.from({ length: 5 }, () => timeCommand(rootDir, [...checkContent, '--quiet']));
  const imports = Array.from({ length: 3 }, () => timeDocumentImport(rootDir));
  return {
    realEntries: entryCount(rootDir),
    checkReal: median(checks),
    documentImport: median(imports),
  };
}
