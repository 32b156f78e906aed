/** Reads an import input of either kind: a LinkedIn export (ZIP or folder) or a JSON Resume file. */
import { existsSync, statSync } from 'node:fs';
import { readJsonResume } from './json-resume.ts';
import { readLinkedIn } from './linkedin.ts';
import type { ReadResult } from './read-result.ts';

export function readImport(input: string): ReadResult {
  if (!existsSync(input)) {
    return {
      ok: false,
      problems: [{ file: input, line: 1, column: 1, path: '(file)', message: 'No such file or folder' }],
    };
  }
  const linkedIn = statSync(input).isDirectory() || input.toLowerCase().endsWith('.zip');
  return linkedIn ? readLinkedIn(input) : readJsonResume(input);
}
