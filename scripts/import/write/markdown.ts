/**
 * Imported text as the body of an MDX entry: a résumé's text (`mdxBody`), or a Markdown tree made
 * from HTML (`mdxFromTree`, an article's). Either keeps its Markdown (a list stays a list), but
 * nothing in it may read as code: MDX takes `{` and `}` for expressions, `<` for an element, and a
 * paragraph that starts with `import` or `export` for a module line; each is escaped so it shows as
 * written. In a résumé's text, a `#` that starts a line is shown too, rather than turning a sentence
 * into a heading. A link or picture whose address would run code (`javascript:`) keeps its words and
 * loses the address, found by remark's own reading of the text.
 */
import type { Link, Image, Definition, PhrasingContent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';

/** A character reference for the first letter of a word MDX would read as a module keyword. */
const keywordEscapes: Record<string, string> = { import: '&#105;mport', export: '&#101;xport' };

const markdown = unified().use(remarkParse).use(remarkGfm);

/** Addresses a body may link to: the web, mail, telephone, and places on the site itself. */
const safeAddress = (url: string) =>
  !/^[a-z][a-z\d+.-]*:/i.test(url.trim()) || /^(https?|mailto|tel):/i.test(url.trim());

/** `text` with every link or picture to an address that would run code reduced to its words. */
function withoutUnsafeLinks(text: string): string {
  const cuts: { start: number; end: number; words: string }[] = [];
  visit(markdown.parse(text), (node) => {
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
    const { url, position } = node as Link | Image | Definition;
    if (safeAddress(url) || position?.start.offset === undefined || position.end.offset === undefined) return;
    const words =
      node.type === 'image' ? ((node as Image).alt ?? '') : node.type === 'link' ? toString(node) : '';
    cuts.push({ start: position.start.offset, end: position.end.offset, words });
  });
  return cuts
    .sort((a, b) => b.start - a.start)
    .reduce((result, { start, end, words }) => result.slice(0, start) + words + result.slice(end), text);
}

/** `text` as an MDX body that reads as the text, with its paragraphs. */
export function mdxBody(text: string): string {
  return withoutUnsafeLinks(text.replace(/\r\n?/g, '\n').trim())
    .split('\n')
    .map((line) =>
      line
        // A character already escaped (an odd run of backslashes before it) stays as it is.
        .replace(/(\\*)([{}<])/g, (_, slashes: string, character: string) =>
          slashes.length % 2 === 1 ? slashes + character : `${slashes}\\${character}`,
        )
        .replace(/^(\s*)(#)/, '$1\\$2')
        .replace(/^(\s*)(import|export)\b/, (_, space: string, word: string) => space + keywordEscapes[word]),
    )
    .join('\n');
}

/**
 * Markdown written for MDX: remark-mdx escapes what MDX reads as an expression or an element (`{`,
 * `<`) in text, never in code; the patterns add a closing brace and a paragraph's first word when
 * it is a module keyword, which a character reference spells (`&#x69;mport`).
 */
const mdxMarkdown = unified()
  .use(remarkGfm)
  .use(remarkMdx)
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    resourceLink: true,
    rule: '-',
    unsafe: [
      { character: '}', inConstruct: 'phrasing' },
      { atBreak: true, character: '}' },
      { atBreak: true, character: 'i', after: 'mport\\b' },
      { atBreak: true, character: 'e', after: 'xport\\b' },
    ],
  });

/**
 * `tree` as an MDX body that reads as the tree: its headings, lists, quotes and code kept, its text
 * escaped where MDX would read code, a link to an address that would run code reduced to its words,
 * and raw HTML (which MDX would read as elements) shown as text.
 */
export function mdxFromTree(tree: Root): string {
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    let words: PhrasingContent[] | undefined;
    if (node.type === 'html') words = [{ type: 'text', value: node.value }];
    else if (
      (node.type === 'link' || node.type === 'image' || node.type === 'definition') &&
      !safeAddress(node.url)
    )
      words =
        node.type === 'link'
          ? node.children
          : node.type === 'image' && node.alt
            ? [{ type: 'text', value: node.alt }]
            : [];
    if (!words) return;
    (parent.children as PhrasingContent[]).splice(index, 1, ...words);
    return [SKIP, index];
  });
  return String(mdxMarkdown.stringify(tree)).trim();
}
