/**
 * JSON Schemas for editors, generated from the zod schemas: `content/.schema/<name>.schema.json`.
 * JSON files point at theirs with `"$schema"`, MDX front matter with a `yaml-language-server`
 * comment, so an editor autocompletes fields and flags mistakes while the owner types.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { monthRange, months, yearRange } from '../../src/content/schemas.ts';
import { collections, type Collection } from './collections.ts';
import { readIfExists } from './generate.ts';

export function jsonSchemaDir(rootDir: string): string {
  return join(rootDir, 'content', '.schema');
}

const monthYear = `(${months.join('|')}) \\d{4}`;

/** Date ranges are text the schema parses; an editor can still check their shape. */
const rangeHints = new Map<z.core.$ZodType, Record<string, string>>([
  [
    monthRange.in,
    {
      description: 'A month range: "June 2012 - July 2020", or "July 2020 - Present" while ongoing',
      pattern: `^${monthYear}\\s+[-–]\\s+(${monthYear}|Present)$`,
    },
  ],
  [
    yearRange.in,
    {
      description: 'A year "2012" or a range: "2012 - 2020", or "2022 - Present" while ongoing',
      pattern: '^\\d{4}(\\s*[-–]\\s*(\\d{4}|Present))?$',
    },
  ],
]);

/** One collection's JSON Schema as text. */
export function renderJsonSchema(collection: Collection): string {
  const schema = z.toJSONSchema(collection.schema, {
    io: 'input',
    override({ zodSchema, jsonSchema }) {
      Object.assign(jsonSchema, rangeHints.get(zodSchema));
    },
  });
  const where = collection.kind === 'file' ? collection.source : `${collection.source}/*.${collection.kind}`;
  const title = `content/${where}${collection.kind === 'mdx' ? ' (front matter)' : ''}`;
  // JSON files name their schema in a "$schema" field, which the loader strips before validating.
  if (collection.kind !== 'mdx' && schema.type === 'object') {
    schema.properties = { $schema: { type: 'string' }, ...schema.properties };
  }
  return `${JSON.stringify({ $schema: schema.$schema, title, ...schema }, null, 2)}\n`;
}

/** Writes every collection's JSON Schema whose text changed; returns the files written. */
export function writeJsonSchemas(rootDir: string): string[] {
  const dir = jsonSchemaDir(rootDir);
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const collection of collections) {
    const file = join(dir, `${collection.jsonSchema}.schema.json`);
    const text = renderJsonSchema(collection);
    if (readIfExists(file) === text) continue;
    writeFileSync(file, text);
    written.push(file);
  }
  return written;
}
