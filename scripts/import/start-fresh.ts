/**
 * `npm run start-fresh -- [--name "Jane Doe"]`: the sample content made the owner's to fill in by
 * hand, as an import of a résumé holding only their name would. Everything of the sample person
 * goes (career, posts, pictures, languages, the words about their career); the words every site
 * needs stay, and `npm run check:deploy` lists what is left to write. Only the sample is replaced:
 * on content that is already the owner's it changes nothing.
 *
 *   --name "Jane Doe"   the owner's name (default: a placeholder check:deploy asks to replace)
 *   --title "…"         their headline (default: likewise)
 *   --dry-run           report what would change, and change nothing
 *   --content DIR       the content folder (default: content/)
 *
 * Exit code 0 once done, 1 when the content is not the sample's, 2 on a mistake in the command.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readCommandLine } from '#lib/command-line.ts';
import { freshStart } from './placeholders.ts';
import { readSample, sampleMarker } from './sample.ts';

const usage = 'Usage: npm run start-fresh -- [--name "Jane Doe"] [--title "…"] [--dry-run] [--content DIR]';

const { values } = readCommandLine(usage, {
  options: {
    name: { type: 'string', default: freshStart.name },
    title: { type: 'string', default: freshStart.title },
    'dry-run': { type: 'boolean', default: false },
    content: { type: 'string', default: 'content' },
  },
});
const contentDir = resolve(values.content);
if (!readSample(contentDir)) {
  console.error(
    `${values.content}/ is yours already (it has no ${sampleMarker}, which marks the sample): nothing was changed.\n` +
      'To replace your career with a résumé, run `npm run import -- <file>`.',
  );
  process.exit(1);
}

const { importCareer } = await import('./import-career.ts');
const { formatReport } = await import('./report.ts');
const folder = mkdtempSync(join(tmpdir(), 'portfolio-start-'));
try {
  const input = join(folder, 'start-fresh.json');
  const basics = { name: values.name.trim(), label: values.title.trim(), email: freshStart.email };
  writeFileSync(input, JSON.stringify({ basics }));
  const report = await importCareer({
    input,
    contentDir,
    contentLabel: values.content.replace(/\/+$/, ''),
    dryRun: values['dry-run'],
  });
  report.input = 'a fresh start';
  report.kind = `${basics.name}, ${basics.label}, ${basics.email}`;
  const text = formatReport(report);
  if (report.ok) console.log(text);
  else {
    console.error(text);
    process.exitCode = 1;
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
