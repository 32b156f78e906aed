/**
 * The blog's feeds: Atom 1.0 (RFC 4287) and JSON Feed 1.1, each with every post in full, so a reader
 * can follow the blog without visiting it. Pure: the build passes the site, the posts and the
 * addresses, and writes the text these return.
 *
 * Not the `feed` package: its Atom writes plain-text titles as HTML, splits only the first `]]>` of
 * a body (a second one ends the CDATA early), leaves `<` raw in attributes and has no `xml:lang`,
 * and its JSON is JSON Feed 1.0. Nor xast-util-to-xml, which leaves `]]>` raw in text, where XML
 * forbids it. fast-xml-builder escapes every text and attribute value; JSON Feed is JSON, which
 * `JSON.stringify` writes.
 */
import parseSrcset from '@prettier/parse-srcset';
import XmlBuilder from 'fast-xml-builder';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';

interface FeedAuthor {
  name: string;
  email?: string;
  url: string;
}

interface FeedSite {
  title: string;
  description: string;
  /** The home page's absolute address: `https://example.com/` or `https://example.com/base/`. */
  url: string;
  /** A BCP 47 tag: "en-US". */
  language: string;
  author: FeedAuthor;
  /** A square picture for the feed (absolute). */
  image?: string;
  /** When the site was built: the feed's date while it has no post. */
  updated: Date;
}

export interface FeedPost {
  /** The post's slug, as in `/writing/<id>`. */
  id: string;
  /** The post's page, absolute; also the entry's id, which readers use to tell posts apart. */
  url: string;
  title: string;
  summary: string;
  /** Days, "2026-03-14". */
  published: string;
  updated?: string;
  tags?: readonly string[];
  /** The whole body as HTML, as the page shows it. */
  html: string;
  /** The cover picture, absolute. */
  image?: string;
}

export interface FeedSource {
  site: FeedSite;
  /** The feeds' own absolute addresses. */
  feeds: { atom: string; json: string };
  /** The HTML page that lists the posts, absolute. */
  page: string;
  /** Newest first. */
  posts: readonly FeedPost[];
}

/** The attributes (as hast names them) whose value is one address. */
const addressProperties = ['href', 'src', 'poster', 'cite', 'action', 'formAction', 'data', 'xLinkHref'];

function resolve(address: string, base: string): string {
  try {
    return new URL(address, base).href;
  } catch {
    return address;
  }
}

/** A `srcset` with each candidate's address absolute, its descriptors ("480w", "2x") as written. */
function absoluteSrcset(srcset: string, base: string): string {
  let candidates;
  try {
    candidates = parseSrcset(srcset);
  } catch {
    return srcset;
  }
  return candidates.reduceRight((text, { source: { value, startOffset } }) => {
    const end = startOffset + value.length;
    return text.slice(0, startOffset) + resolve(value, base) + text.slice(end);
  }, srcset);
}

/**
 * `html` with every link and picture source absolute, resolved against `base` (the post's address):
 * a reader shows the body away from the site, where `../img/a.webp` or `#note-1` would lead nowhere.
 */
export function absoluteHtml(html: string, base: string): string {
  const tree = fromHtml(html, { fragment: true });
  visit(tree, 'element', ({ properties }) => {
    for (const name of addressProperties) {
      const value = properties[name];
      if (typeof value === 'string') properties[name] = resolve(value, base);
    }
    if (typeof properties.srcSet === 'string') properties.srcSet = absoluteSrcset(properties.srcSet, base);
  });
  return toHtml(tree);
}

/** A date as both formats ask (RFC 3339): a day is its midnight, UTC. */
function timestamp(date: string | Date): string {
  if (date instanceof Date) return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const midnight = `${date}T00:00:00Z`;
  const instant = Date.parse(midnight);
  // A day that does not exist ("2026-02-30") reads back as another.
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
    Number.isNaN(instant) ||
    !new Date(instant).toISOString().startsWith(date)
  )
    throw new Error(`Expected a day like "2026-03-14", received "${date}"`);
  return midnight;
}

/** A post's last change, or its publication. */
function lastChange(post: FeedPost): string {
  return timestamp(post.updated ?? post.published);
}

// XML 1.0 has no way to write these, not even escaped; a body that carries one would break the feed.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const nonXmlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Surrogate}/gu;

const withoutNonXml = (_name: string, value: unknown) =>
  typeof value === 'string' ? value.replace(nonXmlCharacter, '') : value;

const atomWriter = new XmlBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  format: true,
  suppressEmptyNode: true,
  // By default an attribute whose value is "true" is written bare, which XML does not allow.
  suppressBooleanAttributes: false,
  tagValueProcessor: withoutNonXml,
  attributeValueProcessor: withoutNonXml,
});

/**
 * The Atom feed (RFC 4287). Its date is the latest post's change, not the build's, so rebuilding
 * the same posts gives the same feed. Covers go in Media RSS's `media:thumbnail`, which readers
 * take as the entry's picture; Atom has no element of its own for one.
 */
export function atomFeed({ site, feeds, page, posts }: FeedSource): string {
  const changes = posts.map(lastChange).sort();
  return atomWriter.build({
    '?xml': { '@version': '1.0', '@encoding': 'utf-8' },
    feed: {
      '@xmlns': 'http://www.w3.org/2005/Atom',
      '@xmlns:media': 'http://search.yahoo.com/mrss/',
      '@xml:lang': site.language,
      id: feeds.atom,
      title: site.title,
      subtitle: site.description,
      updated: changes.at(-1) ?? timestamp(site.updated),
      author: {
        name: site.author.name,
        ...(site.author.email ? { email: site.author.email } : {}),
        uri: site.author.url,
      },
      link: [
        { '@rel': 'self', '@type': 'application/atom+xml', '@href': feeds.atom },
        { '@rel': 'alternate', '@type': 'text/html', '@href': page },
      ],
      ...(site.image ? { icon: site.image } : {}),
      entry: posts.map((post) => ({
        id: post.url,
        title: post.title,
        link: { '@rel': 'alternate', '@type': 'text/html', '@href': post.url },
        published: timestamp(post.published),
        updated: lastChange(post),
        summary: post.summary,
        content: { '@type': 'html', '#text': absoluteHtml(post.html, post.url) },
        category: (post.tags ?? []).map((tag) => ({ '@term': tag })),
        ...(post.image ? { 'media:thumbnail': { '@url': post.image } } : {}),
      })),
    },
  });
}

/** The JSON Feed (version 1.1): the same posts, for readers that prefer JSON. */
export function jsonFeed({ site, feeds, page, posts }: FeedSource): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: site.title,
    home_page_url: page,
    feed_url: feeds.json,
    description: site.description,
    ...(site.image ? { icon: site.image } : {}),
    authors: [{ name: site.author.name, url: site.author.url }],
    language: site.language,
    items: posts.map((post) => ({
      id: post.url,
      url: post.url,
      title: post.title,
      summary: post.summary,
      content_html: absoluteHtml(post.html, post.url),
      ...(post.image ? { image: post.image } : {}),
      date_published: timestamp(post.published),
      ...(post.updated ? { date_modified: timestamp(post.updated) } : {}),
      ...(post.tags?.length ? { tags: post.tags } : {}),
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}
