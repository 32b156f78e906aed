/**
 * The site's side of the content engine: its configuration (src/content/config.ts) and its rules
 * (rules.ts) handed to the engine's loader, and the content as the site publishes it (drafts left
 * out, entries in their published order) as plain values, which the build's files and the tests read.
 */
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { contentConfig, type Site, type SiteContent } from '#src/content/config.ts';
import type { RouteDefinition } from '#engine/define.ts';
import { entryPages, publishedEntries, publishedRoutes, type EntryPage } from '#engine/generate.ts';
import { loadContent, type LoadOptions, type LoadResult } from '#engine/load.ts';
import type { ContentSyncOptions } from '#engine/vite-plugin.ts';
import { formatProblems } from '#engine/problem.ts';
import { siteRules } from './rules.ts';

export type SiteLoadOptions = Omit<LoadOptions, 'config' | 'rules'> & {
  /** One of the site's other languages (`fr`): its content instead of the default language's. */
  language?: string;
};

/**
 * The environment variable naming a content folder to use instead of `content/`, read by
 * vite.config.ts: `CONTENT_DIR=tests/spec-content npm run dev` shows the specification's content.
 */
export const contentDirVariable = 'CONTENT_DIR';

/**
 * The environment variable naming the language a build or the development server shows, when it is
 * not the site's own (read by vite.config.ts): `SITE_LANGUAGE=fr npm run dev` shows the French pages.
 */
export const languageVariable = 'SITE_LANGUAGE';

/** Which content a build or the development server shows: the project, its content folder, the language. */
export interface ContentSource {
  rootDir: string;
  /** `<rootDir>/content` unless given. */
  contentDir?: string;
  /** One of the site's other languages; its own unless given. */
  language?: string;
}

/** Where the site imports its generated modules from: those of the project's own `content/`. */
export function generatedDir(rootDir: string): string {
  return join(rootDir, 'src', 'content', 'generated');
}

/**
 * Where the modules of a content folder are generated: `src/content/generated` for the project's
 * own `content/`, a folder of the project's cache for any other (the spec's frozen content the
 * tests build, say), so building one never rewrites the other's modules.
 */
export function generatedDirFor(rootDir: string, contentDir?: string, language?: string): string {
  const own = !contentDir || resolve(contentDir) === join(rootDir, 'content');
  if (own && !language) return generatedDir(rootDir);
  // The project's own content in another language has a folder of the project's, by the language's
  // name (`src/content/languages/fr/generated`): a copy of the project builds the same modules at
  // the same place in it, and so the same files, and never shares them.
  if (own) return join(rootDir, 'src', 'content', 'languages', language!, 'generated');
  const key = createHash('sha256')
    .update(language ? `${resolve(contentDir!)}\0${language}` : resolve(contentDir!))
    .digest('hex')
    .slice(0, 12);
  return join(rootDir, 'node_modules', '.cache', 'content', key, 'generated');
}

/**
 * What the content plugin and sync need for this site, for a content folder (`content/` unless
 * given) in one of its languages (its own unless given).
 */
export function siteContentOptions(
  rootDir: string,
  contentDir?: string,
  language?: string,
): ContentSyncOptions {
  return {
    rootDir,
    contentDir,
    config: contentConfig,
    rules: siteRules,
    generatedDir: generatedDir(rootDir),
    outDir: generatedDirFor(rootDir, contentDir, language),
    select: (result) => inLanguage(result, language),
  };
}

/**
 * Loads and validates a content folder against the site's configuration and rules (every language
 * of it), and returns the content of one language: the site's own unless `language` names another.
 */
export function loadSiteContent({ language, ...options }: SiteLoadOptions): LoadResult {
  return inLanguage(loadContent({ ...options, config: contentConfig, rules: siteRules }), language);
}

/**
 * A load's content in one language: the site's own (unless `language` names another), or the
 * translation's, whose `site` is at that language's address and in its locale, so every address,
 * date and number of its pages follows.
 */
export function inLanguage(result: LoadResult, language?: string): LoadResult {
  if (!result.ok || !language) return result;
  const translation = result.translations.find(({ declaration }) => declaration.language === language);
  if (!translation) {
    const known = result.translations.map(({ declaration }) => declaration.language);
    throw new Error(
      `The site has no language "${language}"; ${known.length > 0 ? `its others are ${known.join(', ')}` : 'it declares no other in site.json → "languages"'}`,
    );
  }
  const content = translation.content.map((loaded) => {
    if (loaded.collection.name !== 'site') return loaded;
    const entries = loaded.entries.map((entry) => {
      const site = entry.data as Site;
      const own = site.languages.find((other) => other.code === language)!;
      return { ...entry, data: { ...site, url: own.url, locale: own.locale, language } satisfies Site };
    });
    return { ...loaded, entries };
  });
  return { ...result, content };
}

/** The site's languages, its own first, as a load of its content declares them. */
export function languagesOf(result: Extract<LoadResult, { ok: true }>): Site['languages'] {
  const site = result.content.find(({ collection }) => collection.name === 'site')?.entries[0]?.data as Site;
  return site.languages;
}

/** A content folder's published values and the routes the site built from it publishes. */
export interface PublishedSite {
  content: SiteContent;
  routes: RouteDefinition[];
  /** The pages of entries: a project's case study, a post. */
  entryPages: EntryPage[];
}

function publishedSite(loaded: Extract<LoadResult, { ok: true }>): PublishedSite {
  const routes = publishedRoutes(contentConfig.routes, loaded.content);
  const content = Object.fromEntries(
    loaded.content.map((collection) => {
      const values = publishedEntries(collection).map((entry) => entry.data);
      return [collection.collection.name, collection.collection.kind === 'file' ? values[0] : values];
    }),
  ) as SiteContent;
  return { content, routes, entryPages: entryPages(contentConfig.routes, loaded.content) };
}

/** Loads a content folder and returns what the site publishes from it; throws on any problem. */
export function loadSite(options: SiteLoadOptions): PublishedSite {
  const result = loadSiteContent(options);
  if (!result.ok) throw new Error(`The content has problems:\n${formatProblems(result.problems)}`);
  return publishedSite(result);
}

/** Loads a content folder and returns its published values by collection; throws on any problem. */
export function loadPublished(options: SiteLoadOptions): SiteContent {
  return loadSite(options).content;
}
