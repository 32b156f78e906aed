/** What `npm run import` prints: every problem, every field not imported, every file it touched. */
import { formatProblem, formatProblemCount, formatWarning, type Problem } from '#engine/problem.ts';
import { plural } from '#engine/words.ts';
import type { ImportReport } from './pipeline.ts';

/** The copy's changes, the fields of one file that met the same fate on one line. */
function groupedCopy({ copy }: ImportReport): { file: string; fields: string[]; message: string }[] {
  const groups: { file: string; fields: string[]; message: string }[] = [];
  for (const { file, field, message } of copy) {
    const last = groups.at(-1);
    if (last && last.file === file && last.message === message) last.fields.push(field);
    else groups.push({ file, fields: [field], message });
  }
  return groups;
}

/** What of the sample went, in one block: a language's folder on one line, every other file on its own. */
function sampleLines({ sample, contentLabel }: ImportReport): string[] {
  if (!sample) return [];
  const inLanguage = (file: string) => sample.languages.find((code) => file.startsWith(`${code}/`));
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  const lines = [
    '',
    `The sample's, removed: it was a person who is not you (${plural(sample.removed.length, 'file')}).`,
    ...sample.removed.filter((file) => !inLanguage(file)).map((file) => `  ${contentLabel}/${file}`),
    ...sample.languages.map((code) => {
      const count = sample.removed.filter((file) => inLanguage(file) === code).length;
      return `  ${contentLabel}/${code}/  the site in ${names.of(code)} (${plural(count, 'file')}), and its place in site.json → languages`;
    }),
    ...(sample.picture
      ? [
          `  ${contentLabel}/site.json  image  renamed ${sample.picture}: it was named after the sample person`,
        ]
      : []),
  ];
  if (sample.kept.length > 0)
    lines.push(
      "Kept, since you changed them: they are yours now (remove any that is still the sample's):",
      ...sample.kept.map((file) => `  ${contentLabel}/${file}`),
    );
  return lines;
}

/**
 * How a reading or a field not imported names its place: `file:line:column  field` in a file of
 * text, which an editor opens there; in a document read line by line (a PDF, a Word file), its
 * file and `page N, line M` alone, as a person finds it on the page.
 */
function placeOf({ lines }: ImportReport): (problem: Problem) => string {
  return lines ? ({ file, path, message }) => `${file}  ${path}  ${message}` : formatProblem;
}

/** How much of a document went into the résumé: `Read 52 lines of the PDF: 51 placed, 1 reported …`. */
function documentLines({ lines, kind, notPlaced }: ImportReport): string[] {
  if (!lines) return [];
  const { total, placed, reported } = lines;
  const read = `Read ${plural(total, 'line')} of the ${kind}`;
  // A line placed in part (a city beside a job's title) counts as placed; its other words are listed.
  if (reported > 0) return [`${read}: ${placed} placed, ${reported} reported under "Not imported".`];
  if (notPlaced.length > 0) return [`${read}: all ${placed} placed, some in part (see "Not imported").`];
  return [`${read}: all ${placed} placed.`];
}

/** The report as lines for the terminal. */
export function formatReport(report: ImportReport): string {
  const { contentLabel } = report;
  const lines: string[] = [`Importing ${report.input} (${report.kind}) into ${contentLabel}/`];
  if (!report.ok) {
    lines.push('', ...report.problems.map(formatProblem), formatProblemCount(report.problems));
    lines.push(`Nothing was changed in ${contentLabel}/.`);
    return lines.join('\n');
  }

  const counts = report.counts.filter(({ count }) => count > 0);
  lines.push(
    '',
    `Imported: ${counts.map(({ section: [one, more], count }) => `${count} ${count === 1 ? one : more}`).join(', ') || 'the profile'}.`,
    ...documentLines(report),
  );

  if (report.articles) {
    const { read, imported, drafts } = report.articles;
    const parts = [
      `${imported} imported as ${imported === 1 ? 'a post' : 'posts'} in ${contentLabel}/writing/`,
      ...(drafts > 0 ? [`${drafts} of them ${drafts === 1 ? 'a draft' : 'drafts'}`] : []),
    ];
    const left = read - imported;
    lines.push(
      `Articles: ${read} read; ${parts.join(', ')}${left > 0 ? `; ${left} not (see "Not imported")` : ''}.`,
    );
  }
  if (report.readings.length > 0) {
    lines.push('', `Read as a person would (${plural(report.readings.length, 'reading')}; check them):`);
    lines.push(...report.readings.map(placeOf(report)));
  }
  if (report.notPlaced.length > 0) {
    lines.push('', `Not imported (${plural(report.notPlaced.length, 'field')}):`);
    lines.push(...report.notPlaced.map(placeOf(report)));
  }
  if (report.kept && report.kept.length > 0)
    lines.push(
      '',
      'Kept as they were (the input is part of a career and holds nothing for them; page copy and settings are kept too):',
      ...report.kept.map((file) => `  ${contentLabel}/${file}`),
    );
  lines.push(...sampleLines(report));
  if (report.locale) lines.push('', `Locale: ${report.locale.value}, ${report.locale.from}.`);
  if (report.photo) lines.push('', `Photo: ${report.photo}`);
  if (report.copy.length > 0) {
    lines.push('', 'Page copy and settings (every other word is kept):');
    lines.push(
      ...groupedCopy(report).map(
        ({ file, fields, message }) => `${contentLabel}/${file}  ${fields.join(', ')}  ${message}`,
      ),
    );
  }
  if (report.warnings.length > 0) lines.push('', ...report.warnings.map(formatWarning));

  lines.push('');
  if (report.files.length === 0) lines.push(`${contentLabel}/ already holds this career: no file changed.`);
  else {
    const width = Math.max(...report.files.map(({ change }) => change.length));
    lines.push(
      report.dryRun ? 'Files it would change (dry run: nothing was written):' : 'Files changed:',
      ...report.files.map(({ file, change }) => `  ${change.padEnd(width)}  ${contentLabel}/${file}`),
    );
    if (!report.dryRun)
      lines.push(
        '',
        `To undo: \`git checkout -- ${contentLabel}/\` brings back what was replaced, edited or removed; ` +
          'delete the added files.',
        report.translation
          ? `Next: \`npm run check:content\` lists the words still in the site's own language; once none is, ` +
              `mark ${report.translation} complete in site.json ("complete": true).`
          : "Next: write your own words where the previous career's were removed; `npm run check:deploy` " +
              'lists what is still to decide.',
      );
  }
  return lines.join('\n');
}
