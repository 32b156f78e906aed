/**
 * Rules a content configuration can give its collections (see define.ts): checks that need more
 * than one value at a time, across the entries of a collection or across the fields of a file.
 * They run on data the schemas have already accepted.
 */
import type { CheckedEntry, Rule } from './define.ts';
import { problemAt } from './issues.ts';
import { formatPath, locate } from './positions.ts';
import type { Problem } from './problem.ts';
import { closest, quoteList } from './words.ts';

/** A value somewhere in an entry, with its path. */
export interface Located<T> {
  path: PropertyKey[];
  value: T;
}

/** The file name is how the owner finds an entry; an id that differs from it is a copy-paste slip. */
export const idMatchesFileName: Rule = ({ entries }) =>
  entries.flatMap((entry) => {
    const { id } = entry.data as { id: string };
    if (id === entry.slug) return [];
    const extension = entry.file.slice(entry.file.lastIndexOf('.'));
    const message = `The id must match the file name "${entry.slug}${extension}": expected "${entry.slug}", received "${id}"`;
    return [problemAt(entry, ['id'], message)];
  });

export const uniqueIds: Rule = ({ entries }) => {
  const firstFile = new Map<string, string>();
  return entries.flatMap((entry) => {
    const { id } = entry.data as { id: string };
    const first = firstFile.get(id);
    if (first === undefined) {
      firstFile.set(id, entry.file);
      return [];
    }
    return [problemAt(entry, ['id'], `Duplicate id "${id}": already used by ${first}`)];
  });
};

/**
 * A rule that values differ: `select` returns lists from an entry, and each value must differ from
 * the ones before it in its list. `key` normalises values that count as the same (by default: case
 * and surrounding spaces); `message` gets the repeated value and the path and line of its first
 * appearance.
 */
export function unique<Data>(
  select: (data: Data) => Located<string>[][],
  message: (value: string, firstPath: PropertyKey[], firstLine: number) => string,
  key: (value: string) => string = (value) => value.trim().toLowerCase(),
): Rule {
  return ({ entries }) =>
    entries.flatMap((entry) =>
      select(entry.data as Data).flatMap((list) => repeats(entry, list, message, key)),
    );
}

function repeats(
  entry: CheckedEntry,
  items: readonly Located<string>[],
  message: (value: string, firstPath: PropertyKey[], firstLine: number) => string,
  key: (value: string) => string,
): Problem[] {
  const seen = new Map<string, PropertyKey[]>();
  return items.flatMap(({ path, value }) => {
    const first = seen.get(key(value));
    if (!first) {
      seen.set(key(value), path);
      return [];
    }
    const firstLine = entry.lines.position(locate(entry.root, first)).line;
    return [problemAt(entry, path, message(value, first, firstLine))];
  });
}

/** "is listed twice: also at technologies[2] (line 14)", for lists of plain values. */
export function listedOnce<Data>(select: (data: Data) => Located<string>[]): Rule {
  return unique(
    (data: Data) => [select(data)],
    (value, first, line) => `"${value}" is listed twice: also at ${formatPath(first)} (line ${line})`,
  );
}

/** A link to `/contcat` passes the schema (it is a well-formed path) but leads nowhere. */
export const linksToPages: Rule = ({ entries, routes, collection }) => {
  // The routes' pages, and each page of an entry (`/projects/acme`) the content has.
  const pages = routes.flatMap((route) => {
    if (!route.entries) return [route.path];
    const { collection: name, when } = route.entries;
    return collection(name).flatMap(({ data }) => {
      const entry = data as Record<string, unknown>;
      return when && (entry[when] === undefined || entry[when] === false)
        ? []
        : [route.path.replace(':id', String(entry.id))];
    });
  });
  const problems: Problem[] = [];
  for (const entry of entries) {
    const visit = (value: unknown, path: PropertyKey[]) => {
      if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
      else if (value !== null && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) visit(child, [...path, key]);
      } else if (path.at(-1) === 'href' && typeof value === 'string' && value.startsWith('/')) {
        const page = value.replace(/#.*$/, '').replace(/(.)\/$/, '$1');
        if (pages.includes(page)) return;
        const suggestion = closest(page, pages);
        const hint = suggestion ? `did you mean "${suggestion}"?` : `the pages are ${pages.join(', ')}`;
        problems.push(
          problemAt(entry, path, `Links to "${value}", which is not a page of this site — ${hint}`),
        );
      }
    };
    visit(entry.data, []);
  }
  return problems;
};

/**
 * Each entry's value at `field` must be one of a list declared elsewhere in the content (another
 * collection's field), e.g. a project's category among the categories of the Projects page.
 */
export function declaredIn(
  field: string,
  source: { collection: string; select: (data: never) => readonly string[]; where: string },
): Rule {
  return ({ entries, collection }) => {
    const declared = collection(source.collection).flatMap((entry) => source.select(entry.data as never));
    if (declared.length === 0) return [];
    return entries.flatMap((entry) => {
      const value = (entry.data as Record<string, unknown>)[field];
      if (typeof value !== 'string' || declared.includes(value)) return [];
      const suggestion = closest(value, declared);
      const hint = suggestion ? ` — did you mean "${suggestion}"?` : `; add it to ${source.where} to use it`;
      const message = `Expected one of ${quoteList(declared)} (declared in ${source.where}); received "${value}"${hint}`;
      return [problemAt(entry, [field], message)];
    });
  };
}
