import {
  education,
  certifications,
  jobs,
  jobText,
  profile,
  resume,
  site,
  skills,
  type Profile,
  type Resume,
} from '../content';
import { spanText } from './dates';
import { resumeTitle } from './resume';

/**
 * Everything the PDF résumé prints, as plain text in reading order: the same validated content and
 * the same ordering as the pages, so the PDF cannot drift from the site.
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
  /** The section headings and labels (content/resume.json). */
  labels: Pick<Resume, 'headings' | 'technologiesLabel'>;
  owner: Pick<
    Profile,
    'name' | 'title' | 'location' | 'email' | 'phone' | 'website' | 'linkedin' | 'github' | 'summary'
  >;
  /** The skill lines: each a label and its items. */
  skills: { label: string; items: readonly string[] }[];
  /** Latest first. */
  jobs: {
    role: string;
    company: string;
    period: string;
    location?: string;
    type?: string;
    description: string;
    achievements: readonly string[];
    technologies: readonly string[];
  }[];
  education: { degree?: string; school: string; location?: string; period?: string; type?: string }[];
  certifications: { name: string; issuer?: string; period?: string }[];
}

/** The résumé's content, for the build to print (scripts/resume-pdf). */
export function resumeContent(): ResumeContent {
  return {
    title: resumeTitle(),
    pageSize: /_(US|CA)$/.test(site.locale) ? 'LETTER' : 'A4',
    accentColor: site.accent.light,
    language: site.locale.replace('_', '-'),
    labels: {
      headings: resume.headings,
      technologiesLabel: resume.technologiesLabel,
    },
    owner: {
      name: profile.name,
      title: profile.title,
      location: profile.location,
      email: profile.email,
      phone: profile.phone,
      website: profile.website,
      linkedin: profile.linkedin,
      github: profile.github,
      summary: profile.summary,
    },
    skills:
      profile.skills ??
      (skills.groups ?? []).map((group) => ({
        label: group.title,
        items: group.items.map((item) => item.name),
      })),
    jobs: jobs.map((job) => ({
      role: job.role,
      company: job.company,
      period: spanText(job.period),
      location: job.location,
      type: job.type,
      description: jobText(job),
      achievements: job.achievements ?? [],
      technologies: job.technologies ?? [],
    })),
    education: education.map((entry) => ({
      degree: entry.degree,
      school: entry.school,
      location: entry.location,
      period: entry.period && spanText(entry.period),
      type: entry.type,
    })),
    certifications: certifications.map((certification) => ({
      name: certification.name,
      issuer: certification.issuer,
      period: certification.period && spanText(certification.period),
    })),
  };
}
