/**
 * A résumé's free text as the body of an MDX entry. The text keeps its Markdown (a list written
 * with "- " stays a list), but nothing in it may read as code: MDX takes `{` and `}` for
 * expressions, `<` for an element, and a paragraph that starts with `import` or `export` for a
 * module line; each is escaped so it shows as written. A `#` that starts a line is shown too,
 * rather than turning a sentence into a heading.
 */

/** A character reference for the first letter of a word MDX would read as a module keyword. */
const keywordEscapes: Record<string, string> = { import: '&#105;mport', export: '&#101;xport' };

/** `text` as an MDX body that reads as the text, with its paragraphs. */
export function mdxBody(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
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
