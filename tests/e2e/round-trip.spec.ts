/**
 * The round trip, on each résumé of the corpus: imported as `npm run import` imports it, built,
 * and the site's `resume.json` holds every entry and field the input held, but for what the import
 * reported it could not place.
 */
import { readFileSync } from 'node:fs';
import type { JsonResume } from '#import/read/json-resume-schema.ts';
import { checkBody } from '#engine/body.ts';
import { readImport } from '#import/read/read.ts';
import { mdxBody } from '#import/write/markdown.ts';
import { bodyProblems } from '#site-content/body-rules.ts';
import { importReportFile, type CorpusImport } from './corpus-content.ts';
import { contentGate, expect, test } from './fixtures';

type Json = Record<string, unknown>;
type Path = (string | number)[];

/** `work[1].description` → `['work', 1, 'description']`. */
const pathOf = (field: string): Path =>
  [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) => (index ? Number(index) : key!));

const removed = Symbol('removed');

/** `value` without the fields at `paths`; an entry removed from a list closes its gap. */
function without(value: unknown, paths: Path[]): unknown {
  const copy = structuredClone(value) as Json;
  for (const path of paths) {
    let parent: unknown = copy;
    for (const key of path.slice(0, -1)) parent = (parent as Json | undefined)?.[key as string];
    if (parent && typeof parent === 'object') (parent as Json)[path.at(-1) as string] = removed;
  }
  const close = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.filter((item) => item !== removed).map(close);
    if (node && typeof node === 'object')
      return Object.fromEntries(
        Object.entries(node)
          .filter(([, child]) => child !== removed)
          .map(([key, child]) => [key, close(child)]),
      );
    return node;
  };
  return close(copy);
}

/** The fields of `entry` named in `fields` that it has. */
function pick<T extends object>(entry: T, fields: readonly (keyof T)[]): Partial<T> {
  return Object.fromEntries(
    fields.filter((field) => entry[field] !== undefined).map((field) => [field, entry[field]]),
  ) as Partial<T>;
}

/** `output` holds as many entries as `input`, each with the input's `fields`. */
function expectEach<T extends object>(
  section: string,
  output: T[] | undefined,
  input: T[] | undefined,
  fields: readonly (keyof T)[],
) {
  expect(output ?? [], section).toHaveLength(input?.length ?? 0);
  expect(output ?? [], section).toEqual(
    expect.arrayContaining(
      (input ?? []).map((entry) => expect.objectContaining(pick(entry, fields) as Record<string, unknown>)),
    ),
  );
}

test(
  'resume.json holds every entry of the imported résumé but those the import left out',
  contentGate(),
  async ({ request, contentDir }) => {
    const imported = JSON.parse(readFileSync(importReportFile(contentDir), 'utf8')) as CorpusImport;
    const read = await readImport(imported.input);
    if (!read.ok) throw new Error(`${imported.input} no longer reads`);
    const resume = without(read.resume, imported.notPlaced.map(pathOf)) as JsonResume;
    const built = (await (await request.get('/resume.json')).json()) as JsonResume;

    // Part of a career (an export without Profile.csv) speaks only for the sections it holds; the
    // others are the content's own, kept.
    const speaks = (section: string) => !read.covers || read.covers.has(section);
    if (speaks('basics')) {
      expect(built.basics).toMatchObject(
        pick(resume.basics ?? {}, ['name', 'label', 'email', 'phone', 'url']),
      );
      // The site spells a network's name its own way ("GitHub" for "Github").
      const profiles = (list: NonNullable<JsonResume['basics']>['profiles']) =>
        list?.map((profile) => ({ ...profile, network: profile.network?.toLowerCase() }));
      expectEach('basics.profiles', profiles(built.basics?.profiles), profiles(resume.basics?.profiles), [
        'network',
        'url',
      ]);
    }
    if (speaks('work'))
      expectEach('work', built.work, resume.work, [
        'name',
        'position',
        'url',
        'location',
        'startDate',
        'endDate',
        'highlights',
      ]);
    // A job's summary comes back as its text: the body the import wrote, read as plain text (its
    // Markdown's emphasis gone, a link as "text (address)").
    for (const work of speaks('work') ? (resume.work ?? []) : [])
      if (work.summary)
        expect(
          built.work?.find((job) => job.name === work.name && job.position === work.position)?.summary,
        ).toBe(checkBody(mdxBody(work.summary), bodyProblems).text);
    // A degree "X in Y" given whole comes back as its type and its area.
    const degrees = (list: JsonResume['education']) =>
      list?.map(({ studyType, area, ...entry }) => ({
        ...entry,
        degree: [studyType, area].filter(Boolean).join(' in ') || undefined,
      }));
    if (speaks('education'))
      expectEach('education', degrees(built.education), degrees(resume.education), [
        'institution',
        'url',
        'degree',
        'startDate',
        'endDate',
        'score',
        'courses',
      ]);
    if (speaks('projects'))
      expectEach('projects', built.projects, resume.projects, [
        'name',
        'description',
        'highlights',
        'keywords',
        'startDate',
        'endDate',
        'url',
        'type',
      ]);
    if (speaks('awards'))
      expectEach('awards', built.awards, resume.awards, ['title', 'date', 'awarder', 'summary']);
    if (speaks('certificates'))
      expectEach('certificates', built.certificates, resume.certificates, ['name', 'date', 'issuer', 'url']);
    if (speaks('publications'))
      expectEach('publications', built.publications, resume.publications, [
        'name',
        'publisher',
        'releaseDate',
        'url',
        'summary',
      ]);
    if (speaks('volunteer'))
      expectEach('volunteer', built.volunteer, resume.volunteer, [
        'organization',
        'position',
        'url',
        'startDate',
        'endDate',
        'summary',
        'highlights',
      ]);
    if (speaks('languages'))
      expectEach('languages', built.languages, resume.languages, ['language', 'fluency']);
    if (speaks('interests')) expectEach('interests', built.interests, resume.interests, ['name', 'keywords']);
    if (speaks('references'))
      expectEach('references', built.references, resume.references, ['name', 'reference']);

    // Skills: a group keeps its name, level and keywords; skills named alone are gathered into one
    // group, so each is among the built keywords.
    if (!speaks('skills')) return;
    const grouped = (resume.skills ?? []).filter((skill) => skill.keywords?.length);
    expect(built.skills ?? []).toEqual(
      expect.arrayContaining(
        grouped.map((skill) =>
          expect.objectContaining(pick(skill, ['name', 'level', 'keywords']) as Record<string, unknown>),
        ),
      ),
    );
    const builtWords = new Set(
      (built.skills ?? []).flatMap((skill) => [skill.name, ...(skill.keywords ?? [])]),
    );
    const alone = (resume.skills ?? []).filter((skill) => !skill.keywords?.length).map((skill) => skill.name);
    expect(
      alone.filter((name) => !builtWords.has(name)),
      'skills named alone',
    ).toEqual([]);
  },
);
