/**
 * Imported values as the content's files, written the way the rest of `content/` is: JSON in the
 * project's Prettier style with its `"$schema"` for the editor, MDX with YAML front matter that
 * names its schema, dates in quotes so YAML never reads them as numbers or timestamps.
 */
import { join, posix } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { Document, Scalar } from 'yaml';
import { collections } from '#src/content/config.ts';
import { schemaReference } from '#engine/json-schema.ts';
import type { FolderEntry } from './section-mapping.ts';
import type { PostEntry } from './posts.ts';
import { careerCollections } from './career-collections.ts';
import { careerCollection, type CareerValues } from './to-content.ts';
import { mdxBody } from './markdown.ts';

/** Front matter fields that hold dates. */
const dateFields = new Set(['period', 'year', 'date', 'updated']);

/** JSON as Prettier writes it with the project's settings (`file` picks the parser and settings). */
export async function jsonText(value: unknown, file: string): Promise<string> {
  const options = (await resolveConfig(file)) ?? {};
  return format(JSON.stringify(value), { ...options, filepath: file });
}

/**
 * An MDX file: its front matter, naming its `schema` (a translation, which holds words alone, names
 * none), then its `body`, MDX already.
 */
export function mdxText(fields: Record<string, unknown>, body: string | undefined, schema?: string): string {
  const document = new Document(fields);
  for (const field of dateFields) {
    const node = document.get(field, true);
    if (node instanceof Scalar) node.type = Scalar.QUOTE_SINGLE;
  }
  const frontMatter = document.toString({ lineWidth: 0, singleQuote: true });
  const named = schema ? `# yaml-language-server: $schema=${schema}\n` : '';
  return `---\n${named}${frontMatter}---\n` + (body ? `\n${body}\n` : '');
}

/**
 * The text of every file the imported `values` make, by path relative to the content folder
 * `contentDir`, whose Prettier settings (the project's) they are written with.
 */
export async function careerFiles(values: CareerValues, contentDir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const name of careerCollections) {
    const collection = careerCollection(name);
    const value = values[name];
    if (value === undefined) continue;
    if (collection.kind === 'file') {
      const file = collection.source;
      const withSchema = Array.isArray(value)
        ? value
        : { $schema: schemaReference(collection, posix.dirname(file)), ...value };
      files.set(file, await jsonText(withSchema, join(contentDir, file)));
      continue;
    }
    for (const entry of value as FolderEntry[]) {
      const file = `${collection.source}/${entry.id}.${collection.kind}`;
      const schema = schemaReference(collection, collection.source);
      files.set(
        file,
        collection.kind === 'mdx'
          ? mdxText(entry.fields, entry.body && mdxBody(entry.body), schema)
          : await jsonText({ $schema: schema, ...entry.fields }, join(contentDir, file)),
      );
    }
  }
  return files;
}

/** The posts' files, by path relative to the content folder: `writing/<id>.mdx`. */
export function postFiles(posts: readonly PostEntry[]): Map<string, string> {
  const collection = collections.find((candidate) => candidate.name === 'posts')!;
  const schema = schemaReference(collection, collection.source);
  return new Map(
    posts.map((post) => [
      `${collection.source}/${post.id}.${collection.kind}`,
      mdxText(post.fields, post.body, schema),
    ]),
  );
}
