import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBody } from '#engine/body.ts';
import { formatProblem } from '#engine/problem.ts';
import { bodyProblems } from '#site-content/body-rules.ts';
import { loadPublished, loadSiteContent } from '#site-content/content.ts';
import { importCareer } from '#import/import-career.ts';
import type { ImportOptions } from '#import/pipeline.ts';
import { readLinkedIn } from '#import/read/linkedin.ts';
import { formatReport } from '#import/report.ts';
import { postsFrom, summaryOf } from '#import/write/posts.ts';
import { writingPageLanguages, writingPageWords } from '#import/write/writing-page.ts';
import { writingPageSchema } from '#src/content/schemas/writing-page.ts';
import { at, fixture, lines, success } from './helpers';

const projectDir = path.resolve(import.meta.dirname, '../../..');
const today = new Date('2024-06-01T12:00:00');
const current = fixture('linkedin-articles');
const older = fixture('linkedin-articles-2019');
const articlesOf = (folder: string) => `${folder}/Articles${folder === current ? '/Articles' : ''}`;
const file = (folder: string, name: string) => `${articlesOf(folder)}/${name}`;
const builds = file(current, '2021-03-04 10:12:00.0-Why-our-builds-moved-to-the-edge.html');

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'linkedin-articles-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The posts an export's articles make, by id. */
function postsOf(input: string) {
  const read = success(readLinkedIn(input));
  const posts = postsFrom(read.articles?.read ?? [], today);
  return { read, ...posts, byId: new Map(posts.posts.map((post) => [post.id, post])) };
}

/** Every file under `dir`, relative to it, forward slashes. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));

/** Zips a folder's files, at any depth, under `prefix` inside the archive. */
function zipFolder(source: string, prefix = ''): string {
  const zip = path.join(root, `${path.basename(source)}.zip`);
  const entries = filesUnder(source).map((name) => [
    `${prefix}${name}`,
    new Uint8Array(readFileSync(path.join(source, name))),
  ]);
  writeFileSync(zip, zipSync(Object.fromEntries(entries)));
  return zip;
}

/** An export of our own in the test's folder: its CSVs and its articles, by name. */
function writeExport(articles: Record<string, string>, csv: Record<string, string> = {}): string {
  const folder = path.join(root, 'export');
  mkdirSync(path.join(folder, 'Articles/Articles'), { recursive: true });
  for (const [name, text] of Object.entries(csv)) writeFileSync(path.join(folder, name), text);
  for (const [name, text] of Object.entries(articles))
    writeFileSync(path.join(folder, 'Articles/Articles', name), text);
  return folder;
}

/** An article as LinkedIn writes it, with `body` as its body's HTML. */
const article = (title: string, body: string, published = 'Published on 2022-04-01 10:00') =>
  `<html><head><title>${title}</title></head><body><h1>${title}</h1>` +
  `<p class="created">Created on 2022-03-30 18:00</p><p class="published">${published}</p>` +
  `<div>${body}</div></body></html>`;

describe('a LinkedIn export’s articles', () => {
  // With its title, day and state.
  it('reads each article in today’s Articles/Articles/ folder', () => {
    const { articles } = success(readLinkedIn(current));
    expect(articles?.files).toBe(6);
    expect(articles?.read.map(({ title, date, draft }) => [title, date, draft])).toEqual([
      ['Lessons from a migration', '2019-06-01', false],
      ['Lessons from a migration', '2020-02-02', false],
      ['Why our builds moved to the edge', '2021-03-05', false],
      ['非同期レビューで学んだこと', '2022-11-20', false],
      ['Notes on feature flags', '2023-05-02', true],
    ]);
  });

  // A ZIP's files wrapped in a folder or not.
  it('reads an older export’s Articles/, and either ZIP layout', () => {
    for (const folder of [current, older]) {
      const fromFolder = postsOf(folder).posts;
      expect(fromFolder.length).toBeGreaterThan(0);
      for (const prefix of ['', 'Basic_LinkedInDataExport_06-01-2024/']) {
        const zipped = postsOf(zipFolder(folder, prefix)).posts;
        expect(zipped, `${folder} zipped under "${prefix}"`).toEqual(fromFolder);
      }
    }
    expect(postsOf(older).posts.map((post) => post.fields.title)).toEqual([
      'Как мы переписали очередь задач',
      'Idempotent handlers',
    ]);
  });

  // A draft by "Created on".
  it('dates an article by "Published on", else its file name, saying so', () => {
    const drafts = file(current, 'Notes-on-feature-flags.html');
    const russian = file(older, '2018-10-15 11:00:00.0-Как-мы-переписали-очередь-задач.html');
    const marked = file(older, '2019-02-01 10:00:00.0-Idempotent-handlers.html');
    expect(lines(success(readLinkedIn(current)).readings)).toContain(
      `${at(drafts, '<p class="created">')}  (file)  a draft, not published on LinkedIn: imported as a draft, dated 2023-05-02`,
    );
    expect(lines(success(readLinkedIn(older)).readings)).toEqual([
      `${at(russian, '<p class="created">')}  (file)  found no "Published on" date: dated 2018-10-15, the day in the file's name`,
      `${at(marked, '<p class="published">')}  (file)  a draft, not published on LinkedIn: imported as a draft, dated 2019-02-01`,
    ]);
  });

  it('reports each unreadable file with the reason, and reads the rest', () => {
    const input = writeExport({
      '2020-01-01 10:00:00.0-.html':
        '<html><body><p class="published">Published on 2020-01-01 10:00</p></body></html>',
      'Untitled.html': '<html><body><h1>Undated thoughts</h1><div><p>Words.</p></div></body></html>',
      '2020-02-02 10:00:00.0-Fine.html': article('Fine', '<p>Still read.</p>'),
    });
    const { notPlaced, articles } = success(readLinkedIn(input));
    expect(articles?.files).toBe(3);
    expect(articles?.read.map((read) => read.title)).toEqual(['Fine']);
    expect(lines(notPlaced)).toEqual([
      `${input}/Articles/Articles/2020-01-01 10:00:00.0-.html:1:1  (file)  An article needs its title (an <h1>), which this file does not have; not imported`,
      `${input}/Articles/Articles/Untitled.html:1:1  (file)  An article needs the day it was published or written ("Published on", a date in its name, "Created on"), which this file does not give; not imported`,
    ]);
  });

  // LinkedIn keeps it.
  it('names the cover picture above the title, for the owner to save', () => {
    expect(lines(success(readLinkedIn(current)).notPlaced)).toContain(
      `${at(builds, '<img')}  <img>  The cover picture is on LinkedIn (https://media.licdn.com/dms/image/D4E12AQExampleCover/article-cover_image-shrink_600_2000/0/1614852720000?e=2147483647&v=beta&t=example): save it under images/ and name it in the post's cover to show it; not imported`,
    );
  });
});

describe('a summary', () => {
  const sentence = (words: number) => `Word ${'word '.repeat(words - 2)}end.`;

  it('is the first paragraph whole when it fits', () => {
    expect(summaryOf('Short and whole.')).toBe('Short and whole.');
    expect(summaryOf('x'.repeat(300))).toBe('x'.repeat(300));
  });

  // After the last sentence that fits, else the last word.
  it('is cut under 300 characters after a sentence, else a word, with an ellipsis', () => {
    const text = `${sentence(20)} ${sentence(20)} ${sentence(40)}`;
    expect(summaryOf(text)).toBe(`${sentence(20)} ${sentence(20)} …`);
    const long = sentence(80);
    const cut = summaryOf(long);
    expect(cut.length).toBeLessThanOrEqual(300);
    expect(cut).toMatch(/^Word (word )+word…$/);
    // A run of letters with no word in it (an address) is cut between two of them.
    expect(summaryOf('a'.repeat(400))).toBe(`${'a'.repeat(298)}…`);
  });

  it('is cut at a sentence in a script written without spaces', () => {
    const text = `${'これは長い文です'.repeat(10)}。${'次の文も長く続きます'.repeat(30)}。`;
    expect(summaryOf(text)).toBe(`${'これは長い文です'.repeat(10)}。…`);
  });

  it('comes from the first paragraph with words, and is checked', () => {
    const { byId, readings } = postsOf(current);
    expect(byId.get('why-our-builds-moved-to-the-edge')?.fields.summary).toBe(
      'For three years our builds ran on one large machine in the office, and for three years we told ourselves it was fine. It was not fine. …',
    );
    expect(lines(readings)).toContain(
      `${at(builds, '<p>For three')}  summary  took the first paragraph as the summary, cut to fit 300 characters: check it`,
    );
  });
});

describe('an article’s body', () => {
  const { byId } = postsOf(current);
  const body = byId.get('why-our-builds-moved-to-the-edge')!.body;

  it('is Markdown: headings, lists, links, quotes, code, bold and italic', () => {
    for (const part of [
      '### What we measured first',
      'We logged every build for a month: **queue time**, _run time_ and the size',
      'A build config written as `{ "cache": true }` was',
      '- Median queue: 11 minutes\n- Worst queue: 52 minutes, on a Monday',
      '1. Split the cache by branch.\n2. Move runners to the regions the team works in.',
      '> The fastest build is the one that does not wait for another.',
      '```\nrunners:\n  region: eu-west\n  cache: { per: branch }\n# one pool per region\n```',
      'on [our engineering notes](https://example.org/notes/cache-split)',
    ])
      expect(body).toContain(part);
    // Neither the title nor the dates are part of it: the front matter has them.
    expect(body).not.toMatch(/Why our builds|Created on|Published on/);
  });

  // So it passes the body rules.
  it('escapes what MDX would read as code, and reads as the article', () => {
    const check = checkBody(body, bodyProblems);
    expect(check.problems).toEqual([]);
    for (const words of [
      'Templates like {{ branch }} and comparisons like cost < 5 € per day had to survive every tool in the chain; so did a closing } on its own.',
      'import the old runners into the new pool was the first plan; export everything was the second.',
      'cache: { per: branch }',
      'A link that would run code keeps its words.',
    ])
      expect(check.text).toContain(words);
    expect(body).not.toContain('javascript:');
  });

  it.each([
    ['an export', '<p>export default function Page() { return null }</p>'],
    ['escaped tags', '<p>&lt;Chart data={rows} /&gt; and &lt;/div&gt;</p>'],
    ['a comment', '<!-- a note --><p>after a comment</p>'],
    ['a script', '<script>alert(1)</script><p>after a script</p>'],
    [
      'braces in code',
      '<p>A <code>&lt;T&gt;</code> and <code>{x}</code> inline</p><pre><code>&lt;div&gt;{x}&lt;/div&gt;</code></pre>',
    ],
    ['a table', '<table><tr><th>{a}</th></tr><tr><td>&lt;b&gt;</td></tr></table>'],
    ['heading and list marks', '<h2># not a heading mark</h2><p>#1 in a ranking, 2. not a list</p>'],
    ['an iframe', '<p>Video:</p><iframe src="https://www.youtube.com/embed/example"></iframe>'],
  ])('passes the body rules whatever the HTML holds: %s', (_, html) => {
    const input = writeExport({
      '2022-04-01 10:00:00.0-Tricky.html': article('Tricky', `<p>Lead.</p>${html}`),
    });
    const [post] = postsOf(input).posts;
    expect(checkBody(post!.body, bodyProblems).problems, post!.body).toEqual([]);
  });

  // The site shows only its own pictures.
  it('links to a picture LinkedIn keeps, named by its alt text', () => {
    expect(body).toContain(
      '[Queue time per day, before and after the move](https://media.licdn.com/dms/image/D4E12AQExampleChart/article-inline_image-shrink_1500_2232/0/1614852720001?e=2147483647\\&v=beta\\&t=example)',
    );
    const input = writeExport({
      '2022-04-01 10:00:00.0-Pictures.html': article(
        'Pictures',
        '<p>Lead.</p><p><img src="https://media.licdn.com/a.png"></p>' +
          '<p><a href="https://example.org/talk"><img src="https://media.licdn.com/b.png" alt="The talk"></a></p>' +
          '<p><img src="data:image/png;base64,AAAA" alt="A sketch"></p>',
      ),
    });
    const { posts, readings, notPlaced } = postsOf(input);
    expect(posts[0]!.body).toBe(
      'Lead.\n\n[https://media.licdn.com/a.png](https://media.licdn.com/a.png)\n\n' +
        '[The talk](https://example.org/talk)\n\nA sketch',
    );
    const html = `${input}/Articles/Articles/2022-04-01 10:00:00.0-Pictures.html`;
    expect(lines(readings).map((line) => line.slice(html.length))).toEqual([
      expect.stringContaining(
        '<img>  found a picture on LinkedIn: it is a link to the picture, named by its alt text',
      ),
      expect.stringContaining('<img>  found a picture inside a link: the link keeps its alt text'),
    ]);
    expect(lines(notPlaced).map((line) => line.slice(html.length))).toEqual([
      expect.stringContaining(
        '<img>  A picture that is not on the web cannot be shown or linked to; its alt text is kept, the picture not imported',
      ),
    ]);
  });
});

describe('posts from articles', () => {
  // A title in a script the id cannot spell.
  it('name by its day a title the id cannot spell, and transliterate others', () => {
    const japanese = postsOf(current).byId.get('post-2022-11-20');
    expect(japanese?.fields).toEqual({
      id: 'post-2022-11-20',
      title: '非同期レビューで学んだこと',
      date: '2022-11-20',
      summary:
        '三つのタイムゾーンにまたがるチームで、コードレビューを非同期に切り替えました。最初の一か月は戸惑いもありましたが、待ち時間は半分になりました。',
    });
    expect(japanese?.body).toContain('- 説明は**なぜ**から書く');
    expect(japanese?.body).toContain('設定例は `review: { async: true }` です。');
    expect(checkBody(japanese!.body, bodyProblems).problems).toEqual([]);
    expect([...postsOf(older).byId.keys()]).toEqual([
      'kak-my-perepisali-ochered-zadach',
      'idempotent-handlers',
    ]);
  });

  it('keep a draft a draft', () => {
    expect(postsOf(current).byId.get('notes-on-feature-flags')?.fields).toEqual({
      id: 'notes-on-feature-flags',
      title: 'Notes on feature flags',
      date: '2023-05-02',
      summary:
        'A flag is a promise to delete code later. These notes collect the ways we kept that promise, and the ways we did not.',
      draft: true,
    });
  });

  it('number a title met again, in the order the articles were published', () => {
    const { byId } = postsOf(current);
    expect(byId.get('lessons-from-a-migration')?.fields.date).toBe('2019-06-01');
    expect(byId.get('lessons-from-a-migration-2')?.fields.date).toBe('2020-02-02');
  });

  it('leave out an article dated after today, saying so', () => {
    const input = writeExport({
      '2030-01-01 10:00:00.0-Later.html': article(
        'Later',
        '<p>Not yet.</p>',
        'Published on 2030-01-01 10:00',
      ),
    });
    const { posts, notPlaced } = postsOf(input);
    expect(posts).toEqual([]);
    expect(lines(notPlaced)).toEqual([
      `${input}/Articles/Articles/2030-01-01 10:00:00.0-Later.html:1:1  (file)  Dated 2030-01-01, after today: the site shows what has been written; not imported`,
    ]);
  });
});

describe('importing articles', { timeout: 60_000 }, () => {
  let contentDir: string;
  beforeEach(() => {
    contentDir = path.join(root, 'content');
    cpSync(path.join(projectDir, 'tests/spec-content'), contentDir, { recursive: true });
  });
  const run = (input: string, options: Partial<ImportOptions> = {}) =>
    importCareer({ input, contentDir, contentLabel: 'content', today, ...options });

  it('writes them as posts, with the Writing page’s words, into valid content', async () => {
    expect(existsSync(path.join(contentDir, 'pages/writing.json'))).toBe(false);
    const report = await run(current);
    expect(report.problems.map(formatProblem)).toEqual([]);
    const loaded = loadSiteContent({ rootDir: root });
    expect(loaded.ok ? [] : loaded.problems.map(formatProblem)).toEqual([]);

    // The draft is written too (see the files below), and published only once the owner says so.
    const site = loadPublished({ rootDir: root });
    expect(site.posts.map((post) => post.id).sort()).toEqual([
      'lessons-from-a-migration',
      'lessons-from-a-migration-2',
      'post-2022-11-20',
      'why-our-builds-moved-to-the-edge',
    ]);
    expect(site.writingPage?.heading).toBe('Writing');
    expect(report.files.filter(({ file }) => /^(writing\/|pages\/writing)/.test(file))).toEqual([
      { file: 'pages/writing.json', change: 'added' },
      { file: 'writing/lessons-from-a-migration-2.mdx', change: 'added' },
      { file: 'writing/lessons-from-a-migration.mdx', change: 'added' },
      { file: 'writing/notes-on-feature-flags.mdx', change: 'added' },
      { file: 'writing/post-2022-11-20.mdx', change: 'added' },
      { file: 'writing/why-our-builds-moved-to-the-edge.mdx', change: 'added' },
    ]);
    const text = formatReport(report);
    expect(text).toContain('Imported: 2 jobs, 5 posts.');
    expect(text).toContain(
      'Articles: 6 read; 5 imported as posts in content/writing/, 1 of them a draft; 1 not (see "Not imported").',
    );
    expect(text).toContain(
      `${current}/Articles/Articles/2020-09-09 09:09:00.0-.html:1:1  (file)  An article needs its title (an <h1>), which this file does not have; not imported`,
    );
    expect(text).toContain(
      "content/pages/writing.json  (file)  added: the Writing page's words, which posts need, in English; make them yours",
    );
    expect(readFileSync(path.join(contentDir, 'writing/post-2022-11-20.mdx'), 'utf8')).toBe(
      [
        '---',
        '# yaml-language-server: $schema=../.schema/posts.schema.json',
        'id: post-2022-11-20',
        'title: 非同期レビューで学んだこと',
        "date: '2022-11-20'",
        'summary: 三つのタイムゾーンにまたがるチームで、コードレビューを非同期に切り替えました。最初の一か月は戸惑いもありましたが、待ち時間は半分になりました。',
        '---',
        '',
        '三つのタイムゾーンにまたがるチームで、コードレビューを非同期に切り替えました。最初の一か月は戸惑いもありましたが、待ち時間は半分になりました。',
        '',
        '### 決めたこと',
        '',
        '- レビューは二十四時間以内に一度目を返す',
        '- 説明は**なぜ**から書く',
        '',
        '設定例は `review: { async: true }` です。',
        '',
      ].join('\n'),
    );
  });

  it('replaces a post of the same id, keeps the owner’s others and Writing page', async () => {
    await run(current);
    const words = path.join(contentDir, 'pages/writing.json');
    const owned = JSON.parse(readFileSync(words, 'utf8'));
    writeFileSync(words, `${JSON.stringify({ ...owned, heading: 'Notes' }, null, 2)}\n`);
    const replaced = path.join(contentDir, 'writing/lessons-from-a-migration.mdx');
    writeFileSync(replaced, readFileSync(replaced, 'utf8').replace('habits', 'customs'));
    const own = path.join(contentDir, 'writing/my-own-post.mdx');
    writeFileSync(
      own,
      "---\nid: my-own-post\ntitle: My own post\ndate: '2024-01-10'\nsummary: Written here, not on LinkedIn.\n---\n\nWritten here.\n",
    );

    const again = await run(current);
    expect(again.files.filter(({ file }) => /writing/.test(file))).toEqual([
      { file: 'writing/lessons-from-a-migration.mdx', change: 'replaced' },
    ]);
    expect(readFileSync(replaced, 'utf8')).toContain('habits');
    expect(existsSync(own)).toBe(true);
    expect(JSON.parse(readFileSync(words, 'utf8')).heading).toBe('Notes');
    expect(again.copy.some((change) => change.file === 'pages/writing.json')).toBe(false);
  });

  // In the site’s language where it knows them.
  it('writes the Writing page’s words in the site’s language, else in English', async () => {
    const french = await run(current, { locale: 'fr_FR', dryRun: true });
    expect(french.copy.find((change) => change.file === 'pages/writing.json')?.message).toBe(
      "added: the Writing page's words, which posts need, in French; make them yours",
    );
    const japanese = await run(current, { locale: 'ja_JP', dryRun: true });
    expect(japanese.copy.find((change) => change.file === 'pages/writing.json')?.message).toBe(
      "added: the Writing page's words, which posts need, in English (write them in Japanese); make them yours",
    );
    expect(writingPageWords('fr_FR').words.navigation).toBe('Articles');
    expect(writingPageWords('pt_BR').language).toBe('en');
    for (const language of writingPageLanguages)
      expect(writingPageSchema.safeParse(writingPageWords(language).words).error).toBeUndefined();
  });

  it('imports an export of articles alone as posts, leaving the career as it is', async () => {
    const input = writeExport({ '2022-04-01 10:00:00.0-Alone.html': article('Alone', '<p>Only words.</p>') });
    const before = loadPublished({ rootDir: root });
    const report = await run(input);
    expect(report.problems.map(formatProblem)).toEqual([]);
    const after = loadPublished({ rootDir: root });
    expect(after.jobs).toEqual(before.jobs);
    expect(after.profile).toEqual(before.profile);
    expect(after.posts.map((post) => post.id)).toEqual(['alone']);
    expect(formatReport(report)).toContain('Imported: 1 post.');
  });
});
