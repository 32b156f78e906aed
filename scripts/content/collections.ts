/**
 * What lives where in `content/`: each collection's files, schema, and the module it compiles into.
 * The generated module paths and export names are a contract with `src/content/index.ts`.
 */
import type { z } from 'zod';
import {
  certificationSchema,
  contactPageSchema,
  educationListSchema,
  experiencePageSchema,
  homeSchema,
  jobSchema,
  profileSchema,
  resumeSchema,
  projectSchema,
  projectsPageSchema,
  siteSchema,
  skillsPageSchema,
  skillsSchema,
} from '../../src/content/schemas.ts';

export interface Collection {
  /** Also the export name in the generated module. */
  name: string;
  /**
   * `file`: one JSON file is the value. `json`: every `*.json` in a folder is one entry.
   * `mdx`: every `*.mdx` in a folder is one entry, front matter for fields, body for the description.
   */
  kind: 'file' | 'json' | 'mdx';
  /** Relative to `content/`: the file for `file`, the folder otherwise. */
  source: string;
  schema: z.ZodType;
  /** The schema's output type as exported from `src/content/schemas.ts` (`[]` for a list). */
  typeName: string;
  /** `src/content/generated/<module>.ts` */
  module: string;
  /** `content/.schema/<jsonSchema>.schema.json` */
  jsonSchema: string;
}

export const collections: readonly Collection[] = [
  {
    name: 'site',
    kind: 'file',
    source: 'site.json',
    schema: siteSchema,
    typeName: 'Site',
    module: 'site',
    jsonSchema: 'site',
  },
  {
    name: 'profile',
    kind: 'file',
    source: 'profile.json',
    schema: profileSchema,
    typeName: 'Profile',
    module: 'profile',
    jsonSchema: 'profile',
  },
  {
    name: 'resume',
    kind: 'file',
    source: 'resume.json',
    schema: resumeSchema,
    typeName: 'Resume',
    module: 'resume',
    jsonSchema: 'resume',
  },
  {
    name: 'homePage',
    kind: 'file',
    source: 'pages/home.json',
    schema: homeSchema,
    typeName: 'Home',
    module: 'home-page',
    jsonSchema: 'home-page',
  },
  {
    name: 'experiencePage',
    kind: 'file',
    source: 'pages/experience.json',
    schema: experiencePageSchema,
    typeName: 'ExperiencePage',
    module: 'experience-page',
    jsonSchema: 'experience-page',
  },
  {
    name: 'skillsPage',
    kind: 'file',
    source: 'pages/skills.json',
    schema: skillsPageSchema,
    typeName: 'SkillsPage',
    module: 'skills-page',
    jsonSchema: 'skills-page',
  },
  {
    name: 'projectsPage',
    kind: 'file',
    source: 'pages/projects.json',
    schema: projectsPageSchema,
    typeName: 'ProjectsPage',
    module: 'projects-page',
    jsonSchema: 'projects-page',
  },
  {
    name: 'contactPage',
    kind: 'file',
    source: 'pages/contact.json',
    schema: contactPageSchema,
    typeName: 'ContactPage',
    module: 'contact-page',
    jsonSchema: 'contact-page',
  },
  {
    name: 'skills',
    kind: 'file',
    source: 'skills.json',
    schema: skillsSchema,
    typeName: 'Skills',
    module: 'skills',
    jsonSchema: 'skills',
  },
  {
    name: 'education',
    kind: 'file',
    source: 'education.json',
    schema: educationListSchema,
    typeName: 'Education[]',
    module: 'education',
    jsonSchema: 'education',
  },
  {
    name: 'certifications',
    kind: 'json',
    source: 'certifications',
    schema: certificationSchema,
    typeName: 'Certification',
    module: 'certifications',
    jsonSchema: 'certification',
  },
  {
    name: 'jobs',
    kind: 'mdx',
    source: 'jobs',
    schema: jobSchema,
    typeName: 'Job',
    module: 'jobs',
    jsonSchema: 'job',
  },
  {
    name: 'projects',
    kind: 'mdx',
    source: 'projects',
    schema: projectSchema,
    typeName: 'Project',
    module: 'projects',
    jsonSchema: 'project',
  },
];
