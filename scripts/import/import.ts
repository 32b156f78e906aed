/**
 * `npm run import -- <file> [options]`: makes a career already written down the site's content. The
 * input is a résumé as a PDF or a Word file (.docx), a JSON Resume file (schema 1.0.0) or a LinkedIn
 * data export (the ZIP, or the folder of its CSVs). It writes the career files of `content/` (the profile, jobs, projects, education,
 * certifications, skills and the other résumé sections) and a LinkedIn export's articles as posts,
 * keeps the site's settings and the pages' words, and prints every field it could not import and
 * every file it added, replaced, edited or removed. A malformed input, or content that would not
 * pass `check:content`, is reported as `file:line:column  field  message` and changes nothing.
 *
 *   --dry-run          report what would change, and change nothing
 *   --locale fr_FR     the site's locale (default: the résumé's meta.language, else the site's own);
 *                      for a language site.json declares beside the site's own (`--locale fr`), the
 *                      résumé is the career in that language, written as its translation
 *   --content DIR      the content folder to import into (default: content/)
 *
 * Exit code 0 once imported, 1 on problems, 2 on a mistake in the command.
 */
import { existsSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { readCommandLine } from '#lib/command-line.ts';

const usage =
  'Usage: npm run import -- <resume.pdf | resume.docx | resume.json | linkedin-export.zip | export-folder> [--dry-run] [--locale fr_FR] [--content DIR]';

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

const { values, positionals } = readCommandLine(usage, {
  allowPositionals: true,
  options: {
    'dry-run': { type: 'boolean', default: false },
    locale: { type: 'string' },
    content: { type: 'string', default: 'content' },
  },
});
if (positionals.length !== 1)
  fail(positionals.length === 0 ? 'Name the file to import.' : 'Import one file at a time.');

const contentDir = resolve(values.content);
if (!existsSync(contentDir) || !statSync(contentDir).isDirectory())
  fail(`No content folder at ${values.content}.`);
/** The content folder as messages name it: relative to here when it is below, else in full. */
function labelOf(dir: string): string {
  const below = relative(process.cwd(), dir);
  return below === '' || below.startsWith('..') || isAbsolute(below) ? dir : below.split(sep).join('/');
}

// Loaded once the command is known to be right, side by side: the content pipeline takes a while to
// load, and so does the reader of a PDF or a Word file.
const [{ languageOf, readSite }, { importCareer }, { formatReport }] = await Promise.all([
  import('./pipeline.ts'),
  import('./import-career.ts'),
  import('./report.ts'),
  import('./read/read.ts').then(({ prepareReader }) => prepareReader(positionals[0]!)),
]);
const site = readSite(contentDir);
const language = languageOf(values.locale, site);
if ('mistake' in language) fail(language.mistake);
const options = {
  input: positionals[0]!,
  contentDir,
  contentLabel: labelOf(contentDir),
  dryRun: values['dry-run'],
};
// A language the site declares beside its own takes a translation; any other locale is the site's.
const report =
  'translation' in language
    ? await (
        await import('./import-translation.ts')
      ).importTranslation({ ...options, language: language.translation })
    : await importCareer({ ...options, locale: language.locale }, site);
const text = formatReport(report);
if (report.ok) console.log(text);
else {
  console.error(text);
  process.exitCode = 1;
}
