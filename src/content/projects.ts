import { projects } from './generated/projects';
import type { ProjectCategory } from './schemas';

export type ProjectEntry = (typeof projects)[number];

/** The filter value that shows every project. */
export const allCategories = 'All';
export type ProjectFilter = ProjectCategory | typeof allCategories;

/** Projects in the order the owner ranks them: ongoing first, then by start year, newest first. */
export function getProjects(filter: ProjectFilter = allCategories): ProjectEntry[] {
  return [...projects]
    .filter((project) => filter === allCategories || project.category === filter)
    .sort((a, b) => Number(a.year.end !== null) - Number(b.year.end !== null) || b.year.start - a.year.start);
}
