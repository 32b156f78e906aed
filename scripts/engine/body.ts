/**
 * One MDX body: parsed as the compiler parses it (mdx.ts), checked by the site's rules for bodies
 * (`ContentRules.body`), and told apart when it says nothing; and its plain text.
 */
import type { Nodes, Root } from 'mdast';
import type { BodyProblem } from './define.ts';
import { createBodyParser, parseProblem } from './mdx.ts';

/** What a body holds, in the body's own lines (line 1 is the body's first line). */
export interface BodyCheck {
  problems: BodyProblem[];
  /** The body as plain text (see `bodyText`). */
  text: string;
  /** Nothing but white space and comments. */
  blank: boolean;
  /** Where the first comment of a blank body is, to point at the scaffold's note. */
  comment?: { line: number; column: number };
}

let parse: ((text: string) => Root) | undefined;

/** Parses a body and runs `rule` on it; a body that does not parse has that one problem. */
export function checkBody(body: string, rule?: (tree: Root) => BodyProblem[]): BodyCheck {
  try {
    parse ??= createBodyParser();
    const tree = parse(body);
    const blank = isBlank(tree);
    const comment = blank ? tree.children.find((node) => node.type !== 'yaml')?.position?.start : undefined;
    return {
      problems: rule?.(tree) ?? [],
      text: bodyText(tree),
      blank,
      ...(comment ? { comment: { line: comment.line, column: comment.column } } : {}),
    };
  } catch (error) {
    return { problems: [parseProblem(error, body)], text: '', blank: false };
  }
}

/** Whether an MDX expression is nothing but comments (`{/* … *\/}`). */
export function isComment(expression: string): boolean {
  return /^\s*(\/\*[\s\S]*?\*\/\s*)+$/.test(expression);
}

/** Whether a body says nothing: empty, or only comments (the scaffold's note is one). */
function isBlank(tree: Root): boolean {
  return tree.children.every(
    (node) =>
      node.type === 'yaml' ||
      (node.type === 'mdxFlowExpression' && isComment(node.value)) ||
      (node.type === 'paragraph' &&
        node.children.every(
          (child) =>
            (child.type === 'mdxTextExpression' && isComment(child.value)) ||
            (child.type === 'text' && child.value.trim() === ''),
        )),
  );
}

/**
 * A body as plain text, for formats without Markdown (the JSON Resume, link previews): paragraphs
 * and headings separated by a blank line, each list item and table row on a line of its own, links
 * as "text (address)".
 */
export function bodyText(tree: Root): string {
  const blocks: string[] = [];
  const inline = (node: Nodes): string => {
    switch (node.type) {
      case 'text':
      case 'inlineCode':
        return node.value;
      case 'break':
        return ' ';
      case 'image':
        return node.alt ?? '';
      case 'link': {
        const text = node.children.map(inline).join('');
        return text === node.url || `mailto:${text}` === node.url ? text : `${text} (${node.url})`;
      }
      case 'mdxTextExpression':
      case 'mdxFlowExpression':
        return '';
      default:
        return 'children' in node ? node.children.map((child) => inline(child as Nodes)).join('') : '';
    }
  };
  const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();
  const block = (node: Nodes, lines: string[]) => {
    switch (node.type) {
      case 'paragraph':
      case 'heading':
        lines.push(squeeze(inline(node)));
        return;
      case 'code':
        lines.push(node.value);
        return;
      case 'list':
        node.children.forEach((item, index) => {
          const marker = node.ordered ? `${(node.start ?? 1) + index}.` : '-';
          const parts: string[] = [];
          for (const child of item.children) block(child as Nodes, parts);
          lines.push(`${marker} ${parts.join(' ')}`);
        });
        return;
      case 'table':
        for (const row of node.children)
          lines.push(row.children.map((cell) => squeeze(inline(cell))).join(' | '));
        return;
      case 'thematicBreak':
      case 'yaml':
      case 'definition':
      case 'mdxjsEsm':
        return;
      default:
        if ('children' in node) for (const child of node.children) block(child as Nodes, lines);
        else {
          const text = squeeze(inline(node));
          if (text) lines.push(text);
        }
    }
  };
  for (const node of tree.children) {
    const lines: string[] = [];
    block(node, lines);
    const text = lines.filter((line) => line !== '').join('\n');
    if (text) blocks.push(text);
  }
  return blocks.join('\n\n');
}
