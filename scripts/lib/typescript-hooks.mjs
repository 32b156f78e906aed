/**
 * The module hooks typescript.mjs registers: a TypeScript file is compiled to JavaScript as
 * tsconfig.node.json describes it (erasable syntax only, every import kept as written, React's
 * automatic JSX), with a source map, so a stack trace names the line of the `.ts` file. The site's
 * own modules (`src/`) import each other as the bundler does, without the file's ending
 * (`'../content/values/phone'`): such an import from a TypeScript file finds its `.ts` or `.tsx`.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

const typescript = /\.[cm]?tsx?$/;
const relative = /^\.{1,2}\//;
const endings = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    const unfound = error?.code === 'ERR_MODULE_NOT_FOUND' || error?.code === 'ERR_UNSUPPORTED_DIR_IMPORT';
    if (!unfound || !relative.test(specifier) || !typescript.test(context.parentURL ?? '')) throw error;
    for (const ending of endings) {
      const found = await nextResolve(specifier + ending, context).catch(() => undefined);
      if (found) return found;
    }
    throw error;
  }
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !typescript.test(url)) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const { code } = await transform(await readFile(file, 'utf8'), {
    loader: url.endsWith('x') ? 'tsx' : 'ts',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'inline',
    sourcefile: file,
    tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
