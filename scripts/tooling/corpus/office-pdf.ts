/**
 * Word files printed to PDF as LibreOffice prints them (`soffice --headless --convert-to pdf`), as
 * most résumés people send are: each bullet and tab its own text item, Wingdings symbols drawn in
 * OpenSymbol, a table's cells side by side, a page's header and footer on every page. Each
 * conversion runs in a fresh profile, so no one's own LibreOffice settings reach the file, and its
 * dates and identifier are the corpus's.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fixedPdfDates, fixedPdfIdentity } from './fixed-dates.ts';

/** What to tell a person whose machine has no LibreOffice. */
export const missingOfficeMessage =
  'soffice not found: install LibreOffice (apt-get install --no-install-recommends libreoffice-writer-nogui) to remake them';

/** Whether `soffice` runs here. */
export function hasOffice(): boolean {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

/** The PDF LibreOffice makes of a Word file, dated the corpus's day. */
export function officePdf(docx: Uint8Array): Buffer {
  const folder = mkdtempSync(join(tmpdir(), 'corpus-office-'));
  try {
    writeFileSync(join(folder, 'resume.docx'), docx);
    const profile = pathToFileURL(join(folder, 'profile')).href;
    const args = [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'pdf', 'resume.docx'];
    try {
      execFileSync('soffice', args, { cwd: folder, stdio: 'pipe' });
      return fixedPdfIdentity(fixedPdfDates(readFileSync(join(folder, 'resume.pdf'))));
    } catch (error) {
      const said = (error as { stderr?: Buffer }).stderr?.toString().trim();
      throw new Error(`LibreOffice made no PDF${said ? `:\n${said}` : ''}`, { cause: error });
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
