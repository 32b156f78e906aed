import { profile, resume, site } from '../content';
import { fileNameSlug } from './file-name';
import { siteAddress } from './site-address';

/** Where the build publishes the résumé as a PDF. */
export const resumePdfPath = '/resume.pdf';

/** The visible link to the PDF: where it is, the name it is saved under, and what it says. */
export function resumeDownload() {
  return {
    href: siteAddress(resumePdfPath, site.url),
    fileName: `${fileNameSlug(`${profile.name} ${resume.title}`) || 'resume'}.pdf`,
    label: resume.downloadLabel,
  };
}

/** The PDF's document title: "Richard Hale — Résumé". */
export function resumeTitle(): string {
  return `${profile.name} — ${resume.title}`;
}
