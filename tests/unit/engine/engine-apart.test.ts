/**
 * The content engine stands apart from the site: it reads nothing of `src/` or of the site's rules,
 * by a relative path or by an alias (`#src/…`); the shared utilities of `#lib/` are all it may use.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.ts';

const engineDir = join(repoRoot, 'scripts/engine');

/** Each relative import of the engine's modules that leads outside its folder, as "module → import". */
function importsLeaving(): string[] {
  return readdirSync(engineDir)
    .filter((name) => name.endsWith('.ts'))
    .flatMap((name) => {
      const file = join(engineDir, name);
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      return importedFiles
        .map((imported) => imported.fileName)
        .filter((specifier) =>
          specifier.startsWith('#')
            ? !specifier.startsWith('#lib/')
            : specifier.startsWith('.') &&
              relative(engineDir, resolve(dirname(file), specifier)).startsWith('..'),
        )
        .map((specifier) => `${name} → ${specifier}`);
    });
}

describe('the content engine', () => {
  it('imports nothing from outside its folder: no module of the site, no rule of it', () => {
    expect(importsLeaving()).toEqual([]);
  });
});
