/**
 * The import corpus's entries (tests/corpus) and what each imports, with nothing else loaded: the
 * browser tests' configuration, which every worker evaluates, names a build after each.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const corpusDir = fileURLToPath(new URL('../corpus', import.meta.url));

/** The corpus's entries, by folder name. */
export const corpusNames = readdirSync(corpusDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** What an entry imports: its JSON Resume file, or the folder of a LinkedIn export. */
export function corpusInput(name: string): string {
  const resume = path.join(corpusDir, name, 'resume.json');
  return existsSync(resume) ? resume : path.join(corpusDir, name);
}
