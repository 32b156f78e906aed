/**
 * A résumé's text as the body of an MDX entry. The text keeps its Markdown (a list written
 * with "- " stays a list), but nothing in it may read as code: MDX takes `{` and `}` for
 * expressions, `<` for an element, and a paragraph that starts with `import` or `export` for a
 * module line; each is escaped so it shows as written. A `#` that starts a line is shown too,
 * rather than turning a sentence into a heading. A link or picture whose address would run code
 * (`javascript:`) keeps its words and loses the address, found by remark's own reading of the text.
 */
import type { Link, Image, Definition } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

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
