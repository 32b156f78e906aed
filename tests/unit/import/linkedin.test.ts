import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkedInDate } from '#import/read/linkedin-date.ts';
import { readLinkedIn } from '#import/read/linkedin.ts';
import { splitDescription, splitLocation } from '#import/read/linkedin-text.ts';
import { corpus, failure, fixture, lines, placeOf, success } from './helpers';

const folder = corpus('linkedin');
const at = (file: string, needle: string, from = '') => {
  const { line, column } = placeOf(`${folder}/${file}`, needle, from);
  return `${folder}/${file}:${line}:${column}`;
};

let scratch: string;
beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'linkedin-'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** Zips `source`'s files as LinkedIn does, under `prefix` inside the archive. */
function zipFolder(source: string, name: string, prefix = ''): string {
  const entries = Object.fromEntries(
    readdirSync(source).map((file) => [
      `${prefix}${file}`,
      new Uint8Array(readFileSync(path.join(source, file))),
    ]),
  );
  const zip = path.join(scratch, name);
  writeFileSync(zip, zipSync(entries));
  return zip;
}

describe('the corpus’s LinkedIn export', () => {
  const { resume, notPlaced, origin } = success(readLinkedIn(folder));

  it('reads the profile, primary email and first phone into basics', () => {
    expect(resume.basics).toEqual({
      name: 'Marisol Achterberg',
      label: 'Full-stack developer | TypeScript, Go, PostgreSQL',
      email: 'marisol@example.dev',
      phone: '+31 30 555 0192',
      url: 'https://marisol.example.dev',
      summary:
        'I build web applications for teams who run physical operations: warehouses, workshops, clinics.\n\n' +
        'Ten years in, I still enjoy the whole stack — from the database schema to the last focus ring — ' +
        "and I'm happiest on small teams that ship weekly.",
      location: { city: 'Utrecht', region: 'Utrecht', countryCode: 'NL', postalCode: '3511 AB' },
      profiles: [
        { network: 'Twitter', username: 'marisol_builds', url: 'https://twitter.com/marisol_builds' },
      ],
    });
  });

  // ISO dates, and newlines and quotes in quoted cells.
  it('reads positions by header name, with bullet lines as highlights', () => {
    expect(
      resume.work?.map(({ name, position, startDate, endDate }) => [name, position, startDate, endDate]),
    ).toEqual([
      ['Kettlebyte', 'Senior Full-stack Developer', '2021-03', undefined],
      ['Kettlebyte', 'Full-stack Developer', '2019-08', '2021-02'],
      ['Veldhoven & Sons Logistics', 'Software Developer', '2016-06', '2019-07'],
      ['Freelance', 'Web Developer', '2015', '2016-05'],
      ['Brightline Media', 'Junior Developer (internship)', '2014-02', '2014-07'],
    ]);
    expect(resume.work?.[0]).toMatchObject({
      location: 'Utrecht, Netherlands',
      summary: 'Lead developer on the warehouse slotting product (React, Go, PostgreSQL).',
      highlights: [
        'Rebuilt the pick-path planner; average pick walk down 18%',
        'Introduced feature flags and weekly releases',
        'Mentor two junior developers',
      ],
    });
    expect(resume.work?.[1]).not.toHaveProperty('location');
    expect(resume.work?.[2]?.summary).toContain('a web app that "just worked", according');
  });

  it('turns every other file into its JSON Resume section', () => {
    expect(resume.education).toEqual([
      {
        institution: 'Hogeschool Domstad',
        studyType: 'Bachelor of Information Technology',
        startDate: '2011',
        endDate: '2015',
      },
      {
        institution: 'Stedelijk College Zuid',
        studyType: 'VWO (pre-university secondary)',
        startDate: '2005',
        endDate: '2011',
      },
    ]);
    expect(resume.skills).toHaveLength(40);
    expect(resume.skills?.[0]).toEqual({ name: 'TypeScript' });
    expect(resume.certificates?.[0]).toEqual({
      name: 'Certified Kubernetes Application Developer (CKAD)',
      issuer: 'The Linux Foundation',
      url: 'https://certs.example.org/ckad/2022-7731',
      date: '2022-11',
    });
    expect(resume.projects?.[0]?.description).toBe(
      'Open-source simulator for comparing warehouse slotting strategies.\nUsed in two university courses.',
    );
    expect(resume.languages?.[3]).toEqual({ language: 'German' });
    expect(resume.awards?.[0]).toEqual({
      title: 'Hackathon winner — Logistics Hack Utrecht',
      date: '2017-10',
      summary: 'First of 32 teams with a dock-door scheduling prototype.',
    });
    expect(resume.publications?.map((publication) => publication.releaseDate)).toEqual([
      '2023-03-14',
      '2022-09',
    ]);
    expect(resume.volunteer).toEqual([
      {
        organization: 'Zaterdagcode Utrecht',
        position: 'Mentor',
        startDate: '2017-09',
        summary: 'Saturday coding sessions for children aged 8–14.',
      },
    ]);
  });

  // From a file that starts with a byte-order mark.
  it('makes the visible recommendations references', () => {
    expect(readFileSync(`${folder}/Recommendations_Received.csv`).subarray(0, 3)).toEqual(
      Buffer.from([0xef, 0xbb, 0xbf]),
    );
    expect(resume.references?.map((reference) => reference.name)).toEqual(['Pieter Vos', 'Fenna Dekker']);
    expect(resume.references?.[0]?.reference).toMatch(/soon\.\n\nShe rebuilt/);
    expect(resume.references?.[1]?.reference).toBe(
      'Our planners still say "ask Marisol" about anything on a screen.',
    );
  });

  it('points each value at the cell it came from', () => {
    expect(origin(['work', 0, 'startDate'])).toEqual(placeOf(`${folder}/Positions.csv`, 'Mar 2021'));
    expect(origin(['work', 1, 'highlights', 1])).toEqual(
      placeOf(`${folder}/Positions.csv`, '"Built the customer dashboard'),
    );
    expect(origin(['references', 1, 'reference'])).toEqual(
      placeOf(`${folder}/Recommendations_Received.csv`, '"Our planners'),
    );
    expect(origin(['basics', 'location', 'countryCode'])).toEqual(
      placeOf(`${folder}/Profile.csv`, '"Utrecht, Utrecht'),
    );
    expect(origin(['skills', 17])).toEqual(placeOf(`${folder}/Skills.csv`, 'Agile Methodologies'));
  });

  // At its line and column.
  it('reports each cell it cannot place, and skips non-résumé files', () => {
    expect(lines(notPlaced)).toEqual([
      `${at('Certifications.csv', 'Nov 2025')}  Finished On  JSON Resume certificates have no expiry date; not imported`,
      `${at('Certifications.csv', 'LF-2022-7731')}  License Number  JSON Resume 1.0.0 has no place for LinkedIn's "License Number"; not imported`,
      `${at('Courses.csv', 'Algorithms')}  Name  LinkedIn does not say which education a course belongs to; not imported`,
      `${at('Courses.csv', 'Human')}  Name  LinkedIn does not say which education a course belongs to; not imported`,
      `${at('Education.csv', '"Graduation project')}  Notes  JSON Resume education has no description; not imported`,
      `${at('Education.csv', '"Student council')}  Activities  JSON Resume education has no activities; not imported`,
      `${at('Email Addresses.csv', 'm.achterberg')}  Email Address  JSON Resume holds one email address: the primary one is imported`,
      `${at('Profile.csv', 'Software Development')}  Industry  JSON Resume 1.0.0 has no place for LinkedIn's "Industry"; not imported`,
      `${at('Profile.csv', '"[PORTFOLIO')}  Websites  https://kettlebyte.example.com: JSON Resume has no place for a company website; not imported`,
      `${at('Recommendations_Received.csv', 'Kettlebyte')}  Company  JSON Resume 1.0.0 has no place for LinkedIn's "Company"; not imported`,
      `${at('Recommendations_Received.csv', 'Head of Engineering')}  Job Title  JSON Resume 1.0.0 has no place for LinkedIn's "Job Title"; not imported`,
      `${at('Recommendations_Received.csv', 'Veldhoven')}  Company  JSON Resume 1.0.0 has no place for LinkedIn's "Company"; not imported`,
      `${at('Recommendations_Received.csv', 'Planning Manager')}  Job Title  JSON Resume 1.0.0 has no place for LinkedIn's "Job Title"; not imported`,
      `${at('Recommendations_Received.csv', 'Joris')}  Status  Hidden on the LinkedIn profile, so not imported`,
      `${at('Volunteering.csv', 'Education')}  Cause  JSON Resume 1.0.0 has no place for LinkedIn's "Cause"; not imported`,
    ]);
    expect(notPlaced.some((problem) => problem.file.endsWith('Connections.csv'))).toBe(false);
  });

  it('reads the same export from its ZIP, files at its root or in a folder', () => {
    for (const prefix of ['', 'Basic_LinkedInDataExport_01-15-2025/']) {
      const zip = zipFolder(folder, 'export.zip', prefix);
      const fromZip = success(readLinkedIn(zip));
      expect(fromZip.resume).toEqual(resume);
      expect(fromZip.notPlaced.map(({ line, column, message }) => ({ line, column, message }))).toEqual(
        notPlaced.map(({ line, column, message }) => ({ line, column, message })),
      );
      expect(fromZip.origin(['work', 0, 'startDate']).file).toBe(`${zip}/${prefix}Positions.csv`);
    }
  });

  // The places of what is below it move down.
  it('finds a header row below a "Notes:" preamble in any file', () => {
    cpSync(folder, scratch, { recursive: true });
    const positions = path.join(scratch, 'Positions.csv');
    const text = readFileSync(positions, 'utf8').replace(/^\uFEFF/, '');
    const preamble = 'Notes:\n"Positions you held, as shown on your profile, newest first."\n\n';
    writeFileSync(positions, `\uFEFF${preamble}${text}`);
    const moved = success(readLinkedIn(scratch));
    expect(moved.resume.work).toEqual(resume.work);
    const before = origin(['work', 3, 'startDate']);
    expect(moved.origin(['work', 3, 'startDate'])).toEqual({
      ...before,
      file: positions,
      line: before.line + 3,
    });
  });
});

describe('a LinkedIn export with mistakes', () => {
  it.each([
    [
      'linkedin-broken-quote',
      'Positions.csv:4:37  Description  This quote ends the quoted value early: write a quote inside a value as two quotes ("")',
    ],
  ])('%s: one located problem', (name, problem) => {
    expect(failure(readLinkedIn(fixture(name)))).toEqual([`${fixture(name)}/${problem}`]);
  });

  // A column by another name; a row whose values cannot be told apart.
  it('reads a renamed column, dropping only a row it cannot tell apart', () => {
    const renamed = success(readLinkedIn(fixture('linkedin-missing-column')));
    expect(renamed.resume.work?.[0]?.name).toBe('Inkwell Labs');
    expect(lines(renamed.readings)).toEqual([
      `${fixture('linkedin-missing-column')}/Positions.csv:1:1  Company  found the column "Company": read as "Company Name", as exports name it now`,
    ]);
    const extra = success(readLinkedIn(fixture('linkedin-extra-value')));
    expect(extra.resume.work).toHaveLength(1);
    expect(lines(extra.notPlaced)).toEqual([
      `${fixture('linkedin-extra-value')}/Positions.csv:3:1  (row)  This row has 7 values but the header names 6 columns: a value with a comma needs "double quotes" around it; this row is not imported`,
    ]);
  });

  it('reads UTF-16 and Windows-1252 files, and skips those of no use', () => {
    cpSync(fixture('linkedin-bad-date'), scratch, { recursive: true });
    const positions = 'Company Name,Title,Started On\nCafé Müller,Développeur,Mar 2021\n';
    writeFileSync(path.join(scratch, 'Positions.csv'), Buffer.from(`\uFEFF${positions}`, 'utf16le'));
    writeFileSync(
      path.join(scratch, 'Education.csv'),
      Buffer.from('School Name\nÉcole Supérieure\n', 'latin1'),
    );
    // A spreadsheet saved under a CSV name, as one export in the wild holds.
    writeFileSync(
      path.join(scratch, 'Reactions.csv'),
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00]),
    );
    const { resume, readings } = success(readLinkedIn(scratch));
    expect(resume.work?.[0]).toMatchObject({ name: 'Café Müller', position: 'Développeur' });
    expect(resume.education?.[0]?.institution).toBe('École Supérieure');
    expect(lines(readings)).toEqual([
      `${scratch}/Education.csv:1:1  (file)  found text that is not UTF-8, as LinkedIn writes it: read as Windows-1252`,
      `${scratch}/Positions.csv:1:1  (file)  found text that is not UTF-8, as LinkedIn writes it: read as UTF-16`,
    ]);
  });

  it('reads a value with spaces around its quotes, as spreadsheets write', () => {
    cpSync(fixture('linkedin-bad-date'), scratch, { recursive: true });
    writeFileSync(
      path.join(scratch, 'Positions.csv'),
      'Company Name,Title,Location,Started On\nInkwell Labs,Developer, "Remote" ,Jun 2023\n',
    );
    expect(success(readLinkedIn(scratch)).resume.work?.[0]).toMatchObject({
      location: 'Remote',
      startDate: '2023-06',
    });
  });

  // "Present" in Finished On; saying so.
  it('reads "Present" as ongoing, and a misspelt month by its year', () => {
    const file = `${fixture('linkedin-bad-date')}/Positions.csv`;
    const { resume, readings, notPlaced } = success(readLinkedIn(fixture('linkedin-bad-date')));
    expect(resume.work?.map((job) => [job.name, job.startDate, job.endDate])).toEqual([
      ['Inkwell Labs', '2021-03', undefined],
      ['Quayside Print', '2017', '2021-02'],
    ]);
    expect(lines(readings)).toEqual([
      `${file}:2:72  Finished On  found "Present": read as ongoing`,
      `${file}:3:33  Started On  found "Juen 2017": read as 2017 (only the year is a date the site can show)`,
    ]);
    expect(notPlaced).toEqual([]);
  });

  it('places a quote never closed at the quote that opened it', () => {
    cpSync(fixture('linkedin-bad-date'), scratch, { recursive: true });
    writeFileSync(
      path.join(scratch, 'Positions.csv'),
      'Company Name,Title,Description,Location,Started On,Finished On\n' +
        'Inkwell Labs,Senior Developer,"Led the billing rewrite.,Remote,Mar 2021,\n' +
        'Quayside Print,Developer,,Leeds,Apr 2017,Feb 2021\n',
    );
    expect(failure(readLinkedIn(scratch))).toEqual([
      `${scratch}/Positions.csv:2:31  Description  This quoted value is never closed: the file ends before its closing "`,
    ]);
  });

  it('refuses a ZIP or folder with no export file, naming what it holds', () => {
    const message =
      'Expected a LinkedIn data export, with Profile.csv, Positions.csv or another of its files; found Connections.csv, messages.csv';
    expect(failure(readLinkedIn(fixture('linkedin-wrong-archive')))).toEqual([
      `${fixture('linkedin-wrong-archive')}:1:1  (file)  ${message}`,
    ]);
    const zip = zipFolder(fixture('linkedin-wrong-archive'), 'wrong.zip');
    expect(failure(readLinkedIn(zip))).toEqual([`${zip}:1:1  (file)  ${message}`]);
    const empty = path.join(scratch, 'empty.zip');
    writeFileSync(empty, zipSync({ 'README.txt': new TextEncoder().encode('Nothing here') }));
    expect(failure(readLinkedIn(empty))).toEqual([
      `${empty}:1:1  (file)  Expected a LinkedIn data export, with Profile.csv, Positions.csv or another of its files; found no CSV files`,
    ]);
  });

  it('refuses a file that is not a ZIP', () => {
    expect(failure(readLinkedIn(fixture('not-a-zip.zip')))).toEqual([
      `${fixture('not-a-zip.zip')}:1:1  (file)  Expected a LinkedIn data export: a ZIP file or the folder it unpacks to; this is not a ZIP file`,
    ]);
  });
});

describe('rows LinkedIn rarely writes', () => {
  function exportOf(files: Record<string, string>): string {
    writeFileSync(path.join(scratch, 'Profile.csv'), 'First Name,Last Name\nAvery,Quill\n');
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(scratch, name), text);
    return scratch;
  }

  // A row with nothing to place.
  it('leaves no gap for an empty row, and reports a column it does not know', () => {
    const input = exportOf({
      'Positions.csv':
        'Company Name,Title,Employment Type,Started On\n' +
        ',,Contract,\n' +
        'Inkwell Labs,Developer,Full-time,Apr 2019\n',
    });
    const { resume, notPlaced } = success(readLinkedIn(input));
    expect(resume.work).toEqual([{ name: 'Inkwell Labs', position: 'Developer', startDate: '2019-04' }]);
    expect(lines(notPlaced)).toEqual([
      `${input}/Positions.csv:2:3  Employment Type  JSON Resume 1.0.0 has no place for LinkedIn's "Employment Type"; not imported`,
      `${input}/Positions.csv:3:24  Employment Type  JSON Resume 1.0.0 has no place for LinkedIn's "Employment Type"; not imported`,
    ]);
  });

  // An invalid email address is placed as one.
  it('completes a bare web address, reports a wrong one, places a bad email', () => {
    const input = exportOf({
      'Projects.csv': 'Title,Url\nLedger,www.ledger.example.com\nNotes,see my blog\n',
      'Email Addresses.csv': 'Email Address,Primary\navery at example.com,Yes\n',
    });
    expect(failure(readLinkedIn(input))).toEqual([
      `${input}/Email Addresses.csv:2:1  basics.email  Expected an email address like "name@example.com", received "avery at example.com"`,
    ]);
    writeFileSync(path.join(input, 'Email Addresses.csv'), 'Email Address,Primary\navery@example.com,Yes\n');
    const { resume, notPlaced } = success(readLinkedIn(input));
    expect(resume.projects).toEqual([
      { name: 'Ledger', url: 'https://www.ledger.example.com' },
      { name: 'Notes' },
    ]);
    expect(lines(notPlaced)).toEqual([
      `${input}/Projects.csv:3:7  Url  "see my blog" is not a web address; not imported`,
    ]);
  });
});

describe('LinkedIn dates', () => {
  it.each([
    ['Jun 2012', '2012-06'],
    ['September 2019', '2019-09'],
    ['Sept. 2019', '2019-09'],
    ['2012', '2012'],
    ['Mar 14, 2023', '2023-03-14'],
    ['14 Mar 2023', '2023-03-14'],
    ['2012-06', '2012-06'],
    ['2012-06-01', '2012-06-01'],
    ['06/15/20, 10:12 AM', '2020-06-15'],
    ['07/21/99', '1999-07-21'],
    ['1/3/2020', '2020-01-03'],
  ])('%s → %s', (text, iso) => {
    expect(linkedInDate(text, new Date('2026-01-01'))).toBe(iso);
  });

  it.each(['Juen 2012', 'Present', '2012-13', '2021-02-30', 'Feb 30, 2021', '12'])(
    '%s is not a date',
    (text) => {
      expect(linkedInDate(text)).toBeUndefined();
    },
  );
});

describe('LinkedIn free text', () => {
  it('reads a location as city, region and country code', () => {
    expect(splitLocation('Utrecht, Utrecht, Netherlands')).toEqual({
      city: 'Utrecht',
      region: 'Utrecht',
      countryCode: 'NL',
    });
    expect(splitLocation('Berlin, Germany')).toEqual({ city: 'Berlin', countryCode: 'DE' });
    expect(splitLocation('Austin, Texas')).toEqual({ city: 'Austin', region: 'Texas' });
    expect(splitLocation('Greater Seattle Area')).toEqual({ city: 'Greater Seattle Area' });
    expect(splitLocation('France')).toEqual({ countryCode: 'FR' });
  });

  it('splits a description into its prose and its bullet lines', () => {
    expect(splitDescription('Led the team.\n• Shipped weekly\n- Cut costs\n\nAlso on call.')).toEqual({
      summary: 'Led the team.\n\nAlso on call.',
      highlights: ['Shipped weekly', 'Cut costs'],
    });
    expect(splitDescription('- Only bullets')).toEqual({ summary: undefined, highlights: ['Only bullets'] });
  });
});

describe('exports as people have them', () => {
  // Start Date, End Date and Issue Date.
  it('reads a 2018-era export, its columns and its Country', () => {
    const input = corpus('linkedin-2018');
    const { resume, readings, notPlaced } = success(readLinkedIn(input));
    // The place as LinkedIn writes it in the member's language: "Estonie" is Estonia.
    expect(resume.basics?.location).toEqual({ city: 'Tallinn', region: 'Comté de Harju', countryCode: 'EE' });
    expect(resume.projects?.map((project) => [project.name, project.startDate, project.endDate])).toEqual([
      ['Ferry seat map', '2016-03', '2016-11'],
      ['Timetable importer', '2014-01', undefined],
    ]);
    expect(resume.awards?.[0]).toMatchObject({
      title: 'Employee of the year',
      awarder: 'Lõunalaht',
      date: '2017-12',
    });
    expect(resume.certificates?.[0]).toMatchObject({ issuer: 'Oracle', date: '2016-02' });
    expect(resume.work?.map((job) => [job.position, job.startDate, job.endDate])).toEqual([
      ['Backend Developer', '2015-08', undefined],
      ['Junior Developer', '2013-06', '2015-08'],
      ['IT Intern', '2012-06', '2012-09'],
    ]);
    expect(lines(readings)).toEqual([
      `${input}/Certifications.csv:1:20  Start Date  found the column "Start Date": read as "Started On", as exports name it now`,
      `${input}/Certifications.csv:1:31  End Date  found the column "End Date": read as "Finished On", as exports name it now`,
      `${input}/Honors.csv:1:26  Issue Date  found the column "Issue Date": read as "Issued On", as exports name it now`,
      `${input}/Positions.csv:4:105  Finished On  found "Present": read as ongoing`,
      `${input}/Projects.csv:1:23  Start Date  found the column "Start Date": read as "Started On", as exports name it now`,
      `${input}/Projects.csv:1:34  End Date  found the column "End Date": read as "Finished On", as exports name it now`,
    ]);
    // Every cell is placed or said to be left out, the older profile's columns among them.
    expect(notPlaced.map((problem) => problem.path)).toEqual(['License Number', 'Created Date', 'Industry']);
  });

  it('reads a partial export without Profile.csv as the sections it holds', () => {
    const { resume, covers, notPlaced } = success(readLinkedIn(corpus('linkedin-partial')));
    expect([...(covers ?? [])].sort()).toEqual(['education', 'skills', 'work']);
    expect(resume.basics).toBeUndefined();
    expect(resume.work).toHaveLength(3);
    expect(resume.skills).toHaveLength(4);
    expect(notPlaced).toEqual([]);

    // Its email address is not enough to make a profile: the profile is kept, and the address said so.
    cpSync(corpus('linkedin-partial'), scratch, { recursive: true });
    writeFileSync(
      path.join(scratch, 'Email Addresses.csv'),
      'Email Address,Confirmed,Primary,Updated On\nsam@example.com,Yes,Yes,\n',
    );
    expect(lines(success(readLinkedIn(scratch)).notPlaced)).toEqual([
      `${scratch}/Email Addresses.csv:2:1  Email Address  The export has no Profile.csv, so the profile is kept as it is; not imported`,
    ]);
    // Its ZIP reads the same.
    expect(
      success(readLinkedIn(zipFolder(corpus('linkedin-partial'), 'partial.zip'))).resume.work,
    ).toHaveLength(3);
  });
});
