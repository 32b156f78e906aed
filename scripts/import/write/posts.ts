/**
 * LinkedIn articles as the site's posts (`content/writing/<id>.mdx`): the id from the title, the
 * summary from the first paragraph, and the body as MDX that reads as the article. The site shows
 * only pictures saved in its content (scripts/site-content/body-rules.ts), so a picture LinkedIn keeps
 * becomes a link to it, named by its alt text, and the report says so; the owner can save it.
 */
import type { Nodes, Parents, Root, RootContent } from 'mdast';
import type { Problem } from '#engine/problem.ts';
import type { Article } from '../read/linkedin-articles.ts';
import { slugOf, uniqueIds } from './ids.ts';
import { mdxFromTree } from './markdown.ts';

/** A post: its id (the file name), its front matter and its body, MDX already. */
export interface PostEntry {
  id: string;
  fields: Record<string, unknown>;
  body: string;
}

export interface PostsResult {
  posts: PostEntry[];
  notPlaced: Problem[];
  readings: Problem[];
}

/** How long a summary may be (the schema's limit, which previews show whole). */
const summaryLength = 300;

type Place = Pick<Problem, 'line' | 'column'>;
const placeOf = (node: Nodes | undefined): Place => ({
  line: node?.position?.start.line ?? 1,
  column: node?.position?.start.column ?? 1,
});

/** The words of a node as a reader sees them: a line break is a space, a picture says nothing. */
function wordsOf(node: Nodes): string {
  if (node.type === 'break') return ' ';
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  return 'children' in node ? node.children.map(wordsOf).join('') : '';
}

/** Where the last whole segment of `text` that fits in `room` characters ends (0 when none does). */
function lastFit(text: string, room: number, granularity: 'sentence' | 'word' | 'grapheme'): number {
  let end = 0;
  for (const { index, segment, isWordLike } of new Intl.Segmenter(undefined, { granularity }).segment(text)) {
    const stop = index + (granularity === 'sentence' ? segment.trimEnd().length : segment.length);
    if (stop > room) break;
    if (granularity !== 'word' || isWordLike) end = stop;
  }
  return end;
}

/**
 * `text` as a summary: whole when it fits, else cut after its last sentence that fits (else its last
 * word, in any script), with an ellipsis to say more follows.
 */
export function summaryOf(text: string, limit = summaryLength): string {
  if (text.length <= limit) return text;
  const room = limit - 2;
  const sentences = lastFit(text, room, 'sentence');
  if (sentences > 0) return `${text.slice(0, sentences)}${/\s/.test(text.charAt(sentences)) ? ' ' : ''}…`;
  const words = lastFit(text, room, 'word') || lastFit(text, room, 'grapheme');
  return `${text.slice(0, words).replace(/[\s,;:–—-]+$/u, '')}…`;
}

/** The first paragraph with words, in the order the article is read. */
function firstParagraph(node: Nodes): { text: string; at: Place } | undefined {
  if (node.type === 'paragraph') {
    const text = wordsOf(node).replace(/\s+/g, ' ').trim();
    return text ? { text, at: placeOf(node) } : undefined;
  }
  if (!('children' in node)) return undefined;
  for (const child of node.children) {
    const found = firstParagraph(child);
    if (found) return found;
  }
  return undefined;
}

/** The article's links and pictures as the site can show them, each change reported. */
class BodyFixer {
  readonly #file: string;
  readonly #result: PostsResult;

  constructor(file: string, result: PostsResult) {
    this.#file = file;
    this.#result = result;
  }

  fix(parent: Parents, inLink = false): void {
    parent.children = parent.children.flatMap((child) =>
      this.#fixed(child, inLink),
    ) as typeof parent.children;
  }

  #report(list: Problem[], node: Nodes, path: string, message: string): void {
    list.push({ file: this.#file, ...placeOf(node), path, message });
  }

  #fixed(node: RootContent, inLink: boolean): RootContent[] {
    if (node.type === 'image') {
      const alt = node.alt?.trim() ?? '';
      const words: RootContent[] = alt ? [{ type: 'text', value: alt }] : [];
      if (!/^https?:\/\//i.test(node.url)) {
        this.#report(
          this.#result.notPlaced,
          node,
          '<img>',
          'A picture that is not on the web cannot be shown or linked to; its alt text is kept, the picture not imported',
        );
        return words;
      }
      if (inLink) {
        this.#report(
          this.#result.readings,
          node,
          '<img>',
          'found a picture inside a link: the link keeps its alt text',
        );
        return words;
      }
      this.#report(
        this.#result.readings,
        node,
        '<img>',
        'found a picture on LinkedIn: it is a link to the picture, named by its alt text, since the site shows only pictures saved in its content (save it under images/ to show it)',
      );
      return [{ type: 'link', url: node.url, children: [{ type: 'text', value: alt || node.url }] }];
    }
    if ('children' in node) this.fix(node, inLink || node.type === 'link');
    if (node.type === 'link') {
      // LinkedIn writes links to its own pages from its root; on the site they point at LinkedIn.
      if (node.url.startsWith('/') && !node.url.startsWith('//'))
        node.url = new URL(node.url, 'https://www.linkedin.com/').href;
      // A link with no words (a video's, a picture's without alt text) is named by its address.
      if (wordsOf(node).trim() === '') node.children.push({ type: 'text', value: node.url });
    }
    return [node];
  }
}

/**
 * The posts `articles` make, in the order they were published, each id different: an article dated
 * after `today` (a clock gone wrong) and one without words are left out, and said so.
 */
export function postsFrom(articles: readonly Article[], today: Date): PostsResult {
  const result: PostsResult = { posts: [], notPlaced: [], readings: [] };
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  const kept: { article: Article; summary: string; body: Root }[] = [];
  const skip = (article: Article, message: string) =>
    result.notPlaced.push({
      file: article.file,
      line: 1,
      column: 1,
      path: '(file)',
      message: `${message}; not imported`,
    });
  for (const article of [...articles].sort(
    (a, b) => a.date.localeCompare(b.date) || a.file.localeCompare(b.file),
  )) {
    if (article.date > day) {
      skip(article, `Dated ${article.date}, after today: the site shows what has been written`);
      continue;
    }
    const paragraph = firstParagraph(article.body);
    if (!paragraph) {
      skip(article, 'An article needs words for its summary, and this one has no paragraph of text');
      continue;
    }
    const summary = summaryOf(paragraph.text);
    if (summary !== paragraph.text)
      result.readings.push({
        file: article.file,
        ...paragraph.at,
        path: 'summary',
        message: `took the first paragraph as the summary, cut to fit ${summaryLength} characters: check it`,
      });
    // The article's own tree stays as it was read.
    const body = structuredClone(article.body);
    new BodyFixer(article.file, result).fix(body);
    kept.push({ article, summary, body });
  }
  // A title in a script the slug cannot spell (Japanese, Chinese) is named by the day instead.
  const ids = uniqueIds(
    kept.map(({ article }) => [slugOf(article.title) === '' ? `post ${article.date}` : article.title]),
    'post',
  );
  result.posts = kept.map(({ article, summary, body }, index) => ({
    id: ids[index]!,
    fields: {
      id: ids[index],
      title: article.title,
      date: article.date,
      summary,
      ...(article.draft ? { draft: true } : {}),
    },
    body: mdxFromTree(body),
  }));
  return result;
}
