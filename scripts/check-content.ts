/**
 * `npm run check:content`: validate everything in `content/` and refresh the generated modules,
 * and the editors' JSON Schemas, without building the site.
 *
 *   --root DIR       the project root holding content/ (default: the current directory)
 *   --quiet          print nothing when the content is fine
 *   --format json    print the problems as a JSON array (for tools)
 *
 * Exit code 1 when any file has a problem. Under GitHub Actions each problem is also printed as an
 * `::error` annotation, so it shows on the pull request's diff.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generatedDir, writeGenerated } from './content/generate.ts';
import { writeJsonSchemas } from './content/json-schema.ts';
import { loadContent } from './content/load.ts';
import {
  formatGithubAnnotation,
  formatProblem,
  formatProblemCount,
  formatWarning,
} from './content/problem.ts';

const { values: options } = parseArgs({
  options: {
    root: { type: 'string', default: '.' },
    quiet: { type: 'boolean', default: false },
    format: { type: 'string', default: 'text' },
  },
});
if (options.format !== 'text' && options.format !== 'json') {
  console.error(`Unknown --format "${options.format}": use "text" or "json"`);
  process.exit(2);
}

const rootDir = resolve(options.root);
const result = loadContent({ rootDir });
// The editors' schemas depend only on the zod schemas, so they stay fresh even while content is broken.
writeJsonSchemas(rootDir);

// Warnings (a photo too small to look sharp) never fail the check, and show even with --quiet.
if (result.warnings.length > 0) {
  console.error(result.warnings.map(formatWarning).join('\n'));
  if (process.env.GITHUB_ACTIONS === 'true')
    console.log(result.warnings.map((warning) => formatGithubAnnotation(warning, 'warning')).join('\n'));
}

if (!result.ok) {
  if (options.format === 'json') console.log(JSON.stringify(result.problems, null, 2));
  else
    console.error(`${result.problems.map(formatProblem).join('\n')}\n${formatProblemCount(result.problems)}`);
  if (process.env.GITHUB_ACTIONS === 'true')
    console.log(result.problems.map((problem) => formatGithubAnnotation(problem)).join('\n'));
  process.exitCode = 1;
} else {
  writeGenerated(result.content, generatedDir(rootDir));
  // Since the process started, module loading included: the time the owner actually waits.
  const elapsed = Math.round(performance.now());
  if (options.format === 'json') console.log('[]');
  else if (!options.quiet) {
    console.log(
      `✓ content OK — ${result.stats.files} files, ${result.stats.entries} entries in ${elapsed} ms`,
    );
  }
}
