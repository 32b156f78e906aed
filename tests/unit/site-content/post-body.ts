/** Bodies compiled as the site compiles them, for the tests of posts and of other bodies. */
import { join } from 'node:path';
import { compile, evaluate } from '@mdx-js/mdx';
import type { MDXContent } from 'mdx/types';
import * as runtime from 'react/jsx-runtime';
import { mdxCompileOptions } from '#site-content/mdx.ts';

export const contentDir = join(import.meta.dirname, '../../../content');

const file = (body: string, folder: string) => ({
  value: `---\nid: example\n---\n\n${body}\n`,
  path: join(contentDir, folder, 'example.mdx'),
});

/** A body of a file in `folder` of the content (`writing` for a post), as the site's component. */
export async function bodyOf(
  body: string,
  folder = 'writing',
  options = mdxCompileOptions({ contentDir }),
): Promise<MDXContent> {
  return (await evaluate(file(body, folder), { ...options, ...runtime })).default;
}

/** A body's compiled module, with the site's options or others. */
export async function compiled(
  body: string,
  folder: string,
  options = mdxCompileOptions({ contentDir }),
): Promise<string> {
  return String(await compile(file(body, folder), options));
}
