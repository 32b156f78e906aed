import { readdir, readlink, realpath } from 'node:fs/promises';
import path from 'node:path';

const isInside = (root: string, file: string) => file === root || file.startsWith(`${root}${path.sep}`);

/**
 * The symbolic links under `dir` that lead out of `projectDir` (or nowhere), as
 * `"src/public/etc → /etc"` lines relative to the project. The build copies what links point at,
 * so a link to `/etc` or a home folder would publish whatever is there.
 */
export async function linksLeaving(dir: string, projectDir: string): Promise<string[]> {
  const project = await realpath(projectDir);
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries.filter((candidate) => candidate.isSymbolicLink())) {
    const link = path.join(entry.parentPath, entry.name);
    const target = await realpath(link).catch(() => undefined);
    if (target && isInside(project, target)) continue;
    found.push(`${path.relative(projectDir, link)} → ${target ?? `${await readlink(link)} (missing)`}`);
  }
  return found;
}
