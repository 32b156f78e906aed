/**
 * `npm run new -- <job|project|certification|post> <slug>`: creates a content file with the fields an
 * entry usually has, left blank with a note on what goes where. Until each blank is filled in (or
 * its line deleted, for the optional ones), `npm run check:content` points at it; it never
 * overwrites an entry or reuses an id.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readCommandLine } from '#lib/command-line.ts';
import { collections, type CollectionName } from '#src/content/config.ts';
import { localDay } from '#src/content/values/dates.ts';
import { slugPattern } from '#src/content/schemas/fields.ts';
import type { ProjectsPage } from '#src/content/schemas/projects-page.ts';
import { jobTypeExamples, projectStatusExamples } from '#src/content/values/vocabulary.ts';
import { schemaReference } from '#engine/json-schema.ts';
import type { LoadResult } from '#engine/load.ts';
import { loadSiteContent } from '#site-content/content.ts';
import { projectDir } from '#lib/project-dir.ts';

/** What the owner can scaffold: the collection it belongs to and the text of a new entry. */
const kinds = {
  job: { collection: 'jobs', template: jobTemplate },
  project: { collection: 'projects', template: projectTemplate },
  certification: { collection: 'certifications', template: certificationTemplate },
  post: { collection: 'posts', template: postTemplate },
} satisfies Record<string, { collection: CollectionName; template: unknown }>;
type Kind = keyof typeof kinds;

interface TemplateContext {
  id: string;
  /** The collection's editor schema, relative to the new file. */
  schema: string;
  /** The project categories declared in the content, when it can be read. */
  categories: readonly string[];
  /** Today, "2026-03-14": a new post's day. */
  today: string;
}

function jobTemplate({ id, schema }: TemplateContext): string {
  return `---
# yaml-language-server: $schema=${schema}
id: ${id}
company: ''
role: ''
# "June 2012 - July 2020", "2019 - 2021", "2012-06 - Present" for the current job.
period: ''
# Optional from here on: delete a line you have nothing for.
location: ''
# In your words, e.g. ${jobTypeExamples.join(', ')}.
type: ${jobTypeExamples[0]}
# What you achieved, one per line; lead with a verb and a number where you can.
achievements:
  - ''
technologies:
  - ''
# The one figure that sums up the job, e.g. metric: Page load time, value: 74% faster.
impact:
  metric: ''
  value: ''
  description: ''
---

{/* The description: a paragraph or two on the company, the role and what you were responsible for. */}
`;
}

function projectTemplate({ id, schema, categories }: TemplateContext): string {
  return `---
# yaml-language-server: $schema=${schema}
id: ${id}
title: ''
# Optional from here on: delete a line you have nothing for.
# One of the categories in content/pages/projects.json${categories.length > 0 ? `: ${categories.join(', ')}` : ''}.
category: '${categories[0] ?? ''}'
# One sentence for the card.
description: ''
technologies:
  - ''
features:
  - ''
outcomes:
  - ''
# In your words, e.g. ${projectStatusExamples.join(', ')}.
status: ${projectStatusExamples[0]}
# "2022", "2020 - 2023" or "2022 - Present".
year: ''
# Optional: technicalHighlights (title, description, icon, metrics), challenges, and
# links (live, github: https addresses; documentation, demo: an address or true for "coming soon").
# A page of its own, a case study at /projects/<id>: caseStudy with problem (a paragraph),
# role and approach (a decision a line).
# featured: true shows it on the home page, with its first outcome.
---

{/* The long description: what the project is, the problem it solves and how it is built. */}
`;
}

function postTemplate({ id, schema, today }: TemplateContext): string {
  return `---
# yaml-language-server: $schema=${schema}
id: ${id}
title: ''
# The day it is published, and later the day it last changed in substance (updated: ...).
date: ${today}
# A sentence or two: the list of posts, link previews and the feeds show it.
summary: ''
tags:
  - ''
# Published with the next build once you delete this line; until then only npm run dev shows it.
draft: true
---

{/* The post, in Markdown: ## headings, code blocks with their language, tables, footnotes. */}
`;
}

function certificationTemplate({ id, schema }: TemplateContext): string {
  const certification = {
    $schema: schema,
    id,
    name: '',
    issuer: '',
    period: '',
    description: '',
  };
  return `${JSON.stringify(certification, null, 2)}\n`;
}

/** Creates the entry and returns its path relative to the project, or throws a message for the owner. */
export function createEntry(rootDir: string, kind: string, slug: string): string {
  if (!(kind in kinds))
    throw new Error(`Unknown kind "${kind}". Use one of: ${Object.keys(kinds).join(', ')}.`);
  if (!slugPattern.test(slug)) {
    throw new Error(
      `"${slug}" is not a usable id: use lowercase letters, digits and dashes, like "acme-platform".`,
    );
  }
  const { collection: name, template } = kinds[kind as Kind];
  const collection = collections.find((candidate) => candidate.name === name)!;
  const relative = `content/${collection.source}/${slug}.${collection.kind}`;
  mkdirSync(path.join(rootDir, 'content', collection.source), { recursive: true });
  if (existsSync(path.join(rootDir, relative)))
    throw new Error(`${relative} already exists; nothing was changed.`);

  const loaded = loadSiteContent({ rootDir });
  if (loaded.ok) {
    const taken = loaded.content
      .find((candidate) => candidate.collection.name === name)
      ?.entries.find((entry) => (entry.data as { id?: string }).id === slug);
    if (taken) throw new Error(`The id "${slug}" is already used by ${taken.file}; choose another.`);
  }
  const schema = schemaReference(collection, collection.source);
  writeFileSync(
    path.join(rootDir, relative),
    template({ id: slug, schema, categories: categories(rootDir, loaded), today: localDay(new Date()) }),
    {
      flag: 'wx',
    },
  );
  return relative;
}

/** The declared project categories, read even while some other file has a problem. */
function categories(rootDir: string, loaded: LoadResult): readonly string[] {
  if (loaded.ok) {
    const page = loaded.content.find((candidate) => candidate.collection.name === 'projectsPage');
    return (page?.entries[0]?.data as ProjectsPage | undefined)?.categories ?? [];
  }
  try {
    const page = JSON.parse(
      readFileSync(path.join(rootDir, 'content/pages/projects.json'), 'utf8'),
    ) as unknown;
    const list = (page as { categories?: unknown }).categories;
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const usage =
    'Usage: npm run new -- <job|project|certification|post> <slug>\n  e.g. npm run new -- job acme-corp';
  const { positionals } = readCommandLine(usage, { allowPositionals: true, options: {} });
  const [kind, slug] = positionals;
  if (!kind || !slug) {
    console.error(usage);
    process.exit(2);
  }
  try {
    const file = createEntry(projectDir, kind, slug);
    console.log(`Created ${file}. Fill in the blanks, then run npm run check:content.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
