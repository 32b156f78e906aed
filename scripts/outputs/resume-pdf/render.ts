/**
 * Renders the PDF résumé from validated content, without a browser: PDFKit writes a tagged PDF
 * (structure tree, language, title) with the fonts embedded and subset, so the text is selectable,
 * the links are clickable and a screen reader finds headings, lists and links in reading order.
 */
import type { ResumeContent } from './content.ts';
import { writeResume } from './resume-document.ts';

/** Recruiters read two pages, three at most. */
export const maxResumePages = 3;

export interface RenderOptions {
  /** Told when the résumé is longer than recruiters read, even printed compact. */
  warn?: (message: string) => void;
  /** The document's creation date (now by default). */
  createdAt?: Date;
}

/**
 * The résumé as PDF bytes. When every entry in full runs past three pages, the condensable sections
 * (jobs, projects) are printed compact (titles, dates, bullets). When even that runs long, the
 * shortest version made is kept and `warn` says so. A résumé more than twice too long is not laid
 * out a second time.
 */
export async function renderResumePdf(
  content: ResumeContent,
  { warn = console.warn, createdAt = new Date() }: RenderOptions = {},
): Promise<Buffer> {
  const full = await writeResume(content, 'full', createdAt);
  if (full.pages <= maxResumePages) return full.bytes;
  const compact =
    full.pages <= 2 * maxResumePages ? await writeResume(content, 'compact', createdAt) : undefined;
  if (compact && compact.pages <= maxResumePages) return compact.bytes;
  const pages = compact?.pages ?? full.pages;
  warn(
    `The PDF résumé runs to ${pages} pages; recruiters read ${maxResumePages} at most: ` +
      'shorten the achievements in content/jobs/ or leave out the oldest jobs',
  );
  return (compact ?? full).bytes;
}
