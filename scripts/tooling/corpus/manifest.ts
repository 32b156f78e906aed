/**
 * The document corpus's one list of files (tests/corpus-documents/manifest.json): each file with the
 * person it was rendered from and its look, or, for the files the importer must refuse, what it
 * must answer. The renderer makes what it lists and the scorer reads what it lists.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectDir } from '#lib/project-dir.ts';

export const corpusFolder = join(projectDir, 'tests/corpus-documents');

/** The looks made with `docx`, each a Word file of the corpus and, printed by LibreOffice, a PDF. */
export type WordLook = 'word-headings' | 'word-table' | 'word-columns' | 'word-header';

/** A Word look printed to PDF by LibreOffice. */
export type OfficePdfLook = `${WordLook}-pdf`;

/** The looks a résumé is rendered in; each is one renderer in render-documents.ts. */
type ResumeLook =
  | 'even'
  | 'stackoverflow'
  | 'two-column'
  | 'linkedin'
  | 'latex-article'
  | 'latex-moderncv'
  | WordLook
  | OfficePdfLook
  | 'site';

/** What the importer must answer for a file that is no résumé to read. */
export type Refusal = 'no text' | 'encrypted' | 'not a résumé';

/** A résumé rendered from its person's `truth.json`. */
export interface ResumeFile {
  /** The file, relative to the corpus folder: `korean/even.pdf`. */
  file: string;
  /** The person's folder, which holds `truth.json`. */
  truth: string;
  look: ResumeLook;
  /** The language it is written in (BCP 47). */
  language: string;
}

/** A file the importer must refuse. */
export interface RefusedFile {
  file: string;
  look: 'scanned' | 'encrypted' | 'invoice';
  /** A résumé whose picture or locked text the file holds, when it holds one. */
  from?: string;
  refuses: Refusal;
}

export type CorpusFile = ResumeFile | RefusedFile;

export const isRefused = (entry: CorpusFile): entry is RefusedFile => 'refuses' in entry;

/** Whether a file is a Word look printed by LibreOffice. */
export const isOfficePdf = (entry: CorpusFile): entry is ResumeFile & { look: OfficePdfLook } =>
  !isRefused(entry) && entry.look.endsWith('-pdf');

/** The manifest's entries, in its order. */
export function readManifest(): CorpusFile[] {
  return (JSON.parse(readFileSync(join(corpusFolder, 'manifest.json'), 'utf8')) as { files: CorpusFile[] })
    .files;
}
