/**
 * A content root with many entries, for timing the pipeline: a copy of `content/` (or of the valid
 * test fixture, when `content/` does not load cleanly) plus N generated jobs, projects and
 * certifications, each a valid variant of an existing one.
 *
 *   tsx scripts/bench/generate-content.ts [--entries 1000] [--out DIR]
 *
 * Prints the generated root, which `check:content --root` accepts.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { collections } from '../../src/content/config.ts';
import { loadContent } from '../content/load.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The generated entries split evenly between the collections kept as a folder of files. */
const folders = collections.filter((collection) => collection.kind !== 'file');
const shares = folders.map((collection) => ({
  folder: collection.source,
  extension: `.${collection.kind}`,
  share: 1 / folders.length,
}));

/** The root whose `content/` the generated entries start from. */
function templateRoot(): string {
  return loadContent({ rootDir: repoRoot }).ok ? repoRoot : join(repoRoot, 'tests/fixtures/content/valid');
}

/**
 * Writes a project root with `content/` holding the template content and `entries` more entries.
 * Returns the root.
 */
export function generateContent({ entries, outDir }: { entries: number; outDir?: string }): string {
  const root = outDir ?? mkdtempSync(join(tmpdir(), 'content-bench-'));
  rmSync(join(root, 'content'), { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  cpSync(join(templateRoot(), 'content'), join(root, 'content'), { recursive: true });

  let written = 0;
  shares.forEach(({ folder, extension, share }, index) => {
    const count = index === shares.length - 1 ? entries - written : Math.round(entries * share);
    const dir = join(root, 'content', folder);
    const templates = readdirSync(dir)
      .filter((name) => name.endsWith(extension))
      .sort()
      .map((name) => ({ id: name.slice(0, -extension.length), text: readFileSync(join(dir, name), 'utf8') }));
    for (let n = 0; n < count; n++) {
      const template = templates[n % templates.length]!;
      const id = `${template.id}-bench-${String(n + 1).padStart(4, '0')}`;
      // Each body differs, so no check finds one already parsed: a body of its own, as an owner's.
      const text =
        extension === '.json'
          ? template.text.replace(`"id": "${template.id}"`, `"id": "${id}"`)
          : `${template.text.replace(new RegExp(`^id: ${template.id}$`, 'm'), `id: ${id}`)}\nThe ${ordinal(n + 1)} variant of this entry, written for the benchmark, with **its own** [link](https://example.com/${id}).\n`;
      writeFileSync(join(dir, `${id}${extension}`), text);
    }
    written += count;
  });
  return root;
}

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { entries: { type: 'string', default: '1000' }, out: { type: 'string' } },
  });
  console.log(
    generateContent({ entries: Number(values.entries), outDir: values.out && resolve(values.out) }),
  );
}
