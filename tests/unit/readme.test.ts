import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collections } from '#src/content/config.ts';
import { sampleMarker } from '#import/sample.ts';

const rootDir = path.resolve(import.meta.dirname, '../..');

/**
 * The paths a tree block names, each relative to the repository: the code block under `heading` in a
 * Markdown file, where a line's first column is a path, an indented name belongs to the folder above it
 * and "a, b" names two.
 */
function treePaths(file: string, heading: string): string[] {
  const text = readFileSync(path.join(rootDir, file), 'utf8');
  const block = new RegExp(`\n## ${heading}\n+\`\`\`\n([\\s\\S]*?)\n\`\`\``).exec(text)?.[1];
  if (!block) throw new Error(`${file} has no "${heading}" block`);
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
 * what content may hold, which an owner may not have: a collection of the configuration, pictures,
 * another language's folder, the sample's marker.
 */
function exists(relative: string): boolean {
  if (relative.startsWith('content/')) {
    const name = relative.slice('content/'.length).replace(/\/(\*\.\w+)?$/, '');
    return (
      collections.some(
        (collection) => collection.source === name || collection.source.startsWith(`${name}/`),
      ) ||
      ['images', sampleMarker].includes(name) ||
      /^[a-z]{2,3}$/.test(name) ||
      existsSync(path.join(rootDir, relative))
    );
  }
  if (!relative.includes('*')) return existsSync(path.join(rootDir, relative));
  const [folder, pattern] = [path.dirname(relative), path.basename(relative)];
  const name = new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace('*', '.+')}$`);
  return readdirSync(path.join(rootDir, folder)).some((entry) => name.test(entry));
}

/** Every folder git tracks at the repository's root, as `name/`. */
function trackedFolders(): string[] {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: rootDir, encoding: 'utf8' }).split('\0');
  return [...new Set(tracked.filter((file) => file.includes('/')).map((file) => `${file.split('/')[0]}/`))];
}

/** Every entry of content/, as `content/name` (a folder with a trailing slash). */
function contentEntries(): string[] {
  return readdirSync(path.join(rootDir, 'content'), { withFileTypes: true }).map(
    (entry) => `content/${entry.name}${entry.isDirectory() ? '/' : ''}`,
  );
}

const unnamed = (wanted: string[], listed: string[]) =>
  wanted.filter((entry) => !listed.some((item) => item.startsWith(entry)));

describe('the README project tree', () => {
  const listed = treePaths('README.md', 'Project structure');

  it('names only paths that exist', () => {
    expect(listed.length).toBeGreaterThan(10);
    expect(listed.filter((entry) => !exists(entry))).toEqual([]);
  });

  it('names every folder of the repository and every entry of content/', () => {
    expect(unnamed(trackedFolders(), listed)).toEqual([]);
    expect(unnamed(contentEntries(), listed)).toEqual([]);
  });
});

describe("the guides' trees", () => {
  it('docs/code.md names only paths that exist, and every folder of the repository', () => {
    const listed = treePaths('docs/code.md', 'Project structure');
    expect(listed.length).toBeGreaterThan(10);
    expect(listed.filter((entry) => !exists(entry))).toEqual([]);
    expect(unnamed(trackedFolders(), listed)).toEqual([]);
  });

  it('docs/content.md names only paths that exist, and every entry of content/', () => {
    const listed = treePaths('docs/content.md', 'What each file holds');
    expect(listed.length).toBeGreaterThan(10);
    expect(listed.filter((entry) => !exists(entry))).toEqual([]);
    expect(unnamed(contentEntries(), listed)).toEqual([]);
  });
});
