/**
 * The site's rules beyond each file's schema, by collection: the checks that need more than one
 * value at a time (unique ids, categories declared on the projects page, how far ahead dates may be,
 * links to pages that exist), the photo the profile names, what MDX bodies may hold, and the files
 * made beside the generated modules (the owner's colours as a stylesheet, the portrait's
 * pictures). The collections they apply to are declared in `src/content/config.ts`; these run in
 * Node only, since some read and write files, so they are kept apart from that configuration,
 * whose types the site's code uses.
 */
import { contentConfig, type Site } from '#src/content/config.ts';
import type { DateSpan } from '#src/content/values/dates.ts';
import type { Award } from '#src/content/schemas/awards.ts';
import type { Certification } from '#src/content/schemas/certifications.ts';
import type { ContactPage } from '#src/content/schemas/contact-page.ts';
import type { Education } from '#src/content/schemas/education.ts';
import type { Home } from '#src/content/schemas/home-page.ts';
import type { Job } from '#src/content/schemas/jobs.ts';
import type { Post } from '#src/content/schemas/posts.ts';
import type { ProjectsPage } from '#src/content/schemas/projects-page.ts';
import type { Project } from '#src/content/schemas/projects.ts';
import type { Publication } from '#src/content/schemas/publications.ts';
import type { SkillsPage } from '#src/content/schemas/skills-page.ts';
import type { Skills } from '#src/content/schemas/skills.ts';
import type { Volunteer } from '#src/content/schemas/volunteer.ts';
import { renderPortrait } from './images/portrait.ts';
import { postImagesRule, projectImagesRule, renderProjectImages } from './images/project-images.ts';
import { iconArtwork, unknownIconMessage } from './icons/registry.ts';
import { buildIconSprite } from './icons/sprite.ts';
import { renderFeaturedWork } from './featured-work.ts';
import { defineContentRules, type LoadedCollection, type Rule } from '#engine/define.ts';
import { problemAt } from '#engine/issues.ts';
import { closest } from '#engine/words.ts';
import { bodyRule } from './body-rules.ts';
import { renderLocaleTexts } from './locale-texts.ts';
import { photoRule } from './photo.ts';
import { formatPath } from '#engine/positions.ts';
import { declaredIn, idMatchesFileName, linksToPages, listedOnce, uniqueIds, unique } from '#engine/rules.ts';
import { localDay } from '#src/content/values/dates.ts';
import { notInTheFuture, upcomingAllowed } from './dates.ts';
import { accentContrastProblems, renderTheme } from './theme.ts';

/** Ids are how entries are linked and told apart; ids follow file names. */
const entryRules = [idMatchesFileName, uniqueIds];

function technologies(data: Job | Project) {
  return (data.technologies ?? []).map((value, index) => ({ path: ['technologies', index], value }));
}

/** Every `icon` the content names, with its path. */
function iconsIn(value: unknown, path: PropertyKey[] = []): { path: PropertyKey[]; name: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => iconsIn(item, [...path, index]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'icon' && typeof child === 'string'
      ? [{ path: [...path, key], name: child }]
      : iconsIn(child, [...path, key]),
  );
}

/** An icon name the icon sets do not have is a typo: say which name is nearest. */
const knownIcons: Rule = ({ entries }) =>
  entries.flatMap((entry) =>
    iconsIn(entry.data)
      .filter(({ name }) => !iconArtwork(name))
      .map(({ path, name }) => problemAt(entry, path, unknownIconMessage(name))),
  );

/** The icon sprite: the site's glyphs and every icon the published content names. */
function renderIconSprite(content: readonly LoadedCollection[]) {
  const names = content
    .flatMap(({ entries }) => entries.flatMap((entry) => iconsIn(entry.data)))
    .map(({ name }) => name);
  return [{ file: 'icons.svg', text: buildIconSprite(names) }];
}

/**
 * Words whose badge colour the content declares in a map (`levels`, `statusTones`): a word the map
 * lacks is shown grey or yellow, which is fine for the owner's own words, but a near miss of a
 * declared one ("production" for "Production") is a slip worth a warning.
 */
function colouredWords<Data>(
  select: (data: Data) => { path: PropertyKey[]; value: string }[],
  map: { collection: string; select: (data: never) => Record<string, unknown> | undefined; where: string },
): Rule {
  return ({ entries, collection, warn }) => {
    const declared = Object.keys(
      collection(map.collection).reduce<Record<string, unknown>>(
        (all, entry) => ({ ...all, ...map.select(entry.data as never) }),
        {},
      ),
    );
    for (const entry of entries)
      for (const { path, value } of select(entry.data as Data)) {
        if (declared.includes(value)) continue;
        const suggestion = closest(value, declared);
        if (suggestion)
          warn(
            problemAt(
              entry,
              path,
              `"${value}" has no colour in ${map.where}, so its badge is plain — did you mean "${suggestion}"?`,
            ),
          );
      }
    return [];
  };
}

/**
 * An entry that asks for words another file holds (a project's own page, a post's list): the first
 * such entry is told where they go when that file does not have them.
 */
function wordsNeeded<Data, Copy>(options: {
  needs: (data: Data) => boolean;
  path: PropertyKey[];
  collection: string;
  has: (copy: Copy) => boolean;
  message: string;
}): Rule {
  return ({ entries, collection }) => {
    if (collection(options.collection).some((copy) => options.has(copy.data as Copy))) return [];
    const first = entries.find((entry) => options.needs(entry.data as Data));
    return first ? [problemAt(first, options.path, options.message)] : [];
  };
}

/** The dates of a list file's entries, under `field`. */
function listDates<Item>(field: keyof Item & string) {
  return (list: Item[]) =>
    list.map((item, index) => ({ path: [index, field], value: item[field] as DateSpan | undefined }));
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
            Object.entries(site.pages).flatMap(([page, head]) =>
              head[field] === undefined ? [] : [{ path: ['pages', page, field], value: head[field] }],
            ),
          ],
          (_, first, line) =>
            `Same ${field} as ${formatPath(first.slice(0, 2))} (line ${line}): each page needs its own ${field}`,
        ),
      ),
    ],
    profile: [photoRule],
    projectsPage: [
      listedOnce((page: ProjectsPage) =>
        (page.categories ?? []).map((value, index) => ({ path: ['categories', index], value })),
      ),
    ],
    // The form sends the value; two options with one value could not be told apart.
    contactPage: [
      unique(
        (page: ContactPage) => [
          (page.form.projectTypes ?? []).map((type, index) => ({
            path: ['form', 'projectTypes', index, 'value'],
            value: type.value,
          })),
        ],
        (value, first, line) =>
          `Duplicate project type value "${value}": already used by ${formatPath(first.slice(0, 3))} (line ${line})`,
      ),
    ],
    skills: [
      colouredWords(
        ({ groups = [] }: Skills) =>
          groups.flatMap((group, groupIndex) => [
            ...(group.level ? [{ path: ['groups', groupIndex, 'level'], value: group.level }] : []),
            ...group.items.flatMap((item, index) =>
              item.level
                ? [{ path: ['groups', groupIndex, 'items', index, 'level'], value: item.level }]
                : [],
            ),
          ]),
        {
          collection: 'skillsPage',
          select: (page: SkillsPage) => page.levels,
          where: 'content/pages/skills.json → levels',
        },
      ),
      unique(
        ({ groups = [] }: Skills) => [
          groups.map((group, index) => ({ path: ['groups', index, 'id'], value: group.id })),
        ],
        (id, first, line) =>
          `Duplicate id "${id}": already used by ${formatPath(first.slice(0, 2))} (line ${line})`,
      ),
      unique(
        ({ groups = [] }: Skills) =>
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
    // A job, a course of study or a volunteer role may be ahead, shown as upcoming.
    education: [upcomingAllowed(listDates<Education>('period'))],
    volunteer: [upcomingAllowed(listDates<Volunteer>('period'))],
    awards: [notInTheFuture(listDates<Award>('date'))],
    publications: [notInTheFuture(listDates<Publication>('date'))],
    certifications: [
      ...entryRules,
      notInTheFuture((data: Certification) => [{ path: ['period'], value: data.period }]),
    ],
    jobs: [
      ...entryRules,
      listedOnce(technologies),
      upcomingAllowed((data: Job) => [{ path: ['period'], value: data.period }]),
    ],
    projects: [
      ...entryRules,
      projectImagesRule,
      listedOnce(technologies),
      notInTheFuture((data: Project) => [{ path: ['year'], value: data.year }]),
      colouredWords(
        (project: Project) => (project.status ? [{ path: ['status'], value: project.status }] : []),
        {
          collection: 'projectsPage',
          select: (page: ProjectsPage) => page.statusTones,
          where: 'content/pages/projects.json → statusTones',
        },
      ),
      declaredIn('category', {
        collection: 'projectsPage',
        select: (page: ProjectsPage) => page.categories ?? [],
        where: 'content/pages/projects.json → categories',
      }),
      wordsNeeded({
        needs: (project: Project) => project.caseStudy !== undefined,
        path: ['caseStudy'],
        collection: 'projectsPage',
        has: (page: ProjectsPage) => page.caseStudy !== undefined,
        message:
          'Asks for its own page, which needs the words of content/pages/projects.json → caseStudy: add them, or leave caseStudy out',
      }),
      wordsNeeded({
        needs: (project: Project) => (project.images?.length ?? 0) > 0,
        path: ['images'],
        collection: 'projectsPage',
        has: (page: ProjectsPage) => page.picture !== undefined,
        message:
          'Shows pictures, which open full size with the words of content/pages/projects.json → picture: add them, or leave images out',
      }),
      wordsNeeded({
        needs: (project: Project) => project.featured === true,
        path: ['featured'],
        collection: 'homePage',
        has: (page: Home) => page.work !== undefined,
        message:
          'Is featured on the home page, which needs the words of content/pages/home.json → work: add them, or leave featured out',
      }),
    ],
    posts: [
      ...entryRules,
      postImagesRule,
      // A post is published on its day: a later one is a typo, or a post still being written.
      ({ entries, today }) => {
        const now = localDay(today);
        return entries.flatMap((entry) => {
          const post = entry.data as Post;
          return (['date', 'updated'] as const).flatMap((field) => {
            const day = post[field];
            if (day && day > now)
              return [
                problemAt(
                  entry,
                  [field],
                  `${day} is after today (${now}): write the day it was published, or mark the post draft: true while it is not`,
                ),
              ];
            if (field === 'updated' && day && day < post.date)
              return [
                problemAt(entry, [field], `Updated before it was published (${post.date}): check the day`),
              ];
            return [];
          });
        });
      },
      wordsNeeded({
        needs: () => true,
        path: ['title'],
        collection: 'writingPage',
        has: (page: unknown) => page !== null,
        message:
          'Posts are shown on the Writing page, whose words content/pages/writing.json holds: add that file',
      }),
    ],
  },
  rules: [linksToPages, knownIcons],
  body: bodyRule,
  generate: (content, outDir) => [
    ...renderTheme(content),
    ...renderLocaleTexts(content),
    ...renderPortrait(content, outDir),
    ...renderProjectImages(content, outDir),
    ...renderFeaturedWork(content),
    ...renderIconSprite(content),
  ],
});
