/**
 * What CI runs for a change (.github/workflows/ci.yml): a change to `content/` alone takes the
 * short path (the content check, the build, the site gates on the built site); any other change, or
 * one whose files cannot be listed (the first push of a branch, a force-push), runs every test.
 *
 *   node --import ./scripts/lib/typescript.mjs scripts/tooling/ci-scope.ts <base commit> <head commit>   prints `scope=content` or `scope=code`
 */
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export type CiScope = 'content' | 'code';

/** Where the owner's content lives: a change under it alone is a content change. */
const contentFolder = 'content/';

/** The scope of a change from the files it touches (`undefined`: they could not be listed). */
export function scopeOf(changed: readonly string[] | undefined): CiScope {
  if (!changed || changed.length === 0) return 'code';
  return changed.every((file) => file.startsWith(contentFolder)) ? 'content' : 'code';
}

/** The files changed between two commits, or `undefined` when either is unknown here. */
export function changedFiles(base: string, head: string, cwd = process.cwd()): string[] | undefined {
  if (!/^[\da-f]{7,40}$/i.test(base) || /^0+$/.test(base)) return undefined;
  try {
    const output = execFileSync('git', ['diff', '--name-only', '--no-renames', base, head], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return output.split('\n').filter(Boolean);
  } catch {
    return undefined;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [base = '', head = 'HEAD'] = process.argv.slice(2);
  const changed = changedFiles(base, head);
  const scope = scopeOf(changed);
  console.error(
    changed
      ? `${changed.length} changed file(s); ${scope === 'content' ? 'content only: the short path' : 'code changed: every test'}`
      : 'the changed files cannot be listed: every test',
  );
  console.log(`scope=${scope}`);
}
