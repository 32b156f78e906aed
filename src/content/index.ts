/**
 * The site's one door to content. Pages import from here, never from `generated/` or `content/`.
 *
 * The modules under `generated/` are written by the content pipeline (`scripts/content`) from the
 * validated files in `content/`; they are plain typed data plus MDX bodies compiled as components.
 */
import type { ProjectCategory } from './schemas';
import { certifications } from './generated/certifications';
import { jobs } from './generated/jobs';
import { projects } from './generated/projects';
import { skillsPage } from './generated/skills-page';

export { site } from './generated/site';
export { profile } from './generated/profile';
export { homePage } from './generated/home-page';
export { experiencePage } from './generated/experience-page';
export { skills } from './generated/skills';
export { skillsPage } from './generated/skills-page';
export { projectsPage } from './generated/projects-page';
export { contactPage } from './generated/contact-page';
export { education } from './generated/education';
export { projectCategories } from './schemas';
export type * from './schemas';

export type JobEntry = (typeof jobs)[number];
export type ProjectEntry = (typeof projects)[number];
export type CertificationEntry = (typeof certifications)[number];

/** The filter value that shows every project. */
export const allCategories = 'All';
export type ProjectFilter = ProjectCategory | typeof allCategories;

/** Jobs latest first, by when they started (never by file name). */
export function getJobs(): JobEntry[] {
  return [...jobs].sort((a, b) => b.period.start.localeCompare(a.period.start));
}

/** Projects in the order the owner ranks them: ongoing first, then by start year, newest first. */
export function getProjects(filter: ProjectFilter = allCategories): ProjectEntry[] {
  return [...projects]
    .filter((project) => filter === allCategories || project.category === filter)
    .sort((a, b) => Number(a.year.end !== null) - Number(b.year.end !== null) || b.year.start - a.year.start);
}

/** Certifications with the most recently held first; among equals, the longest held first. */
export function getCertifications(): CertificationEntry[] {
  return [...certifications].sort(
    (a, b) => (b.period.end ?? Infinity) - (a.period.end ?? Infinity) || a.period.start - b.period.start,
  );
}

/** The Skills heading's figure: the visitor's year minus the career start year. */
export function careerYears(today: Date, startYear = skillsPage.careerStartYear): number {
  return today.getFullYear() - startYear;
}
