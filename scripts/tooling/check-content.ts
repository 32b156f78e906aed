/**
 * `npm run check:content`: validate everything in `content/` and refresh the generated modules,
 * and the editors' JSON Schemas and settings, without building the site.
 *
 *   --root DIR       the project root (default: the current directory)
 *   --content DIR    check another content folder (e.g. tests/spec-content); only checks it
 *   --quiet          print nothing when the content is fine
 *   --format json    print the problems as a JSON array (for tools)
 *
 * Exit code 1 when any file has a problem. Under GitHub Actions each problem is also printed as an
 * `::error` annotation, so it shows on the pull request's diff.
 */
import { join, resolve } from 'node:path';
import { collections, contentConfig } from '#src/content/config.ts';
import { writeGenerated } from '#engine/generate.ts';
import { writeEditorFiles } from '#engine/json-schema.ts';
import { readCommandLine } from '#lib/command-line.ts';
import { generatedDir, loadSiteContent } from '#site-content/content.ts';
import { siteRules } from '#site-content/rules.ts';
import { formatGithubAnnotation, formatProblem, formatProblemCount, formatWarning } from '#engine/problem.ts';

const usage = `Usage: npm run check:content -- [--content DIR] [--root DIR] [--quiet] [--format text|json]

Checks every file in content/ (or DIR) and refreshes the generated modules and the editors' schemas.
Exits 1 when any file has a problem, naming each as file:line:column, field and message.`;

const { values: options } = readCommandLine(usage, {
  options: {
    root: { type: 'string', default: '.' },
    content: { type: 'string' },
    quiet: { type: 'boolean', default: false },
    format: { type: 'string', default: 'text' },
  },
});
if (options.format !== 'text' && options.format !== 'json') {
  console.error(`Unknown --format "${options.format}": use "text" or "json"`);
  process.exit(2);
}

const rootDir = resolve(options.root);
const contentDir = options.content ? resolve(options.content) : join(rootDir, 'content');
const ownContent = contentDir === join(rootDir, 'content');
const result = loadSiteContent({ rootDir, contentDir });
// The editors' schemas depend only on the zod schemas, so they stay fresh even while content is broken.
writeEditorFiles(
  collections,
  contentDir,
  ownContent ? { rootDir, generatedDir: generatedDir(rootDir) } : undefined,
);

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
  if (ownContent) {
    writeGenerated(result.content, siteRules, generatedDir(rootDir), { config: contentConfig });
  }
  // Since the process started, module loading included: the time the owner actually waits.
  const elapsed = Math.round(performance.now());
  const { files, entries, drafts } = result.stats;
  const draftNote = drafts > 0 ? ` (${drafts} draft${drafts === 1 ? '' : 's'}, not published)` : '';
  if (options.format === 'json') console.log('[]');
  else if (!options.quiet) {
    console.log(`✓ content OK — ${files} files, ${entries} entries${draftNote} in ${elapsed} ms`);
  }
}
