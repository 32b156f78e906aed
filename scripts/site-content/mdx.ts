/**
 * How the site compiles MDX bodies with `@mdx-js/rollup`: front matter left out, then what bodies
 * may use and the site's rules for them (body-rules.ts, refused through scripts/engine/mdx.ts),
 * then the site's own transforms (headings, task lists, pictures of the content folder), and for
 * posts their headings' ids, contents, footnotes and highlighted code (article.ts).
 */
import type { ElementContent } from 'hast';
import type { Heading, Root, RootContent } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import type { Pluggable, Plugin } from 'unified';
import { bodyRemarkPlugins, remarkBodyRule } from '#engine/mdx.ts';
import type { BuildCache } from '#lib/build-cache.ts';
import { remarkBodyImages } from './images/body-images.ts';
import { rehypeArticle } from './article.ts';
import { bodyProblems } from './body-rules.ts';

/**
 * Numbers a body's headings from 1 in the order of their depths, closing gaps (`##` and `####` become
 * 1 and 2), so the page nests them below the card's own heading without skipping a level.
 */
const remarkRelativeHeadings: Plugin<[], Root> = () => (tree) => {
  const headings = tree.children.flatMap(function collect(node): Heading[] {
    if (node.type === 'heading') return [node];
    return 'children' in node ? (node.children as RootContent[]).flatMap(collect) : [];
  });
  const depths = [...new Set(headings.map((heading) => heading.depth))].sort((a, b) => a - b);
  for (const heading of headings) heading.depth = (depths.indexOf(heading.depth) + 1) as Heading['depth'];
};

/**
 * GFM task list items as a ticked or empty box before the text: a disabled checkbox would be a form
 * field without a label.
 */
const remarkTaskListMarks: Plugin<[], Root> = () => (tree) => {
  const visit = (node: RootContent | Root) => {
    if (node.type === 'listItem' && typeof node.checked === 'boolean') {
      const mark = node.checked ? '☑ ' : '☐ ';
      const first = node.children[0];
      if (first?.type === 'paragraph') first.children.unshift({ type: 'text', value: mark });
      node.checked = null;
    }
    if ('children' in node) for (const child of node.children as RootContent[]) visit(child);
  };
  visit(tree);
};

/**
 * A footnote's link back to its citation shows "^" (as Wikipedia's do), which the text face draws:
 * remark-rehype's "↩" is in none of the site's faces, so a printed post took it from the machine's
 * fonts. A note cited again keeps remark-rehype's number after the mark for each further citation.
 * The link's name is the content's words (`backToText`, article.ts).
 */
const footnoteBackContent = (_: number, rereference: number): ElementContent[] => {
  const mark: ElementContent = { type: 'text', value: '^' };
  if (rereference < 2) return [mark];
  const number: ElementContent = { type: 'text', value: String(rereference) };
  return [mark, { type: 'element', tagName: 'sup', properties: {}, children: [number] }];
};

/**
 * The options `@mdx-js/rollup` compiles content with; pictures are found in `contentDir`, and code
 * once highlighted is kept in `cache`.
 */
export function mdxCompileOptions({ contentDir, cache }: { contentDir: string; cache?: BuildCache }) {
  return {
    remarkPlugins: [
      remarkFrontmatter,
      ...bodyRemarkPlugins(),
      // What a body may hold; its pictures are refused by remarkBodyImages when missing.
      [remarkBodyRule, bodyProblems] as Pluggable,
      remarkRelativeHeadings,
      remarkTaskListMarks,
      [remarkBodyImages, { contentDir }] as Pluggable,
    ],
    remarkRehypeOptions: { footnoteBackContent },
    rehypePlugins: [[rehypeArticle, { contentDir, cache }] as Pluggable],
  };
}

type Transform = (this: unknown, code: string, id: string) => unknown;

const compiled = new Map<string, unknown>();

/**
 * `@mdx-js/rollup`'s plugin, compiling each body once for all the builds of a process: a site build
 * compiles every body for the pages' code and for the server's, in each language, the same file to
 * the same module four times. Keyed by the file and its text, with the compiler's options fixed for
 * the process; only in a build, where the files do not change while it runs (the development server
 * compiles every edit anew).
 */
export function compiledOnce<P extends { transform?: unknown }>(plugin: P, command: 'build' | 'serve'): P {
  const transform = plugin.transform as Transform | undefined;
  if (command !== 'build' || !transform) return plugin;
  return {
    ...plugin,
    transform(this: unknown, code: string, id: string) {
      const key = `${id}\0${code}`;
      if (!compiled.has(key)) compiled.set(key, transform.call(this, code, id));
      return compiled.get(key);
    },
  };
}
