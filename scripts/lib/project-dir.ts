import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The project's folder (where package.json is), wherever the command runs from. */
export const projectDir = fileURLToPath(new URL('../..', import.meta.url));

/** The arguments `node` needs before a TypeScript file of the project to run it (typescript.mjs). */
export const typescriptArgs = [
  '--import',
  pathToFileURL(path.join(projectDir, 'scripts/lib/typescript.mjs')).href,
] as const;
