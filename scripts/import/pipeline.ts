/**
 * The stages every import goes through, whatever reader reads the file (read/: a JSON Resume file,
 * the data_lang template's JSON, a LinkedIn export) and whatever it becomes (the career, in
 * import-career.ts, or its translation into a language the site declares, in import-translation.ts):
 *
 * 1. a report of nothing done yet (`startReport`);
 * 2. the input read by the reader that knows it (`readInput`), into the career model and the
 *    readings it made;
 * 3. the site's settings read once (`readSite`) and the language decided once: a translation or the
 *    career (`languageOf`), and the career's locale (`careerLocale`);
 * 4. each file's new bytes planned (the importer's own work);
 * 5. the content as it would be checked on a staged copy, with the check `check:content` runs
 *    (`checkStaged`);
 * 6. the plan written, each file atomically, unless it is a dry run, and the report completed
 *    (`writePlan`); report.ts says it.
 *
 * A malformed input or an import that would not build leaves the content folder as it was.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadSiteContent } from '#site-content/content.ts';
import type { Problem } from '#engine/problem.ts';
import { readerOf, readImport } from './read/read.ts';
import type { ReadSuccess } from './read/read-result.ts';
import type { JsonResume } from './read/json-resume-schema.ts';
import type { CopyChange } from './write/page-copy.ts';
import type { Placing } from './write/placing.ts';
import type { SampleRemoval } from './sample.ts';
import type { SectionCount } from './write/to-content.ts';

/** The locale content is written in when neither the command, the résumé nor the site names one. */
export const defaultLocale = 'en_US';

export interface ImportOptions {
  /** A JSON Resume file, or a LinkedIn export (its ZIP or the folder of its CSVs). */
  input: string;
  /** The content folder to import into. */
  contentDir: string;
  /** How messages name the content folder: `content`. */
  contentLabel: string;
  /**
   * `--locale`: the site's locale ("fr_FR"; without it, the résumé's `meta.language`, else the site's
   * own), or a language site.json declares beside the site's own ("fr"), which makes the import a
   * translation (`languageOf`).
   */
  locale?: string;
  /** Do everything but change the content folder. */
  dryRun?: boolean;
  /** "Now", for dates after today. */
  today?: Date;
}

type FileChange = 'added' | 'replaced' | 'edited' | 'removed';

export interface ImportReport {
  input: string;
  /** "JSON Resume", "LinkedIn export", or the other format the file turned out to be. */
  kind: string;
  /** False when nothing was (or, in a dry run, would be) changed because of `problems`. */
  ok: boolean;
  dryRun: boolean;
  /** Why the import stopped: in the input, or in the content it would make. */
  problems: Problem[];
  /** What the content check says but does not stop for (a small photo). */
  warnings: Problem[];
  /** Input fields read but not imported, each at its place in the input. */
  notPlaced: Problem[];
  /** Values read otherwise than as written (an older name, "Present", HTML), each at its place. */
  readings: Problem[];
  /** The site's locale and where it came from. */
  locale?: { value: string; from: string };
  /** Page copy and settings taken from the résumé or removed. */
  copy: CopyChange[];
  /**
   * For an input that is part of a career (a LinkedIn export without Profile.csv): the content
   * files it leaves as they are, since it does not speak for them.
   */
  kept?: string[];
  /** What became of `basics.image`. */
  photo?: string;
  /** Every file added, replaced, edited or removed, relative to the content folder, in order. */
  files: { file: string; change: FileChange }[];
  /** How many entries of each section were imported, with the section's words for one and more. */
  counts: SectionCount[];
  /** For an input with articles: how many it holds, how many became posts, how many of those are drafts. */
  articles?: { read: number; imported: number; drafts: number };
  /**
   * For a document read line by line (a PDF, a Word file): how many lines it has, how many are in
   * the résumé and how many only in the report. Its readings and fields not imported are then at
   * `page N, line M`.
   */
  lines?: ReadSuccess['lines'];
  /** The content folder, as messages name it. */
  contentLabel: string;
  /** For a résumé imported as a translation: the language's code. */
  translation?: string;
  /** For an import into the sample: what of the sample person went, and what the owner had made theirs. */
  sample?: SampleRemoval;
}

export type Planned = string | Buffer;

/** Each file the import changes, relative to the content folder: its new bytes, or null to remove it. */
export type Plan = Map<string, Planned | null>;

/** A report of nothing done yet, for the input `options` name. */
export function startReport({ input, contentLabel, dryRun = false }: ImportOptions): ImportReport {
  return {
    input,
    kind: readerOf(input)?.format ?? (existsSync(input) ? 'a format it does not read' : 'not found'),
    ok: false,
    dryRun,
    problems: [],
    warnings: [],
    notPlaced: [],
    readings: [],
    copy: [],
    files: [],
    counts: [],
    contentLabel,
  };
}

/** A JSON object file's value; undefined when it is missing, malformed or not an object. */
export function readJson(file: string): Record<string, unknown> | undefined {
  try {
    return readJsonText(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A JSON object's value from its text; undefined when it is malformed or not an object. */
export function readJsonText(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** `content/site.json`, read once by an import: its text and its value. */
export interface SiteSettings {
  text: string;
  value: Record<string, unknown>;
}

export function readSite(contentDir: string): SiteSettings {
  const file = join(contentDir, 'site.json');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '{}';
  return { text, value: readJson(file) ?? {} };
}

/** The languages site.json declares beside the site's own, each with its code ("fr"). */
export function otherLanguages(site: Record<string, unknown>): { code: string; locale: string }[] {
  const languages = Array.isArray(site.languages) ? (site.languages as { locale?: unknown }[]) : [];
  return languages.flatMap((language) =>
    typeof language.locale === 'string'
      ? [{ code: language.locale.split('_')[0]!, locale: language.locale }]
      : [],
  );
}

/**
 * What `--locale` asks for: a translation, when it names a language site.json declares beside the
 * site's own (its code alone will do); else the site's locale ("fr_FR" or "fr-FR"); a mistake else.
 */
export function languageOf(
  option: string | undefined,
  site: SiteSettings,
): { translation: { code: string; locale: string } } | { locale: string | undefined } | { mistake: string } {
  if (option === undefined) return { locale: undefined };
  const code = option.trim().split(/[-_]/)[0]!.toLowerCase();
  const translation = otherLanguages(site.value).find((language) => language.code === code);
  if (translation) return { translation };
  const match = /^([a-z]{2,3})[-_]([A-Z]{2})$/.exec(option.trim());
  if (match) return { locale: `${match[1]}_${match[2]}` };
  return { mistake: `--locale takes a locale like "fr_FR" or "en_US", received "${option}".` };
}

/**
 * A career's locale: the option, else the résumé's language with its likeliest region, else the
 * site's (`site.locale`); undefined when none says, and the content is then written in `defaultLocale`.
 */
export function careerLocale(
  option: string | undefined,
  resume: JsonResume,
  site: SiteSettings,
  placing: Placing,
): ImportReport['locale'] {
  const current = typeof site.value.locale === 'string' ? site.value.locale : undefined;
  if (option) return { value: option, from: 'from --locale' };
  const language = resume.meta?.language;
  if (typeof language === 'string' && language.trim()) {
    try {
      const likely = new Intl.Locale(language.trim()).maximize();
      if (likely.region)
        return {
          value: `${likely.language}_${likely.region}`,
          from: `from the résumé's meta.language "${language}"`,
        };
    } catch {
      // Reported below.
    }
    placing.notPlace(['meta', 'language'], `"${language}" is not a language code like "fr"; not used`);
  }
  return current
    ? {
        value: current,
        from: 'kept from site.json: the résumé does not name its language (--locale picks one)',
      }
    : undefined;
}

/**
 * The input read by the reader that knows its format, with the report told which format it is;
 * undefined, with the reader's problems in the report, when it cannot be read.
 */
export async function readInput(input: string, report: ImportReport): Promise<ReadSuccess | undefined> {
  const read = await readImport(input);
  if (!read.ok) {
    report.problems = read.problems;
    return undefined;
  }
  if (read.format) report.kind = read.format;
  if (read.lines) report.lines = read.lines;
  return read;
}

/** Applies `plan` (a file's new bytes, or null to remove it) to `contentDir`, each write atomic. */
function applyPlan(contentDir: string, plan: ReadonlyMap<string, Planned | null>): void {
  for (const [file, bytes] of plan) {
    const target = join(contentDir, file);
    if (bytes === null) {
      rmSync(target, { force: true });
      // A folder the import emptied goes too, and so does its folder once empty (git keeps no
      // empty folders either, and the content check reports one).
      for (
        let folder = dirname(target);
        folder.startsWith(contentDir) &&
        folder !== contentDir &&
        existsSync(folder) &&
        readdirSync(folder).length === 0;
        folder = dirname(folder)
      )
        rmdirSync(folder);
      continue;
    }
    mkdirSync(dirname(target), { recursive: true });
    const temporary = `${target}.import-${process.pid}`;
    writeFileSync(temporary, bytes);
    renameSync(temporary, target);
  }
}

/**
 * The content check on a copy of the content folder with `plan` applied: its problems and
 * warnings, named as they would be in the content folder itself.
 */
export function checkStaged(
  contentDir: string,
  plan: ReadonlyMap<string, Planned | null>,
  today: Date,
  contentLabel: string,
): { problems: Problem[]; warnings: Problem[] } {
  const staging = mkdtempSync(join(tmpdir(), 'portfolio-import-'));
  try {
    const stagedContent = join(staging, 'content');
    cpSync(contentDir, stagedContent, { recursive: true });
    applyPlan(stagedContent, plan);
    const loaded = loadSiteContent({ rootDir: staging, contentDir: stagedContent, today });
    const relabel = (problem: Problem): Problem => ({
      ...problem,
      file: problem.file.replace(/^content\//, `${contentLabel}/`),
    });
    return {
      problems: loaded.ok ? [] : loaded.problems.map(relabel),
      warnings: loaded.warnings.map(relabel),
    };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * The last stage, once the staged content passed: each planned file's change in the report, in
 * order, and the files written unless it is a dry run.
 */
export function writePlan(
  report: ImportReport,
  contentDir: string,
  plan: ReadonlyMap<string, Planned | null>,
  edited: ReadonlySet<string> = new Set(),
): ImportReport {
  report.files = [...plan]
    .map(([file, bytes]) => ({
      file,
      change: (bytes === null
        ? 'removed'
        : !existsSync(join(contentDir, file))
          ? 'added'
          : edited.has(file)
            ? 'edited'
            : 'replaced') as FileChange,
    }))
    .sort((a, b) => a.file.localeCompare(b.file));
  if (!report.dryRun) applyPlan(contentDir, plan);
  report.ok = true;
  return report;
}
