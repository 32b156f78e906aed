import { projects } from './generated/projects';
import { categories } from './generated/projects-page/categories';

export type ProjectEntry = (typeof projects)[number];

/** The categories the filter offers: each declared category that has a project, in declared order. */
export const categoriesInUse: readonly string[] = categories.filter((category) =>
  projects.some((project) => project.category === category),
);

/** The projects of a category, or every project for `null`, in their published order. */
export function projectsIn(category: string | null): ProjectEntry[] {
  return projects.filter((project) => category === null || project.category === category);
}
