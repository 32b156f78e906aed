import { cp, mkdtemp, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const projectDir = path.resolve(import.meta.dirname, '../..');

/** A throwaway copy of the project (sources only; dependencies linked) to build and change. */
export async function copyProject(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portfolio-build-'));
  for (const entry of [
    'content',
    'src',
    'scripts',
    'vite.config.ts',
    'tsconfig.json',
    'package.json',
    'vercel.json',
  ]) {
    await cp(path.join(projectDir, entry), path.join(dir, entry), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}generated`),
    });
  }
  await symlink(path.join(projectDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}
