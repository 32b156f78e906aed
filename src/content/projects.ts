import { projects, projectsText } from './generated/projects';
import { categories } from './generated/projects-page/categories';

export type ProjectEntry = (typeof projects)[number];

/**
 * The categories the filter offers: each declared category that has a project, in declared order;
 * without declared categories, those the projects name, in the projects' order.
 */
export const categoriesInUse: readonly string[] = (
  categories ?? [...new Set(projects.flatMap((project) => (project.category ? [project.category] : [])))]
).filter((category) => projects.some((project) => project.category === category));

/** The projects of a category, or every project for `null`, in their published order. */
export function projectsIn(category: string | null): ProjectEntry[] {
  return projects.filter((project) => category === null || project.category === category);
}

/** A project's long description as plain text, for formats without Markdown (the JSON Resume). */
export function projectText(project: ProjectEntry): string {
  return projectsText[project.id] ?? '';
}

/** The projects with a page of their own (`caseStudy`), in their published order. */
export const caseStudies: readonly ProjectEntry[] = projects.filter((project) => project.caseStudy);

export function projectById(id: string | undefined): ProjectEntry | undefined {
  return projects.find((project) => project.id === id);
}
