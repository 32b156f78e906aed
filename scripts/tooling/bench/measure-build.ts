/**
 * One build, measured from the start of its process, as an owner waits for `npm run build`:
 *
 *   node --import ./scripts/lib/typescript.mjs scripts/tooling/bench/measure-build.ts --content DIR --out-dir DIR
 *
 * prints `{ "ms", "peakMb", "pages", "steps" }` as its last line. `BUILD_CACHE=off` makes it cold.
 */
import { parseArgs } from 'node:util';
import { buildSite } from '#outputs/build.ts';

const { values } = parseArgs({ options: { content: { type: 'string' }, 'out-dir': { type: 'string' } } });
const { pages, steps } = await buildSite({ contentDir: values.content, outDir: values['out-dir'] });
console.log(
  JSON.stringify({
    ms: performance.now(),
    // Kilobytes: the most the process held in memory at once, the bundler's and the encoders' included.
    peakMb: process.resourceUsage().maxRSS / 1024,
    pages: pages.length,
    steps,
  }),
);
