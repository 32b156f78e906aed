import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSiteContent } from '#site-content/content.ts';
import { createEntry } from '#tooling/new-entry.ts';
import { typescriptArgs } from '#lib/project-dir.ts';

const projectRoot = path.resolve(import.meta.dirname, '../../..');
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'new-entry-'));
  // The valid fixture: an owner's content, whatever the project's own content/ holds.
  cpSync(path.join(projectRoot, 'tests/fixtures/content/valid/content'), path.join(root, 'content'), {
    recursive: true,
  });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const problemsIn = (file: string) => {
  const result = loadSiteContent({ rootDir: root });
  return result.ok ? [] : result.problems.filter((problem) => problem.file === file);
};

/** Fills a scaffolded file the way an owner would: every blank gets a value. */
function fill(file: string, values: Record<string, string>, body?: string) {
  let text = readFileSync(path.join(root, file), 'utf8');
  for (const [field, value] of Object.entries(values)) {
    text = text
      .replace(new RegExp(`(${field}:\\s*)''`), `$1${JSON.stringify(value)}`)
      .replace(new RegExp(`("${field}": )""`), `$1${JSON.stringify(value)}`);
  }
  text = text.replace(/^(\s+- )''$/gm, '$1Something concrete');
  if (body) text = text.replace(/\{\/\*[\s\S]*?\*\/\}/, body);
  writeFileSync(path.join(root, file), text);
}

describe('npm run new', { timeout: 20_000 }, () => {
  it('scaffolds a job whose every blank is reported, then passes once filled in', () => {
    const file = createEntry(root, 'job', 'acme-corp');
    expect(file).toBe('content/jobs/acme-corp.mdx');
    const fields = problemsIn(file).map((problem) => problem.path);
    expect(fields).toEqual(
      expect.arrayContaining(['company', 'role', 'period', 'location', 'impact.metric', '(body)']),
    );
    // The description's note is a comment: left as it came, the body is blank.
    expect(problemsIn(file).find((problem) => problem.path === '(body)')?.message).toMatch(/still blank/);

    fill(
      file,
      {
        company: 'Acme Corp',
        role: 'Principal Engineer',
        period: 'January 2019 - March 2020',
        location: 'Detroit, MI',
        metric: 'Deploys',
        value: 'Daily',
        description: 'From monthly releases to daily ones.',
      },
      'Acme builds industrial software; I led its platform team.',
    );
    expect(problemsIn(file)).toEqual([]);
  });

  it('scaffolds a project and a certification that pass once filled in', () => {
    const project = createEntry(root, 'project', 'side-project');
    fill(
      project,
      { title: 'Side Project', description: 'A small, useful tool.', year: '2024' },
      'What it does.',
    );
    expect(problemsIn(project)).toEqual([]);

    const certification = createEntry(root, 'certification', 'azure-architect');
    expect(problemsIn(certification).map((problem) => problem.path)).toEqual([
      'name',
      'issuer',
      'period',
      'description',
    ]);
    fill(certification, {
      name: 'Azure Solutions Architect Expert',
      issuer: 'Microsoft',
      period: '2023',
      description: 'Design of cloud solutions on Azure.',
    });
    expect(problemsIn(certification)).toEqual([]);
  });

  it("scaffolds a post, dated today and kept a draft, and asks for the Writing page's words", () => {
    const file = createEntry(root, 'post', 'first-post');
    expect(file).toBe('content/writing/first-post.mdx');
    const text = readFileSync(path.join(root, file), 'utf8');
    expect(text).toMatch(/^date: \d{4}-\d{2}-\d{2}$/m);
    expect(text).toContain('draft: true');
    const messages = () => problemsIn(file).map((problem) => `${problem.path}  ${problem.message}`);
    expect(messages()).toEqual([
      'title  Must not be empty',
      'summary  Must not be empty',
      'tags[0]  Must not be empty',
      '(body)  The description is still blank: write it in place of the {/* … */} note, which is a comment and is not shown',
    ]);
    fill(file, { title: 'First post', summary: 'What it is about.' }, 'The post itself.');
    expect(messages()).toEqual([
      'title  Posts are shown on the Writing page, whose words content/pages/writing.json holds: add that file',
    ]);
    cpSync(
      path.join(projectRoot, 'tests/fixtures/content/writing-page.json'),
      path.join(root, 'content/pages/writing.json'),
    );
    expect(problemsIn(file)).toEqual([]);
  });

  it('never overwrites an entry or accepts an unusable id or kind', () => {
    const existing = readFileSync(path.join(root, 'content/jobs/snabby.mdx'), 'utf8');
    expect(() => createEntry(root, 'job', 'snabby')).toThrow('content/jobs/snabby.mdx already exists');
    expect(readFileSync(path.join(root, 'content/jobs/snabby.mdx'), 'utf8')).toBe(existing);
    expect(() => createEntry(root, 'job', 'Acme Corp')).toThrow('is not a usable id');
    expect(() => createEntry(root, 'award', 'x')).toThrow('Unknown kind "award"');
  });
});

describe('npm run new, typed', { timeout: 20_000 }, () => {
  const command = (...args: string[]) =>
    spawnSync(process.execPath, [...typescriptArgs, 'scripts/tooling/new-entry.ts', ...args], {
      cwd: projectRoot,
      encoding: 'utf8',
    });

  it('prints its usage for --help, and names an unknown option with no stack trace', () => {
    const help = command('--help');
    expect([help.status, help.stdout]).toEqual([0, expect.stringContaining('Usage: npm run new -- <job|')]);
    const unknown = command('--bogus');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--bogus'");
    expect(unknown.stderr).toContain('Usage: npm run new');
    expect(unknown.stderr).not.toMatch(/\n\s+at /);
  });
});
