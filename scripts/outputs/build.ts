/**
 * `npm run build`: validates content, builds the client and the server renderer, prerenders every
 * route, and only then publishes the site as `dist/`. The site is written into a folder of its own
 * and swapped in by one atomic rename (lib/atomic-output.ts), so a failed or killed build leaves the
 * previous site intact, and `dist/` is never missing for a server reading it.
 */
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, mergeConfig, type InlineConfig } from 'vite';
import type { siteConfig, SiteSource } from '../../vite.config.ts';
import { contentDirOf } from '#engine/load.ts';
import { formatProblemCount, formatProblems, formatWarning } from '#engine/problem.ts';
import { ContentError } from '#engine/vite-plugin.ts';
import { isPublished, publishBuild, publishedBuild, startBuildFolder } from './atomic-output.ts';
import { buildCache } from '#lib/build-cache.ts';
import { buildTime } from '#lib/build-time.ts';
import { readCommandLine } from '#lib/command-line.ts';
import { contactDelivery, securityOptionsFor } from './hosts/contact-endpoint.ts';
import { vercelConfigProblem } from './hosts/host-config.ts';
import { linksLeaving } from './outside-links.ts';
import { precompress } from './precompress.ts';
import { securityHeaders } from './hosts/security-headers.ts';
import { prerender, type PrerenderResult } from './prerender.ts';
import { contentDirVariable, inLanguage, languagesOf, loadSiteContent } from '#site-content/content.ts';
import { siteFilesEntry } from './site-files/index.ts';
import { projectDir } from '#lib/project-dir.ts';

const rootDir = projectDir;

export interface BuildOptions {
  /** The project folder (with `content/`, `src/`, `vite.config.ts`). */
  rootDir?: string;
  /** Where the finished site goes. */
  outDir?: string;
  /** Build the site from another content folder than `<rootDir>/content` (e.g. tests/spec-content). */
  contentDir?: string;
}

export interface BuildResult {
  /** The pages written, relative to the site folder. */
  pages: string[];
  /** Things that did not stop the build but need a look (an old build that could not be removed). */
  warnings: string[];
  /** Milliseconds each file made from content took (the PDF résumé, the cards, the icons). */
  timings: PrerenderResult['timings'];
  /** Milliseconds each step of the build took, in order (`client en`, `prerender fr`, …). */
  steps: [string, number][];
}

/** A failed build, saying what `outDir` holds now. */
export class BuildFailure extends Error {
  /** `previous`: the site from before; `none`: there was none and is none; `new`: this build's. */
  readonly outcome: 'previous' | 'none' | 'new';

  constructor(cause: unknown, outcome: BuildFailure['outcome']) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.outcome = outcome;
    this.name = 'BuildFailure';
  }
}

let buildsInProcess = 0;

/** Builds the site and publishes it as `outDir` once every step succeeded. */
export async function buildSite({
  rootDir: root = rootDir,
  outDir = path.join(root, 'dist'),
  contentDir,
}: BuildOptions = {}): Promise<BuildResult> {
  // Its own for each build of the process: a build imports the server code it wrote there, which
  // Node would otherwise give the next build from its module cache.
  const staging = path.join(root, `.build-${process.pid}-${(buildsInProcess += 1)}`);
  const steps: BuildResult['steps'] = [];
  let stepStarted = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    steps.push([name, now - stepStarted]);
    stepStarted = now;
  };
  const cache = buildCache(root);
  // One time for every language's files (the sitemaps, the résumés, the feeds).
  const builtAt = buildTime();
  const serverDir = path.join(staging, 'server');
  let siteDir: string | undefined;
  try {
    // The content is loaded and checked once, before anything is built, as check:content checks it;
    // both Vite builds generate their modules from this load (vite-plugin.ts, `loadedContent`).
    const folder = contentDirOf({ rootDir: root, contentDir: contentDir && path.resolve(contentDir) });
    const loadedContent = loadSiteContent({ rootDir: root, contentDir: folder });
    if (!loadedContent.ok) throw new ContentError(loadedContent.problems);
    for (const warning of loadedContent.warnings) console.warn(formatWarning(warning));
    step('content');
    // The project's Vite configuration, imported once: the modules it imports (the content engine,
    // the highlighter, the faces) load once for all the builds, rather than once for each.
    const config = await viteConfigOf(root);
    const ownContent = contentDir && path.resolve(contentDir);
    // Checked before anything is built: a mistyped setting must not produce a site that loses messages.
    const security = securityOptionsFor(contactDelivery(root));
    if (process.env.VERCEL) {
      const problem = vercelConfigProblem(root, securityHeaders(security));
      if (problem) throw new Error(problem);
    }
    // The build copies what a link in the public folder points at: nothing from outside the project.
    const leaving = await linksLeaving(path.join(root, 'src/public'), root);
    if (leaving.length > 0) {
      throw new Error(
        `These links lead out of the project, and the build never publishes what lies there:\n` +
          `${leaving.map((line) => `  ${line}`).join('\n')}\nCopy the files into the project instead.`,
      );
    }

    const started = await startBuildFolder(outDir, root);
    siteDir = started.folder;
    // Each language is a site of its own: the site's own at the root, each other under its code
    // (`/fr/`), built from that language's content.
    // The site's own comes first, since its build empties the folder the others go into.
    const languages = languagesOf(loadedContent);
    const others = languages.slice(1).map(({ code }) => path.join(started.folder, code));
    const finished: Promise<PrerenderResult>[] = [];
    try {
      for (const [index, language] of languages.entries()) {
        const other = index > 0 ? language.code : undefined;
        const clientDir = other ? path.join(siteDir, other) : siteDir;
        const built = await buildLanguage({
          root,
          // Each build makes its own plugins, as Vite does from a configuration file.
          shared: () => ({
            ...config({ contentDir: ownContent, language: other }),
            loadedContent: inLanguage(loadedContent, other),
          }),
          clientDir,
          serverDir: path.join(serverDir, other ?? '.'),
          step: (name) => step(`${name} ${language.code}`),
        });
        const result = await prerender({
          clientDir,
          serverDir: built.serverDir,
          security,
          contentDir: folder,
          sourceDir: path.join(root, 'src'),
          languages: { all: languages, own: index === 0 },
          builtAt,
          cache,
        });
        step(`prerender ${language.code}`);
        // A language's files are compressed (on the thread pool) while the next language builds: its
        // folder is its own, but for the other languages' folders inside the site's own.
        const prerendered = precompress(clientDir, cache, { skip: other ? [] : others }).then(() => result);
        // Handled below, once every language has built; a failure stops the build there.
        prerendered.catch(() => {});
        finished.push(prerendered);
      }
    } finally {
      // Nothing is still writing into the folder when it is published or removed.
      await Promise.allSettled(finished);
    }
    const results = await Promise.all(finished);
    step('compress');
    const pages = results.flatMap((result, index) =>
      result.pages.map((page) => (index > 0 ? `${languages[index]!.code}/${page}` : page)),
    );
    const timings = results.reduce(
      (sum, result) => sumTimings(sum, result.timings),
      {} as PrerenderResult['timings'],
    );

    const { previous } = await publishBuild(siteDir, outDir);
    const warnings = started.stuck.map(
      (leftover) =>
        `what a stopped build left, ${path.relative(process.cwd(), leftover.path)}, could not be removed ` +
        `(${leftover.reason}); the next build tries again`,
    );
    if (previous) {
      await rm(previous, { recursive: true, force: true }).catch((error: unknown) =>
        warnings.push(
          `the previous build ${path.relative(process.cwd(), previous)} could not be removed ` +
            `(${error instanceof Error ? error.message : error}); the next build tries again`,
        ),
      );
    }
    await cache.prune();
    return { pages, warnings, timings, steps };
  } catch (error) {
    const published = siteDir !== undefined && (await isPublished(siteDir, outDir));
    if (siteDir && !published) await rm(siteDir, { recursive: true, force: true }).catch(() => {});
    const hasSite = published || (await publishedBuild(outDir)) !== undefined || (await exists(outDir));
    throw new BuildFailure(error, published ? 'new' : hasSite ? 'previous' : 'none');
  } finally {
    await rm(staging, { recursive: true, force: true }).catch(() => {});
  }
}

/** Builds one language's client, into `clientDir`, and its server renderer. */
async function buildLanguage({
  root,
  shared,
  clientDir,
  serverDir,
  step,
}: {
  root: string;
  shared: () => InlineConfig;
  clientDir: string;
  serverDir: string;
  step: (name: string) => void;
}): Promise<{ serverDir: string }> {
  // Two entries: the page template (its inline script loads the app once the page has painted,
  // src/head-script.ts), and the app.
  const input = { page: path.join(root, 'src/index.html'), app: path.join(root, 'src/entry-client.tsx') };
  await build(
    mergeConfig(shared(), { build: { outDir: clientDir, manifest: true, rolldownOptions: { input } } }),
  );
  step('client');
  // The server build: the pages, and the content of the files made besides them (scripts/outputs/site-files).
  const serverInput = {
    'entry-server': path.join(root, 'src/entry-server.tsx'),
    [siteFilesEntry.name]: path.join(root, siteFilesEntry.source),
  };
  await build(
    mergeConfig(shared(), {
      build: { outDir: serverDir, ssr: true, copyPublicDir: false, rolldownOptions: { input: serverInput } },
    }),
  );
  step('server');
  return { serverDir };
}

/**
 * Why a build failed, in the owner's words: content problems as check:content prints them (the
 * lines, then the count), any other error by its message.
 */
export function failureReason(error: unknown): string {
  const cause = error instanceof BuildFailure ? error.cause : error;
  if (cause instanceof ContentError)
    return `${formatProblems(cause.problems)}\n${formatProblemCount(cause.problems)}`;
  return cause instanceof Error ? cause.message : String(cause);
}

/**
 * The project's Vite configuration (`siteConfig` of its `vite.config.ts`), made anew for each build
 * from the content folder and the language, as Vite takes it without a file of its own.
 */
async function viteConfigOf(root: string): Promise<(source: SiteSource) => InlineConfig> {
  const url = pathToFileURL(path.join(root, 'vite.config.ts')).href;
  const project = (await import(url)) as { siteConfig: typeof siteConfig };
  return (source) => ({
    ...project.siteConfig(
      { command: 'build', mode: 'production', isSsrBuild: false, isPreview: false },
      source,
    ),
    configFile: false,
    logLevel: 'warn',
  });
}

/** Each generator's time, summed over the languages. */
function sumTimings(
  a: PrerenderResult['timings'],
  b: PrerenderResult['timings'],
): PrerenderResult['timings'] {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof PrerenderResult['timings']>;
  return Object.fromEntries(
    [...names].map((name) => [name, (a[name] ?? 0) + (b[name] ?? 0)]),
  ) as PrerenderResult['timings'];
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  // `--out-dir <dir>` builds somewhere other than dist/, e.g. to keep two builds side by side;
  // `--content <dir>` builds from another content folder (the spec's, for the conformance tests).
  const { values } = readCommandLine(
    'Usage: npm run build -- [--content DIR] [--out-dir DIR] [--steps]\n\nBuilds the site from content/ (or DIR) and publishes it as dist/ (or DIR) once every step succeeded; --steps says how long each step took.',
    { options: { 'out-dir': { type: 'string' }, content: { type: 'string' }, steps: { type: 'boolean' } } },
  );
  const outDir = values['out-dir'] && path.resolve(values['out-dir']);
  const shown = outDir ? path.relative(process.cwd(), outDir) || '.' : 'dist';
  try {
    const { pages, warnings, steps } = await buildSite({
      outDir,
      contentDir: values.content ?? process.env[contentDirVariable],
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`✓ built ${pages.length} pages into ${shown}/ in ${seconds} s`);
    // `--steps` says where the time went.
    if (values.steps)
      console.log(steps.map(([name, ms]) => `  ${name.padEnd(14)} ${(ms / 1000).toFixed(2)} s`).join('\n'));
    for (const warning of warnings) console.warn(`! ${warning}`);
  } catch (error) {
    const reason = failureReason(error);
    const outcome = error instanceof BuildFailure ? error.outcome : 'previous';
    const state = {
      previous: `${shown}/ still holds the previous site.`,
      none: `no site was published to ${shown}/.`,
      new: `the new site is in ${shown}/, but the build did not finish cleanly.`,
    }[outcome];
    console.error(`\n✗ build failed; ${state}\n\n${reason}`);
    process.exit(1);
  }
}
