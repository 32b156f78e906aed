/**
 * Runs a TypeScript script from a compiled copy: `node scripts/run-compiled.mjs scripts/x.ts [args…]`.
 *
 * `node --import tsx` spends about 0.4 s of a short command starting its loader (a worker thread
 * that compiles each module on first import) before the script's first line runs. For the command
 * the owner runs after every edit, `check:content`, that was a third of its time. Here the script
 * and its own modules are bundled into one ES module under `node_modules/.cache/`, packages left as
 * imports, and later runs start it directly. The bundle is rebuilt when any file it came from is
 * newer than it, so an edited script never runs stale. This file is plain JavaScript so that Node
 * can start it without a loader.
 *
 * Packages resolve from the project as usual, but `import.meta.url` in the script's own modules names
 * the bundle: a script run this way finds the project from the working directory or its arguments.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compiled } from './lib/compile-script.mjs';

export { compiled };

const rootDir = fileURLToPath(new URL('..', import.meta.url));

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [script, ...args] = process.argv.slice(2);
  if (!script) {
    console.error('Usage: node scripts/run-compiled.mjs <script.ts> [arguments…]');
    process.exit(2);
  }
  const file = await compiled(script).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
  // The script reads its own arguments from process.argv, as if it had been started directly.
  process.argv = [process.argv[0], path.resolve(rootDir, script), ...args];
  await import(pathToFileURL(file).href);
}
