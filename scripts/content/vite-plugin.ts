/**
 * The content pipeline inside Vite: validate and generate before a build (failing it with the
 * owner-readable problems), and in dev keep the generated modules in step with every edit.
 */
import { join, relative, isAbsolute } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { generatedDir, writeGenerated } from './generate.ts';
import { loadContent } from './load.ts';
import { formatProblems, formatWarning, type Problem } from './problem.ts';

export interface ContentSyncOptions {
  rootDir: string;
  /** Defaults to `src/content/generated` under `rootDir`. */
  outDir?: string;
  today?: () => Date;
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
  outDir = generatedDir(rootDir),
  today = () => new Date(),
}: ContentSyncOptions) {
  let failing = false;
  return function sync(): SyncResult {
    const result = loadContent({ rootDir, today: today() });
    if (!result.ok) {
      failing = true;
      return { problems: result.problems, warnings: result.warnings, written: [], recovered: false };
    }
    const written = writeGenerated(result.content, outDir);
    const recovered = failing;
    failing = false;
    return { problems: [], warnings: result.warnings, written, recovered };
  };
}

/** The error a build fails with: its message is the problem lines, nothing else. */
export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(
      `Content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${formatProblems(problems)}`,
    );
    this.name = 'ContentError';
    // A stack trace would bury the lines the owner needs; the problems say where to look.
    this.stack = '';
  }
}

/** How long to wait after a file event, so a save that touches several files validates once. */
const settleMs = 50;

export function contentPlugin(options: ContentSyncOptions): Plugin {
  const contentDir = join(options.rootDir, 'content');
  const schemaDir = join(contentDir, '.schema');
  const sync = createContentSync(options);
  let problems: Problem[] = [];
  let serving = false;

  const isContent = (file: string) => isInside(contentDir, file) && !isInside(schemaDir, file);

  return {
    name: 'content',
    configResolved(config) {
      serving = config.command === 'serve';
      // In dev the modules must exist before Vite scans imports; a build does this in buildStart.
      if (!serving) return;
      const result = sync();
      problems = result.problems;
      if (problems.length > 0) config.logger.error(formatProblems(problems));
      for (const warning of result.warnings) config.logger.warn(formatWarning(warning));
    },
    buildStart() {
      if (serving) return;
      const result = sync();
      if (result.problems.length > 0) throw new ContentError(result.problems);
      for (const warning of result.warnings) this.warn(formatWarning(warning));
    },
    configureServer(server) {
      const showProblems = () =>
        server.ws.send({
          type: 'error',
          err: { message: formatProblems(problems), stack: '', plugin: 'content' },
        });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const onFileEvent = (file: string) => {
        if (!isContent(file)) return;
        clearTimeout(timer);
        timer = setTimeout(() => refresh(server), settleMs);
      };
      const refresh = (dev: ViteDevServer) => {
        const result = sync();
        problems = result.problems;
        for (const warning of result.warnings)
          dev.config.logger.warn(formatWarning(warning), { timestamp: true });
        if (problems.length > 0) {
          dev.config.logger.error(formatProblems(problems), { timestamp: true });
          showProblems();
        } else if (result.recovered) {
          dev.config.logger.info('content OK', { timestamp: true });
          // Clears the error overlay; the rewritten modules load fresh.
          dev.ws.send({ type: 'full-reload' });
        }
      };
      server.watcher.add(contentDir);
      server.watcher.on('add', onFileEvent);
      server.watcher.on('change', onFileEvent);
      server.watcher.on('unlink', onFileEvent);
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
