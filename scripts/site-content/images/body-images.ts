/**
 * Pictures in entry bodies (`![The routing graph](images/routing.png)`): files of the content, found
 * beside the entry or from `content/`, checked by the content check and built like the portrait
 * (AVIF and WebP at the widths a body column needs, with their width and height), so a body image
 * never ships as a 404 or as a phone photo's full-size original.
 */
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative } from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { Plugin } from 'unified';
import { Parser } from 'acorn';
import { inspectImage } from './inspect.ts';

/** Whether an image address names a file of the content (a relative path), not one of the site. */
export const isContentImage = (url: string) => url !== '' && !/^([a-z][a-z0-9+.-]*:|\/)/i.test(url);

/** The widths made: a body column at most 48rem wide, on screens of one to three device pixels. */
const bodyImageWidths = [480, 960, 1440] as const;

/**
 * The file an image address names: from the entry's own folder when it is there
 * (`../images/x.png`), otherwise from the content folder (`images/x.png`). Never outside it.
 */
export function resolveBodyImage(
  contentDir: string,
  entryFile: string,
  url: string,
): { file: string } | { error: string } {
  const path = decodeURI(url.replace(/[?#].*$/, ''));
  const candidates = [join(dirname(entryFile), path), join(contentDir, path)];
  const file = candidates.find(isFile);
  if (!file)
    return {
      error: `No picture at "${url}": put it in content/ (e.g. content/images/) and name it from there`,
    };
  const inside = relative(realpathSync(contentDir), realpathSync(file));
  if (inside.startsWith('..') || isAbsolute(inside))
    return { error: `"${url}" leads outside content/: keep the picture itself in content/` };
  const image = inspectImage(readFileSync(file));
  if (!image.ok) return { error: `"${url}" ${image.reason}` };
  return { file };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The imagetools query that makes a body picture: its widths up to its own, in both formats. */
function bodyImageQuery(file: string): string {
  const image = inspectImage(readFileSync(file));
  const own = image.ok ? image.width : bodyImageWidths[0];
  const widths: number[] = bodyImageWidths.filter((width) => width <= own);
  if (own < bodyImageWidths.at(-1)! && !widths.includes(own)) widths.push(own);
  return `w=${widths.join(';')}&format=avif;webp&quality=70&as=picture`;
}

const parse = (code: string) =>
  Parser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Record<string, unknown>;

/**
 * Compiles each picture of the content a body shows into an import of its sized versions and a
 * `<BodyPicture>` (the site's component for them). Runs after the content rules have checked the
 * owner's text: the import and the expression it adds are the build's own, never the owner's.
 */
export const remarkBodyImages: Plugin<[{ contentDir: string }], Root> =
  ({ contentDir }) =>
  (tree, file) => {
    const imports: string[] = [];
    const visit = (node: RootContent | Root) => {
      if (!('children' in node)) return;
      node.children.forEach((child, index) => {
        if (child.type !== 'image' || !isContentImage(child.url)) return visit(child);
        const found = resolveBodyImage(contentDir, file.path, child.url);
        if ('error' in found) {
          file.fail(found.error, { place: child.position });
          return;
        }
        const name = `bodyPicture${imports.length}`;
        imports.push(`import ${name} from ${JSON.stringify(`${found.file}?${bodyImageQuery(found.file)}`)};`);
        (node.children as RootContent[])[index] = {
          type: 'mdxJsxTextElement',
          name: 'BodyPicture',
          attributes: [
            {
              type: 'mdxJsxAttribute',
              name: 'picture',
              value: { type: 'mdxJsxAttributeValueExpression', value: name, data: { estree: parse(name) } },
            },
            { type: 'mdxJsxAttribute', name: 'alt', value: child.alt ?? '' },
          ],
          children: [],
        } as unknown as RootContent;
      });
    };
    visit(tree);
    if (imports.length === 0) return;
    const value = imports.join('\n');
    tree.children.unshift({
      type: 'mdxjsEsm',
      value,
      data: { estree: parse(value) },
    } as unknown as RootContent);
  };
