/**
 * A two-column résumé as developers design them: a side bar (contact details, each after an icon
 * font's glyph from the Private Use Area, then skills, languages and certificates) beside the main
 * column, each job's title line with its dates floated right. The side bar stands at the start of
 * the line: on the left, and on the right in a right-to-left language.
 */
import type { JsonResume } from '#import/read/json-resume-schema.ts';
import { escape, contactsOf, linked, type Contact } from './html.ts';
import { cjkFace } from './faces.ts';
import type { Words } from './words.ts';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { projectDir } from '#lib/project-dir.ts';

/**
 * The icon before each contact detail: code points DejaVu Sans draws in the Private Use Area, as
 * an icon font's are, so the text layer holds a character no script has before each detail.
 */
const icons: Record<Contact['kind'], string> = {
  email: '\uF000',
  phone: '\uF001',
  url: '\uF002',
  location: '\uF003',
  profile: '\uF400',
};

const iconFace = pathToFileURL(join(projectDir, 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf')).href;

function style(words: Words, language: string): string {
  const cjk = cjkFace(language);
  const family = ['"Noto Sans"', cjk?.family, '"Noto Sans Arabic"', 'sans-serif'].filter(Boolean).join(', ');
  return `
  @font-face { font-family: "Icons"; src: url("${iconFace}"); unicode-range: U+E000-F8FF; }
  @page { size: A4; margin: 0; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 9.5pt/1.4 ${family}; color: #1f2933; }
  .sheet { display: flex; min-height: 297mm; }
  aside { width: 68mm; padding: 14mm 7mm; font-size: 8.5pt; background: #1f3a5f; color: #f5f7fa; }
  aside h2 { font-size: 9pt; letter-spacing: 0.12em; text-transform: uppercase; margin: 6mm 0 2mm;
    border-bottom: 1px solid #8fa7c6; padding-bottom: 1mm; }
  aside ul { list-style: none; padding: 0; margin: 0; }
  aside li { margin: 0 0 1.5mm; overflow-wrap: anywhere; }
  aside a { color: inherit; text-decoration: none; }
  .icon { font-family: "Icons"; margin-inline-end: 2mm; }
  main { flex: 1; padding: 14mm 12mm; }
  h1 { font-size: 24pt; margin: 0; color: #1f3a5f; }
  .label { font-size: 12pt; margin: 1mm 0 5mm; color: #52606d; }
  main h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 0.08em; color: #1f3a5f;
    margin: 6mm 0 2mm; }
  .job { margin-bottom: 4mm; break-inside: avoid; }
  .title { overflow: hidden; }
  .title strong { font-size: 10.5pt; }
  .dates { float: ${words.direction === 'rtl' ? 'left' : 'right'}; color: #52606d; }
  .where { color: #52606d; }
  .job ul { margin: 1mm 0 0; padding-inline-start: 5mm; }
  `;
}

const list = (items: string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** The résumé as a two-column page. */
export function twoColumnHtml(resume: JsonResume, language: string, words: Words): string {
  const { headings } = words;
  const basics = resume.basics ?? {};
  const side = [
    `<h2>${escape(headings.contact)}</h2>`,
    list(
      contactsOf(resume).map((c) => `<span class="icon">${icons[c.kind]}</span>${linked(c.text, c.href)}`),
    ),
    resume.skills?.length
      ? `<h2>${escape(headings.skills)}</h2>` +
        list(
          resume.skills.map(
            (s) => `<strong>${escape(s.name ?? '')}</strong><br>${escape((s.keywords ?? []).join(', '))}`,
          ),
        )
      : '',
    resume.languages?.length
      ? `<h2>${escape(headings.languages)}</h2>` +
        list(resume.languages.map((l) => `${escape(l.language ?? '')} — ${escape(l.fluency ?? '')}`))
      : '',
    resume.certificates?.length
      ? `<h2>${escape(headings.certificates)}</h2>` +
        list(
          resume.certificates.map(
            (c) => `${escape(c.name ?? '')}${c.date ? ` (${c.date.slice(0, 4)})` : ''}`,
          ),
        )
      : '',
  ].join('');
  const jobs = (resume.work ?? []).map(
    (job) => `<div class="job">
      <div class="title"><span class="dates">${escape(words.period(job.startDate, job.endDate, words))}</span>
        <strong>${escape(job.position ?? '')}</strong> · ${escape(job.name ?? '')}</div>
      ${job.location ? `<div class="where">${escape(job.location)}</div>` : ''}
      ${job.highlights?.length ? list(job.highlights.map(escape)) : ''}
    </div>`,
  );
  const schools = (resume.education ?? []).map(
    (school) => `<div class="job">
      <div class="title"><span class="dates">${escape(words.period(school.startDate, school.endDate ?? school.startDate, words))}</span>
        <strong>${escape(school.institution ?? '')}</strong></div>
      <div class="where">${escape([school.studyType, school.area].filter(Boolean).join(', '))}</div>
    </div>`,
  );
  return `<!doctype html><html lang="${language}" dir="${words.direction}"><head><meta charset="utf-8">
<title>${escape(basics.name ?? '')}</title>${cjkFace(language)?.links ?? ''}<style>${style(words, language)}</style></head>
<body><div class="sheet"><aside>${side}</aside><main>
<h1>${escape(basics.name ?? '')}</h1><div class="label">${escape(basics.label ?? '')}</div>
${basics.summary ? `<h2>${escape(headings.summary)}</h2><p>${escape(basics.summary)}</p>` : ''}
${jobs.length ? `<h2>${escape(headings.experience)}</h2>${jobs.join('')}` : ''}
${schools.length ? `<h2>${escape(headings.education)}</h2>${schools.join('')}` : ''}
</main></div></body></html>`;
}
