import {
  certifications,
  education,
  jobs,
  jobText,
  profile,
  projects,
  site,
  skills,
  type SkillLevel,
} from '../content';
import { absoluteUrl, jsonResumePath } from './page-head';

export { jsonResumePath };

const strongestFirst: SkillLevel[] = ['Expert', 'Advanced', 'Intermediate', 'Learning'];

/** "https://www.linkedin.com/in/jane" → "jane". */
const handle = (url: string) => new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '';

/** "Sterling Heights, MI" → city and region. */
function location(text: string) {
  const [city = text, region] = text.split(/,\s*/);
  return region ? { city, region } : { city };
}

/** The level most of a group's skills are at (the stronger one on a tie). */
function typicalLevel(levels: SkillLevel[]): SkillLevel {
  const count = (level: SkillLevel) => levels.filter((candidate) => candidate === level).length;
  return strongestFirst.reduce((best, level) => (count(level) > count(best) ? level : best));
}

/**
 * The owner's résumé in the JSON Resume format (jsonresume.org, schema v1.0.0), built from the same
 * validated content as the pages, so it cannot drift from them.
 */
export function jsonResume(builtAt: Date = new Date()) {
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: profile.name,
      label: profile.title,
      image: absoluteUrl(site.image),
      email: profile.email,
      phone: profile.phone,
      url: profile.website,
      summary: profile.summary,
      location: location(profile.location),
      profiles: [
        { network: 'LinkedIn', url: profile.linkedin },
        { network: 'GitHub', url: profile.github },
      ].flatMap(({ network, url }) => (url ? [{ network, username: handle(url), url }] : [])),
    },
    work: jobs.map((job) => ({
      name: job.company,
      position: job.role,
      location: job.location,
      startDate: job.period.start,
      ...(job.period.end ? { endDate: job.period.end } : {}),
      summary: jobText(job),
      highlights: job.achievements,
    })),
    education: education.map((entry) => {
      const [, studyType = entry.degree, area] = /^(.*?) in (.*)$/.exec(entry.degree) ?? [];
      return {
        institution: entry.school,
        ...(area ? { area } : {}),
        studyType,
        startDate: String(entry.period.start),
        ...(entry.period.end ? { endDate: String(entry.period.end) } : {}),
        score: entry.type,
        courses: entry.highlights,
      };
    }),
    certificates: certifications.map((certification) => ({
      name: certification.name,
      date: String(certification.period.start),
      issuer: certification.issuer,
    })),
    skills: skills.groups.map((group) => ({
      name: group.title,
      level: typicalLevel(group.items.map((item) => item.level)),
      keywords: group.items.map((item) => item.name),
    })),
    projects: projects.map((project) => ({
      name: project.title,
      description: project.description,
      highlights: project.outcomes,
      keywords: project.technologies,
      startDate: String(project.year.start),
      ...(project.year.end ? { endDate: String(project.year.end) } : {}),
      ...(project.links.live
        ? { url: project.links.live }
        : project.links.github
          ? { url: project.links.github }
          : {}),
      type: project.category,
    })),
    meta: {
      canonical: absoluteUrl(jsonResumePath),
      version: 'v1.0.0',
      lastModified: builtAt.toISOString().slice(0, 19),
    },
  };
}
