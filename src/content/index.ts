/**
 * The site's one door to content. Pages import from here, never from `generated/` or `content/`.
 *
 * The modules under `generated/` are written by the content pipeline (`scripts/engine`) from the
 * validated files in `content/`, as `config.ts` declares them: plain typed data, entries already in
 * their published order, MDX bodies compiled as components. Every collection is exported under its
 * name, one module each, so the bundler ships each page just the collections it reads. A collection
 * written as one JSON object is a namespace of its fields (`profile.name`), each its own module, so a
 * page carries just the fields it reads; read fields by name, since destructuring a namespace
 * (`const { cta } = projectsPage`) builds all of it. The files beside this one add what the data
 * alone does not say: plain-text bodies, the categories in use, the years of a career.
 */
export * from './generated';
export { careerYears } from './career';
export type { CertificationEntry } from './certifications';
export { jobsByCompany, jobText, type JobEntry } from './jobs';
export {
  caseStudies,
  categoriesInUse,
  projectById,
  projectsIn,
  projectText,
  type ProjectEntry,
} from './projects';
export { neighbours } from './neighbours';
export { postById, postsTagged, readingMinutes, tagsInUse, type PostEntry } from './posts';
export type { Layout, PageId, RouteId } from './config';
// Made beside the collections from the photo the profile names (scripts/site-content/rules.ts → generate).
export { portrait } from './generated/portrait';
export { projectImages } from './generated/project-images';
export { featuredWork } from './generated/featured-work';
export type { FeaturedWork } from './featured';
export { postImages } from './generated/post-images';
// Dates and numbers in the site's language, written out by the build (scripts/site-content/locale-texts.ts).
export { dateTexts, numberTexts } from './generated/locale-texts';
// The content types the site's code names, each from its schema (schemas/, one file per content file).
export type { DateSpan } from './values/dates';
export type { ContactPage } from './schemas/contact-page';
export type { Education } from './schemas/education';
export type { ExperiencePage } from './schemas/experience-page';
export type { BadgeTone } from './schemas/fields';
export type { Profile } from './schemas/profile';
export type { ProjectsPage } from './schemas/projects-page';
export type { Reference } from './schemas/references';
export type { SkillGroup, Skills } from './schemas/skills';
export type { SkillsPage } from './schemas/skills-page';
export type { WritingPage } from './schemas/writing-page';
export type { Drawing, Picture, ProjectImage } from './picture';
