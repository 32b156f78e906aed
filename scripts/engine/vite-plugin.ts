/**
 * The content pipeline inside Vite: validate and generate before a build (failing it with the
 * owner-readable problems), and in dev keep the generated modules in step with every edit.
 */
import { existsSync } from 'node:fs';
import { dirname, extname, isAbsolute, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { ContentConfig, ContentRules } from './define.ts';
import { writeGenerated } from './generate.ts';
import { jsonSchemaDir } from './json-schema.ts';
import { contentDirOf, loadContent, type LoadResult } from './load.ts';
import { formatProblems, formatWarning, type Problem } from './problem.ts';

declare module 'vite' {
  interface UserConfig {
    /**
     * Content the caller has loaded and validated already (the build does, before anything else):
     * the plugin generates its modules from it instead of loading the content again.
     */
    loadedContent?: LoadResult;
  }
}

export interface ContentSyncOptions {
  rootDir: string;
  config: ContentConfig;
  /** The rules beyond each file's schema, and the files they make beside the modules. */
  rules?: ContentRules;
  /** The content folder; `<rootDir>/content` unless given. */
  contentDir?: string;
  /** Where the site imports the generated modules from. */
  generatedDir: string;
  /**
   * Where this content's modules are generated: `generatedDir` unless given. Another folder keeps
   * the modules of another content folder apart; the site's imports are pointed there.
   */
  outDir?: string;
  today?: () => Date;
  /** Keep `draft: true` entries in the generated modules (the development server shows them). */
  drafts?: boolean;
  /** The content the modules are generated from, out of a load: one of its languages, say. */
  select?: (result: LoadResult) => LoadResult;
}

export interface SyncResult {
  problems: Problem[];
  /** Worth the owner's attention, never a reason to stop (a photo too small to look sharp). */
  warnings: Problem[];
  /** Generated files whose text changed. */
  written: string[];
  /** True on the first good load after a bad one: the browser still shows the old error. */
  recovered: boolean;
}

/**
 * Load, validate and write the generated modules. On bad content nothing is written, so the site
 * keeps the last good content while the owner fixes the file.
 */
export function createContentSync({
  rootDir,
  config,
  rules = {},
  contentDir,
  generatedDir,
  outDir = generatedDir,
  today = () => new Date(),
  drafts = false,
  select = (result) => result,
}: ContentSyncOptions) {
  let failing = false;
  /** `loaded`: content already loaded for this run; without it, the content is loaded now. */
  return function sync(loaded?: LoadResult): SyncResult {
    const result = loaded ?? select(loadContent({ rootDir, config, rules, contentDir, today: today() }));
    if (!result.ok) {
      failing = true;
      return { problems: result.problems, warnings: result.warnings, written: [], recovered: false };
    }
    const written = writeGenerated(result.content, rules, outDir, { config, drafts });
    const recovered = failing;
    failing = false;
    return { problems: [], warnings: result.warnings, written, recovered };
  };
}

/** The error a build fails with: its message is the problem lines, nothing else. */
export class ContentError extends Error {
  readonly problems: Problem[];

  constructor(problems: Problem[]) {
    super(
      `Content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${formatProblems(problems)}`,
    );
    this.problems = problems;
    this.name = 'ContentError';
    // A stack trace would bury the lines the owner needs; the problems say where to look.
    this.stack = '';
  }
}

/** What the content plugin tells other plugins of the development server. */
export interface ContentPluginApi {
  /**
   * How many times the development server has rewritten the generated modules: a page rendered at
   * one revision and started in the browser at another was rendered from other content.
   */
  revision(): number;
  /** Calls `listener` each time the development server has rewritten the generated modules. */
  onRefresh(listener: () => void): void;
}

/** The content plugin's API, from the plugins of a resolved configuration. */
export function contentPluginApi(plugins: readonly Plugin[]): ContentPluginApi | undefined {
  return plugins.find((plugin) => plugin.name === contentPluginName)?.api as ContentPluginApi | undefined;
}

const contentPluginName = 'content';

/** How long to wait after a file event, so a save that touches several files validates once. */
const settleMs = 50;

/**
 * Validates and generates content for Vite. When this content's modules are generated elsewhere
 * than `generatedDir` (`outDir`), the site's imports of `generatedDir` are pointed there, so two
 * content folders never share their modules.
 */
export function contentPlugin(options: ContentSyncOptions): Plugin {
  const contentDir = contentDirOf(options);
  const schemaDir = jsonSchemaDir(contentDir);
  const sourceDir = options.generatedDir;
  const outDir = options.outDir ?? sourceDir;
  let sync = createContentSync({ ...options, outDir });
  let problems: Problem[] = [];
  let serving = false;
  let loaded: LoadResult | undefined;
  /** Validates and regenerates once an edit's files have landed; set once the development server runs. */
  let settled: (() => Promise<void>) | undefined;
  let revision = 0;
  const refreshListeners: (() => void)[] = [];

  const isContent = (file: string) => isInside(contentDir, file) && !isInside(schemaDir, file);

  return {
    name: contentPluginName,
    enforce: 'pre',
    api: {
      revision: () => revision,
      onRefresh: (listener) => void refreshListeners.push(listener),
    } satisfies ContentPluginApi,
    // Modules generated into the cache (another content folder) are watched like any source, so an
    // edit reaches the open page as a hot update.
    config: () => (outDir === sourceDir ? undefined : { server: { watch: { ignored: [`!${outDir}/**`] } } }),
    configResolved(config) {
      serving = config.command === 'serve';
      loaded = config.loadedContent;
      // In dev the modules must exist before Vite scans imports; a build does this in buildStart.
      if (!serving) return;
      sync = createContentSync({ drafts: true, ...options, outDir });
      const result = sync();
      problems = result.problems;
      if (problems.length > 0) config.logger.error(formatProblems(problems));
      for (const warning of result.warnings) config.logger.warn(formatWarning(warning));
    },
    async resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const target = resolve(dirname(importer), source);
      if (outDir !== sourceDir && (target === sourceDir || isInside(sourceDir, target))) {
        const redirected = join(outDir, relative(sourceDir, target));
        // A folder's modules are imported by the folder's name (`./generated`): its index.
        const id = extname(redirected)
          ? redirected
          : existsSync(`${redirected}.ts`)
            ? `${redirected}.ts`
            : join(redirected, 'index.ts');
        return { id, moduleSideEffects: false };
      }
      // The generated modules and the content they import (bodies, data) only declare data: a
      // page's chunk carries what it uses, and nothing else lands in the code every page loads. The
      // project's package.json says so for content/, but not for a content folder outside it.
      // Pictures (`?as=picture`) keep the resolution their plugin and Vite's file checks give them.
      if (source.includes('?') || (!isInside(outDir, target) && !isContent(target))) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved && { ...resolved, moduleSideEffects: false };
    },
    buildStart() {
      if (serving) return;
      const result = sync(loaded);
      if (result.problems.length > 0) throw new ContentError(result.problems);
      // Content loaded by the caller is the caller's to report: once, not once per build.
      if (!loaded) for (const warning of result.warnings) this.warn(formatWarning(warning));
    },
    async hotUpdate({ type, file }) {
      if (!isContent(file)) return;
      // Vite asks the client's plugins first and waits: the generated modules are rewritten, and
      // marked stale on the server and in the browser alike, before any module of the edited file
      // is updated. A page loaded at any moment of an edit then reads the old content or the new,
      // never half of each (the server rendering one and the browser hydrating with the other).
      if (this.environment.name === 'client') await settled?.();
      // A deleted entry has left its collection's module by now, so nothing asks for the file
      // again; the rewritten module updates the page as any edit does.
      if (type === 'delete') return [];
    },
    configureServer(server) {
      const showProblems = () =>
        server.ws.send({
          type: 'error',
          err: { message: formatProblems(problems), stack: '', plugin: 'content' },
        });
      const refresh = () => {
        const result = sync();
        problems = result.problems;
        if (result.written.length > 0) revision += 1;
        // The written modules are stale everywhere at once, not when the watcher gets to each.
        for (const environment of Object.values(server.environments))
          for (const file of result.written)
            for (const module of environment.moduleGraph.getModulesByFile(file) ?? [])
              environment.moduleGraph.invalidateModule(module);
        if (result.written.length > 0) for (const listener of refreshListeners) listener();
        for (const warning of result.warnings)
          server.config.logger.warn(formatWarning(warning), { timestamp: true });
        if (problems.length > 0) {
          server.config.logger.error(formatProblems(problems), { timestamp: true });
          showProblems();
        } else if (result.recovered) {
          server.config.logger.info('content OK', { timestamp: true });
          // Clears the error overlay; the rewritten modules load fresh.
          server.ws.send({ type: 'full-reload' });
        }
      };
      // One refresh for the files a save touches together, however many events they make.
      let pending: Promise<void> | undefined;
      settled = () =>
        (pending ??= new Promise((resolve) =>
          setTimeout(() => {
            pending = undefined;
            refresh();
            resolve();
          }, settleMs),
        ));
      server.watcher.add(contentDir);
      // A page opened while the content is broken shows the problems straight away.
      server.ws.on('connection', () => {
        if (problems.length > 0) showProblems();
      });
    },
  };
}

function isInside(dir: string, file: string): boolean {
  const path = relative(dir, file);
  return path !== '' && !path.startsWith('..') && !isAbsolute(path);
}
