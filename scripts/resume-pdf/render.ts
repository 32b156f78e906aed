/**
 * Renders the PDF résumé from validated content, without a browser: react-pdf lays the document
 * out and embeds the fonts (subset), so the text is selectable and the links are clickable.
 */
import { Font, renderToBuffer } from '@react-pdf/renderer';
import type { ResumeContent } from '../../src/lib/resume-content.ts';
import { fontFamilies, fontFiles } from '../lib/fonts.ts';
import { ResumeDocument } from './resume-document.tsx';

let fontsRegistered = false;

function registerFonts() {
  if (fontsRegistered) return;
  fontsRegistered = true;
  for (const [family, files] of [
    [fontFamilies.primary, fontFiles.primary],
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

/** The résumé as PDF bytes. */
export async function renderResumePdf(content: ResumeContent): Promise<Buffer> {
  registerFonts();
  // Called, not mounted: the renderer wants its <Document> element at the root.
  return renderToBuffer(ResumeDocument({ content }));
}
