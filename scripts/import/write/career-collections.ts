import type { CollectionName } from '#src/content/config.ts';

/** The collections a résumé fills: the import writes them whole, and removes what it does not write. */
export const careerCollections = [
  'profile',
  'jobs',
  'projects',
  'education',
  'certifications',
  'skills',
  'volunteer',
  'awards',
  'publications',
  'languages',
  'interests',
  'references',
] as const satisfies readonly CollectionName[];
export type CareerCollection = (typeof careerCollections)[number];
