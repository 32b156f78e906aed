import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collections } from '../../src/content/config.ts';

const rootDir = path.resolve(import.meta.dirname, '../..');

/**
 * The paths the README's "Project structure" names, each relative to the repository: a line's first
 * column, where an indented name belongs to the folder above it and "a, b" names two.
 */
function treePaths(readme: string): string[] {
  const block = /## Project structure\n+```\n([\s\S]*?)\n```/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no "Project structure" block');
  const paths: string[] = [];
  let folder = '';
  for (const line of block.split('\n')) {
    const match = /^( *)(\S.*?)(?: {2,}|$)/.exec(line);
    // Continuation lines are indented past the names' column.
    if (!match || match[1]!.length > 2) continue;
    const names = match[2]!.split(/,\s*/);
    if (match[1]!.length === 0) folder = names[0]!.endsWith('/') ? names[0]! : '';
    paths.push(...names.map((name) => (match[1]!.length === 0 ? name : folder + name)));
  }
  return paths;
}

/**
 * Whether a path exists; `*` stands for any name in its folder. What the tree names in `content/` is
 * what content may hold (a collection of the configuration), which an owner may not have.
 */
function exists(relative: string): boolean {
  if (relative.startsWith('content/')) {
    const name = relative.slice('content/'.length).replace(/\/(\*\.\w+)?$/, '');
    return (
      collections.some(
        (collection) => collection.source === name || collection.source.startsWith(`${name}/`),
      ) || existsSync(path.join(rootDir, relative))
    );
  }
  if (!relative.includes('*')) return existsSync(path.join(rootDir, relative));
  const [folder, pattern] = [path.dirname(relative), path.basename(relative)];
  const name = new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace('*', '.+')}$`);
  return readdirSync(path.join(rootDir, folder)).some((entry) => name.test(entry));
}

describe('the README project tree', () => {
  const readme = readFileSync(path.join(rootDir, 'README.md'), 'utf8');
  const listed = treePaths(readme);

  it('names only paths that exist', () => {
    expect(listed.length).toBeGreaterThan(10);
    expect(listed.filter((entry) => !exists(entry))).toEqual([]);
  });

  it('names every folder of the repository and every entry of content/', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: rootDir, encoding: 'utf8' }).split('\0');
    const folders = new Set(tracked.filter((file) => file.includes('/')).map((file) => file.split('/')[0]));
    const content = readdirSync(path.join(rootDir, 'content'), { withFileTypes: true });
    expect([...folders].filter((folder) => !listed.some((item) => item.startsWith(`${folder}/`)))).toEqual(
      [],
    );
    expect(
      content
        .map((entry) => `content/${entry.name}${entry.isDirectory() ? '/' : ''}`)
        .filter((entry) => !listed.some((item) => item.startsWith(entry))),
    ).toEqual([]);
  });
});
