/**
 * The owner's LinkedIn articles, from the HTML files of an export's `Articles` folder. LinkedIn
 * writes each as a small document: the title in an `<h1>` (a link to the article on LinkedIn), "Created
 * on …" and "Published on …" paragraphs, then the body. Each is read into its title, the day it was
 * published, whether it is a draft, and its body as a Markdown tree by the unified path
 * (rehype-parse, rehype-remark), positions kept so a later step can point into the file. A file
 * that cannot be read as an article is reported, and the others are read.
 */
import type { Element, Root as HastRoot, RootContent } from 'hast';
import { toText } from 'hast-util-to-text';
import type { Root as MdastRoot } from 'mdast';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import { unified } from 'unified';
import type { Problem } from '#engine/problem.ts';
import { isoDay } from './dates.ts';
import { linkedInDate } from './linkedin-date.ts';
import type { ExportFile } from './linkedin-export.ts';

export interface Article {
  /** Its file, as problems name it. */
  file: string;
  title: string;
  /** The day it was published; a draft's, the day it was written. */
  date: string;
  draft: boolean;
  /** Its body, without the title and dates; positions point into the file. */
  body: MdastRoot;
}

export interface ArticlesRead {
  articles: Article[];
  /** Files and parts of them that could not be imported, and why. */
  notPlaced: Problem[];
  /** Values read otherwise than LinkedIn usually writes them (a date from the file's name). */
  readings: Problem[];
}

const parser = unified().use(rehypeParse);
const toMarkdown = unified().use(rehypeRemark);

type Place = Pick<Problem, 'line' | 'column'>;
const placeOf = (node: { position?: { start: Place } } | undefined): Place => ({
  line: node?.position?.start.line ?? 1,
  column: node?.position?.start.column ?? 1,
});

const hasClass = (element: Element, name: string) =>
  ([element.properties.className ?? []].flat() as unknown[]).includes(name);

/** A day in LinkedIn's words: `2021-03-05 09:00`, or a date as LinkedIn writes it elsewhere. */
function dayIn(text: string): string | undefined {
  const iso = /\b([12]\d{3})-(\d{2})-(\d{2})\b/.exec(text);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return linkedInDate(
    text.replace(/^\s*(created|published)\s+on\s+/i, '').replace(/,?\s+\d{1,2}:\d{2}.*$/, ''),
  );
}

/** The elements of the tree, in document order. */
function elementsOf(node: HastRoot | Element): Element[] {
  return node.children.flatMap((child) => (child.type === 'element' ? [child, ...elementsOf(child)] : []));
}

/** The tree without `removed`, and without comments, which no page shows. */
function without<Node extends HastRoot | Element>(node: Node, removed: ReadonlySet<Element>): Node {
  const children = node.children.flatMap((child): RootContent[] => {
    if (child.type === 'comment' || (child.type === 'element' && removed.has(child))) return [];
    return [child.type === 'element' ? without(child, removed) : child];
  });
  return { ...node, children } as Node;
}

/** Reads every article of `files` (the export's, articles among others), in the order of their names. */
export function readArticles(files: readonly ExportFile[]): ArticlesRead {
  const result: ArticlesRead = { articles: [], notPlaced: [], readings: [] };
  for (const file of files.filter((candidate) => candidate.article)) {
    // One file the parsers trip on is reported like any other that cannot be read; the rest are read.
    try {
      readArticle(file, result);
    } catch (error) {
      result.notPlaced.push({
        file: file.display,
        line: 1,
        column: 1,
        path: '(file)',
        message: `Could not be read as an article (${(error as Error).message}); not imported`,
      });
    }
  }
  return result;
}

function readArticle(file: ExportFile, result: ArticlesRead): void {
  const skip = (message: string): void => {
    result.notPlaced.push({
      file: file.display,
      line: 1,
      column: 1,
      path: '(file)',
      message: `${message}; not imported`,
    });
  };
  const tree = parser.parse(file.read().text);
  const elements = elementsOf(tree);
  const body = elements.find((element) => element.tagName === 'body');
  const heading = elements.find((element) => element.tagName === 'h1');
  const created = elements.find((element) => element.tagName === 'p' && hasClass(element, 'created'));
  const published = elements.find((element) => element.tagName === 'p' && hasClass(element, 'published'));

  const headTitle = elements.find((element) => element.tagName === 'title');
  const title = [heading, headTitle]
    .map((element) => (element ? toText(element, { whitespace: 'normal' }).trim() : ''))
    .find((text) => text !== '');
  if (!title) return skip('An article needs its title (an <h1>), which this file does not have');

  // LinkedIn names a published article's file by the moment it was published; a draft's name has
  // no date, or its page says it is not published.
  const publishedText = published ? toText(published, { whitespace: 'normal' }) : '';
  const publishedOn = dayIn(publishedText);
  const namedOn = /^([12]\d{3})-(\d{2})-(\d{2})/.exec(file.name);
  const nameDay = namedOn ? isoDay(Number(namedOn[1]), Number(namedOn[2]), Number(namedOn[3])) : undefined;
  const createdOn = created ? dayIn(toText(created, { whitespace: 'normal' })) : undefined;
  const marked = /\b(draft|unpublished|not published)\b/i.test(publishedText);
  const draft = marked || (publishedOn === undefined && nameDay === undefined);
  const date = draft ? (createdOn ?? nameDay) : (publishedOn ?? nameDay);
  if (!date)
    return skip(
      'An article needs the day it was published or written ("Published on", a date in its name, "Created on"), which this file does not give',
    );
  const at = placeOf(published ?? created ?? heading);
  const reading = (message: string): void => {
    result.readings.push({ file: file.display, ...at, path: '(file)', message });
  };
  if (draft) reading(`a draft, not published on LinkedIn: imported as a draft, dated ${date}`);
  else if (publishedOn === undefined)
    reading(`found no "Published on" date: dated ${date}, the day in the file's name`);

  // A picture above the title is the article's cover, which LinkedIn keeps: the site shows only its
  // own pictures, so it is named for the owner to save.
  const headingAt = body && heading ? body.children.indexOf(heading) : -1;
  const covers = new Set(
    (body?.children ?? [])
      .slice(0, Math.max(headingAt, 0))
      .filter((node): node is Element => node.type === 'element' && node.tagName === 'img'),
  );
  for (const cover of covers) {
    const src = String(cover.properties.src ?? '');
    if (src)
      result.notPlaced.push({
        file: file.display,
        ...placeOf(cover),
        path: '<img>',
        message: `The cover picture is on LinkedIn (${src}): save it under images/ and name it in the post's cover to show it; not imported`,
      });
  }
  // A frame (a video, slides) becomes a link to it, named by its title or else its address.
  for (const frame of elements.filter((element) => element.tagName === 'iframe' && element.properties.src)) {
    frame.properties.title ??= String(frame.properties.src);
    result.readings.push({
      file: file.display,
      ...placeOf(frame),
      path: '<iframe>',
      message: 'found an embedded frame (a video, slides): it is a link to what it showed',
    });
  }

  const removed = new Set(
    [heading, created, published, ...covers].filter((element) => element !== undefined),
  );
  const content = without({ type: 'root', children: body?.children ?? tree.children }, removed);
  result.articles.push({
    file: file.display,
    title,
    date,
    draft,
    body: toMarkdown.runSync(content) as MdastRoot,
  });
}
