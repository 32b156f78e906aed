/**
 * Pages of entries (a project's case study, a post) and the Writing page: which pages a content
 * folder publishes, how the routes module names them, how a post's body loads, and what the content
 * check asks of an owner who adds them.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryPages, publishedRoutes, renderModule, renderRoutes, wordCount } from '#engine/generate.ts';
import type { LoadedCollection } from '#engine/define.ts';
import { generatedDir, loadSiteContent } from '#site-content/content.ts';
import { contentConfig } from '#src/content/config.ts';
import { fixtureRoot, fixturesDir, problemLines, today } from './helpers.ts';

const { routes } = contentConfig;

/** The Writing page's words, as an owner other than the sample's writes them. */
const writingPage = readFileSync(join(fixturesDir, 'writing-page.json'), 'utf8');

const caseStudyWords = {
  title: '{title} | {name}',
  read: 'Read more',
  readLabel: 'Read more about {title}',
  role: 'Role',
  period: 'Period',
  problem: 'Problem',
  approach: 'Approach',
  about: 'About',
  stack: 'Stack',
  pictures: 'Pictures',
  nearby: 'More',
  previous: 'Previous',
  next: 'Next',
  all: 'All',
};

function post(id: string, front: string, body = 'A body of five words.') {
  return `---\nid: ${id}\ntitle: Post ${id}\n${front}\nsummary: What ${id} says.\n---\n\n${body}\n`;
}

/** The valid fixture with posts, the Writing page's words and one case study, as the test asks. */
function withWriting({ words = true, caseStudyCopy = true } = {}): string {
  const rootDir = fixtureRoot();
  const content = join(rootDir, 'content');
  mkdirSync(join(content, 'writing'));
  writeFileSync(join(content, 'writing/older.mdx'), post('older', 'date: 2024-03-01\ntags: [A, B]'));
  writeFileSync(
    join(content, 'writing/newer.mdx'),
    post('newer', 'date: 2025-01-10\nupdated: 2025-02-01\ntags: [B]'),
  );
  writeFileSync(join(content, 'writing/unfinished.mdx'), post('unfinished', 'date: 2025-01-11\ndraft: true'));
  if (words) writeFileSync(join(content, 'pages/writing.json'), writingPage);
  const project = join(content, 'projects/real-estate.mdx');
  writeFileSync(
    project,
    readFileSync(project, 'utf8').replace(
      /^links:/m,
      'caseStudy:\n  role: Lead developer\n  problem: Listings were slow.\n  approach: [Measure first]\nlinks:',
    ),
  );
  if (caseStudyCopy) {
    const copy = join(content, 'pages/projects.json');
    const page = JSON.parse(readFileSync(copy, 'utf8')) as Record<string, unknown>;
    writeFileSync(copy, JSON.stringify({ ...page, caseStudy: caseStudyWords }));
  }
  return rootDir;
}

function load(rootDir: string): LoadedCollection[] {
  const result = loadSiteContent({ rootDir, today });
  if (!result.ok) throw new Error(`the content should load: ${JSON.stringify(result.problems)}`);
  return result.content;
}

// The pages a content folder publishes.
describe('published pages', () => {
  it('have no Writing page and no entry pages without posts or case studies', () => {
    const content = load(fixtureRoot());
    expect(publishedRoutes(routes, content).map((route) => route.id)).toEqual([
      'home',
      'experience',
      'skills',
      'projects',
      'contact',
    ]);
    expect(entryPages(routes, content)).toEqual([]);
  });

  // Posts newest first, drafts left out.
  it('include the Writing page with posts, a page per post and one per case study', () => {
    const content = load(withWriting());
    expect(publishedRoutes(routes, content).map((route) => route.path)).toEqual([
      '/',
      '/experience',
      '/skills',
      '/projects',
      '/writing',
      '/contact',
    ]);
    expect(entryPages(routes, content)).toEqual([
      { id: 'project', path: '/projects/real-estate', entry: 'real-estate' },
      { id: 'post', path: '/writing/newer', entry: 'newer', body: 'writing/newer.mdx' },
      { id: 'post', path: '/writing/older', entry: 'older', body: 'writing/older.mdx' },
    ]);
    expect(entryPages(routes, content, { drafts: true }).map((page) => page.path)).toContain(
      '/writing/unfinished',
    );
  });

  it("name the Writing page's link in its own words, and list the entry pages", () => {
    const content = load(withWriting());
    const copy = content.find((loaded) => loaded.collection.name === 'writingPage')!.entries[0]!.data;
    const { text } = renderRoutes(
      publishedRoutes(routes, content),
      entryPages(routes, content),
      () => copy as { navigation: string },
    );
    expect(text).toContain('"id": "writing",\n    "path": "/writing",\n    "label": "Notes"');
    expect(text).toMatch(
      /entryPages[^=]*= \[\n {2}\{\n {4}"id": "project",\n {4}"path": "\/projects\/real-estate"/,
    );
  });
});

describe('a post', () => {
  it('loads its body with its own page and carries its length in words', () => {
    const rootDir = withWriting();
    const posts = load(rootDir).find((loaded) => loaded.collection.name === 'posts')!;
    const text = renderModule(posts, generatedDir(rootDir));
    expect(text).not.toMatch(/^import Body/m);
    expect(text).toContain(`"Body": () => import('../../../content/writing/newer.mdx')`);
    expect(text).toContain('"words": 5');
    expect(text).toContain('"date": "2025-01-10"');
  });

  it('counts words in any script', () => {
    expect(wordCount('A body of five words.')).toBe(5);
    expect(wordCount('Ein Text, drei Wörter?')).toBe(4);
    // Chinese and Japanese read at about two characters a word.
    expect(wordCount('東京で働いています')).toBe(Math.round('東京で働いています'.length / 2));
    expect(wordCount('مرحبا بالعالم')).toBe(2);
  });
});

describe('checking posts and case studies', () => {
  it("asks for the Writing page's words once there are posts", () => {
    const rootDir = withWriting({ words: false });
    expect(problemLines([], [], rootDir)).toEqual([
      'content/writing/newer.mdx:3:8  title  Posts are shown on the Writing page, whose words content/pages/writing.json holds: add that file',
    ]);
  });

  it('asks for case studies’ words once a project asks for its page', () => {
    const rootDir = withWriting({ caseStudyCopy: false });
    expect(problemLines([], [], rootDir)).toEqual([
      'content/projects/real-estate.mdx:13:3  caseStudy  Asks for its own page, which needs the words of content/pages/projects.json → caseStudy: add them, or leave caseStudy out',
    ]);
  });

  // An update dated before its post.
  it('refuses a day that does not exist, an early update, a future post', () => {
    const rootDir = withWriting();
    const writing = join(rootDir, 'content/writing');
    writeFileSync(join(writing, 'older.mdx'), post('older', 'date: 2024-02-30'));
    writeFileSync(join(writing, 'newer.mdx'), post('newer', 'date: 2025-01-10\nupdated: 2024-12-01'));
    writeFileSync(join(writing, 'later.mdx'), post('later', 'date: 2025-07-01'));
    expect(problemLines([], [], rootDir)).toEqual([
      'content/writing/later.mdx:4:7  date  2025-07-01 is after today (2025-06-15): write the day it was published, or mark the post draft: true while it is not',
      'content/writing/newer.mdx:5:10  updated  Updated before it was published (2025-01-10): check the day',
      'content/writing/older.mdx:4:7  date  Expected a day like "2026-03-14", received "2024-02-30"',
    ]);
  });
});
