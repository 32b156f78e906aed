/**
 * `npm run new -- <job|project|certification> <slug>`: creates a content file with every field the
 * schema requires, left blank with a note on what goes where. Until the blanks are filled in,
 * `npm run check:content` points at each one; it never overwrites an entry or reuses an id.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { projectCategories, projectStatuses } from '../src/content/schemas.ts';
import { loadContent } from './content/load.ts';

const kinds = {
  job: { folder: 'jobs', extension: '.mdx', template: jobTemplate },
  project: { folder: 'projects', extension: '.mdx', template: projectTemplate },
  certification: { folder: 'certifications', extension: '.json', template: certificationTemplate },
} as const;
type Kind = keyof typeof kinds;

function jobTemplate(id: string): string {
  return `---
# yaml-language-server: $schema=../.schema/job.schema.json
id: ${id}
company: ''
role: ''
# "June 2012 - July 2020", or "July 2020 - Present" for the current job.
period: ''
location: ''
# Full-time or Contract.
type: Full-time
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

function projectTemplate(id: string): string {
  return `---
# yaml-language-server: $schema=../.schema/project.schema.json
id: ${id}
title: ''
# One of: ${projectCategories.join(', ')}.
category: ${projectCategories[0]}
# One sentence for the card.
description: ''
technologies:
  - ''
features:
  - ''
outcomes:
  - ''
# One of: ${projectStatuses.join(', ')}.
status: ${projectStatuses[0]}
# "2022", "2020 - 2023" or "2022 - Present".
year: ''
# Optional: technicalHighlights (title, description, icon, metrics), challenges, and
# links (live, github: https addresses; documentation, demo: an address or true for "coming soon").
---

{/* The long description: what the project is, the problem it solves and how it is built. */}
`;
}

function certificationTemplate(id: string): string {
  const certification = {
    $schema: '../.schema/certification.schema.json',
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
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
    throw new Error(
      `"${slug}" is not a usable id: use lowercase letters, digits and dashes, like "acme-platform".`,
    );
  }
  const { folder, extension, template } = kinds[kind as Kind];
  const relative = `content/${folder}/${slug}${extension}`;
  if (existsSync(path.join(rootDir, relative)))
    throw new Error(`${relative} already exists; nothing was changed.`);

  const loaded = loadContent({ rootDir });
  if (loaded.ok) {
    const taken = loaded.content
      .find((collection) => collection.collection.name === folder)
      ?.entries.find((entry) => (entry.data as { id?: string }).id === slug);
    if (taken) throw new Error(`The id "${slug}" is already used by ${taken.file}; choose another.`);
  }
  writeFileSync(path.join(rootDir, relative), template(slug), { flag: 'wx' });
  return relative;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const [kind, slug] = positionals;
  if (!kind || !slug) {
    console.error(
      'Usage: npm run new -- <job|project|certification> <slug>\n  e.g. npm run new -- job acme-corp',
    );
    process.exit(2);
  }
  try {
    const file = createEntry(fileURLToPath(new URL('..', import.meta.url)), kind, slug);
    console.log(`Created ${file}. Fill in the blanks, then run npm run check:content.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
