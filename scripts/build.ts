/**
 * `npm run build`: validates content, builds the client and the server renderer, prerenders every
 * route, and only then replaces `dist/`. Everything is written into a staging folder first, so a
 * failed build — bad content, a compile error, a page that throws — leaves the previous site intact.
 */
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build, type InlineConfig } from 'vite';
import { collections } from '../src/content/config.ts';
import { bodyCacheFor, checkBodiesAhead } from './content/body.ts';
import { contentDirOf, loadContent } from './content/load.ts';
import { formatProblemCount, formatProblems } from './content/problem.ts';
import { ContentError, contentDirVariable } from './content/vite-plugin.ts';
import { contactEndpoint } from './lib/contact-endpoint.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { prerender } from './prerender.ts';

const rootDir = fileURLToPath(new URL('..', import.meta.url));

export interface BuildOptions {
  /** The project folder (with `content/`, `src/`, `vite.config.ts`). */
  rootDir?: string;
  /** Where the finished site goes. */
  outDir?: string;
  /** Build the site from another content folder than `<rootDir>/content` (e.g. tests/spec-content). */
  contentDir?: string;
}

/** Builds the site into `outDir`, replacing it only when every step succeeded. */
export async function buildSite({
  rootDir: root = rootDir,
  outDir = path.join(root, 'dist'),
  contentDir,
}: BuildOptions = {}) {
  // vite.config.ts reads the content folder from the environment (see contentDirVariable).
  if (contentDir) process.env[contentDirVariable] = path.resolve(contentDir);
  else delete process.env[contentDirVariable];
  const staging = path.join(root, `.build-${process.pid}`);
  const clientDir = path.join(staging, 'client');
  const serverDir = path.join(staging, 'server');
  const shared: InlineConfig = { configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' };

  // The content is checked before anything is built, as check:content checks it.
  const folder = contentDirOf({ rootDir: root, contentDir: contentDir && path.resolve(contentDir) });
  const bodyCache = bodyCacheFor(root, folder);
  await checkBodiesAhead(folder, collections, bodyCache);
  const checked = loadContent({ rootDir: root, contentDir: folder, bodyCache });
  bodyCache.save();
  if (!checked.ok) throw new ContentError(checked.problems);
  // Checked before anything is built: a mistyped endpoint must not produce a site that loses messages.
  const headers = securityHeaders({ contactEndpoint: contactEndpoint(root) });
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    // Two entries: the page's tiny boot script, and the app it loads once the page has painted.
    const input = { boot: path.join(root, 'src/index.html'), app: path.join(root, 'src/entry-client.tsx') };
    await build({ ...shared, build: { outDir: clientDir, manifest: true, rolldownOptions: { input } } });
    await build({ ...shared, build: { outDir: serverDir, ssr: 'entry-server.tsx', copyPublicDir: false } });
    const files = await prerender({
      clientDir,
      serverEntry: path.join(serverDir, 'entry-server.js'),
      headers,
    });
    await replaceDirectory(clientDir, outDir);
    return files;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Swaps a finished folder into place; if the swap fails, the old folder is put back. */
async function replaceDirectory(from: string, to: string) {
  const previous = `${to}.previous-${process.pid}`;
  const hadPrevious = await stat(to).then(
    () => true,
    () => false,
  );
  if (hadPrevious) await rename(to, previous);
  try {
    await rename(from, to);
  } catch (error) {
    if (hadPrevious) await rename(previous, to);
    throw error;
  }
  if (hadPrevious) await rm(previous, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  // `--out-dir <dir>` builds somewhere other than dist/, e.g. to keep two builds side by side;
  // `--content <dir>` builds from another content folder (the spec's, for the conformance tests).
  const { values } = parseArgs({ options: { 'out-dir': { type: 'string' }, content: { type: 'string' } } });
  const outDir = values['out-dir'] && path.resolve(values['out-dir']);
  const shown = outDir ? path.relative(process.cwd(), outDir) || '.' : 'dist';
  try {
    const files = await buildSite({ outDir, contentDir: values.content ?? process.env[contentDirVariable] });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`✓ built ${files.length} pages into ${shown}/ in ${seconds} s`);
  } catch (error) {
    // Content problems read as check:content prints them: the lines, then the count.
    const reason =
      error instanceof ContentError
        ? `${formatProblems(error.problems)}\n${formatProblemCount(error.problems)}`
        : error instanceof Error
          ? error.message
          : String(error);
    console.error(`\n✗ build failed; ${shown}/ was left as it was.\n\n${reason}`);
    process.exit(1);
  }
}
