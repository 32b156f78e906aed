import { cp, mkdtemp, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const projectDir = path.resolve(import.meta.dirname, '../..');

/**
 * A throwaway copy of the project to build and change: its sources, the given content as its
 * `content/`, and its dependencies linked.
 */
export async function copyProject(contentDir: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portfolio-build-'));
  for (const entry of ['src', 'scripts', 'vite.config.ts', 'tsconfig.json', 'package.json', 'vercel.json']) {
    await cp(path.join(projectDir, entry), path.join(dir, entry), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}generated`),
    });
  }
  await cp(contentDir, path.join(dir, 'content'), { recursive: true });
  await symlink(path.join(projectDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}
