/**
 * Lets Node run the project's TypeScript: `node --import ./scripts/lib/typescript.mjs file.ts`.
 * Node 20 cannot strip types itself; this hands every `.ts` and `.tsx` file the project imports to
 * esbuild (typescript-hooks.mjs) and leaves every other module to Node. Loading Vite and the content
 * engine this way takes a third of the time tsx took, which looks at every module, packages too.
 */
import { register } from 'node:module';

process.setSourceMapsEnabled(true);
register('./typescript-hooks.mjs', import.meta.url);
