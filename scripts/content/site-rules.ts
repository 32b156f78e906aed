/**
 * The site's rules beyond each file's schema, by collection: the checks that need more than one
 * value at a time (unique ids, categories declared on the projects page, dates not in the future,
 * links to pages that exist), the photo the profile names, and the files made beside the generated
 * modules (the owner's colours as a stylesheet, the portrait's pictures). The collections they
 * apply to are declared in `src/content/config.ts`; these run in Node only, since some read and
 * write files, so they are kept apart from that configuration, whose types the site's code uses.
 */
import { contentConfig, type Site } from '../../src/content/config.ts';
import type {
  Certification,
  ContactPage,
  Education,
  Job,
  Project,
  ProjectsPage,
  Skills,
} from '../../src/content/schemas.ts';
import { renderPortrait } from '../images/portrait.ts';
import { projectImagesRule, renderProjectImages } from '../images/project-images.ts';
import { defineContentRules } from './define.ts';
import { photoRule } from './photo.ts';
import { formatPath } from './positions.ts';
import {
  declaredIn,
  idMatchesFileName,
  linksToPages,
  listedOnce,
  notInTheFuture,
  uniqueIds,
  unique,
} from './rules.ts';
import { accentContrastProblems, renderTheme } from './theme.ts';

/** Ids are how entries are linked and told apart; ids follow file names. */
const entryRules = [idMatchesFileName, uniqueIds];

function technologies(data: Job | Project) {
  return data.technologies.map((value, index) => ({ path: ['technologies', index], value }));
}

export const siteRules = defineContentRules(contentConfig, {
  collections: {
    site: [
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
    // The photo it names exists in the content folder, is a whole image, and is big enough.
    profile: [photoRule],
    projectsPage: [
      listedOnce((page: ProjectsPage) =>
        page.categories.map((value, index) => ({ path: ['categories', index], value })),
      ),
    ],
    // The form sends the value; two options with one value could not be told apart.
    contactPage: [
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
    skills: [
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
    education: [
      notInTheFuture((list: Education[]) =>
        list.map((item, index) => ({ path: [index, 'period'], value: item.period })),
      ),
    ],
    certifications: [
      ...entryRules,
      notInTheFuture((data: Certification) => [{ path: ['period'], value: data.period }]),
    ],
    jobs: [
      ...entryRules,
      listedOnce(technologies),
      notInTheFuture((data: Job) => [{ path: ['period'], value: data.period }]),
    ],
    projects: [
      ...entryRules,
      projectImagesRule,
      listedOnce(technologies),
      notInTheFuture((data: Project) => [{ path: ['year'], value: data.year }]),
      declaredIn('category', {
        collection: 'projectsPage',
        select: (page: ProjectsPage) => page.categories,
        where: 'content/pages/projects.json → categories',
      }),
    ],
  },
  rules: [linksToPages],
  // The owner's colours as a stylesheet, and the portrait's and projects' pictures, made from the content.
  generate: (content, outDir) => [
    ...renderTheme(content),
    ...renderPortrait(content, outDir),
    ...renderProjectImages(content, outDir),
  ],
});
