/**
 * What an MDX body may hold. A body is content, not a program: Markdown (CommonMark and GFM) and a
 * short list of HTML elements, with no JavaScript anywhere (no `import`/`export`, no `{…}`
 * expressions, no event handlers, no `javascript:` addresses), so nothing an owner or a pull
 * request writes in a body runs at build time or in a visitor's browser. Comments `{/* … *\/}` are
 * fine. The checker (`check:content`, the build) reports every problem with its position; the MDX
 * compiler refuses the same body (see mdx.ts), so nothing slips through the development server.
 */
import type { Nodes, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx';
import { closest } from './words.ts';

/** The elements a body may use, with the attributes each takes besides `globalAttributes`. */
export const allowedElements: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  abbr: [],
  br: [],
  cite: [],
  dd: [],
  del: [],
  details: ['open'],
  div: [],
  dl: [],
  dt: [],
  figcaption: [],
  figure: [],
  img: ['src', 'alt', 'width', 'height'],
  ins: [],
  kbd: [],
  mark: [],
  q: [],
  s: [],
  small: [],
  span: [],
  sub: [],
  summary: [],
  sup: [],
  time: ['dateTime'],
};

/** Attributes every allowed element takes. */
export const globalAttributes: readonly string[] = ['title', 'lang', 'dir'];

/** Elements refused with their own reason: each would run code, load or send something, or restyle. */
const refusedElements: Readonly<Record<string, string>> = {
  script: 'it would run code in visitors’ browsers',
  style: 'it would restyle the whole site, and the security policy blocks inline styles',
  iframe: 'it would embed another site in the page',
  object: 'it would embed a plugin or another document',
  embed: 'it would embed a plugin or another document',
  meta: 'it changes the page itself (it can redirect visitors)',
  link: 'it would load other files into the page',
  base: 'it would change where every link of the page points',
  form: 'it would send what visitors type somewhere else',
};

/** Address schemes that run code or smuggle a document in, in links and images. */
const refusedSchemes: Readonly<Record<string, string>> = {
  'javascript:': 'runs code',
  'vbscript:': 'runs code',
  'data:': 'embeds a document in the address',
};

/** A problem in a body, at a position in the text that was parsed. */
export interface BodyProblem {
  line: number;
  column: number;
  message: string;
}

type Point = { line: number; column: number } | undefined;

/** A picture of the content a body shows (`![alt](images/diagram.png)`), where it is named. */
export interface BodyImage {
  url: string;
  line: number;
  column: number;
}

/** Whether an image address names a file of the content (a relative path), not one of the site. */
export const isContentImage = (url: string) => url !== '' && !/^([a-z][a-z0-9+.-]*:|\/)/i.test(url);

/** The pictures of the content a body shows, in document order. */
export function bodyImages(tree: Root): BodyImage[] {
  const images: BodyImage[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'image' && isContentImage(node.url))
      images.push({
        url: node.url,
        line: node.position?.start.line ?? 1,
        column: node.position?.start.column ?? 1,
      });
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);
  return images;
}

/** Every rule problem in a parsed body, in document order. */
export function bodyProblems(tree: Root): BodyProblem[] {
  const problems: BodyProblem[] = [];
  const report = (point: Point, message: string) =>
    problems.push({ line: point?.line ?? 1, column: point?.column ?? 1, message });

  const visit = (node: Nodes) => {
    switch (node.type) {
      case 'mdxjsEsm': {
        const word = /^\s*(import|export)\b/.exec(node.value)?.[1] ?? 'import';
        report(
          node.position?.start,
          `"${word}" lines are not allowed: a body is text, not code (to start a line with the word, write \\${word})`,
        );
        return;
      }
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (!isComment(node.value))
          report(
            node.position?.start,
            'A "{…}" expression would run JavaScript, which content cannot hold: write \\{ to show a brace, or {/* … */} for a comment',
          );
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        checkElement(node, report);
        break;
      case 'link':
      case 'definition':
        checkUrl(node.url, 'link', node.position?.start, report);
        break;
      case 'image':
        checkUrl(node.url, 'image', node.position?.start, report);
        break;
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);
  return problems;
}

function isComment(expression: string): boolean {
  return /^\s*(\/\*[\s\S]*?\*\/\s*)+$/.test(expression);
}

function checkElement(
  node: Extract<Nodes, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>,
  report: (point: Point, message: string) => void,
) {
  const at = node.position?.start;
  const name = node.name;
  if (name === null) {
    report(at, 'Fragments (<>…</>) are not allowed: write the content without them');
    return;
  }
  const refused = refusedElements[name.toLowerCase()];
  if (refused) {
    report(at, `<${name}> is not allowed in content: ${refused}`);
    return;
  }
  const allowed = allowedElements[name];
  if (!allowed) {
    const known = Object.keys(allowedElements);
    const suggestion = closest(name, known);
    const kind = /^[A-Z]/.test(name) || name.includes('.') ? 'component' : 'element';
    const hint = suggestion
      ? `did you mean <${suggestion}>?`
      : `use Markdown, or one of these elements: ${known.join(', ')}`;
    report(at, `Unknown ${kind} <${name}> — ${hint}`);
    return;
  }
  for (const attribute of node.attributes) checkAttribute(name, allowed, attribute, at, report);
}

function checkAttribute(
  element: string,
  allowed: readonly string[],
  attribute: MdxJsxAttribute | MdxJsxExpressionAttribute,
  elementAt: Point,
  report: (point: Point, message: string) => void,
) {
  const at = attribute.position?.start ?? elementAt;
  if (attribute.type === 'mdxJsxExpressionAttribute') {
    report(at, 'A "{…}" attribute would run JavaScript, which content cannot hold');
    return;
  }
  const { name, value } = attribute;
  if (/^on/i.test(name)) {
    report(at, `The "${name}" attribute would run code in visitors’ browsers: remove it`);
    return;
  }
  if (name === 'style') {
    report(at, 'The "style" attribute is not allowed: the site’s security policy blocks inline styles');
    return;
  }
  const names = [...allowed, ...globalAttributes];
  if (!names.includes(name)) {
    const suggestion = closest(name, names);
    const hint = suggestion ? ` — did you mean "${suggestion}"?` : `; it takes ${names.join(', ')}`;
    report(at, `<${element}> does not take the "${name}" attribute${hint}`);
    return;
  }
  if (value !== null && typeof value === 'object') {
    report(at, `The "${name}" attribute must be text in quotes, not a "{…}" expression`);
    return;
  }
  if ((name === 'href' || name === 'src') && typeof value === 'string')
    checkUrl(value, name === 'src' ? 'image' : 'link', at, report);
  if (name === 'src' && typeof value === 'string' && isContentImage(value))
    report(
      at,
      `A picture of the content is shown with Markdown, which the build sizes for every screen: write ![what it shows](${value})`,
    );
}

function checkUrl(
  url: string,
  kind: 'link' | 'image',
  at: Point,
  report: (point: Point, message: string) => void,
) {
  // Browsers ignore spaces and control characters inside a scheme, and its case.
  const normalised = [...url]
    .filter((character) => character.charCodeAt(0) > 0x20 && character.charCodeAt(0) !== 0x7f)
    .join('')
    .toLowerCase();
  for (const [scheme, reason] of Object.entries(refusedSchemes)) {
    if (normalised.startsWith(scheme)) {
      report(
        at,
        `${kind === 'image' ? 'An image from' : 'A link to'} a "${scheme}" address ${reason}: use an https:// address or a path on this site`,
      );
      return;
    }
  }
  if (kind === 'image' && /^[a-z][a-z0-9+.-]*:|^\/\//.test(normalised))
    report(
      at,
      `Images must be files of this site (a path like "/img/diagram.png"): the site's security policy blocks images from elsewhere, received "${url}"`,
    );
}

/** Whether a body says nothing: empty, or only comments (the scaffold's note is one). */
export function isBlank(tree: Root): boolean {
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
