/**
 * What some tests need the content to hold to check anything at all: posts to open, a phone to dial,
 * an FAQ to expand. Such a test is tagged `@needs-<name>`, and a test of how a page does without it
 * `@without-<name>`. Each project runs only the tests its content can answer (`grepInvert` in
 * playwright.config.ts), and the fixtures fail a test whose project runs it on content that cannot
 * answer it (fixtures.ts), so no test passes having checked nothing.
 */
import type { PublishedSite } from '#site-content/content.ts';
import { localDay, upcoming } from '#src/content/values/dates.ts';

/** The categories of the Projects page that a project is in: the filter shows for two or more. */
const categoriesInUse = ({ content }: PublishedSite) =>
  (content.projectsPage.categories ?? []).filter((category) =>
    content.projects.some((project) => project.category === category),
  );

/** Whether a project's picture is a drawing (an SVG), which the page draws in its own colours. */
export const isDrawing = (image: { src: string }) => image.src.endsWith('.svg');

/** Each need by name, and whether a site's content holds it. */
const contentNeeds = {
  posts: ({ content }: PublishedSite) => content.posts.length > 0,
  // The Writing page's tag filter shows for two tags or more.
  'post-tags': ({ content }: PublishedSite) =>
    new Set(content.posts.flatMap((post) => post.tags ?? [])).size > 1,
  'featured-work': ({ content }: PublishedSite) =>
    Boolean(content.homePage.work) && content.projects.some((project) => project.featured),
  // Two or more featured projects, which a phone shows in a row that scrolls sideways.
  'featured-row': ({ content }: PublishedSite) =>
    Boolean(content.homePage.work) && content.projects.filter((project) => project.featured).length > 1,
  'case-studies': ({ content }: PublishedSite) =>
    Boolean(content.projectsPage.caseStudy) && content.projects.some((project) => project.caseStudy),
  'drawn-case-study': ({ content }: PublishedSite) =>
    Boolean(content.projectsPage.caseStudy) &&
    content.projects.some((project) => project.caseStudy && project.images?.some(isDrawing)),
  projects: ({ content }: PublishedSite) => content.projects.length > 0,
  // Without a photo, the hero shows a featured project's screenshot or photo beside the name.
  'work-in-hero': ({ content }: PublishedSite) =>
    !content.profile.photo &&
    Boolean(content.homePage.work) &&
    content.projects.some((project) => {
      const first = project.images?.[0];
      return project.featured && first && !isDrawing(first);
    }),
  'project-pictures': ({ content }: PublishedSite) =>
    content.projects.some((project) => project.images?.length),
  'project-drawings': ({ content }: PublishedSite) =>
    content.projects.some((project) => project.images?.some(isDrawing)),
  'project-filter': (site: PublishedSite) => categoriesInUse(site).length > 1,
  'project-features': ({ content }: PublishedSite) =>
    content.projects.some((project) => project.features?.length),
  'job-details': ({ content }: PublishedSite) =>
    content.jobs.some((job) => job.achievements?.length || job.technologies?.length),
  'job-achievements': ({ content }: PublishedSite) => content.jobs.some((job) => job.achievements?.length),
  'upcoming-job': ({ content }: PublishedSite) =>
    content.jobs.some((job) => upcoming(job.period, localDay(new Date()))),
  'skill-notes': ({ content }: PublishedSite) =>
    Boolean(content.skills.groups?.some((group) => group.items.some((item) => item.description))),
  // The technologies the home page shows as marks with a tooltip.
  'home-technologies': ({ content }: PublishedSite) => (content.homePage.technologies?.length ?? 0) > 0,
  phone: ({ content }: PublishedSite) => Boolean(content.profile.phone),
  availability: ({ content }: PublishedSite) => Boolean(content.profile.availability),
  faq: ({ content }: PublishedSite) => Boolean(content.contactPage.faq),
  languages: ({ content }: PublishedSite) => content.site.languages.length > 1,
} satisfies Record<string, (site: PublishedSite) => boolean>;

export type Need = keyof typeof contentNeeds;

const needNames = Object.keys(contentNeeds) as Need[];

/** A test's tags when it checks what only content holding each of `names` has. */
export const needs = (...names: Need[]) => ({ tag: names.map((name) => `@needs-${name}`) });

/** A test's tag when it checks how the site does without `name`. */
export const without = (name: Need) => ({ tag: [`@without-${name}`] });

/** One test's tags from several helpers' (`contentGate()` from fixtures.ts among them). */
export const tags = (...details: { tag: string[] }[]) => ({ tag: details.flatMap((detail) => detail.tag) });

/** What a site's content holds of what tests need. */
export const needsOf = (site: PublishedSite): Need[] => needNames.filter((name) => contentNeeds[name](site));

/**
 * The tests a project whose content holds `held` leaves out: those needing what it lacks, and those
 * about doing without what it has (a project's `grepInvert`; undefined when it leaves none out).
 */
export function unanswerable(held: readonly Need[]): RegExp | undefined {
  const lacked = needNames.filter((name) => !held.includes(name));
  const alternatives = [...lacked.map((name) => `@needs-${name}`), ...held.map((name) => `@without-${name}`)];
  // A tag ends at a space or the end of the title Playwright matches (the title, then the tags).
  return alternatives.length > 0 ? new RegExp(`(${alternatives.join('|')})(?=\\s|$)`) : undefined;
}

/** What a test's tags ask of the content that `site` does not answer, in words for its failure. */
export function unmetNeeds(testTags: readonly string[], site: PublishedSite): string[] {
  const held = needsOf(site);
  return testTags.flatMap((tag) => {
    const [, kind, name] = /^@(needs|without)-(.+)$/.exec(tag) ?? [];
    if (!kind) return [];
    if (!needNames.includes(name as Need)) return [`${tag} names no need of content-needs.ts`];
    const has = held.includes(name as Need);
    if (kind === 'needs' && !has) return [`it needs ${name}, and the content has none`];
    if (kind === 'without' && has) return [`it is about a site without ${name}, and the content has some`];
    return [];
  });
}
