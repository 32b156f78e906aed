/**
 * Renders the PDF résumé from validated content, without a browser: react-pdf lays the document
 * out and embeds the fonts (subset), so the text is selectable and the links are clickable.
 */
import { Font, renderToBuffer } from '@react-pdf/renderer';
import type { ResumeContent } from '../../src/lib/resume-content.ts';
import { fontFamilies, fontFiles } from '../lib/fonts.ts';
import { ResumeDocument, type ResumeDetail } from './resume-document.tsx';

let fontsRegistered = false;

function registerFonts() {
  if (fontsRegistered) return;
  fontsRegistered = true;
  for (const [family, files] of [
    [fontFamilies.primary, fontFiles.primary],
    [fontFamilies.primaryExtended, fontFiles.primaryExtended],
    [fontFamilies.display, fontFiles.display],
    [fontFamilies.displayExtended, fontFiles.displayExtended],
    [fontFamilies.fallback, fontFiles.fallback],
  ] as const) {
    Font.register({
      family,
      fonts: Object.entries(files).map(([weight, src]) => ({ src, fontWeight: Number(weight) })),
    });
  }
  // Words stay whole: a hyphen inserted at a line end would split "Kubernetes" for a parser.
  Font.registerHyphenationCallback((word) => [word]);
}

/** Recruiters read two pages, three at most. */
export const maxResumePages = 3;

/** The number of pages in a PDF this renderer wrote (its page tree's count). */
export function pageCount(pdf: Buffer): number {
  const match = /\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'));
  if (!match) throw new Error('The PDF has no page tree');
  return Number(match[1]);
}

async function render(content: ResumeContent, detail: ResumeDetail): Promise<Buffer> {
  // Called, not mounted: the renderer wants its <Document> element at the root.
  return renderToBuffer(ResumeDocument({ content, detail }));
}

export interface RenderOptions {
  /** Told when the résumé is longer than recruiters read, even printed compact. */
  warn?: (message: string) => void;
}

/**
 * The résumé as PDF bytes. When every job in full runs past three pages, the jobs are printed
 * compact (role, dates, achievements), unless even that could not fit: then the full version stays
 * and `warn` says so. A résumé more than twice too long is not laid out a second time.
 */
export async function renderResumePdf(
  content: ResumeContent,
  { warn = console.warn }: RenderOptions = {},
): Promise<Buffer> {
  registerFonts();
  const full = await render(content, 'full');
  const fullPages = pageCount(full);
  if (fullPages <= maxResumePages) return full;
  const compact = fullPages <= 2 * maxResumePages ? await render(content, 'compact') : undefined;
  if (compact && pageCount(compact) <= maxResumePages) return compact;
  const pages = compact ? pageCount(compact) : fullPages;
  warn(
    `The PDF résumé runs to ${pages} pages; recruiters read ${maxResumePages} at most: ` +
      'shorten the achievements in content/jobs/ or leave out the oldest jobs',
  );
  return compact ?? full;
}
