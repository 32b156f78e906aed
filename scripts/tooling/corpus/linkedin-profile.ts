/**
 * A profile as LinkedIn's "Save to PDF" prints it: a narrow left column (Contact, Top Skills,
 * Languages, Certifications), then the name, headline, place, Summary, and Experience grouped by
 * company, several roles nested under one company with its total length, each role's period
 * written "March 2019 - Present (5 years 11 months)" with its place; Education last, and a
 * "Page 1 of 2" footer on every page.
 */
import type { JsonResume } from '#import/read/json-resume-schema.ts';
import { contactsOf, escape, linked } from './html.ts';
import { cjkFace } from './faces.ts';
import { periodLength, type Words } from './words.ts';

type Job = NonNullable<JsonResume['work']>[number];

const style = (family: string) => `
  @page { size: A4; margin: 14mm 0 16mm; }
  body { margin: 0; font: 10pt/1.35 ${family}; color: #181818; }
  .sheet { display: flex; }
  aside { width: 58mm; padding: 0 6mm 0 10mm; background: #f3f6f8; }
  aside h3 { font-size: 12pt; margin: 5mm 0 2mm; }
  aside p { margin: 0 0 1.5mm; overflow-wrap: anywhere; }
  main { flex: 1; padding: 0 12mm 0 8mm; }
  h1 { font-size: 24pt; font-weight: 400; margin: 0; }
  .headline { font-size: 12pt; margin: 1mm 0; }
  .place { color: #666; margin-bottom: 4mm; }
  h2 { font-size: 15pt; font-weight: 400; margin: 6mm 0 2mm; }
  .company { font-size: 11.5pt; margin: 4mm 0 0; }
  .total { color: #666; }
  .role { margin: 2mm 0 0; break-inside: avoid; }
  .role h4 { font-size: 10.5pt; margin: 0; }
  .muted { color: #666; }
  .role p { margin: 1mm 0 0; }
`;

/** Consecutive jobs at one company, as LinkedIn nests them. */
function byCompany(jobs: readonly Job[]): Job[][] {
  const groups: Job[][] = [];
  for (const job of jobs) {
    const last = groups.at(-1);
    if (last && last[0]!.name === job.name) last.push(job);
    else groups.push([job]);
  }
  return groups;
}

/** "March 2019 - Present (5 years 11 months)", month names in the profile's language. */
function rolePeriod(job: { startDate?: string; endDate?: string }, words: Words): string {
  if (!job.startDate) return '';
  const each = (date: string) =>
    date.length >= 7 ? `${words.month(date, 'long')} ${date.slice(0, 4)}` : date.slice(0, 4);
  const end = job.endDate ? each(job.endDate) : words.present;
  return `${each(job.startDate)} - ${end} (${periodLength(job.startDate, job.endDate, words)})`;
}

function companyHtml(roles: Job[], words: Words): string {
  const first = roles.at(-1)!.startDate;
  const total =
    roles.length > 1 && first
      ? `<div class="total">${escape(periodLength(first, roles[0]!.endDate, words))}</div>`
      : '';
  const role = (job: Job) => `<div class="role">
    <h4>${escape(job.position ?? '')}</h4>
    <div class="muted">${escape(rolePeriod(job, words))}</div>
    ${job.location ? `<div class="muted">${escape(job.location)}</div>` : ''}
    ${job.summary ? `<p>${escape(job.summary)}</p>` : ''}
    ${(job.highlights ?? []).map((line) => `<p>- ${escape(line)}</p>`).join('')}
  </div>`;
  return `<h3 class="company">${escape(roles[0]!.name ?? '')}</h3>${total}${roles.map(role).join('')}`;
}

/** The résumé as a LinkedIn profile's PDF, and the footer its printer puts on every page. */
export function linkedinProfile(
  resume: JsonResume,
  language: string,
  words: Words,
): { html: string; footer: string } {
  const { headings } = words;
  const basics = resume.basics ?? {};
  const cjk = cjkFace(language);
  const family = ['"Liberation Sans"', cjk?.family, 'sans-serif'].filter(Boolean).join(', ');
  const section = (heading: string, body: string) => (body ? `<h3>${escape(heading)}</h3>${body}` : '');
  const paragraphs = (items: string[]) => items.map((item) => `<p>${item}</p>`).join('');
  const aside = [
    section(
      headings.contact,
      paragraphs(
        contactsOf(resume)
          .filter((c) => c.kind !== 'location')
          .map((c) => linked(c.text, c.href)),
      ),
    ),
    section(
      headings.topSkills,
      paragraphs(
        (resume.skills ?? [])
          .flatMap((s) => s.keywords ?? [])
          .slice(0, 3)
          .map(escape),
      ),
    ),
    section(
      headings.languages,
      paragraphs(
        (resume.languages ?? []).map((l) => `${escape(l.language ?? '')} (${escape(l.fluency ?? '')})`),
      ),
    ),
    section(headings.certificates, paragraphs((resume.certificates ?? []).map((c) => escape(c.name ?? '')))),
  ].join('');
  const place = [basics.location?.city, basics.location?.region, basics.location?.countryCode]
    .filter(Boolean)
    .join(', ');
  const schools = (resume.education ?? []).map(
    (school) => `<div class="role"><h4>${escape(school.institution ?? '')}</h4>
      <div>${escape([school.studyType, school.area].filter(Boolean).join(', '))} · (${escape(
        [school.startDate, school.endDate]
          .filter(Boolean)
          .map((d) => d!.slice(0, 4))
          .join(' - '),
      )})</div></div>`,
  );
  const jobs = byCompany(resume.work ?? []).map((roles) => companyHtml(roles, words));
  const html = `<!doctype html><html lang="${language}" dir="${words.direction}"><head><meta charset="utf-8">
<title>${escape(basics.name ?? '')}</title>${cjk?.links ?? ''}<style>${style(family)}</style></head>
<body><div class="sheet"><aside>${aside}</aside><main>
<h1>${escape(basics.name ?? '')}</h1>
<div class="headline">${escape(basics.label ?? '')}</div>
<div class="place">${escape(place)}</div>
${basics.summary ? `<h2>${escape(headings.summary)}</h2><p>${escape(basics.summary)}</p>` : ''}
${jobs.length ? `<h2>${escape(headings.experience)}</h2>${jobs.join('')}` : ''}
${schools.length ? `<h2>${escape(headings.education)}</h2>${schools.join('')}` : ''}
</main></div></body></html>`;
  const pageLine = escape(words.page('{number}', '{total}'))
    .replace('{number}', '<span class="pageNumber"></span>')
    .replace('{total}', '<span class="totalPages"></span>');
  // Chromium's footer template is a page of its own, outside the résumé's styles.
  const footer = `<div style="width:100%;font:8pt sans-serif;color:#666;text-align:right;padding-right:12mm">${pageLine}</div>`;
  return { html, footer };
}
