import { existsSync, readdirSync } from 'node:fs';
import { posix } from 'node:path';

/** Every file under `dir`, relative to it, with forward slashes; none when `dir` does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      posix.join(entry.parentPath.slice(dir.length).split(/[\\/]/).filter(Boolean).join('/'), entry.name),
    );
}
