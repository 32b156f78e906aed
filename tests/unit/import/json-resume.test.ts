import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonResumeSchema } from '../../../scripts/import/json-resume-schema';
import { readJsonResume } from '../../../scripts/import/json-resume';
import { officialSchema } from '../../../scripts/import/official-schema';
import { readImport } from '../../../scripts/import/read';
import { corpus, failure, fixture, lines, placeOf, success } from './helpers';

const read = (name: string) => success(readJsonResume(`${corpus(name)}/resume.json`));
const cyrillic = /^[\p{Script=Cyrillic}\p{P}\p{Zs}\d]+$/u;

describe('the JSON Resume corpus', () => {
  it('veteran: a 30-job, 25-year career with every section of the standard', () => {
    const { resume, notPlaced } = read('veteran');
    const work = resume.work ?? [];
    expect(work).toHaveLength(30);
    const years = work.map((job) => Number(job.startDate?.slice(0, 4)));
    expect(Math.max(...years) - Math.min(...years)).toBeGreaterThanOrEqual(23);

    const roles = new Map<string | undefined, number>();
    for (const job of work) roles.set(job.name, (roles.get(job.name) ?? 0) + 1);
    expect(Math.max(...roles.values())).toBeGreaterThanOrEqual(3);
    expect(
      work.filter((job) => /contract|freelance|consultant/i.test(`${job.name} ${job.position}`)).length,
    ).toBeGreaterThanOrEqual(5);
    expect(work.filter((job) => job.location === undefined).length).toBeGreaterThan(work.length / 2);
    expect(work.filter((job) => job.endDate === undefined)).toHaveLength(1);
    const summaries = work.flatMap((job) => job.summary ?? []);
    expect(summaries.some((summary) => summary.length > 250)).toBe(true);
    expect(summaries.some((summary) => summary.length < 45)).toBe(true);
    expect(work.filter((job) => (job.highlights ?? []).length > 0).length).toBeGreaterThan(10);

    const skills = resume.skills ?? [];
    expect(skills.length).toBeGreaterThanOrEqual(5);
    expect(skills.flatMap((group) => group.keywords ?? []).length).toBeGreaterThanOrEqual(30);
    expect(skills.every((group) => group.level !== undefined)).toBe(true);
    for (const section of [
      'volunteer',
      'awards',
      'publications',
      'languages',
      'interests',
      'references',
      'certificates',
      'projects',
    ] as const) {
      expect(resume[section]?.length, section).toBeGreaterThan(0);
    }
    expect(resume.basics?.image).toMatch(/^https:\/\//);
    expect(resume.meta).toMatchObject({ theme: 'even' });
    expect(notPlaced).toEqual([]);
  });

  it('junior: no work at all, projects (some only a name and description), courses and a score, one club', () => {
    const { resume } = read('junior');
    expect(resume).not.toHaveProperty('work');
    const projects = resume.projects ?? [];
    expect(projects.length).toBeGreaterThanOrEqual(4);
    expect(
      projects.filter((project) => Object.keys(project).sort().join() === 'description,name').length,
    ).toBeGreaterThanOrEqual(2);
    expect(resume.education?.[0]).toMatchObject({
      score: '4.6/5',
      courses: expect.arrayContaining(['Compilers']),
    });
    expect(resume.volunteer).toHaveLength(1);
    expect(resume.volunteer?.[0]?.organization).toMatch(/club/i);
    expect(resume.languages?.length).toBeGreaterThanOrEqual(2);
    expect(resume.basics).not.toHaveProperty('phone');
  });

  it('founder: year-only and full ISO dates, a phone "Upon request", founder roles, no locations, no levels', () => {
    const { resume } = read('founder');
    const work = resume.work ?? [];
    const dates = work.flatMap((job) => [job.startDate, job.endDate]).filter((date) => date !== undefined);
    expect(dates).toContain('2016');
    expect(dates).toContain('2021-03-15');
    expect(resume.basics?.phone).toBe('Upon request');
    expect(resume.basics).not.toHaveProperty('location');
    expect(work.map((job) => job.position)).toEqual(expect.arrayContaining(['Founder & CTO', 'Co-founder']));
    expect(work[0]?.url).toBe('https://loomwright.example.com');
    expect(work.filter((job) => job.location === undefined).length).toBe(work.length - 1);
    expect((resume.skills ?? []).some((group) => group.level !== undefined)).toBe(false);
  });

  it('français: French throughout, 15 training courses, and its language in meta', () => {
    const { resume, notPlaced } = read('francais');
    expect(resume.basics?.location?.countryCode).toBe('FR');
    expect(resume.basics?.label).toBe('Développeuse full-stack senior');
    expect(resume.certificates).toHaveLength(15);
    expect(
      resume.certificates?.every((certificate) => /^\d{4}-\d{2}-\d{2}$/.test(certificate.date ?? '')),
    ).toBe(true);
    expect(resume.meta).toEqual({ language: 'fr' });
    const file = `${corpus('francais')}/resume.json`;
    const nationality = placeOf(file, '"nationality"');
    const licence = placeOf(file, '"drivingLicence"');
    expect(lines(notPlaced)).toEqual([
      `${file}:${nationality.line}:${nationality.column}  basics.nationality  JSON Resume 1.0.0 has no "nationality" field; not imported`,
      `${file}:${licence.line}:${licence.column}  basics.drivingLicence  JSON Resume 1.0.0 has no "drivingLicence" field; not imported`,
    ]);
    expect(resume.basics).not.toHaveProperty('nationality');
  });

  it('ukrainian: names, companies and titles in Cyrillic, and no language signal', () => {
    const { resume } = read('ukrainian');
    const texts = [
      resume.basics?.name,
      resume.basics?.label,
      ...(resume.work ?? []).flatMap((job) => [job.name, job.position]),
      ...(resume.education ?? []).map((entry) => entry.institution),
    ];
    for (const text of texts) expect(text).toMatch(cyrillic);
    expect(resume.basics?.location).toMatchObject({ city: 'Львів', countryCode: 'UA' });
    expect(resume).not.toHaveProperty('meta');
  });

  it('points every value back at its place in the file', () => {
    const file = `${corpus('veteran')}/resume.json`;
    const { origin, resume } = read('veteran');
    expect(resume.work?.[1]?.startDate).toBe('2022-10-03');
    expect(origin(['work', 1, 'startDate'])).toEqual(placeOf(file, '"2022-10-03"'));
    expect(origin(['skills', 4, 'keywords', 2])).toEqual(placeOf(file, '"Service level objectives"'));
    // A field the file does not have points at the entry that lacks it.
    expect(origin(['work', 1, 'location'])).toEqual(origin(['work', 1]));
    expect(origin(['work', 1])).toEqual({
      file,
      line: placeOf(file, '"position": "Senior Staff Engineer"').line - 2,
      column: 5,
    });
    expect(origin(['references'])).toEqual(placeOf(file, '[', '"references"'));
  });
});

describe('a JSON Resume file with mistakes', () => {
  it.each([
    [
      'missing-comma.json',
      '5:5  (file)  Expected "," or "}" after the value of "label", found "email" — is a comma missing?',
    ],
    ['trailing-comma.json', '9:29  (file)  Remove this comma: JSON does not allow a comma before "}"'],
    ['unclosed.json', '5:13  (file)  This "[" is never closed: the file ends before its "]"'],
    [
      'duplicate-field.json',
      '5:5  basics.name  Duplicate field "name": it is already set on line 3; keep only one',
    ],
  ])('%s: one located syntax problem', (name, problem) => {
    expect(failure(readJsonResume(fixture(name)))).toEqual([`${fixture(name)}:${problem}`]);
  });

  it('fails the official schema: every field, in file order, in words', () => {
    const file = fixture('schema-errors.json');
    expect(failure(readJsonResume(file))).toEqual(
      [
        '4:14  basics.email  Expected an email address like "name@example.com", received "avery at example.com"',
        '5:12  basics.url  Expected a full web address starting with "https://", received "averyquill.example.com"',
        '6:17  basics.profiles  Expected a list [ ], received an object',
        '15:20  work[0].startDate  Expected a date like "2021", "2021-03" or "2021-03-15", received "March 2021"',
        '16:18  work[0].endDate  Expected a date like "2021", "2021-03" or "2021-03-15", received "Present"; leave endDate out while it goes on',
        '17:21  work[0].highlights  Expected a list [ ], received "Led the billing rewrite"',
        '24:18  work[1].summary  Expected text, received the number 42',
        '30:18  education[0].endDate  Expected a date like "2021", "2021-03" or "2021-03-15", received "2018-06-31x"',
      ].map((problem) => `${file}:${problem}`),
    );
  });

  it('names text that is not a JSON object, and an empty file', () => {
    expect(failure(readJsonResume('list.json', '[{"name": "A"}]'))).toEqual([
      'list.json:1:1  (file)  Expected an object { }, received a list',
    ]);
    expect(failure(readJsonResume('empty.json', '\n'))).toEqual([
      'empty.json:1:1  (file)  The file is empty: expected a JSON Resume object { }',
    ]);
  });

  it('finds a raw line break inside text, single quotes and comments', () => {
    expect(failure(readJsonResume('a.json', '{"basics": {"name": "Avery\nQuill"}}'))).toEqual([
      'a.json:1:27  (file)  A line break or tab inside text must be written as \\n',
    ]);
    expect(failure(readJsonResume('b.json', "{'basics': {}}"))).toEqual([
      'b.json:1:2  (file)  Text in JSON needs double quotes ("…"), not single quotes',
    ]);
    expect(failure(readJsonResume('c.json', '{\n  // work to come\n}'))).toEqual([
      'c.json:2:3  (file)  Comments are not allowed in JSON files',
    ]);
  });
});

describe('what real files carry beyond the standard', () => {
  it('reads past a byte-order mark, and counts its columns without it', () => {
    const { resume, origin } = success(readJsonResume('bom.json', '\uFEFF{"basics": {"name": "Avery"}}'));
    expect(resume.basics?.name).toBe('Avery');
    expect(origin(['basics', 'name'])).toEqual({ file: 'bom.json', line: 1, column: 21 });
  });

  it('takes an empty text or null for a field not given, as résumé editors write a blank', () => {
    const text = JSON.stringify({
      basics: { name: 'Avery', image: '', url: '', profiles: [{ network: 'GitHub', url: '' }] },
      work: [{ name: 'Inkwell Labs', startDate: '2019', endDate: '', url: null }],
    });
    const { resume } = success(readJsonResume('blank.json', text));
    expect(resume.basics).toEqual({ name: 'Avery', profiles: [{ network: 'GitHub' }] });
    expect(resume.work).toEqual([{ name: 'Inkwell Labs', startDate: '2019' }]);
  });

  it('reports fields outside the standard, naming the 1.0.0 name of an older one, and keeps meta whole', () => {
    const text = [
      '{',
      '  "basics": { "name": "Avery", "birthday": "1990-02-01" },',
      '  "work": [{ "company": "Inkwell Labs", "website": "https://inkwell.example.com" }],',
      '  "languages": [{ "language": "Welsh", "countryCode": "GB" }],',
      '  "attachments": [],',
      '  "meta": { "theme": "even", "language": "cy" }',
      '}',
    ].join('\n');
    const { resume, notPlaced } = success(readJsonResume('extra.json', text));
    expect(lines(notPlaced)).toEqual([
      'extra.json:2:32  basics.birthday  JSON Resume 1.0.0 has no "birthday" field; not imported',
      'extra.json:3:14  work[0].company  "company" is the older JSON Resume name of "name"; rename it to import it',
      'extra.json:3:41  work[0].website  "website" is the older JSON Resume name of "url"; rename it to import it',
      'extra.json:4:40  languages[0].countryCode  JSON Resume 1.0.0 has no "countryCode" field; not imported',
      'extra.json:5:3  attachments  JSON Resume 1.0.0 has no "attachments" field; not imported',
    ]);
    expect(resume).toEqual({
      basics: { name: 'Avery' },
      work: [{}],
      languages: [{ language: 'Welsh' }],
      meta: { theme: 'even', language: 'cy' },
    });
  });
});

describe('readImport', () => {
  it('reads a .json file as JSON Resume, a folder or a .zip as a LinkedIn export', () => {
    expect(success(readImport(`${corpus('founder')}/resume.json`)).resume.basics?.name).toBe(
      'Noor Haddad-Whitley',
    );
    expect(success(readImport(corpus('linkedin'))).resume.basics?.name).toBe('Marisol Achterberg');
    expect(failure(readImport(fixture('not-a-zip.zip')))[0]).toContain('this is not a ZIP file');
    expect(failure(readImport('tests/corpus/nobody.json'))).toEqual([
      'tests/corpus/nobody.json:1:1  (file)  No such file or folder',
    ]);
  });
});

/** A JSON Schema reduced to what the mirror must match: types, fields, items and date patterns. */
function shape(node: Record<string, unknown>, root: Record<string, unknown>): unknown {
  const ref = node.$ref as string | undefined;
  const resolved = ref
    ? (ref
        .split('/')
        .slice(1)
        .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], root) as Record<string, unknown>)
    : node;
  const properties = resolved.properties as Record<string, Record<string, unknown>> | undefined;
  if (properties) {
    return {
      type: 'object',
      properties: Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, shape(value, root)]),
      ),
    };
  }
  if (resolved.type === 'array')
    return { type: 'array', items: shape(resolved.items as Record<string, unknown>, root) };
  return resolved.pattern ? { type: resolved.type, pattern: resolved.pattern } : { type: resolved.type };
}

describe('the typed mirror of the standard', () => {
  it('has the official schema’s fields, types and date pattern, at every level', () => {
    const official = officialSchema as Record<string, unknown>;
    const mirror = z.toJSONSchema(jsonResumeSchema) as Record<string, unknown>;
    expect(shape(mirror, mirror)).toEqual(shape(official, official));
  });
});
