/**
 * The sample's marker (`content/.sample.json`, see import/sample.ts), kept true to the sample the
 * project ships. Run after changing the sample; the project's CI runs `--check`, which fails when a
 * file of the sample is not named as it is, or when the sample's other languages leave a word
 * untranslated (the sample declares none complete, so an owner's first edits never stop the build,
 * and this holds the sample to it instead).
 *
 *   node --import ./scripts/lib/typescript.mjs scripts/tooling/seal-sample.ts            rewrites content/.sample.json
 *   node --import ./scripts/lib/typescript.mjs scripts/tooling/seal-sample.ts --check    exit 1 if it is not current
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatWarning } from '#engine/problem.ts';
import { sampleMarker, sealSample } from '#import/sample.ts';
import { readCommandLine } from '#lib/command-line.ts';
import { loadSiteContent } from '#site-content/content.ts';

const usage = `Usage: node --import ./scripts/lib/typescript.mjs scripts/tooling/seal-sample.ts [--check] [--root DIR]

Names each file of the sample in content/${sampleMarker}; --check only says whether it is current.`;

const { values } = readCommandLine(usage, {
  options: { check: { type: 'boolean', default: false }, root: { type: 'string', default: '.' } },
});
const rootDir = resolve(values.root);
const contentDir = join(rootDir, 'content');
const marker = join(contentDir, sampleMarker);
const sealed = sealSample(contentDir);

if (!values.check) {
  writeFileSync(marker, sealed);
  console.log(`✓ content/${sampleMarker} names the sample's files as they are`);
} else {
  const problems: string[] = [];
  if (!existsSync(marker) || readFileSync(marker, 'utf8') !== sealed)
    problems.push(
      `content/${sampleMarker} does not name the sample as it is: run \`node --import ./scripts/lib/typescript.mjs scripts/tooling/seal-sample.ts\``,
    );
  const loaded = loadSiteContent({ rootDir, contentDir });
  if (!loaded.ok) problems.push('The sample does not pass `npm run check:content`');
  const untranslated = loaded.warnings.filter((warning) => warning.message.startsWith('Not translated'));
  problems.push(...untranslated.map(formatWarning));
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  } else console.log(`✓ content/${sampleMarker} is current and the sample is translated throughout`);
}
