/**
 * The shape of a content configuration (`src/content/config.ts`): the site's routes and its
 * collections, each with where its files live, the schema they follow and the order entries are
 * published in. The content pipeline derives everything else from it: the files it reads, the
 * modules it generates, the editors' schemas and settings, and the routes the app, the bench and
 * the tests visit. The rules that need more than one value at a time, and the files made beside
 * the modules, are declared apart (`ContentRules`), because they run in Node only.
 *
 * Browser code takes its content types from the configuration, so this module imports nothing
 * that needs Node: only types, from zod and from modules that import nothing themselves.
 */
import type { Root } from 'mdast';
import type { z } from 'zod';
import type { LineIndex, SourceNode } from './positions.ts';
import type { Problem } from './problem.ts';
import { kebabCase } from './words.ts';

/** One page of the site. */
export interface RouteDefinition {
  /** The page's key in the content (`site.json` → `pages`) and the name of its template. */
  readonly id: string;
  readonly path: string;
  /**
   * Collections the page shows: it is published only when at least one of them has content (an
   * entry, or a file value that is not empty). Without it, the page is always published.
   */
  readonly requires?: readonly string[];
  /**
   * One page per entry of a folder collection, at `path` with its `:id` replaced by the entry's id
   * (`/projects/:id`). `when` names a field an entry must fill to have a page; without it, every
   * published entry has one. Never in the navigation.
   */
  readonly entries?: { readonly collection: string; readonly when?: string };
  /** Whether the header links to the page; `false` keeps it out. Pages of entries never are. */
  readonly navigation?: boolean;
  /**
   * The file collection holding the page's own words, its head copy (`head`) and its link text
   * (`navigation`) among them. A page without it takes its head copy from `site.json` → `pages` and
   * its link text from `layout.json`, as the first five pages do.
   */
  readonly copy?: string;
}

/**
 * `file`: one JSON file is the value. `json`: every `*.json` in a folder is one entry.
 * `mdx`: every `*.mdx` in a folder is one entry, front matter for fields, body for the description.
 */
export type CollectionKind = 'file' | 'json' | 'mdx';

/** A validated entry and where it came from, as rules see it. */
export interface CheckedEntry {
  file: string;
  /** The file's name without its extension. */
  slug: string;
  data: unknown;
  /** The value as written, before the schema's defaults and transforms (what a translation lays words over). */
  input: unknown;
  /** MDX with a body: the line it starts on. */
  body?: { line: number };
  root: SourceNode;
  lines: LineIndex;
}

export interface RuleContext {
  /** The entries of the collection the rule is declared on (every entry, for the config's own rules). */
  entries: readonly CheckedEntry[];
  /** The entries of any collection, by name. */
  collection(name: string): readonly CheckedEntry[];
  /** "Now", for rules about dates. */
  today: Date;
  routes: readonly RouteDefinition[];
  /** The content folder, for rules about files an entry names (the owner's photo). */
  contentDir: string;
  /** Reports something worth the owner's attention that does not stop a build. */
  warn(problem: Problem): void;
}

/** A check that needs more than one value at a time; it runs on data the schemas have accepted. */
export type Rule = (context: RuleContext) => Problem[];

export interface CollectionDefinition<
  Schema extends z.ZodType = z.ZodType,
  Kind extends CollectionKind = CollectionKind,
> {
  kind: Kind;
  /** Relative to the content folder: the file for `file`, the folder otherwise. */
  source: string;
  schema: Schema;
  /** The order entries are published in (folder collections); file-name order when absent. */
  order?: (a: z.output<Schema>, b: z.output<Schema>) => number;
  /** `file` collections: the value when the file does not exist; without it, the file is required. */
  whenMissing?: z.output<Schema>;
  /**
   * `mdx` collections whose bodies are articles, each read on a page of its own: an entry's `Body`
   * is a loader, so a page ships only its own body, and each entry carries its length (`words`).
   */
  article?: boolean;
  /**
   * Fields of a folder's entries that only the entry's own page shows (a project's case study): each
   * entry's are written to a module of their own, and in the list each such field is a loader of its
   * value, so a page that lists the entries never carries them.
   */
  pageFields?: readonly string[];
}

export interface ContentConfig {
  routes: readonly RouteDefinition[];
  collections: Readonly<Record<string, CollectionDefinition>>;
  /**
   * The languages the content comes in beside its own, each in `content/<language>/` (see
   * scripts/engine/translations.ts): read from the validated value of the file collections.
   */
  translations?: (valueOf: (collection: string) => unknown) => readonly TranslationDeclaration[];
}

/** A language the owner declares beside the site's own. */
export interface TranslationDeclaration {
  /** Its folder in `content/` and its address on the site: `fr`, `pt-br`. */
  language: string;
  /** Its name in English, for the owner's messages: "French". */
  name: string;
  /** A complete translation leaves no words out: a missing one stops the build. */
  complete: boolean;
}

/** One language's content, as `LoadedCollection`s, beside the default's. */
export interface TranslatedContent {
  declaration: TranslationDeclaration;
  content: LoadedCollection[];
}

/** One validated entry: a whole file for `file` collections, one file of a folder otherwise. */
export interface Entry {
  /** Repo-relative, forward slashes: `content/jobs/auto-loan.mdx`. */
  file: string;
  /**
   * Absolute path, for the MDX import in the generated module: the file's own, or, in another
   * language, its translation's when that has a body of its own.
   */
  path: string;
  /** The content folder the entry belongs to (absolute): where the files it names are found. */
  contentDir: string;
  /** The schema's output (transforms applied). */
  data: unknown;
  /** MDX only: the body as plain text. */
  bodyText?: string;
  /** `draft: true`: validated, shown by the development server, never published. */
  draft: boolean;
}

export interface LoadedCollection {
  collection: Collection;
  entries: Entry[];
}

/** One file to write: where, relative to the generated folder, and its text. */
export interface GeneratedFile {
  file: string;
  text: string;
}

/** What the content pipeline checks and makes beyond each file's schema, for a configuration. */
export interface ContentRules<Config extends ContentConfig = ContentConfig> {
  /** Rules on one collection's entries, by the collection's name. */
  collections?: { readonly [Name in keyof Config['collections']]?: readonly Rule[] };
  /** Rules across collections. */
  rules?: readonly Rule[];
  /**
   * Rules on each MDX body's syntax tree: what a body may hold (elements, addresses, pictures).
   * Without them, any body that parses is accepted.
   */
  body?: BodyRule;
  /**
   * Files generated beside the collections' modules from the validated content (a stylesheet of
   * the owner's colours, the portrait's pictures), by name relative to the generated folder.
   */
  generate?: (content: readonly LoadedCollection[], outDir: string) => GeneratedFile[];
}

/** A problem in an MDX body, at a line and column of the body's own text. */
export interface BodyProblem {
  line: number;
  column: number;
  message: string;
}

/** Checks one MDX body (`path`, the entry's file, from which pictures are found). */
export type BodyRule = (tree: Root, file: { path: string; contentDir: string }) => BodyProblem[];

/** A collection with the names the pipeline derives for it. */
export interface Collection extends CollectionDefinition {
  /** The key in the configuration; also the export name of its generated module. */
  name: string;
  /** `src/content/generated/<module>.ts` and `content/.schema/<module>.schema.json`. */
  module: string;
}

/** Keeps a collection's `order` typed by its schema, and its kind known to types derived from it. */
export function defineCollection<Schema extends z.ZodType, const Kind extends CollectionKind>(
  definition: CollectionDefinition<Schema, Kind>,
): CollectionDefinition<Schema, Kind> {
  return definition;
}

export function defineContentConfig<const Config extends ContentConfig>(config: Config): Config {
  return config;
}

/** Keeps the rules' collection names to those of `config`. */
export function defineContentRules<Config extends ContentConfig>(
  _config: Config,
  rules: ContentRules<Config>,
): ContentRules<Config> {
  return rules;
}

/** Every collection of a configuration, in declaration order, with its derived names. */
export function collectionsOf(config: ContentConfig): Collection[] {
  return Object.entries(config.collections).map(([name, definition]) => ({
    ...definition,
    name,
    module: kebabCase(name),
  }));
}
