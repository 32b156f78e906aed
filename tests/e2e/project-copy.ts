import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyProjectSources } from '../../scripts/lib/project-copy.ts';

const projectDir = path.resolve(import.meta.dirname, '../..');

/**
 * A throwaway copy of the project to build and change: its sources, the given content as its
 * `content/`, and its dependencies linked.
 */
export async function copyProject(contentDir: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portfolio-build-'));
  copyProjectSources(projectDir, dir);
  await cp(contentDir, path.join(dir, 'content'), { recursive: true });
  return dir;
}
