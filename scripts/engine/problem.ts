/** A content problem as the owner reads it, and the ways it is printed. */
import { plural } from './words.ts';

export interface Problem {
  /** Repo-relative, forward slashes: `content/jobs/auto-loan.mdx`. */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** The field path, `technicalHighlights[1].metrics[0]`, or `(file)` for the whole file. */
  path: string;
  message: string;
}

/** By file, then line, then column: the order an owner fixes them in. */
export function compareProblems(a: Problem, b: Problem): number {
  return a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column;
}

/** `content/jobs/auto-loan.mdx:4:7  period  Expected a month and year like "June 2012", …` */
export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.column}  ${problem.path}  ${problem.message}`;
}

export function formatProblems(problems: readonly Problem[]): string {
  return problems.map(formatProblem).join('\n');
}

/** `✗ 3 problems in 2 files` */
export function formatProblemCount(problems: readonly Problem[]): string {
  const files = new Set(problems.map((problem) => problem.file)).size;
  return `✗ ${plural(problems.length, 'problem')} in ${plural(files, 'file')}`;
}

/** A problem that does not stop the build, marked as such. */
export function formatWarning(problem: Problem): string {
  return `${formatProblem(problem)}  (warning)`;
}

/** A GitHub Actions workflow command, so the problem shows on the pull request's diff. */
export function formatGithubAnnotation(problem: Problem, level: 'error' | 'warning' = 'error'): string {
  const property = (value: string) => escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return (
    `::${level} file=${property(problem.file)},line=${problem.line},col=${problem.column},` +
    `title=${property(problem.path)}::${escapeData(problem.message)}`
  );
}

function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
