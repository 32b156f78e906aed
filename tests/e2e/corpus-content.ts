/**
 * A copy of `content/` made the way an owner with one of the corpus's résumés would make it: the
 * corpus entry's own words laid over the pages' copy when it has them (`words/`: a French owner's
 * site speaks French), its owner's posts in place of the sample's (`writing/`), then its résumé
 * imported with `npm run import`'s code, then what the owner adds to the imported files that a
 * résumé has no field for (`additions/`: an availability message). The site gates can run on it
 * as on `content/`, so they are shown to hold for real careers of every shape.
 *
 *   node --import ./scripts/lib/typescript.mjs tests/e2e/corpus-content.ts <corpus-name> <out-dir>   writes <out-dir> (replacing it)
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import { collections } from '#src/content/config.ts';
import { formatProblems } from '#engine/problem.ts';
import { importCareer } from '#import/import-career.ts';
import type { ImportReport } from '#import/pipeline.ts';
import { sampleMarker } from '#import/sample.ts';
import { corpusDir, corpusInput, corpusNames } from './corpus-names.ts';
import { keepOneLanguage } from './project-copy.ts';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * `base` with `over`'s fields: the schema's objects merged field by field, anything else (a text,
 * a list, a map of words such as the skill levels' colours) replaced.
 */
function merged(base: unknown, over: unknown, schema: z.ZodType): unknown {
  let inner = schema;
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
    else if (inner instanceof z.ZodPipe) inner = inner.in as z.ZodType;
    else break;
  }
  if (!isObject(base) || !isObject(over) || !(inner instanceof z.ZodObject)) return over;
  const shape = inner.shape as Record<string, z.ZodType>;
  const result: Json = { ...base };
  for (const [key, value] of Object.entries(over))
    result[key] = shape[key] ? merged(base[key], value, shape[key]) : value;
  return result;
}

/** Every JSON file of a `words/` folder, relative to it. */
function wordFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Lays the entry's `words/` (or `additions/`) over the copy's files of the same names; a file the
 * copy does not have (the Writing page's words of an owner with posts) is written as it is.
 */
function layWords(name: string, outDir: string, folder: 'words' | 'additions' = 'words'): void {
  const wordsDir = path.join(corpusDir, name, folder);
  if (!existsSync(wordsDir)) return;
  for (const file of wordFiles(wordsDir)) {
    const target = path.join(outDir, file);
    const words: unknown = JSON.parse(readFileSync(path.join(wordsDir, file), 'utf8'));
    const base: unknown = existsSync(target) ? JSON.parse(readFileSync(target, 'utf8')) : undefined;
    const collection = collections.find((candidate) => candidate.source === file.split(path.sep).join('/'));
    if (!collection) throw new Error(`${path.join(wordsDir, file)} is not a file of the content`);
    writeFileSync(target, `${JSON.stringify(merged(base, words, collection.schema), null, 2)}\n`);
  }
}

/**
 * What the import of an entry read and left out, written beside its content folder
 * (`<out-dir>/../import-report.json`) for the round trip to compare the built résumé with.
 */
export interface CorpusImport {
  /** The input, relative to the project. */
  input: string;
  /** The fields the import reported it could not place: `basics.phone`, `work[1]`. */
  notPlaced: string[];
}

export const importReportFile = (contentDir: string) => path.join(contentDir, '..', 'import-report.json');

/** Writes the corpus entry's content into `outDir`; throws with the import's problems if it fails. */
export async function writeCorpusContent(
  name: string,
  outDir: string,
  fromDir = path.join(projectDir, 'content'),
): Promise<ImportReport> {
  if (!corpusNames.includes(name))
    throw new Error(`No corpus entry "${name}": the entries are ${corpusNames.join(', ')}`);
  rmSync(outDir, { recursive: true, force: true });
  cpSync(fromDir, outDir, { recursive: true });
  // The sample's posts, pictures and languages are the import's to take away, as for any new
  // owner. Content that is the owner's keeps them: the copy leaves them out, since they are not
  // the entry's owner's, who has their own posts (`writing/`) or none.
  if (!existsSync(path.join(outDir, sampleMarker))) {
    keepOneLanguage(outDir);
    rmSync(path.join(outDir, 'writing'), { recursive: true, force: true });
    rmSync(path.join(outDir, 'pages', 'writing.json'), { force: true });
  }
  const posts = path.join(corpusDir, name, 'writing');
  if (existsSync(posts)) cpSync(posts, path.join(outDir, 'writing'), { recursive: true });
  layWords(name, outDir);
  const report = await importCareer({ input: corpusInput(name), contentDir: outDir, contentLabel: outDir });
  if (!report.ok) throw new Error(`Importing ${name} failed:\n${formatProblems(report.problems)}`);
  layWords(name, outDir, 'additions');
  const written: CorpusImport = {
    input: path.relative(projectDir, corpusInput(name)),
    notPlaced: report.notPlaced.map((problem) => problem.path),
  };
  writeFileSync(importReportFile(outDir), `${JSON.stringify(written, null, 2)}\n`);
  return report;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [name, outDir] = process.argv.slice(2);
  if (!name || !outDir) {
    console.error(
      'Usage: node --import ./scripts/lib/typescript.mjs tests/e2e/corpus-content.ts <corpus-name> <out-dir>',
    );
    process.exit(2);
  }
  await writeCorpusContent(name, path.resolve(outDir));
}
