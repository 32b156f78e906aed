import {
  certifications,
  education,
  jobText,
  profile,
  projectsIn,
  resume,
  site,
  jobs,
  type JobEntry,
  type ProjectEntry,
} from '../content';
import { shortUrl, telHref } from './contact-address';
import { resumeTitle } from './resume';

/**
 * Everything the PDF résumé prints, as plain text in reading order: the same validated content and
 * the same ordering as the pages, so the PDF cannot drift from the site. The body is a list of
 * sections, so a kind of entry is added by data; the PDF leaves out a section with no entries.
 */
export interface ResumeContent {
  /** The document's title: "Richard Hale — Résumé". */
  title: string;
  /** The paper the owner's readers use: US Letter in North America, A4 elsewhere (from the site's locale). */
  pageSize: 'LETTER' | 'A4';
  /** The site's accent colour, for the rules under the headings. */
  accentColor: string;
  /** The document's language, e.g. `en-US`. */
  language: string;
  /** The owner's name: the document's author and its first heading. */
  name: string;
  /** What the owner does, under the name. */
  headline?: string;
  /** How to reach the owner, in order; an item with `href` is a link. */
  contacts: readonly ResumeLink[];
  sections: readonly ResumeSection[];
}

/** Text, and where it leads when it is a link (`mailto:`, `tel:` or a web address). */
export interface ResumeLink {
  text: string;
  href?: string;
}

export interface ResumeSection {
  heading: string;
  entries: readonly ResumeEntry[];
  /**
   * When the whole résumé runs past the pages recruiters read, this section's entries drop their
   * paragraphs and facts and keep their title lines, bullets and links.
   */
  condensable?: boolean;
}

/** One job, project, school or certification; or, untitled, a section's only text. */
export interface ResumeEntry {
  /** A heading of its own: the role, the project's name, the degree. */
  title?: string;
  /** Who or where, printed after the title: the company, the school. */
  subtitle?: string;
  /** When, at the right of the title. */
  date?: string;
  /** Short facts under the title, in one line: location, kind of job. */
  meta?: readonly string[];
  paragraphs?: readonly string[];
  bullets?: readonly string[];
  /** Labelled lines: "Technologies: React, TypeScript". */
  facts?: readonly ResumeFact[];
  links?: readonly ResumeLink[];
}

export interface ResumeFact {
  label: string;
  text: string;
}

const webLink = (url: string): ResumeLink => ({ text: shortUrl(url), href: url });

function jobEntry(job: JobEntry): ResumeEntry {
  return {
    title: job.role,
    subtitle: job.company,
    date: job.period.label,
    meta: [job.location, job.type],
    // One paragraph: on paper the job's story reads as its introduction.
    paragraphs: [jobText(job).replace(/\s*\n\s*/g, ' ')],
    bullets: job.achievements,
    facts: [{ label: resume.technologiesLabel, text: job.technologies.join(', ') }],
  };
}

function projectEntry(project: ProjectEntry): ResumeEntry {
  const { live, github, documentation, demo } = project.links;
  return {
    title: project.title,
    date: project.year.label,
    paragraphs: [project.description],
    facts: [{ label: resume.technologiesLabel, text: project.technologies.join(', ') }],
    // Documentation and demo may be placeholders (`true`): only addresses are printed.
    links: [live, github, documentation, demo].filter((link) => typeof link === 'string').map(webLink),
  };
}

/** The résumé's content, for the build to print (scripts/resume-pdf). */
export function resumeContent(): ResumeContent {
  const { headings } = resume;
  const skills = Object.entries(profile.skills)
    .filter(([, items]) => items.length > 0)
    .map(([group, items]) => ({
      label: resume.skillGroups[group as keyof typeof profile.skills],
      text: items.join(', '),
    }));
  return {
    title: resumeTitle(),
    pageSize: /_(US|CA)$/.test(site.locale) ? 'LETTER' : 'A4',
    accentColor: site.accent.light,
    language: site.locale.replace('_', '-'),
    name: profile.name,
    headline: profile.title,
    contacts: [
      { text: profile.location },
      { text: profile.email, href: `mailto:${profile.email}` },
      { text: profile.phone, href: telHref(profile.phone) },
      ...[profile.website, profile.linkedin, profile.github].filter((url) => url !== undefined).map(webLink),
    ],
    sections: [
      { heading: headings.summary, entries: [{ paragraphs: [profile.summary] }] },
      { heading: headings.experience, condensable: true, entries: jobs.map(jobEntry) },
      { heading: headings.projects, condensable: true, entries: projectsIn(null).map(projectEntry) },
      { heading: headings.skills, entries: skills.length > 0 ? [{ facts: skills }] : [] },
      {
        heading: headings.education,
        entries: education.map((entry) => ({
          title: entry.degree,
          subtitle: entry.school,
          date: entry.period.label,
          meta: [entry.location, entry.type],
        })),
      },
      {
        heading: headings.certifications,
        entries: certifications.map((certification) => ({
          title: certification.name,
          subtitle: certification.issuer,
          date: certification.period.label,
        })),
      },
    ],
  };
}
