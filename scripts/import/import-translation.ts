/**
 * `npm run import -- <file> --locale de`, for a language the site declares beside its own: the
 * résumé is the owner's career in that language, and becomes its translation (`content/de/…`),
 * entry by entry, of the career the site already shows. Each of its entries is matched to the
 * site's by id, else by when it began (a job's, a project's, a certificate's dates are the same in
 * every language); a file's lists, item by item. Only the words are written
 * (scripts/engine/translations.ts): ids, dates, links and pictures stay the site's own. An entry the
 * site does not have is reported, not added; the content is checked before anything is written.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { parseSpan } from '#src/content/values/date-input.ts';
import { compareProblems } from '#engine/problem.ts';
import { translationOf } from '#engine/translations.ts';
import {
  checkStaged,
  readInput,
  readJson,
  readJsonText,
  startReport,
  writePlan,
  type ImportOptions,
  type ImportReport,
  type Plan,
} from './pipeline.ts';
import { sameOnce } from './read/read-result.ts';
import { jsonText, mdxText } from './write/files.ts';
import { mdxBody } from './write/markdown.ts';
import { Placing } from './write/placing.ts';
import type { FolderEntry } from './write/section-mapping.ts';
import { careerCollection, careerContent, coveredCollections } from './write/to-content.ts';

/** The résumé section each folder collection's entries come from, to name one that found no match. */
const sectionOf: Record<string, string> = {
  jobs: 'work',
  projects: 'projects',
  certifications: 'certificates',
};

/** Imports a résumé as the translation of the site's career into a language it declares. */
export async function importTranslation(
  options: ImportOptions & { language: { code: string; locale: string } },
): Promise<ImportReport> {
  const { contentDir, contentLabel, today = new Date(), language } = options;
  const report: ImportReport = {
    ...startReport(options),
    translation: language.code,
    locale: {
      value: language.locale,
      from: `a translation: site.json declares ${language.code} beside the site's own`,
    },
  };

  const read = await readInput(options.input, report);
  if (!read) return report;
  const placing = new Placing(read.origin, today);
  const career = careerContent(read.resume, placing, {
    locale: language.locale,
    covers: read.covers,
    currentProfile: readJson(join(contentDir, 'profile.json')),
  });
  report.counts = career.counts;

  const plan: Plan = new Map();
  const translated = async (file: string, text: string) => {
    const target = join(contentDir, file);
    if (!existsSync(target) || readFileSync(target, 'utf8') !== text) plan.set(file, text);
  };
  for (const name of coveredCollections(read.covers)) {
    const collection = careerCollection(name);
    const value = career.values[name];
    if (value === undefined) continue;
    if (collection.kind === 'file') {
      const original = readJson(join(contentDir, collection.source));
      const words = original && translationOf(collection.schema, value, original);
      if (words !== undefined)
        await translated(
          `${language.code}/${collection.source}`,
          await jsonText(words, join(contentDir, collection.source)),
        );
      continue;
    }
    const originals = entriesOf(contentDir, collection.source, collection.kind);
    const taken = new Set<string>();
    for (const entry of value as FolderEntry[]) {
      const original = matching(entry, originals, taken);
      if (!original) {
        const section = sectionOf[name] ?? name;
        const index = sectionIndex(read.resume, section, entry);
        placing.notPlace(
          index === undefined ? [section] : [section, index],
          `the site has no ${collection.name} entry like it in ${contentLabel}/${collection.source}/ (by id or start date); a translation adds no entry: import or write it in the site's own language first`,
        );
        continue;
      }
      taken.add(original.id);
      const file = `${language.code}/${collection.source}/${original.id}.${collection.kind}`;
      const words = translationOf(collection.schema, entry.fields, original.fields) as
        Record<string, unknown> | undefined;
      if (collection.kind === 'mdx') {
        const body = entry.body && mdxBody(entry.body);
        if (words || body) await translated(file, mdxText(words ?? {}, body));
      } else if (words) {
        await translated(
          file,
          await jsonText(words, join(contentDir, collection.source, `${original.id}.json`)),
        );
      }
    }
  }
  report.notPlaced = [...read.notPlaced, ...placing.notPlaced].sort(compareProblems);
  report.readings = sameOnce([...read.readings, ...placing.readings].sort(compareProblems));
  if (placing.problems.length > 0) {
    report.problems = placing.problems;
    return report;
  }
  const checked = checkStaged(contentDir, plan, today, contentLabel);
  report.warnings = checked.warnings;
  if (checked.problems.length > 0) {
    report.problems = checked.problems;
    return report;
  }
  return writePlan(report, contentDir, plan);
}

interface OriginalEntry {
  id: string;
  fields: Record<string, unknown>;
}

/** A folder collection's entries as written: each file's fields, by its name. */
function entriesOf(contentDir: string, source: string, kind: string): OriginalEntry[] {
  const folder = join(contentDir, source);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(`.${kind}`))
    .sort()
    .flatMap((name) => {
      const text = readFileSync(join(folder, name), 'utf8');
      const fields = kind === 'mdx' ? (matter(text).data as Record<string, unknown>) : readJsonText(text);
      return fields ? [{ id: name.slice(0, -(kind.length + 1)), fields }] : [];
    });
}

/** When an entry began, to the month: its dates are the same in every language. */
function startOf(fields: Record<string, unknown>): string | undefined {
  const written = fields.period ?? fields.year ?? fields.date;
  if (written === undefined) return undefined;
  const span = parseSpan(written);
  return 'error' in span ? undefined : span.start;
}

/** The site's entry an imported one translates: the same id, else the one that began when it did. */
function matching(entry: FolderEntry, originals: readonly OriginalEntry[], taken: ReadonlySet<string>) {
  const free = originals.filter((original) => !taken.has(original.id));
  const byId = free.find((original) => original.id === entry.id);
  if (byId) return byId;
  const start = startOf(entry.fields);
  const sameStart = start === undefined ? [] : free.filter((original) => startOf(original.fields) === start);
  return sameStart.length === 1 ? sameStart[0] : undefined;
}

/** Where in the résumé's section an imported entry came from, by its name. */
function sectionIndex(
  resume: Record<string, unknown>,
  section: string,
  entry: FolderEntry,
): number | undefined {
  const list = resume[section];
  if (!Array.isArray(list)) return undefined;
  const names = [entry.fields.company, entry.fields.title, entry.fields.name].filter(
    (name) => typeof name === 'string',
  );
  const index = list.findIndex(
    (item: Record<string, unknown>) =>
      item && names.some((name) => name === item.name || name === item.title),
  );
  return index === -1 ? undefined : index;
}
