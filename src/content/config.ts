/**
 * The content configuration: the site's routes, and for each collection in `content/` where its
 * files live, the schema they follow, the order entries are published in and the rules that need
 * more than one value at a time. Everything else is derived from here by the content pipeline
 * (`scripts/content`): the files it reads, the modules it generates in `generated/`, the editors'
 * JSON Schemas and settings, the routes the app renders and the bench and tests visit.
 *
 * Node only (it imports zod and the pipeline's rules): browser code imports its types, and reads
 * the routes from the generated module.
 */
import type { z } from 'zod';
import { collectionsOf, defineCollection, defineContentConfig } from '../../scripts/content/define.ts';
import {
  declaredIn,
  idMatchesFileName,
  linksToPages,
  listedOnce,
  notInTheFuture,
  uniqueIds,
  unique,
} from '../../scripts/content/rules.ts';
import { photoRule } from '../../scripts/content/photo.ts';
import { formatPath } from '../../scripts/content/positions.ts';
import { accentContrastProblems, renderTheme } from '../../scripts/content/theme.ts';
import { renderPortrait } from '../../scripts/images/portrait.ts';
import {
  certificationSchema,
  contactPageSchema,
  educationListSchema,
  experiencePageSchema,
  homeSchema,
  jobSchema,
  layoutSchemaFor,
  profileSchema,
  projectSchema,
  projectsPageSchema,
  resumeSchema,
  siteSchemaFor,
  skillsPageSchema,
  skillsSchema,
  type Certification,
  type ContactPage,
  type Education,
  type Job,
  type Project,
  type ProjectsPage,
  type Skills,
} from './schemas.ts';

/** The pages of the site, in navigation order. Each has a template `src/pages/<id>-page.tsx`. */
const routes = [
  { id: 'home', path: '/' },
  { id: 'experience', path: '/experience' },
  { id: 'skills', path: '/skills' },
  { id: 'projects', path: '/projects' },
  { id: 'contact', path: '/contact' },
] as const;

const routeIds = routes.map((route) => route.id);
const siteSchema = siteSchemaFor(routeIds);
type Site = z.output<typeof siteSchema>;

/** Ids are how entries are linked and told apart; ids follow file names. */
const entryRules = [idMatchesFileName, uniqueIds];

export const contentConfig = defineContentConfig({
  routes,
  collections: {
    site: defineCollection({
      kind: 'file',
      source: 'site.json',
      schema: siteSchema,
      rules: [
        // The accent must read on both schemes' page colours.
        ({ entries }) => entries.flatMap(accentContrastProblems),
        // Search results and browser tabs tell pages apart by these.
        ...(['title', 'description'] as const).map((field) =>
          unique(
            (site: Site) => [
              Object.entries(site.pages).map(([page, head]) => ({
                path: ['pages', page, field],
                value: head[field],
              })),
            ],
            (_, first, line) =>
              `Same ${field} as ${formatPath(first.slice(0, 2))} (line ${line}): each page needs its own ${field}`,
          ),
        ),
      ],
    }),
    layout: defineCollection({ kind: 'file', source: 'layout.json', schema: layoutSchemaFor(routeIds) }),
    profile: defineCollection({
      kind: 'file',
      source: 'profile.json',
      schema: profileSchema,
      // The photo it names exists in the content folder, is a whole image, and is big enough.
      rules: [photoRule],
    }),
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
      rules: [
        listedOnce((page: ProjectsPage) =>
          page.categories.map((value, index) => ({ path: ['categories', index], value })),
        ),
      ],
    }),
    contactPage: defineCollection({
      kind: 'file',
      source: 'pages/contact.json',
      schema: contactPageSchema,
      // The form sends the value; two options with one value could not be told apart.
      rules: [
        unique(
          (page: ContactPage) => [
            page.form.projectTypes.map((type, index) => ({
              path: ['form', 'projectTypes', index, 'value'],
              value: type.value,
            })),
          ],
          (value, first, line) =>
            `Duplicate project type value "${value}": already used by ${formatPath(first.slice(0, 3))} (line ${line})`,
        ),
      ],
    }),
    skills: defineCollection({
      kind: 'file',
      source: 'skills.json',
      schema: skillsSchema,
      rules: [
        unique(
          ({ groups }: Skills) => [
            groups.map((group, index) => ({ path: ['groups', index, 'id'], value: group.id })),
          ],
          (id, first, line) =>
            `Duplicate id "${id}": already used by ${formatPath(first.slice(0, 2))} (line ${line})`,
        ),
        unique(
          ({ groups }: Skills) =>
            groups.map((group, groupIndex) =>
              group.items.map((item, index) => ({
                path: ['groups', groupIndex, 'items', index, 'name'],
                value: item.name,
              })),
            ),
          (name, first, line) =>
            `"${name}" is already listed in this group at ${formatPath(first.slice(0, 4))} (line ${line})`,
        ),
      ],
    }),
    education: defineCollection({
      kind: 'file',
      source: 'education.json',
      schema: educationListSchema,
      rules: [
        notInTheFuture((list: Education[]) =>
          list.map((item, index) => ({ path: [index, 'period'], value: item.period })),
        ),
      ],
    }),
    certifications: defineCollection({
      kind: 'json',
      source: 'certifications',
      schema: certificationSchema,
      // The most recently held first; among equals, the longest held first.
      order: (a: Certification, b: Certification) =>
        (b.period.end ?? Infinity) - (a.period.end ?? Infinity) || a.period.start - b.period.start,
      rules: [
        ...entryRules,
        notInTheFuture((data: Certification) => [{ path: ['period'], value: data.period }]),
      ],
    }),
    jobs: defineCollection({
      kind: 'mdx',
      source: 'jobs',
      schema: jobSchema,
      // Latest first, by when they started (never by file name).
      order: (a: Job, b: Job) => b.period.start.localeCompare(a.period.start),
      rules: [
        ...entryRules,
        listedOnce(technologies),
        notInTheFuture((data: Job) => [{ path: ['period'], value: data.period }]),
      ],
    }),
    projects: defineCollection({
      kind: 'mdx',
      source: 'projects',
      schema: projectSchema,
      // Ongoing first, then by start year, newest first.
      order: (a: Project, b: Project) =>
        Number(a.year.end !== null) - Number(b.year.end !== null) || b.year.start - a.year.start,
      rules: [
        ...entryRules,
        listedOnce(technologies),
        notInTheFuture((data: Project) => [{ path: ['year'], value: data.year }]),
        declaredIn('category', {
          collection: 'projectsPage',
          select: (page: ProjectsPage) => page.categories,
          where: 'content/pages/projects.json → categories',
        }),
      ],
    }),
  },
  rules: [linksToPages],
  // The owner's colours as a stylesheet, and the portrait's pictures, made from the content.
  generate: (content, outDir) => [...renderTheme(content), ...renderPortrait(content, outDir)],
});

function technologies(data: Job | Project) {
  return data.technologies.map((value, index) => ({ path: ['technologies', index], value }));
}

/** Every collection with the names the pipeline derives for it. */
export const collections = collectionsOf(contentConfig);

type Collections = (typeof contentConfig)['collections'];
export type CollectionName = keyof Collections;
/** What one entry of a collection holds once validated (the whole value, for a `file` collection). */
export type CollectionData<Name extends CollectionName> = z.output<Collections[Name]['schema']>;
/** A collection's published value: the file's value, or the list of a folder's entries. */
export type CollectionValue<Name extends CollectionName> = Collections[Name]['kind'] extends 'file'
  ? CollectionData<Name>
  : CollectionData<Name>[];
/** All the content, as the site publishes it (bodies aside): what tests derive expectations from. */
export type SiteContent = { [Name in CollectionName]: CollectionValue<Name> };

export type RouteId = (typeof routes)[number]['id'];
/** A page with head copy in `site.json`: a route, or the not-found page. */
export type PageId = RouteId | 'notFound';
export type { Site };
export type Layout = CollectionData<'layout'>;
