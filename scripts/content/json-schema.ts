/**
 * What editors need to check content while the owner types, generated from the configuration:
 * a JSON Schema per collection (`content/.schema/<module>.schema.json`, from its zod schema) and
 * VS Code's settings mapping each collection's files to it (`.vscode/settings.json`). JSON files
 * also point at theirs with `"$schema"`, MDX front matter with a `yaml-language-server` comment.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { dateSpan } from '../../src/content/schemas.ts';
import type { Collection } from './define.ts';
import { readIfExists } from './generate.ts';

/** Where the editors' schemas of a content folder live. */
export function jsonSchemaDir(contentDir: string): string {
  return join(contentDir, '.schema');
}

/** Dates are text the schema parses; an editor can still describe them. */
const dateHints = new Map<z.core.$ZodType, Record<string, unknown>>([
  [
    dateSpan.in,
    {
      type: ['string', 'number'],
      description:
        'A date ("2019", "June 2012", "2012-06", "2012-06-15") or a span of two joined by " - ", ending "Present" while ongoing',
      examples: ['June 2012 - July 2020', 'July 2020 - Present', '2019', '2012-06 - 2014-03'],
    },
  ],
]);

/** One collection's JSON Schema as text. */
export function renderJsonSchema(collection: Collection): string {
  const schema = z.toJSONSchema(collection.schema, {
    io: 'input',
    override({ zodSchema, jsonSchema }) {
      Object.assign(jsonSchema, dateHints.get(zodSchema));
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

/** `.vscode/settings.json`: each collection's files mapped to their schema, for a project's `content/`. */
export function renderEditorSettings(collections: readonly Collection[]): string {
  const schemaUrl = (collection: Collection) => `./content/.schema/${collection.module}.schema.json`;
  const glob = (collection: Collection) =>
    collection.kind === 'file'
      ? `**/content/${collection.source}`
      : `**/content/${collection.source}/*.${collection.kind}`;
  const settings = {
    'json.schemas': collections
      .filter((collection) => collection.kind !== 'mdx')
      .map((collection) => ({ fileMatch: [glob(collection)], url: schemaUrl(collection) })),
    // Front matter is YAML inside MDX; the YAML extension reads it through these globs.
    'yaml.schemas': Object.fromEntries(
      collections
        .filter((collection) => collection.kind === 'mdx')
        .map((collection) => [schemaUrl(collection), glob(collection)]),
    ),
    'search.exclude': { 'src/content/generated/**': true },
    'files.readonlyInclude': { 'src/content/generated/**': true },
  };
  return `${JSON.stringify(settings, null, 2)}\n`;
}

/** The project's editor settings file. */
export function editorSettingsFile(rootDir: string): string {
  return join(rootDir, '.vscode', 'settings.json');
}

/**
 * Writes every collection's JSON Schema into the content folder and, for a project's own
 * `content/`, the editor settings; only files whose text changed. Returns the files written.
 */
export function writeEditorFiles(
  collections: readonly Collection[],
  contentDir: string,
  rootDir?: string,
): string[] {
  const files = collections.map((collection) => ({
    file: join(jsonSchemaDir(contentDir), `${collection.module}.schema.json`),
    text: renderJsonSchema(collection),
  }));
  if (rootDir) files.push({ file: editorSettingsFile(rootDir), text: renderEditorSettings(collections) });
  const written: string[] = [];
  for (const { file, text } of files) {
    if (readIfExists(file) === text) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.push(file);
  }
  // The schema of a collection the configuration no longer has would mislead an editor.
  const current = new Set(files.map(({ file }) => file));
  for (const name of readdirSync(jsonSchemaDir(contentDir))) {
    const file = join(jsonSchemaDir(contentDir), name);
    if (name.endsWith('.schema.json') && !current.has(file)) rmSync(file);
  }
  return written;
}
