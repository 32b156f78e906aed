/**
 * `npm run check:same-output -- [commit]`: proves that a change to how the code is arranged changed
 * nothing it makes. The working tree and a commit (HEAD by default) each build the site from the
 * same content/ at the same pinned time (SOURCE_DATE_EPOCH, build-time.ts), and each imports every
 * résumé of tests/corpus with `--dry-run`; then every built file (pages, PDFs, cards, feeds) is
 * compared byte for byte, and every import's report word for word. Exits 1 on any difference,
 * naming it.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readCommandLine } from '#lib/command-line.ts';
import { filesUnder } from '#lib/files-under.ts';
import { projectDir } from '#lib/project-dir.ts';

const usage = `Usage: npm run check:same-output -- [commit]

Builds the site and dry-runs every corpus import in the working tree and at the commit (HEAD by
default), and exits 1 unless both make the same files and the same reports.`;

const { positionals } = readCommandLine(usage, { allowPositionals: true });
const commit = positionals[0] ?? 'HEAD';
const contentDir = path.join(projectDir, 'content');
const corpusDir = path.join(projectDir, 'tests/corpus');
const git = (...args: string[]) => execFileSync('git', args, { cwd: projectDir, encoding: 'utf8' }).trim();

const work = mkdtempSync(path.join(tmpdir(), 'same-output-'));
try {
  // The commit's files, with the working tree's dependencies.
  const before = path.join(work, 'before');
  mkdirSync(before);
  execFileSync('tar', ['-x', '-C', before], {
    input: execFileSync('git', ['archive', commit], { cwd: projectDir, maxBuffer: 1 << 30 }),
  });
  symlinkSync(path.join(projectDir, 'node_modules'), path.join(before, 'node_modules'), 'dir');
  // The working tree's content, at the same place in both (a module's path is part of its chunk's name).
  rmSync(path.join(before, 'content'), { recursive: true, force: true });
  cpSync(contentDir, path.join(before, 'content'), { recursive: true });
  const env = { ...process.env, SOURCE_DATE_EPOCH: git('log', '-1', '--format=%ct', commit) };

  const made = (tree: string, name: string) => {
    const out = path.join(work, `${name}-dist`);
    // Each tree's own commands (package.json), so that the check holds across a move of the scripts.
    execFileSync('npm', ['run', '--silent', 'build', '--', '--out-dir', out], {
      cwd: tree,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const reports = new Map<string, string>();
    for (const entry of readdirSync(corpusDir, { withFileTypes: true }).filter((e) => e.isDirectory())) {
      const resume = path.join(corpusDir, entry.name, 'resume.json');
      const input = existsSync(resume) ? resume : path.join(corpusDir, entry.name);
      const args = ['run', '--silent', 'import', '--', input, '--dry-run'];
      let report: string;
      try {
        report = execFileSync('npm', args, { cwd: tree, env, encoding: 'utf8', stdio: 'pipe' });
      } catch (error) {
        const failed = error as { stdout: string; stderr: string; status: number };
        report = `exit ${failed.status}\n${failed.stdout}${failed.stderr}`;
      }
      reports.set(entry.name, report.replaceAll(corpusDir, '<corpus>').replaceAll(tree, '<project>'));
    }
    return { out, reports };
  };

  console.log(`Building and importing at ${commit}…`);
  const old = made(before, 'before');
  console.log('Building and importing in the working tree…');
  const now = made(projectDir, 'after');

  const differences: string[] = [];
  const oldFiles = new Set(filesUnder(old.out));
  const newFiles = new Set(filesUnder(now.out));
  for (const file of oldFiles) if (!newFiles.has(file)) differences.push(`${file}: built before, not now`);
  for (const file of newFiles) {
    if (!oldFiles.has(file)) differences.push(`${file}: built now, not before`);
    else if (!readFileSync(path.join(old.out, file)).equals(readFileSync(path.join(now.out, file))))
      differences.push(`${file}: its bytes differ`);
  }
  for (const [name, report] of old.reports)
    if (now.reports.get(name) !== report)
      differences.push(`the import of tests/corpus/${name}: its report differs`);

  if (differences.length > 0) {
    console.error(`✗ ${differences.length} differences from ${commit}:\n  ${differences.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `✓ the same ${newFiles.size} built files and ${now.reports.size} import reports as ${commit}`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
