/**
 * `npm run corpus:render [-- --only <folder>]`: remakes every file of tests/corpus-documents/ that
 * its manifest lists, from its person's truth.json, in its look. Every file is dated the day the
 * corpus was written, so a re-render changes only what a truth or a look changed. Needs Chromium
 * and XeLaTeX (texlive-xetex, texlive-latex-extra), and LibreOffice for the Word files' PDFs (which
 * it skips, keeping the committed ones, where `soffice` is missing); the tests read the committed
 * files and need none of them.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readCommandLine } from '#lib/command-line.ts';
import type { JsonResume } from '#import/read/json-resume-schema.ts';
import { withPrinter, type Printer } from './html-print.ts';
import {
  corpusFolder,
  isOfficePdf,
  isRefused,
  readManifest,
  type CorpusFile,
  type ResumeFile,
  type WordLook,
} from './manifest.ts';
import { evenHtml, stackoverflowHtml } from './themes.ts';
import { twoColumnHtml } from './two-column.ts';
import { linkedinProfile } from './linkedin-profile.ts';
import { articleTex, compileTex, moderncvTex } from './latex.ts';
import { headingsDocx, tableDocx } from './word.ts';
import { columnsDocx } from './word-columns.ts';
import { hasOffice, missingOfficeMessage, officePdf } from './office-pdf.ts';
import { sitePdf } from './site-pdf.ts';
import { encryptedPdf, invoicePdf, scannedPdf } from './refused.ts';
import { wordsFor, type Words } from './words.ts';

/** What a file of the corpus may weigh: a reader is tested on résumés, not on large files. */
const maxBytes = 400 * 1024;

const usage = 'Usage: npm run corpus:render [-- --only <folder>]';
const { values } = readCommandLine(usage, { options: { only: { type: 'string' } } });

const truthOf = (person: string): JsonResume =>
  JSON.parse(readFileSync(join(corpusFolder, person, 'truth.json'), 'utf8')) as JsonResume;

function wordDocx(look: WordLook, resume: JsonResume, language: string, words: Words): Promise<Buffer> {
  switch (look) {
    case 'word-headings':
      return headingsDocx(resume, language, words);
    case 'word-header':
      return headingsDocx(resume, language, words, 'header');
    case 'word-table':
      return tableDocx(resume, language, words);
    case 'word-columns':
      return columnsDocx(resume, language, words);
  }
}

async function renderResume(entry: ResumeFile, printer: Printer): Promise<Buffer> {
  const resume = truthOf(entry.truth);
  const { language } = entry;
  const words = wordsFor(language);
  switch (entry.look) {
    case 'even':
      return printer.pdf(evenHtml(resume, language));
    case 'stackoverflow':
      return printer.pdf(stackoverflowHtml(resume, language));
    case 'two-column':
      return printer.pdf(twoColumnHtml(resume, language, words));
    case 'linkedin': {
      const { html, footer } = linkedinProfile(resume, language, words);
      return printer.pdf(html, { footer });
    }
    case 'latex-article':
      return compileTex(articleTex(resume, words));
    case 'latex-moderncv':
      return compileTex(moderncvTex(resume, words));
    case 'word-headings':
    case 'word-header':
    case 'word-table':
    case 'word-columns':
      return wordDocx(entry.look, resume, language, words);
    case 'word-headings-pdf':
    case 'word-header-pdf':
    case 'word-table-pdf':
    case 'word-columns-pdf':
      // The Word file made again rather than read from the folder, so the PDF never lags its look.
      return officePdf(await wordDocx(entry.look.replace(/-pdf$/, '') as WordLook, resume, language, words));
    case 'site':
      return sitePdf(resume, language, words);
  }
}

async function render(entry: CorpusFile, printer: Printer): Promise<Buffer> {
  if (!isRefused(entry)) return renderResume(entry, printer);
  const from = entry.from ? truthOf(entry.from) : undefined;
  const language = typeof from?.meta?.language === 'string' ? from.meta.language : 'en';
  switch (entry.look) {
    case 'scanned':
      // A scanner's page: 1.6 pixels per CSS pixel is about 150 dpi.
      return scannedPdf(await printer.picture(twoColumnHtml(from ?? {}, language, wordsFor(language)), 1.6));
    case 'encrypted':
      return encryptedPdf(from ?? {}, wordsFor(language));
    case 'invoice':
      return invoicePdf();
  }
}

const entries = readManifest().filter((entry) => !values.only || entry.file.startsWith(`${values.only}/`));
const tooLarge: string[] = [];
const skipped: string[] = [];
const office = hasOffice();
await withPrinter(async (printer) => {
  for (const entry of entries) {
    if (isOfficePdf(entry) && !office) {
      skipped.push(entry.file);
      continue;
    }
    const bytes = await render(entry, printer);
    const path = join(corpusFolder, entry.file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
    console.log(`${entry.file.padEnd(36)} ${(bytes.length / 1024).toFixed(0).padStart(4)} KB`);
    if (bytes.length > maxBytes) tooLarge.push(entry.file);
  }
});
if (skipped.length > 0) console.warn(`Kept as committed: ${skipped.join(', ')}\n${missingOfficeMessage}.`);
if (tooLarge.length > 0) {
  console.error(`Larger than ${maxBytes / 1024} KB: ${tooLarge.join(', ')}`);
  process.exitCode = 1;
}
