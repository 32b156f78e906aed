/**
 * Bodies of articles, the entries of collections read on a page of their own (`article: true` in
 * src/content/config.ts, the posts): each heading gets an id, as GitHub makes them, and its words for
 * the link to itself; a post of three sections or more gets a table of contents at its top; the
 * footnotes lose remark-rehype's English. Every word a reader sees is the content's: the site's
 * component for posts (src/components/ui/article-prose.tsx) fills them in where this leaves
 * `<TableOfContents>`, `<Footnotes labelId>`, `<FootnoteBack number>` and `data-heading`.
 */
import { relative, sep } from 'node:path';
import GithubSlugger from 'github-slugger';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { MdxJsxAttribute } from 'mdast-util-mdx';
import type { Plugin } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { contentConfig } from '#src/content/config.ts';
import type { BuildCache } from '#lib/build-cache.ts';
import { highlightCode } from './highlight.ts';

/** The content folders whose bodies are articles, from the collections that say so. */
const articleFolders: readonly string[] = Object.values(contentConfig.collections).flatMap((collection) =>
  collection.kind === 'mdx' && collection.article ? [collection.source] : [],
);

/** Whether a body's file lies in an article collection's folder of the content folder. */
export function isArticle(path: string | undefined, contentDir: string): boolean {
  if (!path) return false;
  const parts = relative(contentDir, path).split(sep);
  // A translation's body (`fr/writing/…`, in a language's folder) is an article as its original is.
  const [folder, ...rest] = /^[a-z]{2,3}$/.test(parts[0]!) ? parts.slice(1) : parts;
  return rest.length > 0 && articleFolders.includes(folder!);
}

/** A post needs its contents listed once it has this many sections (headings of its top level). */
const sectionsForContents = 3;

/** Ids, contents, footnotes and highlighted code for the bodies of articles; others are left alone. */
export const rehypeArticle: Plugin<[{ contentDir: string; cache?: BuildCache }], Root> =
  ({ contentDir, cache }) =>
  async (tree, file) => {
    if (!isArticle(file.path, contentDir)) return;
    markFootnotes(tree);
    const headings = anchorHeadings(tree);
    const contents = tableOfContents(headings);
    if (contents) tree.children.unshift(contents);
    await highlightCode(tree, cache);
  };

interface Heading {
  depth: number;
  id: string;
  text: string;
}

const headingDepth = (element: Element) => /^h([1-6])$/.exec(element.tagName)?.[1];

/**
 * Gives each heading an id from its words, as GitHub does (a repeated heading gets `-1`, `-2`…),
 * never one the body already uses, and its words as `data-heading`, for its link's name.
 */
function anchorHeadings(tree: Root): Heading[] {
  const slugger = new GithubSlugger();
  visit(tree, 'element', (element) => {
    if (typeof element.properties.id === 'string') slugger.slug(element.properties.id);
  });
  const headings: Heading[] = [];
  visit(tree, 'element', (element) => {
    const depth = headingDepth(element);
    if (!depth) return;
    const text = wordsOf(element);
    const id = slugger.slug(text);
    element.properties = { ...element.properties, id, dataHeading: text };
    headings.push({ depth: Number(depth), id, text });
    return SKIP;
  });
  return headings;
}

/** A heading's words, without the numbers of the footnotes it cites. */
function wordsOf(heading: Element): string {
  const words = (node: ElementContent): string => {
    if (node.type === 'text') return node.value;
    if (node.type === 'element' && 'dataFootnoteRef' in node.properties) return '';
    return 'children' in node ? node.children.map((child) => words(child as ElementContent)).join('') : '';
  };
  return words(heading).replace(/\s+/g, ' ').trim();
}

/** The top two levels of headings as nested lists of links, when there are enough sections. */
function tableOfContents(headings: readonly Heading[]): RootContent | undefined {
  if (headings.filter((heading) => heading.depth === 1).length < sectionsForContents) return undefined;
  const list = (): Element => ({ type: 'element', tagName: 'ol', properties: {}, children: [] });
  const top = list();
  let section: Element | undefined;
  for (const { depth, id, text } of headings) {
    if (depth > 2) continue;
    const link: Element = {
      type: 'element',
      tagName: 'a',
      properties: { href: `#${id}` },
      children: [{ type: 'text', value: text }],
    };
    const item: Element = { type: 'element', tagName: 'li', properties: {}, children: [link] };
    if (depth === 1 || !section) {
      top.children.push(item);
      section = depth === 1 ? item : section;
      continue;
    }
    let nested = section.children.find(
      (child): child is Element => child.type === 'element' && child.tagName === 'ol',
    );
    if (!nested) section.children.push((nested = list()));
    nested.children.push(item);
  }
  return { type: 'mdxJsxFlowElement', name: 'TableOfContents', attributes: [], children: [top] };
}

const attribute = (name: string, value: string): MdxJsxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value,
});

/**
 * The footnotes' section becomes `<Footnotes labelId>` without its English heading (the citations
 * name it with `aria-describedby`, so its id stays), and each link back to a citation becomes
 * `<FootnoteBack number>`: "1", or "1-2" for the second citation of the first note, as remark-rehype
 * numbers them.
 */
function markFootnotes(tree: Root): void {
  visit(tree, 'element', (section, index, parent) => {
    if (section.tagName !== 'section' || !('dataFootnotes' in section.properties)) return;
    const label = section.children.find(
      (child): child is Element => child.type === 'element' && headingDepth(child) !== undefined,
    );
    const list = section.children.find(
      (child): child is Element => child.type === 'element' && child.tagName === 'ol',
    );
    list?.children
      .filter((child): child is Element => child.type === 'element' && child.tagName === 'li')
      .forEach((note, noteIndex) => markBackLinks(note, noteIndex + 1));
    parent!.children[index!] = {
      type: 'mdxJsxFlowElement',
      name: 'Footnotes',
      attributes: [attribute('labelId', String(label?.properties.id ?? 'footnote-label'))],
      children: section.children.filter((child) => child !== label),
    };
    return SKIP;
  });
}

function markBackLinks(note: Element, number: number): void {
  let citation = 0;
  visit(note, 'element', (link, index, parent) => {
    if (link.tagName !== 'a' || !('dataFootnoteBackref' in link.properties)) return;
    citation += 1;
    parent!.children[index!] = {
      type: 'mdxJsxTextElement',
      name: 'FootnoteBack',
      attributes: [
        attribute('href', String(link.properties.href)),
        attribute('number', citation === 1 ? String(number) : `${number}-${citation}`),
      ],
      children: link.children,
    };
    return SKIP;
  });
}
