/**
 * `npm run build`: validates content, builds the client and the server renderer, prerenders every
 * route, and only then replaces `dist/`. Everything is written into a staging folder first, so a
 * failed build — bad content, a compile error, a page that throws — leaves the previous site intact.
 */
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build, type InlineConfig } from 'vite';
import { contactEndpoint } from './lib/contact-endpoint.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { prerender } from './prerender.ts';

const rootDir = fileURLToPath(new URL('..', import.meta.url));

export interface BuildOptions {
  /** The project folder (with `content/`, `src/`, `vite.config.ts`). */
  rootDir?: string;
  /** Where the finished site goes. */
  outDir?: string;
}

/** Builds the site into `outDir`, replacing it only when every step succeeded. */
export async function buildSite({
  rootDir: root = rootDir,
  outDir = path.join(root, 'dist'),
}: BuildOptions = {}) {
  const staging = path.join(root, `.build-${process.pid}`);
  const clientDir = path.join(staging, 'client');
  const serverDir = path.join(staging, 'server');
  const shared: InlineConfig = { configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' };

  // Checked before anything is built: a mistyped endpoint must not produce a site that loses messages.
  const headers = securityHeaders({ contactEndpoint: contactEndpoint(root) });
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    // Two entries: the page's tiny boot script, and the app it loads once the page has painted.
    const input = { boot: path.join(root, 'src/index.html'), app: path.join(root, 'src/entry-client.tsx') };
    await build({ ...shared, build: { outDir: clientDir, manifest: true, rolldownOptions: { input } } });
    await build({ ...shared, build: { outDir: serverDir, ssr: 'entry-server.tsx', copyPublicDir: false } });
    const site = await import(path.join(root, 'src/content/generated/site.ts'));
    const result = await prerender({
      clientDir,
      serverEntry: path.join(serverDir, 'entry-server.js'),
      siteUrl: site.url,
      headers,
      contentDir: path.join(root, 'content'),
    });
    await replaceDirectory(clientDir, outDir);
    return result;
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  // `--out-dir <dir>` builds somewhere other than dist/, e.g. to keep two builds side by side.
  const { values } = parseArgs({ options: { 'out-dir': { type: 'string' } } });
  const outDir = values['out-dir'] && path.resolve(values['out-dir']);
  const shown = outDir ? path.relative(process.cwd(), outDir) || '.' : 'dist';
  try {
    const { pages } = await buildSite({ outDir });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`✓ built ${pages.length} pages into ${shown}/ in ${seconds} s`);
  } catch (error) {
    console.error(
      `\n✗ build failed; ${shown}/ was left as it was.\n\n${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  }
}
