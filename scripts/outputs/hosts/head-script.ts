/**
 * The script inline in every page's `<head>` (src/head-script.ts: the faces asked for at once, the
 * stored colour scheme before the first paint, then the app once the page has painted), compiled
 * once to the exact text the pages carry, and its `sha256-` hash, which is how the
 * Content-Security-Policy admits it (an inline script saves the request an external one would make
 * before the first paint). The text depends only on the source and the compiler, so the hash in a
 * committed `vercel.json` stays valid until either changes, and the hosts' configuration test says
 * when it has.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

const source = fileURLToPath(new URL('../../../src/head-script.ts', import.meta.url));

let compiled: string | undefined;

/** The script's text as every page carries it: minified, in a function scope of its own. */
function headScript(): string {
  compiled ??= transformSync(readFileSync(source, 'utf8'), {
    loader: 'ts',
    format: 'iife',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
  }).code.trim();
  return compiled;
}

/** The policy's source that admits the script: `'sha256-…'`. */
export function headScriptSource(): string {
  return `'sha256-${createHash('sha256').update(headScript()).digest('base64')}'`;
}

/**
 * The `<script>` element for a page's `<head>`, listing the face files it asks for at once
 * (`faces`, addresses; none in development, where the stylesheet's rules fetch them). The list is
 * an attribute, so the script's text, and its hash, stay the same whatever the build names them.
 */
export function headScriptTag(faces: readonly string[] = []): string {
  const list = faces.length > 0 ? ` data-faces="${faces.join(' ')}"` : '';
  return `<script${list}>${headScript()}</script>`;
}
