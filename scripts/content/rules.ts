/**
 * Rules that need more than one value at a time: across entries of a collection, across fields of a
 * file, or against today's date. They run on data the schemas have already accepted.
 */
import type {
  Certification,
  Education,
  Job,
  Project,
  Site,
  Skills,
  ContactPage,
} from '../../src/content/schemas.ts';
import { months } from '../../src/content/schemas.ts';
import { problemAt } from './issues.ts';
import type { LineIndex, SourceNode } from './positions.ts';
import { formatPath, locate } from './positions.ts';
import type { Problem } from './problem.ts';
import { closest } from './suggest.ts';
import { accentContrastProblems } from './theme.ts';

/** A validated entry and where it came from. */
export interface CheckedEntry {
  file: string;
  /** The file's name without its extension. */
  slug: string;
  data: unknown;
  root: SourceNode;
  lines: LineIndex;
}

/** The pages of the site (the product's routes), for checking links inside it. */
export const sitePages = ['/', '/experience', '/skills', '/projects', '/contact'] as const;

type Entries = ReadonlyMap<string, readonly CheckedEntry[]>;

/** Every cross-entry problem, given the validated entries of each collection (by collection name). */
export function crossEntryProblems(entries: Entries, today: Date): Problem[] {
  const of = (name: string) => entries.get(name) ?? [];
  return [
    ...['jobs', 'projects', 'certifications'].flatMap((name) => [
      ...idsMatchFileNames(of(name)),
      ...uniqueIds(of(name)),
    ]),
    ...of('site').flatMap(uniquePageHeads),
    ...of('site').flatMap(accentContrastProblems),
    ...of('skills').flatMap(uniqueSkills),
    ...of('contactPage').flatMap(uniqueProjectTypes),
    ...[...of('jobs'), ...of('projects')].flatMap(uniqueTechnologies),
    ...notInTheFuture(entries, today),
    ...[...entries.values()].flat().flatMap(linksToExistingPages),
  ];
}

/** The file name is how the owner finds an entry; an id that differs from it is a copy-paste slip. */
function idsMatchFileNames(list: readonly CheckedEntry[]): Problem[] {
  return list.flatMap((entry) => {
    const { id } = entry.data as { id: string };
    const extension = entry.file.slice(entry.file.lastIndexOf('.'));
    return id === entry.slug
      ? []
      : [
          problemAt(
            entry,
            ['id'],
            `The id must match the file name "${entry.slug}${extension}": expected "${entry.slug}", received "${id}"`,
          ),
        ];
  });
}

function uniqueIds(list: readonly CheckedEntry[]): Problem[] {
  const firstFile = new Map<string, string>();
  return list.flatMap((entry) => {
    const { id } = entry.data as { id: string };
    const first = firstFile.get(id);
    if (first === undefined) {
      firstFile.set(id, entry.file);
      return [];
    }
    return [problemAt(entry, ['id'], `Duplicate id "${id}": already used by ${first}`)];
  });
}

/**
 * Problems for every value that repeats an earlier one in the same file; `key` normalises values
 * that count as the same (case, spacing).
 */
function repeats(
  entry: CheckedEntry,
  items: ReadonlyArray<{ path: PropertyKey[]; value: string }>,
  message: (value: string, firstPath: PropertyKey[], firstLine: number) => string,
  key: (value: string) => string = (value) => value.trim().toLowerCase(),
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

/** Search results and browser tabs tell pages apart by these. */
function uniquePageHeads(entry: CheckedEntry): Problem[] {
  const pages = Object.entries((entry.data as Site).pages);
  return (['title', 'description'] as const).flatMap((field) =>
    repeats(
      entry,
      pages.map(([page, head]) => ({ path: ['pages', page, field], value: head[field] })),
      (_, first, line) =>
        `Same ${field} as ${formatPath(first.slice(0, 2))} (line ${line}): each page needs its own ${field}`,
    ),
  );
}

function uniqueSkills(entry: CheckedEntry): Problem[] {
  const { groups } = entry.data as Skills;
  return [
    ...repeats(
      entry,
      groups.map((group, index) => ({ path: ['groups', index, 'id'], value: group.id })),
      (id, first, line) =>
        `Duplicate id "${id}": already used by ${formatPath(first.slice(0, 2))} (line ${line})`,
    ),
    ...groups.flatMap((group, groupIndex) =>
      repeats(
        entry,
        group.items.map((item, index) => ({
          path: ['groups', groupIndex, 'items', index, 'name'],
          value: item.name,
        })),
        (name, first, line) =>
          `"${name}" is already listed in this group at ${formatPath(first.slice(0, 4))} (line ${line})`,
      ),
    ),
  ];
}

/** The form sends the value; two options with one value could not be told apart. */
function uniqueProjectTypes(entry: CheckedEntry): Problem[] {
  return repeats(
    entry,
    (entry.data as ContactPage).form.projectTypes.map((type, index) => ({
      path: ['form', 'projectTypes', index, 'value'],
      value: type.value,
    })),
    (value, first, line) =>
      `Duplicate project type value "${value}": already used by ${formatPath(first.slice(0, 3))} (line ${line})`,
  );
}

function uniqueTechnologies(entry: CheckedEntry): Problem[] {
  return repeats(
    entry,
    (entry.data as Job | Project).technologies.map((value, index) => ({
      path: ['technologies', index],
      value,
    })),
    (value, first, line) => `"${value}" is listed twice: also at ${formatPath(first)} (line ${line})`,
  );
}

/** A start date after today is a typo (2102 for 2012); an ongoing job ends "Present". */
function notInTheFuture(entries: Entries, today: Date): Problem[] {
  const thisMonth = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
  const thisYear = today.getFullYear();
  const monthName = `${months[today.getMonth()]} ${thisYear}`;
  const problems: Problem[] = [];
  for (const entry of entries.get('jobs') ?? []) {
    const { period } = entry.data as Job;
    if (period.start > thisMonth) {
      problems.push(
        problemAt(
          entry,
          ['period'],
          `The start is in the future (after ${monthName}), received "${period.label}"`,
        ),
      );
    } else if (period.end !== null && period.end > thisMonth) {
      problems.push(
        problemAt(
          entry,
          ['period'],
          `The end is in the future (after ${monthName}): write "Present" while the job is ongoing, received "${period.label}"`,
        ),
      );
    }
  }
  const yearRanges = [
    ...(entries.get('projects') ?? []).map((entry) => ({
      entry,
      path: ['year'],
      range: (entry.data as Project).year,
    })),
    ...(entries.get('certifications') ?? []).map((entry) => ({
      entry,
      path: ['period'],
      range: (entry.data as Certification).period,
    })),
    ...(entries.get('education') ?? []).flatMap((entry) =>
      (entry.data as Education[]).map((item, index) => ({
        entry,
        path: [index, 'period'],
        range: item.period,
      })),
    ),
  ];
  for (const { entry, path, range } of yearRanges) {
    if (range.start > thisYear) {
      problems.push(
        problemAt(entry, path, `The start is in the future (after ${thisYear}), received "${range.label}"`),
      );
    }
  }
  return problems;
}

/** A link to `/contcat` passes the schema (it is a well-formed path) but leads nowhere. */
function linksToExistingPages(entry: CheckedEntry): Problem[] {
  const problems: Problem[] = [];
  const visit = (value: unknown, path: PropertyKey[]) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
    else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) visit(child, [...path, key]);
    } else if (path.at(-1) === 'href' && typeof value === 'string' && value.startsWith('/')) {
      const page = value.replace(/#.*$/, '').replace(/(.)\/$/, '$1');
      if (!(sitePages as readonly string[]).includes(page)) {
        const suggestion = closest(page, sitePages);
        const hint = suggestion ? `did you mean "${suggestion}"?` : `the pages are ${sitePages.join(', ')}`;
        problems.push(
          problemAt(entry, path, `Links to "${value}", which is not a page of this site — ${hint}`),
        );
      }
    }
  };
  visit(entry.data, []);
  return problems;
}
