/**
 * The pages' copy after an import. Every word stays; the fields the schemas mark `career(…)`
 * (`careerFields`) described the previous career, so each is either taken from the imported one
 * (the home page's technologies, the year the career began, the project categories) or removed,
 * and the report says which. The files are edited in place with jsonc-parser, so the owner's
 * formatting and every other line stay as they were and the diff shows only what changed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyEdits, modify, type FormattingOptions } from 'jsonc-parser';
import { z } from 'zod';
import { collections, type CollectionName } from '#src/content/config.ts';
import { careerFields } from '#src/content/schemas/career.ts';
import { formatPath } from '#engine/positions.ts';
import { careerCollections } from './career-collections.ts';
import type { CareerFacts } from './to-content.ts';

type Path = (string | number)[];

/** One change to a field of the copy or the settings, as the report says it. */
export interface CopyChange {
  /** Relative to the content folder: `pages/home.json`. */
  file: string;
  /** The field: `stats`, `pages.home.keywords`. */
  field: string;
  /** What happened, in words: "removed (the previous career's); write your own". */
  message: string;
}

/** A field of a kept file to set (or remove, with `value` undefined), and why. */
export interface FieldEdit {
  collection: CollectionName;
  path: Path;
  value: unknown;
  message: string;
}

/** The career fields each page can take from the résumé, by collection and field path. */
const derivations: Partial<
  Record<CollectionName, Record<string, (facts: CareerFacts) => FieldEdit['value']>>
> = {
  homePage: { technologies: (facts) => (facts.technologies.length > 0 ? facts.technologies : undefined) },
  skillsPage: { careerStartYear: (facts) => facts.careerStartYear },
  projectsPage: { categories: (facts) => facts.categories },
};

/** How the report names a value taken from the résumé. */
function derivedMessage(field: string, value: unknown): string {
  if (field === 'technologies')
    return `set from your skills: ${(value as { name: string }[]).map((technology) => technology.name).join(', ')}`;
  if (field === 'careerStartYear') return `set to ${String(value)}, the year your earliest job began`;
  if (field === 'categories')
    return `set to your projects' types: ${(value as string[]).map((category) => `"${category}"`).join(', ')}`;
  return `set to ${JSON.stringify(value)}`;
}

const removedMessage = "removed (the previous career's); write your own";

/**
 * The schema inside `optional`, `nullable` (a file that may be missing) and `default` wrappers, and
 * what a transform reads (`site.json`'s, which resolves its languages).
 */
function unwrapped(schema: z.ZodType): z.ZodType {
  let inner = schema;
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault)
      inner = inner.unwrap() as z.ZodType;
    else if (inner instanceof z.ZodPipe) inner = inner.in as z.ZodType;
    else return inner;
  }
}

/** Every path of `schema`'s objects at which a career field is declared. */
export function careerPaths(schema: z.ZodType, path: Path = []): Path[] {
  const inner = unwrapped(schema);
  if (!(inner instanceof z.ZodObject)) return [];
  return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
    careerFields.has(field) ? [[...path, key]] : careerPaths(field, [...path, key]),
  );
}

/** The collections an import keeps: files of words and settings, which it edits but never replaces. */
export const keptCollections = collections.filter(
  (collection) =>
    collection.kind === 'file' && !(careerCollections as readonly string[]).includes(collection.name),
);

function valueAt(data: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
    data,
  );
}

const formatting: FormattingOptions = { insertSpaces: true, tabSize: 2, eol: '\n' };

/**
 * Every career field of the kept files, as an edit: taken from `facts` where a page can, removed
 * otherwise; plus the `settings` the caller decided (the locale, the X handle).
 */
export function careerEdits(contentDir: string, facts: CareerFacts, settings: FieldEdit[] = []): FieldEdit[] {
  const edits: FieldEdit[] = [];
  for (const collection of keptCollections) {
    const file = join(contentDir, collection.source);
    if (!existsSync(file)) continue;
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      // A file that is not JSON is the content check's to report, where it stands.
      continue;
    }
    for (const path of careerPaths(collection.schema)) {
      const derive = derivations[collection.name as CollectionName]?.[formatPath(path)];
      const value = derive?.(facts);
      const current = valueAt(data, path);
      if (value !== undefined) {
        if (JSON.stringify(value) !== JSON.stringify(current))
          edits.push({
            collection: collection.name as CollectionName,
            path,
            value,
            message: derivedMessage(formatPath(path), value),
          });
      } else if (current !== undefined)
        edits.push({
          collection: collection.name as CollectionName,
          path,
          value: undefined,
          message: removedMessage,
        });
    }
  }
  return [...edits, ...settings];
}

/**
 * The kept files' new texts after `edits`, by path relative to the content folder, and the
 * changes as the report says them. Schema order decides where a new field goes.
 */
export function applyCareerEdits(
  contentDir: string,
  edits: readonly FieldEdit[],
): { texts: Map<string, string>; changes: CopyChange[] } {
  const texts = new Map<string, string>();
  const changes: CopyChange[] = [];
  for (const edit of edits) {
    const collection = collections.find((candidate) => candidate.name === edit.collection)!;
    const file = collection.source;
    const text = texts.get(file) ?? readFileSync(join(contentDir, file), 'utf8');
    const order = Object.keys((unwrapped(collection.schema) as z.ZodObject).shape ?? {});
    const result = modify(text, edit.path, edit.value, {
      // A removal keeps the lines around it as they are; a value set is laid out like the file.
      formattingOptions: edit.value === undefined ? undefined : formatting,
      getInsertionIndex: (properties) => {
        if (edit.path.length > 1) return properties.length;
        const rank = order.indexOf(String(edit.path[0]));
        // After the fields the schema puts before it (and `$schema`, which it does not name).
        return properties.filter((property) => order.indexOf(property) < rank).length;
      },
    });
    texts.set(file, applyEdits(text, result));
    changes.push({ file, field: formatPath(edit.path), message: edit.message });
  }
  return { texts, changes };
}
