/**
 * The site's one door to content. Pages import from here, never from `generated/` or `content/`.
 *
 * The modules under `generated/` are written by the content pipeline (`scripts/content`) from the
 * validated files in `content/`: plain typed data, plus MDX bodies compiled as components. This
 * file only re-exports, one module per collection, so the bundler ships each page just the
 * collections it reads. A collection written as one JSON object is re-exported as a namespace of its
 * fields (`profile.name`), each its own module, so a page carries just the fields it reads; read
 * fields by name, since destructuring a namespace (`const { cta } = projectsPage`) builds all of it.
 */
export { careerYears } from './career';
export { getCertifications, type CertificationEntry } from './certifications';
export { getJobs, jobText, type JobEntry } from './jobs';
export { allCategories, getProjects, type ProjectEntry, type ProjectFilter } from './projects';
export * as contactPage from './generated/contact-page';
export { education } from './generated/education';
export * as experiencePage from './generated/experience-page';
export * as homePage from './generated/home-page';
export { portrait } from './generated/portrait';
export * as profile from './generated/profile';
export * as projectsPage from './generated/projects-page';
export * as resume from './generated/resume';
export * as site from './generated/site';
export * as skills from './generated/skills';
export * as skillsPage from './generated/skills-page';
export { projectCategories } from './vocabulary';
export type * from './schemas';
export type { Picture } from './picture';
