/**
 * Two JSON Resume themes as their users print them: `even` (feather icons drawn as SVG before each
 * contact item, a period's length after its dates) and `stackoverflow` (its headings in the
 * résumé's language, dates by the browser's locale, Font Awesome icons that stay blank offline).
 */
import * as even from 'jsonresume-theme-even';
import * as stackoverflow from 'jsonresume-theme-stackoverflow';
import type { JsonResume } from '#import/read/json-resume-schema.ts';
import { cjkFace, withCjkLinks } from './faces.ts';
import { corpusDate } from './fixed-dates.ts';

type ThemeResume = Parameters<typeof even.render>[0];

/**
 * What `render` returns while the clock reads the corpus's date: `even` counts a current job's
 * length up to `Date.now()`, which would make every re-render differ.
 */
function atCorpusDate<T>(render: () => T): T {
  const now = Date.now;
  Date.now = () => corpusDate.getTime();
  try {
    return render();
  } finally {
    Date.now = now;
  }
}

/**
 * The theme's page with the CJK face of `language` put before its generic family, where a reader's
 * machine has its own CJK face.
 */
function withFace(html: string, language: string, generic: string): string {
  const face = cjkFace(language);
  if (!face) return html;
  if (!html.includes(generic)) throw new Error(`The theme no longer names its face as ${generic}`);
  return withCjkLinks(
    html.replaceAll(generic, generic.replace('sans-serif', `${face.family},sans-serif`)),
    language,
  );
}

export function evenHtml(resume: JsonResume, language: string): string {
  return withFace(
    atCorpusDate(() => even.render(resume as ThemeResume)),
    language,
    'Lato,sans-serif',
  );
}

export function stackoverflowHtml(resume: JsonResume, language: string): string {
  return withFace(
    atCorpusDate(() => stackoverflow.render(resume, { language })),
    language,
    '"Lucida Grande", sans-serif',
  );
}
