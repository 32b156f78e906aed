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
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const rootDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * The compiled copy of `script` (a path relative to the project), built first if it is missing or
 * older than one of its sources. Returns the file to import.
 */
export async function compiled(
  script,
  { cacheDir = path.join(rootDir, 'node_modules/.cache/run-compiled') } = {},
) {
  const source = path.resolve(rootDir, script);
  const name = path
    .relative(rootDir, source)
    .replaceAll(path.sep, '__')
    .replace(/\.[cm]?tsx?$/, '');
  const outfile = path.join(cacheDir, `${name}.mjs`);
  const inputsFile = path.join(cacheDir, `${name}.inputs.json`);
  if (isFresh(outfile, inputsFile)) return outfile;

  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [source],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    absWorkingDir: rootDir,
    metafile: true,
    write: false,
    outfile,
    logLevel: 'silent',
  });
  mkdirSync(cacheDir, { recursive: true });
  // Written under temporary names, then renamed: two commands starting at once never read half a file.
  const temporary = `${outfile}.${process.pid}`;
  writeFileSync(temporary, result.outputFiles[0].contents);
  renameSync(temporary, outfile);
  const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(rootDir, input));
  writeFileSync(`${inputsFile}.${process.pid}`, JSON.stringify(inputs));
  renameSync(`${inputsFile}.${process.pid}`, inputsFile);
  return outfile;
}

/** Whether the bundle exists and none of the files it was built from changed since. */
function isFresh(outfile, inputsFile) {
  try {
    const builtAt = statSync(outfile).mtimeMs;
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
    return inputs.every((input) => statSync(input).mtimeMs <= builtAt);
  } catch {
    return false;
  }
}

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
