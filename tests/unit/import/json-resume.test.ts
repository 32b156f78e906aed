import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonResumeSchema, modelExtensions } from '#import/read/json-resume-schema.ts';
import { readJsonResume } from '#import/read/json-resume.ts';
import { officialSchema } from '#import/read/official-schema.ts';
import { readImport } from '#import/read/read.ts';
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

  // Some projects are only a name and a description.
  it('junior: no work at all, projects, courses and a score, one club', () => {
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

  // And no locations, no levels.
  it('founder: year-only and ISO dates, a phone "Upon request", founder roles', () => {
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
      `${file}:${nationality.line}:${nationality.column}  basics.nationality  JSON Resume has no "nationality" field; not imported`,
      `${file}:${licence.line}:${licence.column}  basics.drivingLicence  JSON Resume has no "drivingLicence" field; not imported`,
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

describe('a file that cannot be read as a résumé', () => {
  it.each([
    [
      'missing-comma.json',
      '5:5  (file)  Expected "," or "}" after the value of "label", found "email" — is a comma missing?',
    ],
    ['unclosed.json', '5:13  (file)  This "[" is never closed: the file ends before its "]"'],
  ])('%s: one located syntax problem', (name, problem) => {
    expect(failure(readJsonResume(fixture(name)))).toEqual([`${fixture(name)}:${problem}`]);
  });

  it('names text that is no JSON Resume object, and an empty file', () => {
    const expected =
      'Expected a JSON Resume document, with "basics", "work", "education" or another of its sections';
    expect(failure(readJsonResume('list.json', '[{"name": "A"}]'))).toEqual([
      `list.json:1:1  (file)  ${expected}; found no JSON object`,
    ]);
    expect(failure(readJsonResume('c.json', '{\n  // work to come\n}'))).toEqual([
      `c.json:1:1  (file)  ${expected}; found an empty object`,
    ]);
    expect(failure(readJsonResume('other.json', '{"name": "app", "version": "1.0.0"}'))).toEqual([
      `other.json:1:1  (file)  ${expected}; found the fields "name", "version"`,
    ]);
    expect(failure(readJsonResume('empty.json', '\n'))).toEqual([
      'empty.json:1:1  (file)  The file is empty: expected a JSON Resume object { }',
    ]);
  });
});

// Each is read, and each reading said.
describe('a file as people keep it', () => {
  // Raw line breaks; single quotes among them.
  it('forgives trailing commas, fields set twice, line breaks, quotes, comments', () => {
    const trailing = success(readJsonResume(fixture('trailing-comma.json')));
    expect(trailing.resume.work).toEqual([
      { name: 'Inkwell Labs', position: 'Developer', startDate: '2019-04' },
    ]);
    expect(lines(trailing.readings)).toEqual([
      `${fixture('trailing-comma.json')}:9:29  (file)  A comma before "}", which JSON does not allow: skipped`,
    ]);
    const twice = success(readJsonResume(fixture('duplicate-field.json')));
    expect(twice.resume.basics?.name).toBe('Avery J. Quill');
    expect(lines(twice.readings)).toEqual([
      `${fixture('duplicate-field.json')}:5:5  basics.name  Duplicate field "name": it is already set on line 3; the later value is read`,
    ]);
    const raw = success(readJsonResume('a.json', '{"basics": {"name": "Avery\nQuill"}}'));
    expect(raw.resume.basics?.name).toBe('Avery\nQuill');
    expect(lines(raw.readings)).toEqual([
      'a.json:1:27  (file)  A raw line break or tab inside text, which JSON writes as \\n: kept',
    ]);
    const quoted = success(readJsonResume('b.json', "{'basics': {name: 'Avery'}, /* to do */ 'work': []}"));
    // An empty list says nothing, as an empty text does.
    expect(quoted.resume).toEqual({ basics: { name: 'Avery' } });
    expect(lines(quoted.readings)).toEqual([
      'b.json:1:2  (file)  Text in single quotes, which JSON does not allow: read as text (also at 1:19, 1:41)',
      'b.json:1:13  (file)  A field name without quotes, which JSON does not allow: read as a name',
      'b.json:1:29  (file)  A comment, which JSON does not allow: skipped',
    ]);
  });

  // It leaves out only what it cannot read.
  it('reads values of other shapes than the standard’s, saying how', () => {
    const file = fixture('other-shapes.json');
    const { resume, readings, notPlaced } = success(readJsonResume(file));
    expect(resume).toEqual({
      basics: {
        name: 'Avery Quill',
        email: 'avery at example.com',
        url: 'https://averyquill.example.com',
        profiles: [{ network: 'GitHub', username: 'aquill' }],
      },
      work: [
        {
          name: 'Inkwell Labs',
          position: 'Senior Developer',
          startDate: '2021-03',
          highlights: ['Led the billing rewrite'],
        },
        { name: 'Inkwell Labs', position: 'Developer', startDate: '2019-04', summary: '42' },
      ],
      education: [{ institution: 'Quayside College', endDate: '2018' }],
    });
    expect(lines(readings)).toEqual(
      [
        '5:12  basics.url  found "averyquill.example.com", an address without its scheme: read as https://averyquill.example.com',
        '6:17  basics.profiles  found one entry where a list belongs: read as a list of one',
        '15:20  work[0].startDate  found "March 2021": read as 2021-03',
        '16:18  work[0].endDate  found "Present": read as ongoing',
        '17:21  work[0].highlights  found one text where a list belongs: read as a list of one',
        '24:18  work[1].summary  found 42, not text: read as "42"',
        '30:18  education[0].endDate  found "2018-06-31x": read as 2018 (only the year is a date the site can show)',
      ].map((reading) => `${file}:${reading}`),
    );
    expect(notPlaced).toEqual([]);
  });

  it('reads a date or "ongoing" however spelt, and swaps an end before a start', () => {
    const work = [
      ['04/2019', 'Present'],
      ['2018-9', 'now'],
      ['Sept. 2017', 'current'],
      ['2016年4月', '至今'],
      ['2015.03', 'حتى الآن'],
      ['2014', 'по настоящее время'],
      ['2013-02-01T00:00:00.000Z', ''],
      ['2012', '2010'],
    ].map(([startDate, endDate], index) => ({
      name: `Company ${index}`,
      position: 'Developer',
      startDate,
      endDate,
    }));
    const { resume, readings } = success(readJsonResume('dates.json', JSON.stringify({ work })));
    expect(resume.work?.map((job) => [job.startDate, job.endDate])).toEqual([
      ['2019-04', undefined],
      ['2018-09', undefined],
      ['2017-09', undefined],
      ['2016-04', undefined],
      ['2015-03', undefined],
      ['2014', undefined],
      ['2013-02-01', undefined],
      ['2010', '2012'],
    ]);
    expect(readings.at(-1)?.message).toBe(
      'found an end (2010) before the start (2012): read as 2010 to 2012; check which you meant',
    );
    expect(readings.filter((reading) => reading.message.endsWith('read as ongoing'))).toHaveLength(6);
  });

  it('reads profiles as a map of network to address, and a place as one text', () => {
    const text = JSON.stringify({
      basics: {
        name: 'Avery',
        location: 'Tallinn, Estonia',
        profiles: { GitHub: 'github.com/avery', Mastodon: 'https://hachyderm.io/@avery' },
      },
    });
    const { resume, readings } = success(readJsonResume('map.json', text));
    expect(resume.basics).toEqual({
      name: 'Avery',
      location: { city: 'Tallinn', countryCode: 'EE' },
      profiles: [
        { network: 'GitHub', url: 'https://github.com/avery' },
        { network: 'Mastodon', url: 'https://hachyderm.io/@avery' },
      ],
    });
    expect(readings.map((reading) => `${reading.path}  ${reading.message}`)).toEqual([
      'basics.location  found the place as one text "Tallinn, Estonia": read as Tallinn · EE',
      'basics.profiles  found the profiles as a map of network to address: read as a list of them',
      'basics.profiles.GitHub  found "github.com/avery", an address without its scheme: read as https://github.com/avery',
    ]);
  });

  // The description is its text when it has no summary.
  it('reads a job’s description as its text, and a "current" flag as ongoing', () => {
    const work = [
      {
        name: 'A',
        position: 'Dev',
        startDate: '2023-01',
        endDate: '2024-01',
        current: true,
        description: 'Led the API work',
      },
      {
        name: 'B',
        position: 'Dev',
        startDate: '2020-01',
        description: 'Payroll software',
        summary: 'Built the payroll engine',
      },
    ];
    const { resume, readings } = success(readJsonResume('flags.json', JSON.stringify({ work })));
    expect(resume.work).toEqual([
      { name: 'A', position: 'Dev', startDate: '2023-01', summary: 'Led the API work' },
      // Beside a summary, the description is the company's, as 1.0.0 means it.
      {
        name: 'B',
        position: 'Dev',
        startDate: '2020-01',
        description: 'Payroll software',
        summary: 'Built the payroll engine',
      },
    ]);
    expect(readings.map((reading) => `${reading.path}  ${reading.message}`)).toEqual([
      'work[0].current  says the entry goes on: read as ongoing, and its end (2024-01) left out',
      "work[0].description  found no summary: read the description as the job's text",
    ]);
  });

  // And a job’s technologies, and a country by any name.
  it('reads a file without basics, with the owner’s fields at its top', () => {
    const text = JSON.stringify({
      name: 'Wing',
      email: 'wing@example.com',
      location: { city: 'Austin', country: 'USA' },
      work: [{ company: 'Inkwell', title: 'Developer', from: '2020', technologies: 'Go, Rust' }],
    });
    const { resume, readings } = success(readJsonResume('top.json', text));
    expect(resume.basics).toEqual({
      name: 'Wing',
      email: 'wing@example.com',
      location: { city: 'Austin', countryCode: 'US' },
    });
    expect(resume.work?.[0]?.keywords).toEqual(['Go', 'Rust']);
    expect(readings.map((reading) => `${reading.path}  ${reading.message}`)).toEqual(
      expect.arrayContaining([
        'name  found at the top of the file, with no "basics": read as part of basics',
        'location.country  found the country\'s name "USA": read as its code US',
        'work[0].technologies  read as "keywords"',
      ]),
    );
  });

  // In such a file, without basics.
  it('reads profiles as top-level fields of their own, by address or user name', () => {
    const text = JSON.stringify({
      name: 'Wing',
      github: 'github.com/wing-dev',
      twitter: '@wingdev',
      telegram: { number: 'wing' },
      skills: [{ name: 'Go' }],
    });
    const { resume, readings, notPlaced } = success(readJsonResume('top.json', text));
    expect(resume.basics?.profiles).toEqual([
      { network: 'GitHub', url: 'https://github.com/wing-dev' },
      { network: 'X', username: '@wingdev' },
    ]);
    expect(readings.map((reading) => `${reading.path}  ${reading.message}`)).toEqual(
      expect.arrayContaining([
        'github  found at the top of the file, with no "basics": read as your GitHub profile',
        'github  found "github.com/wing-dev", an address without its scheme: read as https://github.com/wing-dev',
        'twitter  found at the top of the file, with no "basics": read as your X profile',
      ]),
    );
    expect(notPlaced.map((problem) => problem.path)).toEqual(['telegram']);
  });

  it('turns HTML into Markdown in a job’s text, and plain text elsewhere', () => {
    const text = JSON.stringify({
      basics: { name: 'Avery', summary: 'I build <strong>fast</strong> sites&mdash;mostly React.' },
      work: [
        {
          name: 'Inkwell',
          position: 'Developer',
          startDate: '2020',
          summary:
            '<p>Led a team of <b>6</b> {remote}.</p><ul><li>Shipped <a href="https://example.com">v2</a></li></ul>',
          highlights: ['Cut build time by <em>40%</em><br/>in a month'],
        },
      ],
    });
    const { resume, readings } = success(readJsonResume('html.json', text));
    expect(resume.basics?.summary).toBe('I build fast sites—mostly React.');
    expect(resume.work?.[0]?.summary).toBe(
      'Led a team of **6** {remote}.\n\n- Shipped [v2](https://example.com)',
    );
    expect(resume.work?.[0]?.highlights).toEqual(['Cut build time by 40%\nin a month']);
    expect(readings.map((reading) => `${reading.path}  ${reading.message}`)).toEqual([
      'basics.summary  found HTML: read as plain text',
      'work[0].summary  found HTML: read as Markdown',
      'work[0].highlights[0]  found HTML: read as plain text',
    ]);
  });
});

describe('real files, beyond the standard', () => {
  it('reads past a byte-order mark, and counts its columns without it', () => {
    const { resume, origin } = success(readJsonResume('bom.json', '\uFEFF{"basics": {"name": "Avery"}}'));
    expect(resume.basics?.name).toBe('Avery');
    expect(origin(['basics', 'name'])).toEqual({ file: 'bom.json', line: 1, column: 21 });
  });

  // As résumé editors write a blank.
  it('takes an empty text or null for a field not given', () => {
    const text = JSON.stringify({
      basics: { name: 'Avery', image: '', url: '', profiles: [{ network: 'GitHub', url: '' }] },
      work: [{ name: 'Inkwell Labs', startDate: '2019', endDate: '', url: null }],
    });
    const { resume } = success(readJsonResume('blank.json', text));
    expect(resume.basics).toEqual({ name: 'Avery', profiles: [{ network: 'GitHub' }] });
    expect(resume.work).toEqual([{ name: 'Inkwell Labs', startDate: '2019' }]);
  });

  // The older generation’s names and other tools’; a field outside the standard is reported.
  it('reads older and other tools’ field names, and keeps meta whole', () => {
    const text = [
      '{',
      '  "basics": { "name": "Avery", "picture": "me.jpg", "birthday": "1990-02-01" },',
      '  "work": [{ "company": "Inkwell Labs", "website": "https://inkwell.example.com", "title": "Lead" }],',
      '  "languages": [{ "name": "Welsh", "level": "Native", "countryCode": "GB" }],',
      '  "attachments": [],',
      '  "hobbies": ["chess"],',
      '  "meta": { "theme": "even", "language": "cy" }',
      '}',
    ].join('\n');
    const { resume, notPlaced, readings } = success(readJsonResume('extra.json', text));
    expect(lines(notPlaced)).toEqual([
      'extra.json:2:53  basics.birthday  JSON Resume has no "birthday" field; not imported',
      'extra.json:4:55  languages[0].countryCode  JSON Resume has no "countryCode" field; not imported',
      'extra.json:6:3  hobbies  JSON Resume has no "hobbies" section; not imported',
    ]);
    expect(lines(readings)).toEqual([
      'extra.json:2:32  basics.picture  "picture" is the older JSON Resume name of "image": read as image',
      'extra.json:3:14  work[0].company  "company" is the older JSON Resume name of "name": read as name',
      'extra.json:3:41  work[0].website  "website" is the older JSON Resume name of "url": read as url',
      'extra.json:3:83  work[0].title  read as "position"',
      'extra.json:4:19  languages[0].name  read as "language"',
      'extra.json:4:36  languages[0].level  read as "fluency"',
    ]);
    expect(resume).toEqual({
      basics: { name: 'Avery', image: 'me.jpg' },
      work: [{ name: 'Inkwell Labs', url: 'https://inkwell.example.com', position: 'Lead' }],
      languages: [{ language: 'Welsh', fluency: 'Native' }],
      meta: { theme: 'even', language: 'cy' },
    });
  });
});

describe('readImport', () => {
  it('reads a .json file as JSON Resume, a folder or a .zip as a LinkedIn export', async () => {
    expect(success(await readImport(`${corpus('founder')}/resume.json`)).resume.basics?.name).toBe(
      'Noor Haddad-Whitley',
    );
    expect(success(await readImport(corpus('linkedin'))).resume.basics?.name).toBe('Marisol Achterberg');
    expect(failure(await readImport(fixture('not-a-zip.zip')))[0]).toContain('this is not a ZIP file');
    expect(failure(await readImport('tests/corpus/nobody.json'))).toEqual([
      'tests/corpus/nobody.json:1:1  (file)  No such file or folder',
    ]);
  });
});

interface Shape {
  type?: string;
  properties?: Record<string, Shape>;
  items?: Shape;
}

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

describe('the standard’s typed mirror', () => {
  it('has the official schema’s fields, types and date pattern throughout', () => {
    const official = officialSchema as Record<string, unknown>;
    const mirror = z.toJSONSchema(jsonResumeSchema) as Record<string, unknown>;
    const mirrored = shape(mirror, mirror) as Shape;
    // The model's own fields beyond the standard, each declared, are the only difference.
    for (const [section, fields] of Object.entries(modelExtensions))
      for (const field of fields) {
        expect(mirrored.properties![section]!.items!.properties).toHaveProperty(field);
        delete mirrored.properties![section]!.items!.properties![field];
      }
    expect(mirrored).toEqual(shape(official, official));
  });
});
