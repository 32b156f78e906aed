import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeLargeSite } from '#tooling/bench/large-site.ts';
import { loadSiteContent } from '#site-content/content.ts';

const rootDir = path.resolve(import.meta.dirname, '../../..');
let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('the bench’s large site', () => {
  // Each post with code of its own.
  it('is valid content of the size asked for, in two languages', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'large-site-'));
    const content = path.join(dir, 'content');
    writeLargeSite(content, { posts: 12, projects: 7, jobs: 9 }, path.join(rootDir, 'tests/spec-content'));
    const loaded = loadSiteContent({ rootDir, contentDir: content });
    expect(loaded.ok ? [] : loaded.problems).toEqual([]);
    if (!loaded.ok) return;
    const count = (name: string) =>
      loaded.content.find(({ collection }) => collection.name === name)?.entries.length;
    expect([count('posts'), count('projects'), count('jobs')]).toEqual([12, 7, 9]);
    expect(loaded.translations.map(({ declaration }) => declaration.language)).toEqual(['fr']);
    const bodies = readdirSync(path.join(content, 'writing')).map((name) =>
      readFileSync(path.join(content, 'writing', name), 'utf8'),
    );
    const blocks = bodies.flatMap((body) =>
      [...body.matchAll(/```\w+\n[\s\S]*?```/g)].map(([block]) => block),
    );
    expect(blocks).toHaveLength(24);
    expect(new Set(blocks).size).toBe(24);
  });
});
