import { cpSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * What a build reads besides `content/` and `node_modules/`: the sources and their configuration, and
 * the lockfile, part of what the build's cache keys on (build-cache.ts).
 */
const sources = [
  'src',
  'scripts',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.app.json',
  'tsconfig.node.json',
  'vercel.json',
];

/**
 * Makes `dir` a working copy of the project at `projectDir` for a build to run in: its sources
 * (without generated modules, which the build writes) and a link to its dependencies. The caller
 * adds `content/`.
 */
export function copyProjectSources(projectDir: string, dir: string): void {
  for (const entry of sources) {
    cpSync(path.join(projectDir, entry), path.join(dir, entry), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}generated`),
    });
  }
  symlinkSync(path.join(projectDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
}
