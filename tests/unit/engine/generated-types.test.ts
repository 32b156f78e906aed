/**
 * The generated modules must type-check against the schemas' output types, as `npm run typecheck`
 * does for the real content, in the site's program (tsconfig.app.json: the browser's types, not
 * Node's). Compiled in memory next to `src/content/config.ts`, so nothing lands in src/.
 */
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { renderModules } from '#engine/generate.ts';
import { loadSiteContent } from '#site-content/content.ts';
import { fixtureRoot, repoRoot, today } from './helpers.ts';

const virtualDir = join(repoRoot, 'src', 'content', '__generated_check__');

function compile(modules: Map<string, string>): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(repoRoot, 'tsconfig.app.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  )!;
  const host = ts.createCompilerHost(config.options);
  const { fileExists, readFile } = host;
  host.fileExists = (file) => modules.has(file) || fileExists.call(host, file);
  host.readFile = (file) => modules.get(file) ?? readFile.call(host, file);
  const { directoryExists } = host;
  host.directoryExists = (dir) =>
    [...modules.keys()].some((file) => file.startsWith(`${dir}/`)) ||
    (directoryExists?.call(host, dir) ?? true);
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (file, language, ...rest) => {
    const text = modules.get(file);
    return text === undefined
      ? getSourceFile.call(host, file, language, ...rest)
      : ts.createSourceFile(file, text, language);
  };
  const program = ts.createProgram([...modules.keys()], config.options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (diagnostic) =>
        `${relative(virtualDir, diagnostic.file?.fileName ?? '')}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`,
    );
}

function renderValid(): Map<string, string> {
  const result = loadSiteContent({ rootDir: fixtureRoot(), today });
  if (!result.ok) throw new Error('the valid fixture should load');
  return new Map(
    result.content.flatMap((loaded) =>
      renderModules(loaded, virtualDir).map(({ file, text }) => [join(virtualDir, file), text] as const),
    ),
  );
}

describe('generated module types', () => {
  it('type-check against the schemas, with MDX bodies as components', { timeout: 60_000 }, () => {
    expect(compile(renderValid())).toEqual([]);
  });

  it('would catch a value the output type does not allow', { timeout: 60_000 }, () => {
    const modules = renderValid();
    const jobs = join(virtualDir, 'jobs.ts');
    modules.set(jobs, modules.get(jobs)!.replace('"type": "Contract"', '"type": 7'));
    expect(compile(modules)).toEqual([
      expect.stringMatching(/^jobs\.ts: Type 'number' is not assignable to type 'string'/),
    ]);
  });
});
