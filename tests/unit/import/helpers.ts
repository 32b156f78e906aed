import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatProblem, type Problem } from '#engine/problem.ts';
import type { ReadResult, ReadSuccess } from '#import/read/read-result.ts';

export const corpus = (name: string) => `tests/corpus/${name}`;
export const fixture = (name: string) => `tests/fixtures/import/${name}`;

/** The result of a read that must succeed; a failure shows its problems. */
export function success(result: ReadResult): ReadSuccess {
  if (!result.ok)
    throw new Error(`expected a successful read:\n${result.problems.map(formatProblem).join('\n')}`);
  return result;
}

/** The problems of a read that must fail, as the owner reads them. */
export function failure(result: ReadResult): string[] {
  if (result.ok) throw new Error('expected the read to fail');
  return result.problems.map(formatProblem);
}

export const lines = (problems: Problem[]) => problems.map(formatProblem);

/** The 1-based line and column where `needle` first occurs in `file`, counted without a BOM. */
export function placeOf(
  file: string,
  needle: string,
  from = '',
): { file: string; line: number; column: number } {
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const offset = text.indexOf(needle, from ? text.indexOf(from) : 0);
  if (offset === -1) throw new Error(`${needle} is not in ${file}`);
  const before = text.slice(0, offset).split('\n');
  return { file, line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** `file:line:column` of the first `needle` in `file` (after `from`), as problems name places. */
export function at(file: string, needle: string, from = ''): string {
  const place = placeOf(file, needle, from);
  return `${place.file}:${place.line}:${place.column}`;
}

/** Every file of a folder with a hash of its bytes. */
export function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex')];
      }),
  );
}
