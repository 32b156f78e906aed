/**
 * An MDX body as plain text, for meta descriptions, JSON-LD and exports.
 *
 * Deliberately a handful of regular expressions rather than a Markdown parser: the bodies are short
 * prose, and this runs for every entry on every check (the MDX compiler renders the real thing).
 */

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Paragraphs as plain text, separated by a blank line. */
export function mdxToText(mdx: string): string {
  const withoutComments = mdx.replace(/\{\/\*[\s\S]*?\*\/\}/g, '').replace(/<!--[\s\S]*?-->/g, '');
  const paragraphs: string[] = [];
  let current: string[] = [];
  let inFence = false;
  const flush = () => {
    const paragraph = current.join(' ').replace(/\s+/g, ' ').trim();
    if (paragraph) paragraphs.push(paragraph);
    current = [];
  };
  for (const line of withoutComments.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      flush();
      continue;
    }
    if (inFence || /^(import|export)\s/.test(line)) continue;
    if (line.trim() === '') {
      flush();
      continue;
    }
    const block = line
      .replace(/^\s{0,3}#{1,6}\s+/, '')
      .replace(/^\s*>\s?/, '')
      .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '');
    // A heading or list item reads as its own sentence in running text.
    if (block !== line && current.length > 0 && /^\s{0,3}(#|[-*+]\s|\d+[.)]\s)/.test(line)) flush();
    current.push(inlineText(block));
  }
  flush();
  return paragraphs.join('\n\n');
}

function inlineText(line: string): string {
  return line
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/\{[^{}]*\}/g, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])([*_])(?=\S)([\s\S]*?\S)\2(?!\w)/g, '$1$3')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>~|])/g, '$1')
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => entities[name]!);
}
