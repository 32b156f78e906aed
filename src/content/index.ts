/**
 * The site's one door to content. Pages import from here, never from `generated/` or `content/`.
 *
 * The modules under `generated/` are written by the content pipeline (`scripts/content`) from the
 * validated files in `content/`, as `config.ts` declares them: plain typed data, entries already in
 * their published order, MDX bodies compiled as components. This file only re-exports, one module
 * per collection, so the bundler ships each page just the collections it reads. A collection written
 * as one JSON object is re-exported as a namespace of its fields (`profile.name`), each its own
 * module, so a page carries just the fields it reads; read fields by name, since destructuring a
 * namespace (`const { cta } = projectsPage`) builds all of it.
 */
export { careerYears } from './career';
export { certifications, type CertificationEntry } from './certifications';
export { jobs, jobText, type JobEntry } from './jobs';
export { categoriesInUse, projects, projectsIn, type ProjectEntry } from './projects';
export { routes } from './generated/routes';
export * as contactPage from './generated/contact-page';
export { education } from './generated/education';
export * as experiencePage from './generated/experience-page';
export * as homePage from './generated/home-page';
export * as layout from './generated/layout';
export * as profile from './generated/profile';
export * as projectsPage from './generated/projects-page';
export * as site from './generated/site';
export * as skills from './generated/skills';
export * as skillsPage from './generated/skills-page';
export type { CollectionData, Layout, PageId, RouteId, Site } from './config';
export type * from './schemas';
