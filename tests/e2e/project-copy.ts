import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { builtHeaders } from '#outputs/hosts/host-config.ts';
import { copyProjectSources } from '#tooling/project-copy.ts';
import { createStaticServer, listen } from '#tooling/serve/static-server.ts';
import { typescriptArgs } from '#lib/project-dir.ts';

const projectDir = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/**
 * A throwaway copy of the project to build and change: its sources, the given content as its
 * `content/`, and its dependencies linked. In the site's own language alone unless `languages`:
 * what a spec about the photo or the contact form checks is the same in every language, and each
 * language is a build of its own.
 */
export async function copyProject(contentDir: string, { languages = false } = {}): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portfolio-build-'));
  copyProjectSources(projectDir, dir);
  await cp(contentDir, path.join(dir, 'content'), { recursive: true });
  if (!languages) keepOneLanguage(path.join(dir, 'content'));
  return dir;
}

/**
 * Leaves a content folder in its own language: the other languages `site.json` declares, and their
 * folders, are taken out (the sample's French is the sample owner's, as its posts are).
 */
export function keepOneLanguage(contentDir: string): void {
  const file = path.join(contentDir, 'site.json');
  const site = JSON.parse(readFileSync(file, 'utf8')) as { languages?: { locale: string }[] };
  for (const { locale } of site.languages ?? [])
    rmSync(path.join(contentDir, locale.split('_')[0]!), { recursive: true, force: true });
  delete site.languages;
  writeFileSync(file, `${JSON.stringify(site, null, 2)}\n`);
}

/** A copy built and served as a static host would serve it: the build's output, and where to reach it. */
export interface ServedBuild {
  output: string;
  origin: string;
  server: Server;
}

/** Builds the copy in `dir` (into `dist/`, or `outDir`) and serves the result on 127.0.0.1. */
export async function buildAndServe(dir: string, outDir = path.join(dir, 'dist')): Promise<ServedBuild> {
  const { stdout, stderr } = await run(
    process.execPath,
    [...typescriptArgs, 'scripts/outputs/build.ts', '--out-dir', outDir],
    { cwd: dir },
  );
  const server = createStaticServer({ dir: outDir, headers: builtHeaders(outDir) });
  return { output: stdout + stderr, origin: await listen(server), server };
}
