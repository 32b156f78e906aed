/**
 * The owner's first edits, on the content as it is (the sample, on a fresh clone): each keeps the
 * content valid, whatever other languages it declares; a word left untranslated is a warning.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem } from '#engine/problem.ts';
import { createEntry } from '#tooling/new-entry.ts';
import { loadSiteContent } from '#site-content/content.ts';

const projectRoot = path.resolve(import.meta.dirname, '../../..');
let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'first-edits-'));
  cpSync(path.join(projectRoot, 'content'), path.join(root, 'content'), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const file = (name: string) => path.join(root, 'content', name);

/** Every blank of a scaffolded entry filled in, as the owner fills it. */
function fill(name: string, values: Record<string, string>, body: string): void {
  let text = readFileSync(file(name), 'utf8');
  for (const [field, value] of Object.entries(values))
    text = text.replace(new RegExp(`^(\\s*${field}:\\s*)''`, 'm'), `$1${JSON.stringify(value)}`);
  text = text
    .replace(/^(\s+- )''$/gm, '$1Shipped something concrete')
    .replace(/^.*: ''\n/gm, '')
    .replace(/^impact:\n/m, '')
    .replace(/^draft: true\n/m, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/, body);
  writeFileSync(file(name), text);
}

function editJson(name: string, edit: (data: Record<string, unknown>) => void): void {
  const data = JSON.parse(readFileSync(file(name), 'utf8')) as Record<string, unknown>;
  edit(data);
  writeFileSync(file(name), `${JSON.stringify(data, null, 2)}\n`);
}

function problems(): string[] {
  const loaded = loadSiteContent({ rootDir: root, contentDir: path.join(root, 'content') });
  return loaded.ok ? [] : loaded.problems.map(formatProblem);
}

describe("the owner's first edits", { timeout: 60_000 }, () => {
  it('start from content that passes the check', () => {
    expect(problems()).toEqual([]);
  });

  it('add a job with npm run new', () => {
    const job = createEntry(root, 'job', 'first-edit-consultancy').replace(/^content\//, '');
    fill(
      job,
      { company: 'Northwind Consulting', role: 'Staff Engineer', period: 'March 2009 - May 2010' },
      'Consulting on a billing platform.',
    );
    expect(problems()).toEqual([]);
  });

  it('remove a project, its translations left behind', () => {
    const projects = readdirSync(file('projects')).filter((name) => name.endsWith('.mdx'));
    expect(projects.length, 'the content has a project to remove').toBeGreaterThan(0);
    rmSync(file(`projects/${projects[0]}`));
    expect(problems()).toEqual([]);
  });

  it('rename the owner and change the email', () => {
    editJson('profile.json', (profile) => {
      profile.name = 'Imogen Okonkwo-Laurent';
      profile.email = 'imogen@okonkwo-laurent.dev';
    });
    expect(problems()).toEqual([]);
  });

  it("remove the home page's figures, their translations left behind", () => {
    editJson('pages/home.json', (home) => {
      delete home.stats;
    });
    expect(problems()).toEqual([]);
  });

  it('add a post with npm run new', () => {
    if (!existsSync(file('pages/writing.json')))
      cpSync(path.join(projectRoot, 'tests/fixtures/content/writing-page.json'), file('pages/writing.json'));
    const post = createEntry(root, 'post', 'first-post').replace(/^content\//, '');
    fill(
      post,
      { title: 'What I learned shipping a billing platform', summary: 'Three lessons from a migration.' },
      'The first lesson is to measure before you move anything.',
    );
    expect(problems()).toEqual([]);
  });
});
