/**
 * The projects the owner features on the home page, as a module of their own: the home page reads
 * these few words, not the projects' whole collection, whose data belongs to the projects' pages.
 */
import type { FeaturedWork } from '#src/content/featured.ts';
import type { Project } from '#src/content/schemas/projects.ts';
import type { GeneratedFile, LoadedCollection } from '#engine/define.ts';
import { generatedHeader, publishedEntries } from '#engine/generate.ts';

/** Each featured project, in the projects' published order, with the one outcome the home page names. */
export function featuredWork(content: readonly LoadedCollection[]): FeaturedWork[] {
  const projects = content.find((loaded) => loaded.collection.name === 'projects');
  if (!projects) return [];
  return publishedEntries(projects)
    .map((entry) => entry.data as Project)
    .filter((project) => project.featured)
    .map((project) => ({
      id: project.id,
      title: project.title,
      category: project.category,
      description: project.description,
      outcome: project.outcomes?.[0],
      technologies: project.technologies,
      pictureAlt: project.images?.[0]?.alt,
      href: project.caseStudy ? `/projects/${project.id}` : `/projects#project-${project.id}`,
    }));
}

export function renderFeaturedWork(content: readonly LoadedCollection[]): GeneratedFile[] {
  const text = [
    generatedHeader,
    "import type { FeaturedWork } from '../featured';",
    '',
    '/** The projects on the home page (`featured: true`), in their published order. */',
    `export const featuredWork: readonly FeaturedWork[] = ${JSON.stringify(featuredWork(content), null, 2)};`,
    '',
  ].join('\n');
  return [{ file: 'featured-work.ts', text }];
}
