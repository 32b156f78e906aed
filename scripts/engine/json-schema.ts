/**
 * What editors need to check content while the owner types, generated from the configuration:
 * a JSON Schema per collection (`content/.schema/<module>.schema.json`, from its zod schema) and
 * VS Code's settings mapping each collection's files to it (`.vscode/settings.json`). JSON files
 * also point at theirs with `"$schema"`, MDX front matter with a `yaml-language-server` comment.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { z } from 'zod';
import type { Collection } from './define.ts';
import { readIfExists } from './generate.ts';

/** The folder of a content folder that holds the editors' schemas. */
export const schemaFolder = '.schema';

export function jsonSchemaDir(contentDir: string): string {
  return join(contentDir, schemaFolder);
}

/** A collection's schema, relative to the content folder. */
export function schemaFileOf(collection: Pick<Collection, 'module'>): string {
  return `${schemaFolder}/${collection.module}.schema.json`;
}

/** How a file in `folder` (relative to the content folder) names its collection's schema. */
export function schemaReference(collection: Pick<Collection, 'module'>, folder: string): string {
  const relative = posix.relative(folder, schemaFileOf(collection));
  return relative.startsWith('../') ? relative : `./${relative}`;
}

export function renderJsonSchema(collection: Collection): string {
  const schema = z.toJSONSchema(collection.schema, { io: 'input' });
  const where = collection.kind === 'file' ? collection.source : `${collection.source}/*.${collection.kind}`;
  const title = `content/${where}${collection.kind === 'mdx' ? ' (front matter)' : ''}`;
  // JSON files name their schema in a "$schema" field, which the loader strips before validating.
  if (collection.kind !== 'mdx' && schema.type === 'object') {
    schema.properties = { $schema: { type: 'string' }, ...schema.properties };
  }
  return `${JSON.stringify({ $schema: schema.$schema, title, ...schema }, null, 2)}\n`;
}

/**
 * `.vscode/settings.json`: each collection's files mapped to their schema, for a project's `content/`,
 * and the generated modules (`generated`, relative to the project) kept out of search and edits.
 */
export function renderEditorSettings(collections: readonly Collection[], generated: string): string {
  const schemaUrl = (collection: Collection) => `./content/${schemaFileOf(collection)}`;
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
    'search.exclude': { [`${generated}/**`]: true },
    'files.readonlyInclude': { [`${generated}/**`]: true },
  };
  return `${JSON.stringify(settings, null, 2)}\n`;
}

export function editorSettingsFile(rootDir: string): string {
  return join(rootDir, '.vscode', 'settings.json');
}

/**
 * Writes every collection's JSON Schema into the content folder and, for a project's own
 * `content/` (`project`), the editor settings; only files whose text changed. Returns the files
 * written.
 */
export function writeEditorFiles(
  collections: readonly Collection[],
  contentDir: string,
  project?: { rootDir: string; generatedDir: string },
): string[] {
  const files = collections.map((collection) => ({
    file: join(contentDir, schemaFileOf(collection)),
    text: renderJsonSchema(collection),
  }));
  if (project) {
    const generated = relative(project.rootDir, project.generatedDir).split(sep).join('/');
    files.push({
      file: editorSettingsFile(project.rootDir),
      text: renderEditorSettings(collections, generated),
    });
  }
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
