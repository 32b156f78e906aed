import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedFiles, scopeOf } from '#tooling/ci-scope.ts';

describe('what CI runs for a change', () => {
  it('takes the short path for a change to content/ alone', () => {
    expect(
      scopeOf(['content/jobs/acme.mdx', 'content/profile.json', 'content/.schema/jobs.schema.json']),
    ).toBe('content');
  });

  it('runs every test when anything else changed, or the files are unknown', () => {
    expect(scopeOf(['content/profile.json', 'src/pages/home-page.tsx'])).toBe('code');
    expect(scopeOf(['contents.md'])).toBe('code');
    expect(scopeOf(['tests/spec-content/profile.json'])).toBe('code');
    expect(scopeOf(['.github/workflows/ci.yml'])).toBe('code');
    expect(scopeOf([])).toBe('code');
    expect(scopeOf(undefined)).toBe('code');
  });
});

describe('the files a change touches', () => {
  let repo: string;
  let first: string;
  let second: string;
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=CI', '-c', 'user.email=ci@example.com', ...args], {
      cwd: repo,
      encoding: 'utf8',
    }).trim();

  beforeAll(() => {
    repo = mkdtempSync(path.join(tmpdir(), 'ci-scope-'));
    git('init', '--quiet');
    mkdirSync(path.join(repo, 'content'));
    writeFileSync(path.join(repo, 'content/profile.json'), '{}\n');
    writeFileSync(path.join(repo, 'README.md'), '# Site\n');
    git('add', '.');
    git('commit', '--quiet', '-m', 'first');
    first = git('rev-parse', 'HEAD');
    writeFileSync(path.join(repo, 'content/profile.json'), '{ "name": "Jane" }\n');
    git('commit', '--quiet', '-am', 'second');
    second = git('rev-parse', 'HEAD');
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('lists them between the base and the head', () => {
    expect(changedFiles(first, second, repo)).toEqual(['content/profile.json']);
    expect(scopeOf(changedFiles(first, second, repo))).toBe('content');
  });

  it('cannot be listed for a branch’s first push, or a base this clone lacks', () => {
    expect(changedFiles('0000000000000000000000000000000000000000', second, repo)).toBeUndefined();
    expect(changedFiles('', second, repo)).toBeUndefined();
    expect(changedFiles('1234567890abcdef1234567890abcdef12345678', second, repo)).toBeUndefined();
  });
});
