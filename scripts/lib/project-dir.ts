import { fileURLToPath } from 'node:url';

/** The project's folder (where package.json is), wherever the command runs from. */
export const projectDir = fileURLToPath(new URL('../..', import.meta.url));
