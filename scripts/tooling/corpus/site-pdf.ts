/**
 * The résumé as this site's build prints it (scripts/outputs/resume-pdf): the same writer, given
 * the truth's entries in place of a site's content, so the importer reads back what the site makes.
 */
import type { ResumeContent, ResumeEntry } from '#outputs/resume-pdf/content.ts';
import { writeResume } from '#outputs/resume-pdf/resume-document.ts';
import type { JsonResume } from '#import/read/json-resume-schema.ts';
import { contactsOf } from './html.ts';
import { corpusDate } from './fixed-dates.ts';
import type { Words } from './words.ts';

/** The truth as the PDF writer's content, its sections in the site's order. */
function contentOf(resume: JsonResume, language: string, words: Words): ResumeContent {
  const { headings } = words;
  const basics = resume.basics ?? {};
  const section = (heading: string, entries: ResumeEntry[]) => ({ heading, entries });
  return {
    title: basics.name ?? '',
    pageSize: language === 'en' ? 'LETTER' : 'A4',
    accentColor: '#1f6f5c',
    language,
    name: basics.name ?? '',
    headline: basics.label,
    contacts: contactsOf(resume).map(({ text, href }) => ({ text, href })),
    sections: [
      section(headings.summary, basics.summary ? [{ paragraphs: [basics.summary] }] : []),
      {
        ...section(
          headings.experience,
          (resume.work ?? []).map((job) => ({
            title: job.position,
            subtitle: job.name,
            date: words.period(job.startDate, job.endDate, words),
            meta: job.location ? [job.location] : [],
            paragraphs: job.summary ? [job.summary] : [],
            bullets: job.highlights ?? [],
          })),
        ),
        condensable: true,
      },
      section(
        headings.projects,
        (resume.projects ?? []).map((project) => ({
          title: project.name,
          paragraphs: project.description ? [project.description] : [],
        })),
      ),
      section(
        headings.education,
        (resume.education ?? []).map((school) => ({
          title: [school.studyType, school.area].filter(Boolean).join(', '),
          subtitle: school.institution,
          date: words.period(school.startDate, school.endDate ?? school.startDate, words),
        })),
      ),
      section(headings.skills, [
        {
          facts: (resume.skills ?? []).map((s) => ({
            label: s.name ?? '',
            text: (s.keywords ?? []).join(', '),
          })),
        },
      ]),
      section(
        headings.languages,
        (resume.languages ?? []).length
          ? [{ paragraphs: [(resume.languages ?? []).map((l) => `${l.language} (${l.fluency})`).join(', ')] }]
          : [],
      ),
      section(
        headings.certificates,
        (resume.certificates ?? []).map((c) => ({
          title: c.name,
          subtitle: c.issuer,
          date: c.date?.slice(0, 4),
        })),
      ),
    ],
  };
}

export async function sitePdf(resume: JsonResume, language: string, words: Words): Promise<Buffer> {
  return (await writeResume(contentOf(resume, language, words), 'full', corpusDate)).bytes;
}
