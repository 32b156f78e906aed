/**
 * The content configuration: the site's routes, and for each collection in `content/` where its
 * files live, the schema they follow and the order entries are published in. Everything else is
 * derived from here by the content pipeline (`scripts/engine`): the files it reads, the modules it
 * generates in `generated/`, the editors' JSON Schemas and settings, the routes the app renders and
 * the bench and tests visit. The rules that need more than one value at a time, and the files made
 * beside the modules, are in `scripts/site-content/rules.ts`.
 *
 * Shared by both sides: the pipeline (Node) reads it, and the site's code (browser) takes its
 * content types from it. So it imports only zod, the schemas and the pipeline's `define.ts`, none of
 * which needs Node, and both TypeScript configurations check it.
 */
import type { z } from 'zod';
import { collectionsOf, defineCollection, defineContentConfig } from '#engine/define.ts';
import { latestFirst } from './values/dates.ts';
import { englishName } from './values/languages.ts';
import type { notFoundPage } from './values/pages.ts';
import { awardListSchema } from './schemas/awards.ts';
import { certificationSchema, type Certification } from './schemas/certifications.ts';
import { contactPageSchema } from './schemas/contact-page.ts';
import { educationListSchema } from './schemas/education.ts';
import { experiencePageSchema } from './schemas/experience-page.ts';
import { homeSchema } from './schemas/home-page.ts';
import { interestListSchema } from './schemas/interests.ts';
import { jobSchema, type Job } from './schemas/jobs.ts';
import { languageListSchema } from './schemas/languages.ts';
import { layoutSchemaFor } from './schemas/layout.ts';
import { postSchema, type Post } from './schemas/posts.ts';
import { profileSchema } from './schemas/profile.ts';
import { projectsPageSchema } from './schemas/projects-page.ts';
import { projectSchema, type Project } from './schemas/projects.ts';
import { publicationListSchema } from './schemas/publications.ts';
import { referenceListSchema } from './schemas/references.ts';
import { resumeSchema } from './schemas/resume.ts';
import { siteSchemaFor } from './schemas/site.ts';
import { skillsPageSchema } from './schemas/skills-page.ts';
import { skillsSchema } from './schemas/skills.ts';
import { volunteerListSchema } from './schemas/volunteer.ts';
import { writingPageSchema } from './schemas/writing-page.ts';

/**
 * Each route has a template `src/pages/<id>-page.tsx`. A route that `requires` collections is
 * published only when one of them has content: without projects, there is no Projects page, no link
 * to it and no call to action leading there. A route of `entries` is a page per entry (see
 * scripts/engine/define.ts → RouteDefinition); a route with `copy` has its words, head and link
 * text in that collection's file. docs/adding-a-page.md tells how to add one.
 */
const routes = [
  { id: 'home', path: '/' },
  {
    id: 'experience',
    path: '/experience',
    requires: [
      'jobs',
      'education',
      'certifications',
      'volunteer',
      'awards',
      'publications',
      'languages',
      'interests',
    ],
  },
  { id: 'skills', path: '/skills', requires: ['skills'] },
  { id: 'projects', path: '/projects', requires: ['projects'] },
  { id: 'project', path: '/projects/:id', entries: { collection: 'projects', when: 'caseStudy' } },
  { id: 'writing', path: '/writing', requires: ['posts'], copy: 'writingPage' },
  { id: 'post', path: '/writing/:id', entries: { collection: 'posts' } },
  { id: 'contact', path: '/contact' },
] as const;

type DeclaredRoute = (typeof routes)[number];
/** The pages whose head copy is in `site.json` → `pages` and link text in `layout.json`. */
type SiteCopyRoute = Exclude<DeclaredRoute, { copy: string } | { entries: object }>;
const routeIds = routes
  .filter((route): route is SiteCopyRoute => !('copy' in route) && !('entries' in route))
  .map((route) => route.id);
const siteSchema = siteSchemaFor(routeIds);
type Site = z.output<typeof siteSchema>;

export const contentConfig = defineContentConfig({
  routes,
  // The languages `site.json` declares beside the site's own, each in `content/<language>/`.
  translations: (valueOf) =>
    (valueOf('site') as Site).languages.slice(1).map(({ code, complete }) => ({
      language: code,
      name: englishName(code),
      complete,
    })),
  collections: {
    site: defineCollection({ kind: 'file', source: 'site.json', schema: siteSchema }),
    layout: defineCollection({ kind: 'file', source: 'layout.json', schema: layoutSchemaFor(routeIds) }),
    profile: defineCollection({ kind: 'file', source: 'profile.json', schema: profileSchema }),
    resume: defineCollection({ kind: 'file', source: 'resume.json', schema: resumeSchema }),
    homePage: defineCollection({ kind: 'file', source: 'pages/home.json', schema: homeSchema }),
    experiencePage: defineCollection({
      kind: 'file',
      source: 'pages/experience.json',
      schema: experiencePageSchema,
    }),
    skillsPage: defineCollection({ kind: 'file', source: 'pages/skills.json', schema: skillsPageSchema }),
    projectsPage: defineCollection({
      kind: 'file',
      source: 'pages/projects.json',
      schema: projectsPageSchema,
    }),
    contactPage: defineCollection({ kind: 'file', source: 'pages/contact.json', schema: contactPageSchema }),
    // Needed once there are posts (a rule says so); `null` without the file.
    writingPage: defineCollection({
      kind: 'file',
      source: 'pages/writing.json',
      schema: writingPageSchema.nullable(),
      whenMissing: null,
    }),
    skills: defineCollection({ kind: 'file', source: 'skills.json', schema: skillsSchema, whenMissing: {} }),
    education: defineCollection({
      kind: 'file',
      source: 'education.json',
      schema: educationListSchema,
      whenMissing: [],
    }),
    volunteer: defineCollection({
      kind: 'file',
      source: 'volunteer.json',
      schema: volunteerListSchema,
      whenMissing: [],
    }),
    awards: defineCollection({
      kind: 'file',
      source: 'awards.json',
      schema: awardListSchema,
      whenMissing: [],
    }),
    publications: defineCollection({
      kind: 'file',
      source: 'publications.json',
      schema: publicationListSchema,
      whenMissing: [],
    }),
    languages: defineCollection({
      kind: 'file',
      source: 'languages.json',
      schema: languageListSchema,
      whenMissing: [],
    }),
    interests: defineCollection({
      kind: 'file',
      source: 'interests.json',
      schema: interestListSchema,
      whenMissing: [],
    }),
    references: defineCollection({
      kind: 'file',
      source: 'references.json',
      schema: referenceListSchema,
      whenMissing: [],
    }),
    certifications: defineCollection({
      kind: 'json',
      source: 'certifications',
      schema: certificationSchema,
      // The most recently held first; among equals, the longest held first; undated last.
      order: (a: Certification, b: Certification) =>
        Number(!a.period) - Number(!b.period) ||
        (a.period && b.period
          ? (b.period.end ?? '9999').localeCompare(a.period.end ?? '9999') ||
            a.period.start.localeCompare(b.period.start)
          : 0),
    }),
    jobs: defineCollection({
      kind: 'mdx',
      source: 'jobs',
      schema: jobSchema,
      // Upcoming first, then ongoing, then the latest start (never by file name).
      order: (a: Job, b: Job) => latestFirst(a.period, b.period),
    }),
    projects: defineCollection({
      kind: 'mdx',
      source: 'projects',
      schema: projectSchema,
      // The case study loads with the project's own page, never with the list (see `pageFields`).
      pageFields: ['caseStudy'],
      // Ongoing first, then the latest start; undated last.
      order: (a: Project, b: Project) =>
        Number(!a.year) - Number(!b.year) || (a.year && b.year ? latestFirst(a.year, b.year) : 0),
    }),
    posts: defineCollection({
      kind: 'mdx',
      source: 'writing',
      schema: postSchema,
      // Each body is loaded by its own page, with its outline and length (see `article`).
      article: true,
      // The newest first; on the same day, by title.
      order: (a: Post, b: Post) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title),
    }),
  },
});

/** Every collection with the names the pipeline derives for it. */
export const collections = collectionsOf(contentConfig);

type Collections = (typeof contentConfig)['collections'];
export type CollectionName = keyof Collections;
/**
 * What one entry of a collection holds once validated (the whole value, for a `file` collection): the
 * type of each generated module's value.
 * @public
 */
export type CollectionData<Name extends CollectionName> = z.output<Collections[Name]['schema']>;
/** A collection's published value: the file's value, or the list of a folder's entries. */
type CollectionValue<Name extends CollectionName> = Collections[Name]['kind'] extends 'file'
  ? CollectionData<Name>
  : CollectionData<Name>[];
/** All the content, as the site publishes it (bodies aside): what tests derive expectations from. */
export type SiteContent = { [Name in CollectionName]: CollectionValue<Name> };

export type RouteId = DeclaredRoute['id'];
/** A page with head copy in `site.json`: one of its routes, or the not-found page. */
export type PageId = SiteCopyRoute['id'] | (typeof notFoundPage)['id'];
export type { Site };
export type Layout = CollectionData<'layout'>;
