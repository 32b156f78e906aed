import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFeed } from '@rowanmanning/feed-parser';
import { parseJsonFeed } from 'feedsmith';
import { fromHtml } from 'hast-util-from-html';
import { JSDOM } from 'jsdom';
import { Validator, type Schema } from 'jsonschema';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import {
  absoluteHtml,
  atomFeed,
  jsonFeed,
  type FeedPost,
  type FeedSource,
} from '#outputs/site-files/feeds.ts';

const tricky: FeedPost = {
  id: 'escaping',
  url: 'https://example.com/base/writing/escaping/',
  title: `Less <than> & "more" 'quoted'`,
  summary: 'When a title says <b> & means it.',
  published: '2026-03-14',
  updated: '2026-04-02',
  // "true" alone: an XML writer may shorten it to a bare attribute, which XML does not allow.
  tags: ['R&D <2026>', 'true'],
  html: '<p>Ends a CDATA section: ]]> and again ]]>.</p><p lang="ja">日本語の文章です。</p><p lang="ar" dir="rtl">نص عربي قصير.</p>',
};

const linked: FeedPost = {
  id: 'links',
  url: 'https://example.com/base/writing/links/',
  title: 'Links and pictures',
  summary: 'Every kind of address a body holds.',
  published: '2026-02-01',
  tags: ['HTML'],
  image: 'https://example.com/base/writing/links/cover.webp',
  html:
    '<p><a href="../escaping/">Before</a>, <a href="#note-1">a note</a>, <a href="/base/projects/">projects</a>, ' +
    '<a href="https://other.example/a">elsewhere</a>, <a href="mailto:ana@example.com">mail</a>.</p>' +
    '<picture><source srcset="chart-480.avif 480w, ../img/chart-960.avif 960w" type="image/avif">' +
    '<img src="chart.png" alt="A chart"></picture><video src="clip.mp4" poster="/base/clip.jpg"></video>',
};

const source: FeedSource = {
  site: {
    title: 'Ana Lima — Writing',
    description: 'Notes on building software.',
    url: 'https://example.com/base/',
    language: 'en-US',
    author: { name: 'Ana Lima', email: 'ana@example.com', url: 'https://example.com/base/' },
    image: 'https://example.com/base/icon-512.png',
    updated: new Date('2026-05-01T09:30:00.250Z'),
  },
  feeds: {
    atom: 'https://example.com/base/writing/feed.xml',
    json: 'https://example.com/base/writing/feed.json',
  },
  page: 'https://example.com/base/writing/',
  posts: [tricky, linked],
};

const atom = atomFeed(source);
const json = jsonFeed(source);

/** The addresses a body's links and pictures lead to, in order. */
function addresses(html: string): string[] {
  const found: string[] = [];
  visit(fromHtml(html, { fragment: true }), 'element', ({ properties }) => {
    for (const name of ['href', 'src', 'srcSet', 'poster']) {
      if (typeof properties[name] === 'string') found.push(properties[name]);
    }
  });
  return found;
}

const linkedAddresses = [
  'https://example.com/base/writing/escaping/',
  'https://example.com/base/writing/links/#note-1',
  'https://example.com/base/projects/',
  'https://other.example/a',
  'mailto:ana@example.com',
  'https://example.com/base/writing/links/chart-480.avif 480w, https://example.com/base/writing/img/chart-960.avif 960w',
  'https://example.com/base/writing/links/chart.png',
  'https://example.com/base/writing/links/clip.mp4',
  'https://example.com/base/clip.jpg',
];

// As a feed reader reads it.
describe('the Atom feed', () => {
  const feed = parseFeed(atom);

  it('names the blog, its language, its page, itself, its author and its last change', () => {
    expect(feed.meta).toEqual({ type: 'atom', version: '1.0' });
    expect(feed.title).toBe('Ana Lima — Writing');
    expect(feed.description).toBe('Notes on building software.');
    expect(feed.language).toBe('en-US');
    expect(feed.url).toBe('https://example.com/base/writing/');
    expect(feed.self).toBe('https://example.com/base/writing/feed.xml');
    expect(feed.image?.url).toBe('https://example.com/base/icon-512.png');
    expect(feed.authors).toEqual([
      { name: 'Ana Lima', email: 'ana@example.com', url: 'https://example.com/base/' },
    ]);
    // The latest post's change, not the build's time: the same posts make the same feed.
    expect(feed.updated).toEqual(new Date('2026-04-02T00:00:00Z'));
  });

  // Its days at midnight UTC.
  it('has every post, newest first, with its address as its id, its days and its tags', () => {
    expect(
      feed.items.map((item) => ({
        id: item.id,
        url: item.url,
        title: item.title,
        published: item.published,
        updated: item.updated,
        summary: item.description,
        tags: item.categories.map((category) => category.term),
        author: item.authors.map((author) => author.name),
        image: item.image?.url ?? null,
      })),
    ).toEqual([
      {
        id: tricky.url,
        url: tricky.url,
        title: tricky.title,
        published: new Date('2026-03-14T00:00:00Z'),
        updated: new Date('2026-04-02T00:00:00Z'),
        summary: tricky.summary,
        tags: ['R&D <2026>', 'true'],
        author: ['Ana Lima'],
        image: null,
      },
      {
        id: linked.url,
        url: linked.url,
        title: 'Links and pictures',
        published: new Date('2026-02-01T00:00:00Z'),
        // Never changed: its last change is its publication.
        updated: new Date('2026-02-01T00:00:00Z'),
        summary: linked.summary,
        tags: ['HTML'],
        author: ['Ana Lima'],
        image: 'https://example.com/base/writing/links/cover.webp',
      },
    ]);
  });

  it('carries a body whole: "]]>", Japanese and Arabic come out as they went in', () => {
    expect(feed.items[0]?.content).toBe(tricky.html);
  });

  // The post’s address under the base path.
  it('makes relative links and picture sources absolute, against the post', () => {
    expect(addresses(feed.items[1]?.content ?? '')).toEqual(linkedAddresses);
  });
});

// As a feed reader reads it.
describe('the JSON Feed', () => {
  const feed = parseJsonFeed(json);

  it('names the blog, its language, its page, itself and its author', () => {
    expect(feed).toMatchObject({
      title: 'Ana Lima — Writing',
      description: 'Notes on building software.',
      language: 'en-US',
      home_page_url: 'https://example.com/base/writing/',
      feed_url: 'https://example.com/base/writing/feed.json',
      icon: 'https://example.com/base/icon-512.png',
      authors: [{ name: 'Ana Lima', url: 'https://example.com/base/' }],
    });
  });

  // Its days at midnight UTC.
  it('has every post, newest first, with its address as its id, its days and its tags', () => {
    expect(feed.items?.map(({ content_html: _, ...item }) => item)).toEqual([
      {
        id: tricky.url,
        url: tricky.url,
        title: tricky.title,
        summary: tricky.summary,
        date_published: '2026-03-14T00:00:00Z',
        date_modified: '2026-04-02T00:00:00Z',
        tags: ['R&D <2026>', 'true'],
      },
      {
        id: linked.url,
        url: linked.url,
        title: 'Links and pictures',
        summary: linked.summary,
        image: 'https://example.com/base/writing/links/cover.webp',
        date_published: '2026-02-01T00:00:00Z',
        tags: ['HTML'],
      },
    ]);
  });

  it('carries a body whole, and its links and pictures absolute', () => {
    expect(feed.items?.[0]?.content_html).toBe(tricky.html);
    expect(addresses(feed.items?.[1]?.content_html ?? '')).toEqual(linkedAddresses);
  });
});

describe('the JSON Feed against its 1.1 schema', () => {
  const schema = JSON.parse(
    readFileSync(new URL('json-feed-1.1.schema.json', import.meta.url), 'utf8'),
  ) as Schema;
  const problems = (feed: unknown) =>
    new Validator().validate(feed, schema).errors.map((error) => `${error.property} ${error.message}`);

  it('is valid', () => {
    expect(problems(JSON.parse(json))).toEqual([]);
  });

  // An item without content.
  it('would fail with a 1.0 field, a day for a date, or no content', () => {
    const feed = JSON.parse(json) as { author?: unknown; items: Record<string, unknown>[] };
    feed.author = { email: 'ana@example.com' };
    feed.items[0]!.date_published = '2026-03-14';
    delete feed.items[1]!.content_html;
    expect(problems(feed)).toEqual([
      'instance.author is not any of [subschema 0],[subschema 1],[subschema 2]',
      'instance.author is not allowed to have the additional property "email"',
      'instance.items[0].date_published does not conform to the "date-time" format',
      'instance.items[1] is not any of [subschema 0],[subschema 1]',
    ]);
  });
});

const atomNamespace = 'http://www.w3.org/2005/Atom';
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The document, read by a strict XML parser: any well-formedness error throws. */
function xmlDocument(text: string): Document {
  const document = new new JSDOM().window.DOMParser().parseFromString(text, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent}`);
  return document;
}

const atomChildren = (parent: Element, name: string) =>
  [...parent.children].filter((child) => child.namespaceURI === atomNamespace && child.localName === name);

/** The rules of RFC 4287 that its schema leaves to prose, and the self link validators ask for. */
function atomProblems(text: string, self: string): string[] {
  const feed = xmlDocument(text).documentElement;
  if (feed.namespaceURI !== atomNamespace || feed.localName !== 'feed') return ['the root is not atom:feed'];
  const problems: string[] = [];
  const once = (parent: Element, where: string, ...names: string[]) => {
    for (const name of names) {
      const count = atomChildren(parent, name).length;
      if (count !== 1) problems.push(`${where} has ${count} ${name}`);
    }
  };
  once(feed, 'the feed', 'id', 'title', 'updated');
  const links = atomChildren(feed, 'link');
  if (!links.some((link) => link.getAttribute('rel') === 'self' && link.getAttribute('href') === self))
    problems.push(`the feed has no self link to ${self}`);
  const feedAuthor = atomChildren(feed, 'author').length > 0;
  const ids = new Set<string>();
  atomChildren(feed, 'entry').forEach((entry, index) => {
    const where = `entry ${index + 1}`;
    once(entry, where, 'id', 'title', 'updated');
    const id = atomChildren(entry, 'id')[0]?.textContent ?? '';
    if (ids.has(id)) problems.push(`${where} repeats the id ${id}`);
    ids.add(id);
    if (!URL.canParse(id)) problems.push(`${where} has an id that is not an absolute IRI: ${id}`);
    const alternate = atomChildren(entry, 'link').some((link) =>
      [null, 'alternate'].includes(link.getAttribute('rel')),
    );
    if (!alternate && atomChildren(entry, 'content').length === 0)
      problems.push(`${where} has neither an alternate link nor content`);
    if (!feedAuthor && atomChildren(entry, 'author').length === 0)
      problems.push(`${where} has no author, nor has the feed`);
  });
  for (const name of ['updated', 'published'])
    for (const date of feed.getElementsByTagNameNS(atomNamespace, name))
      if (!rfc3339.test(date.textContent ?? ''))
        problems.push(`${name} is not RFC 3339: ${date.textContent}`);
  return problems;
}

/** The RELAX NG validator Jing, as the Nu HTML Checker's jar ships it. */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const jing = 'nu.validator.vendor.thaiopensource.relaxng.util.Driver';
const atomSchema = fileURLToPath(new URL('atom.rnc', import.meta.url));

/** Jing's messages about each of `files` (name → text), the names relative. */
function relaxNgErrors(files: Record<string, string>): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'atom-feed-'));
  try {
    const paths = Object.entries(files).map(([name, text]) => {
      writeFileSync(path.join(dir, name), text);
      return path.join(dir, name);
    });
    const run = spawnSync('java', ['-cp', vnuJar, jing, '-c', atomSchema, ...paths], { encoding: 'utf8' });
    if (run.error) throw new Error(`Jing needs Java (\`java\` on the PATH): ${run.error.message}`);
    return `${run.stdout}${run.stderr}`
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => line.replace(`${dir}${path.sep}`, ''));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the Atom feed against RFC 4287', () => {
  it('is well-formed XML, in the language the site gives', () => {
    const feed = xmlDocument(atom).documentElement;
    expect(feed.getAttributeNS('http://www.w3.org/XML/1998/namespace', 'lang')).toBe('en-US');
    expect(
      atomChildren(feed, 'entry').map((entry) => atomChildren(entry, 'content')[0]?.textContent),
    ).toEqual([tricky.html, absoluteHtml(linked.html, linked.url)]);
  });

  it('keeps the rules a validator checks beyond the schema', () => {
    expect(atomProblems(atom, source.feeds.atom)).toEqual([]);
    // And the check finds them broken.
    const broken = atom
      .replace(/<link rel="self"[^>]*\/>/, '')
      .replace(/<author>[\s\S]*?<\/author>/, '')
      .replace('<updated>2026-04-02T00:00:00Z</updated>\n    <summary>', '<summary>');
    expect(atomProblems(broken, source.feeds.atom)).toEqual([
      'the feed has no self link to https://example.com/base/writing/feed.xml',
      'entry 1 has 0 updated',
      'entry 1 has no author, nor has the feed',
      'entry 2 has no author, nor has the feed',
    ]);
  });

  it('is valid against the RFC’s RELAX NG schema (Jing)', { timeout: 60_000 }, () => {
    const broken = atom.replace('<published>2026-03-14T00:00:00Z<', '<published>2026-03-14<');
    expect(relaxNgErrors({ 'feed.xml': atom, 'day-for-a-date.xml': broken })).toEqual([
      expect.stringMatching(/^day-for-a-date\.xml:\d+:\d+: error: .*“2026-03-14”.*published/),
    ]);
  });
});

describe('escaping', () => {
  it('keeps characters XML cannot carry out of the Atom feed, which stays well-formed', () => {
    const post = { ...tricky, title: 'Bell\u0007 and form feed\u000C' };
    const text = atomFeed({ ...source, posts: [post] });
    expect(() => xmlDocument(text)).not.toThrow();
    expect(parseFeed(text).items[0]?.title).toBe('Bell and form feed');
  });
});

describe('dates', () => {
  it('gives an empty feed the build’s time, to the second', () => {
    const feed = xmlDocument(atomFeed({ ...source, posts: [] })).documentElement;
    expect(atomChildren(feed, 'updated')[0]?.textContent).toBe('2026-05-01T09:30:00Z');
    expect(JSON.parse(jsonFeed({ ...source, posts: [] }))).toMatchObject({ items: [] });
  });

  it.each(['2026-02-30', '2026-13-01', '14/03/2026'])('refuses %s, which is not a day, naming it', (day) => {
    for (const feed of [atomFeed, jsonFeed])
      expect(() => feed({ ...source, posts: [{ ...linked, updated: day }] })).toThrow(
        `Expected a day like "2026-03-14", received "${day}"`,
      );
  });
});
