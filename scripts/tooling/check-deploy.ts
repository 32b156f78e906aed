/**
 * `npm run check:deploy`: is the site the owner's own, ready to publish? Lists every placeholder
 * the sample content still holds (lib/placeholders.ts) as `file:line:column  field  message` and
 * exits 1 while there is any; exits 0 once everything is the owner's. The deploy workflow runs it
 * before it builds.
 *
 *   --root DIR          the project folder (default: the current directory)
 *   --pages-url URL     the address GitHub Pages serves this repository at (the deploy workflow
 *                       passes what actions/configure-pages reports): `url` in content/site.json
 *                       must be that address, or links, the sitemap and the base path are wrong
 *
 * Under GitHub Actions each problem is also printed as an annotation on the file.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatGithubAnnotation, formatProblem, formatProblemCount, type Problem } from '#engine/problem.ts';
import { readCommandLine } from '#lib/command-line.ts';
import { findPlaceholders } from '#import/placeholders.ts';

const usage = `Usage: npm run check:deploy -- [--root DIR] [--pages-url URL]

Lists every placeholder the content still holds, and exits 1 while there is any.
  --pages-url URL   the address the site is served at: content/site.json's url must be it`;

const { values } = readCommandLine(usage, {
  options: { root: { type: 'string', default: '.' }, 'pages-url': { type: 'string' } },
});
const rootDir = path.resolve(values.root);

/** `url` in content/site.json against the address the site is served at, when one is given. */
async function siteUrlProblem(pagesUrl: string): Promise<Problem | undefined> {
  const file = 'content/site.json';
  const text = await readFile(path.join(rootDir, file), 'utf8');
  const url = (JSON.parse(text) as { url?: string }).url ?? '';
  const normalized = (address: string) => address.replace(/\/+$/, '');
  if (normalized(url) === normalized(pagesUrl)) return undefined;
  const at = text.indexOf('"url"');
  const before = text.slice(0, Math.max(at, 0)).split('\n');
  return {
    file,
    line: before.length,
    column: before.at(-1)!.length + 1,
    path: 'url',
    message: `is "${url}", but GitHub Pages serves this site at "${pagesUrl}": set url to that address`,
  };
}

const problems = await findPlaceholders({ rootDir });
if (values['pages-url']) {
  const mismatch = await siteUrlProblem(values['pages-url']);
  if (mismatch) problems.push(mismatch);
}

if (problems.length === 0) {
  console.log('✓ ready to deploy: no placeholders left in content/ or src/public/');
} else {
  console.error(
    `${problems.map(formatProblem).join('\n')}\n${formatProblemCount(problems)}: ` +
      'replace the sample content with your own before deploying',
  );
  if (process.env.GITHUB_ACTIONS === 'true')
    console.log(problems.map((problem) => formatGithubAnnotation(problem)).join('\n'));
  process.exitCode = 1;
}
