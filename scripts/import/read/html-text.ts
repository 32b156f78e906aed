/**
 * HTML in a résumé's text (`<br/>`, `<a href>`, `<strong>`, `&mdash;`), as résumé editors and
 * hand-kept files write it: turned into Markdown for a body, or into plain text for a field, by the
 * unified path (rehype-parse, rehype-remark, remark-stringify) rather than by patterns.
 */
import { toText } from 'hast-util-to-text';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

/** Whether `text` holds an HTML element or a character reference. */
export function hasHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>|&(?:[a-z][a-z0-9]{1,31}|#\d{1,7}|#x[\da-f]{1,6});/i.test(text);
}

const parser = unified().use(rehypeParse, { fragment: true });

const toMarkdown = unified()
  .use(rehypeParse, { fragment: true })
  .use(rehypeRemark)
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', emphasis: '_', resourceLink: true, rule: '-' });

/** `html` as Markdown: paragraphs, lists, emphasis and links kept. */
export function htmlToMarkdown(html: string): string {
  return String(toMarkdown.processSync(html)).trim();
}

/** `html` as plain text: line breaks kept as line breaks, every element's words in order. */
export function htmlToText(html: string): string {
  return toText(parser.parse(html), { whitespace: 'normal' })
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
