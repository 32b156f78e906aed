/**
 * What the site lets an MDX body hold. A body is content, not a program: Markdown (CommonMark and
 * GFM) and a short list of HTML elements, with no JavaScript anywhere (no `import`/`export`, no
 * `{…}` expressions, no event handlers, no `javascript:` addresses), so nothing an owner or a pull
 * request writes in a body runs at build time or in a visitor's browser, and nothing the site's
 * security policy would block. Comments `{/* … *\/}` are fine. Pictures of the content must be whole
 * images in the content folder. The engine runs these rules on every body (`check:content`, the
 * build); the MDX compiler refuses the same body (mdx.ts), so nothing slips through the
 * development server.
 */
import type { Nodes, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx';
import type { BodyProblem, BodyRule } from '#engine/define.ts';
import { isComment } from '#engine/body.ts';
import { closest } from '#engine/words.ts';
import { isContentImage, resolveBodyImage } from './images/body-images.ts';

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
const globalAttributes: readonly string[] = ['title', 'lang', 'dir'];

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

type Point = { line: number; column: number } | undefined;

/** A picture of the content a body shows (`![alt](images/diagram.png)`), where it is named. */
export interface BodyImage {
  url: string;
  line: number;
  column: number;
}

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

/**
 * The site's rules for a body: what it may hold, then each picture it shows, which must be a whole
 * image in the content folder.
 */
export const bodyRule: BodyRule = (tree, { path, contentDir }) => [
  ...bodyProblems(tree),
  ...bodyImages(tree).flatMap((image) => {
    const found = resolveBodyImage(contentDir, path, image.url);
    return 'error' in found ? [{ line: image.line, column: image.column, message: found.error }] : [];
  }),
];

/** Every problem of what a parsed body holds, in document order. */
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
