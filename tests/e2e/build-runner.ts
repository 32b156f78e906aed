/**
 * Builds sites one after the other in one process, as serve-builds.ts asks over IPC: the project's
 * code and Vite's plugins load once for all of them, rather than once for each build.
 *
 * A message `{ name, prepare?, contentDir, dist }` makes the content (`prepare`: the owner's edited
 * copy, owner-content.ts, or a corpus entry imported, corpus-content.ts, made here rather than by a
 * command of its own) and builds it into `dist`; the answer is `{ name, seconds, sites }`, with what
 * the site publishes in each of its languages (`sites`: its own language under '', the others by code), or
 * `{ name, error }` with what the build said. The tests read `sites` (fixtures.ts) rather than each
 * worker loading the content engine and the content again.
 */
import path from 'node:path';
import { buildSite, failureReason } from '#outputs/build.ts';
import { loadSite, type PublishedSite } from '#site-content/content.ts';

/** How a build's content is made: the owner's edits (owner-content.ts) or a corpus entry's import. */
export type Preparation = { edits: 'owner' } | { corpus: string };

export interface BuildRequest {
  name: string;
  /** How the content folder is made first. */
  prepare?: Preparation;
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
    const content = path.resolve(projectDir, contentDir);
    if (prepare) await prepareContent(prepare, content);
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
    return { name, error: failureReason(error) };
  }
}

async function prepareContent(preparation: Preparation, contentDir: string): Promise<void> {
  if ('corpus' in preparation) {
    const { writeCorpusContent } = await import('./corpus-content.ts');
    await writeCorpusContent(preparation.corpus, contentDir);
  } else {
    const { writeOwnerContent } = await import('./owner-content.ts');
    await writeOwnerContent(contentDir);
  }
}

process.on('message', (request: BuildRequest) => {
  void build(request).then((answer) => process.send!(answer));
});
