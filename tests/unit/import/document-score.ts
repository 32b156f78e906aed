/**
 * How well a résumé read from a PDF or Word file matches the truth it was rendered from, field by
 * field, and the tables a person pastes into a note to compare one reader's version with the next.
 */
import type { JsonResume } from '#import/read/json-resume-schema.ts';
import type { Refusal } from '#tooling/corpus/manifest.ts';

/** Text compared as a reader sees it: compatibility forms folded (ﬁ → fi), case, spaces and punctuation dropped. */
const normalise = (text = ''): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]/gu, '');

/** A share of what was to be found: `right` of `of`. */
interface Tally {
  right: number;
  of: number;
}

export interface FileScore {
  name: Tally;
  email: Tally;
  phone: Tally;
  /** Each truth job's company, position and start date, each right or not. */
  jobFields: Tally;
  /** The truth's schools found among those read, by institution. */
  schools: Tally;
  /** Whether as many skills, languages and certificates were read as the truth has. */
  counts: Tally;
  /** Jobs and schools read whose company or institution is nowhere in the truth. */
  invented: number;
}

const tally = (right: number, of: number): Tally => ({ right, of });
const one = (truth: string | undefined, right: boolean): Tally =>
  tally(truth ? Number(right) : 0, truth ? 1 : 0);

/** A start date is right when it is the truth's month, or, where the file gives a year alone, its year. */
const sameStart = (truth = '', read = ''): boolean =>
  read !== '' &&
  (read.slice(0, 7) === truth.slice(0, 7) ||
    (read.length === 4 && truth.startsWith(read)) ||
    // A year alone in the truth, which the file's look wrote with a month ("2016" as "Jan 2016").
    (truth.length === 4 && read.startsWith(truth)));

type Job = NonNullable<JsonResume['work']>[number];

/** The company, position and start date right of each truth job, against the read job that matches it best. */
function jobFields(truth: readonly Job[], read: readonly Job[]): Tally {
  const unused = new Set(read);
  let right = 0;
  for (const job of truth) {
    const fields = (candidate: Job) => [
      normalise(candidate.name) === normalise(job.name),
      normalise(candidate.position) === normalise(job.position),
      sameStart(job.startDate, candidate.startDate),
    ];
    const best = [...unused]
      .map((candidate) => ({ candidate, right: fields(candidate).filter(Boolean).length }))
      .sort((a, b) => b.right - a.right)[0];
    // A read job matches when its company or its title is the truth's: dates alone match too much.
    const [company, position] = best ? fields(best.candidate) : [];
    if (best && (company || position)) {
      unused.delete(best.candidate);
      right += best.right;
    }
  }
  return tally(right, truth.length * 3);
}

/** Every text of a document, in its order: what a file rendered from it can say. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value
      ? Object.values(value).flatMap(textsOf)
      : [];

/** The score of `read` (undefined when the file was not read) against `truth`. */
export function scoreFile(truth: JsonResume, read: JsonResume | undefined): FileScore {
  const basics = truth.basics ?? {};
  const got = read ?? {};
  const digits = (text = '') => text.replace(/\D/g, '');
  const truthText = normalise(textsOf(truth).join(''));
  const readSchools = new Set((got.education ?? []).map((school) => normalise(school.institution)));
  const counted = (key: 'skills' | 'languages' | 'certificates') =>
    (truth[key] ?? []).length > 0
      ? one('counted', (truth[key] ?? []).length === (got[key] ?? []).length)
      : tally(0, 0);
  const counts = [counted('skills'), counted('languages'), counted('certificates')];
  const named = [
    ...(got.work ?? []).map((job) => job.name),
    ...(got.education ?? []).map((school) => school.institution),
  ];
  return {
    name: one(basics.name, normalise(got.basics?.name) === normalise(basics.name)),
    email: one(basics.email, got.basics?.email?.toLowerCase() === basics.email?.toLowerCase()),
    // "Upon request" is no number: only a phone with digits is to be read.
    phone: one(digits(basics.phone) || undefined, digits(got.basics?.phone) === digits(basics.phone)),
    jobFields: jobFields(truth.work ?? [], got.work ?? []),
    schools: tally(
      (truth.education ?? []).filter((school) => readSchools.has(normalise(school.institution))).length,
      (truth.education ?? []).length,
    ),
    counts: tally(
      counts.reduce((sum, count) => sum + count.right, 0),
      counts.reduce((sum, count) => sum + count.of, 0),
    ),
    invented: named.filter((name) => normalise(name) !== '' && !truthText.includes(normalise(name))).length,
  };
}

/** The scores summed: each tally's right and of added, the invented counted. */
export function total(scores: readonly FileScore[]): FileScore {
  const sum = (key: Exclude<keyof FileScore, 'invented'>) =>
    tally(
      scores.reduce((all, score) => all + score[key].right, 0),
      scores.reduce((all, score) => all + score[key].of, 0),
    );
  return {
    name: sum('name'),
    email: sum('email'),
    phone: sum('phone'),
    jobFields: sum('jobFields'),
    schools: sum('schools'),
    counts: sum('counts'),
    invented: scores.reduce((all, score) => all + score.invented, 0),
  };
}

/** A tally as a share from 0 to 1; 1 when there was nothing to find. */
export const share = ({ right, of }: Tally): number => (of === 0 ? 1 : right / of);

const percent = (t: Tally): string => (t.of === 0 ? '–' : `${Math.round(share(t) * 100)}%`);

/** A Markdown table of the scores grouped by `label`, one row a group and a last row for all. */
export function scoreTable(title: string, rows: readonly { label: string; score: FileScore }[]): string {
  const groups = new Map<string, FileScore[]>();
  for (const { label, score } of rows) groups.set(label, [...(groups.get(label) ?? []), score]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const row = (label: string, scores: FileScore[]) => {
    const sum = total(scores);
    return line([
      label,
      String(scores.length),
      percent(sum.name),
      percent(sum.email),
      percent(sum.phone),
      percent(sum.jobFields),
      percent(sum.schools),
      percent(sum.counts),
      String(sum.invented),
    ]);
  };
  return [
    `${title}`,
    '',
    line([
      title.split(' ').at(-1) ?? '',
      'files',
      'name',
      'email',
      'phone',
      'job fields',
      'schools',
      'counts',
      'invented',
    ]),
    line(Array(9).fill('---')),
    ...[...groups].sort(([a], [b]) => a.localeCompare(b)).map(([label, scores]) => row(label, scores)),
    row(
      'all',
      rows.map((r) => r.score),
    ),
  ].join('\n');
}

/** How each refusal's message may say it, loosely: the words a person would look for. */
const refusalWords: Record<Refusal, RegExp> = {
  'no text': /no text|picture|scan|image/i,
  encrypted: /password|locked|encrypt/i,
  'not a résumé':
    /not (?:read as |look like |seem to be )?an? (?:r[ée]sum[ée]|cv)|no (?:r[ée]sum[ée]|cv)\b|nothing of an? r[ée]sum[ée]/i,
};

/** Whether one of `messages` gives `reason` as the file's. */
export const refusedFor = (reason: Refusal, messages: readonly string[]): boolean =>
  messages.some((message) => refusalWords[reason].test(message));
