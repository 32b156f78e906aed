/**
 * Builds sites one after the other in one process, as serve-builds.ts asks over IPC: the project's
 * code and Vite's plugins load once for all of them, rather than once for each build.
 *
 * A message `{ name, prepare?, contentDir, dist }` makes the content (`prepare`, a shell command
 * run in the project) and builds it into `dist`; the answer is `{ name, seconds, sites }`, with what
 * the site publishes in each of its languages (`sites`: its own language under '', the others by code), or
 * `{ name, error }` with what the build said. The tests read `sites` (fixtures.ts) rather than each
 * worker loading the content engine and the content again.
 */
import { exec } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildSite, failureReason } from '#outputs/build.ts';
import { loadSite, type PublishedSite } from '#site-content/content.ts';

export interface BuildRequest {
  name: string;
  /** A shell command that makes the content folder first. */
  prepare?: string;
  /** The content folder, relative to the project. */
  contentDir: string;
  /** The build's folder, relative to the project. */
  dist: string;
}

export type BuildAnswer =
  { name: string; seconds: number; sites: Record<string, PublishedSite> } | { name: string; error: string };

const projectDir = path.resolve(import.meta.dirname, '../..');

async function build({ name, prepare, contentDir, dist }: BuildRequest): Promise<BuildAnswer> {
  const started = performance.now();
  try {
    if (prepare) await promisify(exec)(prepare, { cwd: projectDir });
    const content = path.resolve(projectDir, contentDir);
    await buildSite({ rootDir: projectDir, contentDir: content, outDir: path.join(projectDir, dist) });
    const seconds = (performance.now() - started) / 1000;
    const own = loadSite({ rootDir: projectDir, contentDir: content });
    const [, ...others] = own.content.site.languages;
    const sites = Object.fromEntries([
      ['', own],
      ...others.map(({ code }) => [
        code,
        loadSite({ rootDir: projectDir, contentDir: content, language: code }),
      ]),
    ]) as Record<string, PublishedSite>;
    return { name, seconds, sites };
  } catch (error) {
    // A failed `prepare` says what its command printed.
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { name, error: [failureReason(error), stdout, stderr].filter(Boolean).join('\n') };
  }
}

process.on('message', (request: BuildRequest) => {
  void build(request).then((answer) => process.send!(answer));
});
