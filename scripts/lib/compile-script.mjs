/**
 * Compiled copies of TypeScript scripts: the script and its own modules bundled into one ES module
 * under `node_modules/.cache/run-compiled/`, packages left as imports, rebuilt when any file it came
 * from is newer. Used by scripts/run-compiled.mjs to start commands without a TypeScript loader, and
 * to start worker threads the same way however the process that starts them was started. Plain
 * JavaScript, so Node can load it without a loader.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = fileURLToPath(new URL('../..', import.meta.url));

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
    // The Node program's compiler options; the root tsconfig.json only references the programs.
    tsconfig: path.join(rootDir, 'tsconfig.node.json'),
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
