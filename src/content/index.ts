/**
 * The site's one door to content. Pages import from here, never from `generated/` or `content/`.
 *
 * The modules under `generated/` are written by the content pipeline (`scripts/content`) from the
 * validated files in `content/`: plain typed data, plus MDX bodies compiled as components. This
 * file only re-exports, one module per collection, so the bundler ships each page just the
 * collections it reads.
 */
export { careerYears } from './career';
export { getCertifications, type CertificationEntry } from './certifications';
export { getJobs, type JobEntry } from './jobs';
export { allCategories, getProjects, type ProjectEntry, type ProjectFilter } from './projects';
export { contactPage } from './generated/contact-page';
export { education } from './generated/education';
export { experiencePage } from './generated/experience-page';
export { homePage } from './generated/home-page';
export { profile } from './generated/profile';
export { projectsPage } from './generated/projects-page';
export { site } from './generated/site';
export { skills } from './generated/skills';
export { skillsPage } from './generated/skills-page';
export { projectCategories } from './vocabulary';
export type * from './schemas';
