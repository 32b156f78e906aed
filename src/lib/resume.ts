import { profile, resume, site } from '../content';
import { siteAddress } from './site-address';

/** Where the build publishes the résumé as a PDF. */
export const resumePdfPath = '/resume.pdf';

/**
 * "Richard Hale", "Résumé" → "richard-hale-resume"; "Олена Гнатюк", "Резюме" → "олена-гнатюк-резюме":
 * letters and digits of any script, accents dropped from Latin letters only.
 */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

/** The visible link to the PDF: where it is, the name it is saved under, and what it says. */
export function resumeDownload() {
  return {
    href: siteAddress(resumePdfPath, site.url),
    fileName: `${slug(`${profile.name} ${resume.title}`) || 'resume'}.pdf`,
    label: resume.downloadLabel,
  };
}

/** The PDF's document title: "Richard Hale — Résumé". */
export function resumeTitle(): string {
  return `${profile.name} — ${resume.title}`;
}
