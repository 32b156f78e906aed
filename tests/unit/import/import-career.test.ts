import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collections } from '#src/content/config.ts';
import { loadSiteContent } from '#site-content/content.ts';
import { formatPath } from '#engine/positions.ts';
import { formatProblem } from '#engine/problem.ts';
import { loadPublished } from '#site-content/content.ts';
import { iconArtwork } from '#site-content/icons/registry.ts';
import { importCareer } from '#import/import-career.ts';
import type { ImportOptions } from '#import/pipeline.ts';
import { careerPaths, keptCollections } from '#import/write/page-copy.ts';
import { writingPageWords } from '#import/write/writing-page.ts';
import { readImport } from '#import/read/read.ts';
import { findPlaceholders } from '#import/placeholders.ts';
import { corpusInput, corpusNames } from '../../e2e/corpus-names';
import { at, fixture, lines, snapshot, success } from './helpers';

const projectDir = path.resolve(import.meta.dirname, '../../..');
let root: string;
let contentDir: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'import-'));
  contentDir = path.join(root, 'content');
  // The specification's content, frozen, stands for the content an owner starts from.
  cpSync(path.join(projectDir, 'tests/spec-content'), contentDir, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const run = (input: string, options: Partial<ImportOptions> = {}) =>
  importCareer({ input, contentDir, contentLabel: 'content', ...options });

/** A résumé of our own, written next to the test's content. */
function writeResume(resume: unknown, name = 'resume.json'): string {
  const file = path.join(root, name);
  writeFileSync(file, `${JSON.stringify(resume, null, 2)}\n`);
  return file;
}

const basics = { name: 'Ada Quill', label: 'Backend Developer', email: 'ada@quill.dev' };

describe('each corpus entry', { timeout: 120_000 }, () => {
  it.each(corpusNames)('%s: imports into content that passes the check, and nothing else', async (name) => {
    const input = corpusInput(name);
    const before = loadPublished({ rootDir: root });
    const report = await run(input);
    expect(report.problems.map(formatProblem)).toEqual([]);
    expect(report.ok).toBe(true);
    const loaded = loadSiteContent({ rootDir: root });
    expect(loaded.ok ? [] : loaded.problems.map(formatProblem)).toEqual([]);

    // Every entry of every section the input speaks for, and only the résumé's: nothing of the
    // previous career stays there; a section it does not speak for (part of an export) is kept.
    const { resume, covers } = success(await readImport(input));
    const speaks = (section: string) => !covers || covers.has(section);
    const site = loadPublished({ rootDir: root });
    const expected = <T>(section: string, fromResume: T, kept: T): T => (speaks(section) ? fromResume : kept);
    expect(site.profile.name).toBe(expected('basics', resume.basics?.name, before.profile.name));
    expect(site.jobs.map((job) => `${job.company}: ${job.role}`).sort()).toEqual(
      expected(
        'work',
        (resume.work ?? []).map((work) => `${work.name}: ${work.position}`),
        before.jobs.map((job) => `${job.company}: ${job.role}`),
      ).sort(),
    );
    expect(site.projects.map((project) => project.title).sort()).toEqual(
      expected(
        'projects',
        (resume.projects ?? []).map((project) => project.name),
        before.projects.map((project) => project.title),
      ).sort(),
    );
    expect(site.certifications.map((certification) => certification.name).sort()).toEqual(
      expected(
        'certificates',
        (resume.certificates ?? []).map((certificate) => certificate.name),
        before.certifications.map((certification) => certification.name),
      ).sort(),
    );
    expect(site.education.map((entry) => entry.school)).toEqual(
      expected(
        'education',
        (resume.education ?? []).map((entry) => entry.institution),
        before.education.map((entry) => entry.school),
      ),
    );
    for (const section of [
      'volunteer',
      'awards',
      'publications',
      'languages',
      'interests',
      'references',
    ] as const)
      expect(site[section], section).toHaveLength(
        expected(section, resume[section]?.length ?? 0, before[section].length),
      );
    // Awards and publications written latest first, as the jobs are shown.
    for (const section of ['awards', 'publications'] as const) {
      const starts = site[section].flatMap((entry) => (entry.date ? [entry.date.start] : []));
      expect(starts, section).toEqual(starts.toSorted().reverse());
    }

    // No empty section: a list the résumé lacks has no file at all.
    for (const section of [
      'volunteer',
      'awards',
      'publications',
      'languages',
      'interests',
      'references',
    ] as const)
      expect(existsSync(path.join(contentDir, `${section}.json`)), section).toBe(
        expected(section, Boolean(resume[section]?.length), before[section].length > 0),
      );

    // check:deploy then names only the site's address and the corpus's own example addresses
    // (part of a career keeps the profile and settings it does not speak for, and what they name).
    if (covers) return;
    const inputText = statSync(input).isDirectory()
      ? readdirSync(input)
          .map((file) => readFileSync(path.join(input, file), 'utf8'))
          .join('\n')
      : readFileSync(input, 'utf8');
    const placeholders = await findPlaceholders({ rootDir: root });
    expect(placeholders.filter((problem) => problem.file === 'content/site.json').map((p) => p.path)).toEqual(
      ['url'],
    );
    for (const problem of placeholders.filter((problem) => problem.file !== 'content/site.json')) {
      const quoted = /^"([^"]+)"/.exec(problem.message)?.[1];
      expect(quoted && inputText.includes(quoted), formatProblem(problem)).toBe(true);
    }
  });
});

describe('what cannot be placed', { timeout: 60_000 }, () => {
  it('is reported at its place in the input, in the words of the content', async () => {
    const file = 'tests/corpus/founder/resume.json';
    const report = await run(file);
    expect(lines(report.notPlaced)).toEqual([
      `${at(file, '"Upon request"')}  basics.phone  "Upon request" is not a phone number the site can call; not imported`,
      `${at(file, '"Scheduling software')}  work[0].description  The site has no place for a company's description; write it into the job's text if you want it shown`,
      `${at(file, '"Bookkeeping')}  work[1].description  The site has no place for a company's description; write it into the job's text if you want it shown`,
    ]);
    // A profile given by its user name alone is linked where that network keeps profiles.
    const profile = JSON.parse(readFileSync(path.join(contentDir, 'profile.json'), 'utf8'));
    expect(profile.profiles).toEqual([{ network: 'X', url: 'https://x.com/noorhw', icon: 'x' }]);
    expect(profile).not.toHaveProperty('phone');
  });

  it('imports a role starting after today as upcoming, never as the current one', async () => {
    const today = new Date('2026-12-06T12:00:00Z');
    const input = writeResume({
      basics: { name: 'Ada Quill', email: 'ada@quill.dev' },
      work: [
        { name: 'Cobalt Circuit', position: 'Incoming Software Engineer Intern', startDate: '2027-06' },
        { name: 'Campus Lab', position: 'Research Assistant', startDate: '2025-09', endDate: '2026-05' },
      ],
    });
    const report = await run(input, { today });
    expect(report.ok).toBe(true);
    expect(lines(report.notPlaced)).toEqual([]);
    expect(lines(report.readings)).toContain(
      `${at(input, '"2027-06"')}  work[0].startDate  "2027-06" read as an upcoming role starting 2027-06`,
    );
    const site = loadPublished({ rootDir: root, today });
    expect(site.jobs.map((job) => [job.role, job.period])).toEqual([
      ['Incoming Software Engineer Intern', { start: '2027-06', end: null }],
      ['Research Assistant', { start: '2025-09', end: '2026-05' }],
    ]);
    // The headline is the role held, and the career's years count from the first job begun.
    expect(site.profile.title).toBe('Research Assistant');
    expect(site.skillsPage.careerStartYear).toBe(2025);
  });

  it('keeps a phone as written, saying so when the site cannot dial it', async () => {
    const written = await run(writeResume({ basics: { ...basics, phone: '+(49) 157-5706-2745' } }));
    expect(lines(written.notPlaced)).toEqual([]);
    expect(JSON.parse(readFileSync(path.join(contentDir, 'profile.json'), 'utf8')).phone).toBe(
      '+(49) 157-5706-2745',
    );
    const input = writeResume({ basics: { ...basics, phone: '0199 12' } });
    const short = await run(input);
    expect(lines(short.notPlaced)).toEqual([]);
    expect(lines(short.readings)).toContain(
      `${at(input, '"0199 12"')}  basics.phone  "0199 12" kept as written; its digits are too few or too many to dial, so the site shows it without a telephone link`,
    );
    expect(JSON.parse(readFileSync(path.join(contentDir, 'profile.json'), 'utf8')).phone).toBe('0199 12');
  });

  it('includes the reader’s own: fields outside the standard, LinkedIn cells', async () => {
    const french = await run('tests/corpus/francais/resume.json');
    expect(french.notPlaced.map((problem) => problem.path)).toEqual([
      'basics.location.address',
      'basics.location.postalCode',
      'basics.nationality',
      'basics.drivingLicence',
      'work[0].description',
      'work[2].description',
    ]);
  });

  // Saying so, for each.
  it('leaves out an entry lacking what the content requires, or dated after today', async () => {
    const input = writeResume({
      basics: {
        ...basics,
        url: 'ftp://quill.dev',
        profiles: [
          { network: 'Keybase', username: 'adaq' },
          { url: 'https://github.com/adaq' },
          { url: 'https://www.adaq.dev/notes' },
          { username: 'adaq' },
        ],
        location: { city: 'Bergen', countryCode: 'NO' },
      },
      work: [
        { name: 'Fjord Data', position: 'Engineer', startDate: '2019-02' },
        { position: 'Contractor', startDate: '2015' },
        { name: 'Next Co', position: 'Lead', startDate: '2999-01' },
      ],
      education: [{ institution: 'Bergen Tech', startDate: '2023-08', endDate: '2999-06' }],
      skills: [
        { name: 'Go', level: 'Advanced' },
        { name: 'Data', keywords: ['PostgreSQL', 'Kafka'] },
      ],
      references: [{ reference: 'Ada made our releases boring, in the best way.' }, { name: 'Kim Berg' }],
    });
    const report = await run(input, { today: new Date('2026-11-25T12:00:00Z') });
    expect(report.ok).toBe(true);
    expect(lines(report.notPlaced)).toEqual([
      `${at(input, '"ftp://')}  basics.url  The site links only to https:// and http:// addresses, received "ftp://quill.dev"; not imported`,
      `${at(input, '{', '"profiles"')}  basics.profiles[0]  The Keybase profile has no address (url), and its user name alone does not give one; not imported`,
      `${at(input, '{', '"https://www.adaq.dev/notes"')}  basics.profiles[3]  A profile needs its address (url); not imported`,
      `${at(input, '{', '"Fjord Data"')}  work[1]  A job needs its company (name), which this entry does not give; not imported`,
      `${at(input, '"2999-01"')}  work[2].startDate  2999-01 is more than 2 years after today, further than an upcoming role starts: is the year a typo? Not imported`,
      `${at(input, '"2999-06"')}  education[0].endDate  2999-06 is after today: imported as ongoing ("Present") until then`,
      `${at(input, '{', 'best way.')}  references[1]  A reference needs its words (reference), which this entry does not give; not imported`,
    ]);
    const site = loadPublished({ rootDir: root, today: new Date('2026-11-25T12:00:00Z') });
    expect(site.profile.location).toBe('Bergen, Norway');
    // A profile given by its address alone is named by it.
    expect(site.profile.github).toBe('https://github.com/adaq');
    expect(site.profile.profiles).toEqual([{ network: 'adaq.dev', url: 'https://www.adaq.dev/notes' }]);
    expect(site.jobs.map((job) => job.company)).toEqual(['Fjord Data']);
    expect(site.education[0]?.period).toEqual({ start: '2023-08', end: null });
    // Unsigned words are kept: the résumé holds them.
    expect(site.references).toEqual([{ text: 'Ada made our releases boring, in the best way.' }]);
    // Skills named alone are the items of one group, named with the résumé's own word for skills.
    expect(site.skills.groups).toEqual([
      { id: 'data', title: 'Data', items: [{ name: 'PostgreSQL' }, { name: 'Kafka' }] },
      { id: 'skills', title: 'Skills', items: [{ name: 'Go', level: 'Advanced' }] },
    ]);
  });
});

// A malformed input, or one whose content would not pass.
describe('a malformed or incomplete input', { timeout: 60_000 }, () => {
  // content/ is left byte for byte as it was.
  it.each([['missing-comma.json'], ['unclosed.json'], ['linkedin-broken-quote'], ['not-a-zip.zip']])(
    '%s: located problems, content/ left as it was',
    async (name) => {
      const before = snapshot(contentDir);
      const report = await run(fixture(name));
      expect(report.ok).toBe(false);
      expect(report.problems.length).toBeGreaterThan(0);
      for (const problem of report.problems) expect(problem.file.startsWith(fixture(name))).toBe(true);
      expect(snapshot(contentDir)).toEqual(before);
    },
  );

  // Too early: before the site’s dates.
  it('leaves out an entry dated too early, swaps an end before its start', async () => {
    const input = writeResume({
      basics,
      work: [
        { name: 'Old Firm', position: 'Clerk', startDate: '1940-01', endDate: '1941' },
        { name: 'Fjord Data', position: 'Engineer', startDate: '2019-02', endDate: '2018-12' },
      ],
    });
    const report = await run(input);
    expect(report.ok).toBe(true);
    expect(lines(report.notPlaced)).toEqual([
      `${at(input, '"1940-01"')}  work[0].startDate  The year 1940 is before 1950, received "1940-01"; the entry is not imported`,
    ]);
    expect(lines(report.readings)).toEqual([
      `${at(input, '"2018-12"')}  work[1].endDate  found an end (2018-12) before the start (2019-02): read as 2018-12 to 2019-02; check which you meant`,
    ]);
    const site = loadPublished({ rootDir: root });
    expect(site.jobs.map((job) => [job.company, job.period.start, job.period.end])).toEqual([
      ['Fjord Data', '2018-12', '2019-02'],
    ]);
  });

  // When the résumé has none, and says so; the contact is a way to reach the owner.
  it('keeps the owner’s name, headline and contact from profile.json', async () => {
    const current = JSON.parse(readFileSync(path.join(contentDir, 'profile.json'), 'utf8')) as Record<
      string,
      string
    >;
    const input = writeResume({ basics: { summary: 'Hello' }, work: [] });
    const report = await run(input);
    expect(report.ok).toBe(true);
    const kept = (field: string, what: string) =>
      `no ${what} in the résumé: kept "${current[field]}", the one profile.json has; change it there`;
    expect(lines(report.readings)).toEqual([
      `${at(input, '"basics"')}  basics.name  ${kept('name', 'name (basics.name)')}`,
      `${at(input, '"basics"')}  basics.label  ${kept('title', 'headline (basics.label) and no job title')}`,
      `${at(input, '{', '"basics"')}  basics  ${kept('email', 'email, website, LinkedIn or GitHub profile')}`,
    ]);
    const { profile } = loadPublished({ rootDir: root });
    expect([profile.name, profile.title, profile.email, profile.summary]).toEqual([
      current.name,
      current.title,
      current.email,
      'Hello',
    ]);
  });

  it('stops with no name, headline or contact in résumé or profile.json', async () => {
    rmSync(path.join(contentDir, 'profile.json'));
    const input = writeResume({ basics: { summary: 'Hello' }, work: [] });
    const report = await run(input);
    // A field the résumé does not have is placed at the one it belongs in.
    expect(lines(report.problems)).toEqual([
      `${at(input, '"basics"')}  basics.name  The site needs your name: add basics.name to the résumé`,
      `${at(input, '"basics"')}  basics.label  The site needs your headline, like "Backend Developer": add basics.label`,
      `${at(input, '{', '"basics"')}  basics  The site needs a way to reach you: give basics.email, basics.url, or a LinkedIn or GitHub profile`,
    ]);
  });

  it('stops on a problem in what it keeps, named as check:content does', async () => {
    const layout = path.join(contentDir, 'layout.json');
    writeFileSync(layout, readFileSync(layout, 'utf8').replace('"skipLink"', '"skiplink"'));
    const before = snapshot(contentDir);
    const report = await run('tests/corpus/junior/resume.json');
    expect(report.ok).toBe(false);
    expect(report.problems.map((problem) => `${problem.file}  ${problem.path}`)).toEqual(
      expect.arrayContaining(['content/layout.json  skiplink']),
    );
    expect(snapshot(contentDir)).toEqual(before);
  });
});

describe('writing', { timeout: 60_000 }, () => {
  it('--dry-run reports every change and writes nothing', async () => {
    const before = snapshot(contentDir);
    const report = await run('tests/corpus/founder/resume.json', { dryRun: true });
    expect(report.ok).toBe(true);
    expect(snapshot(contentDir)).toEqual(before);
    const changes = Object.fromEntries(report.files.map(({ file, change }) => [file, change]));
    expect(changes).toMatchObject({
      'profile.json': 'replaced',
      'jobs/loomwright.mdx': 'added',
      'jobs/tallyhouse-co-founder.mdx': 'added',
      'pages/home.json': 'edited',
      'images/portrait.jpg': 'removed',
    });
    // Each file of the previous career is removed.
    for (const file of Object.keys(before).filter((file) => /^(jobs|projects|certifications)\//.test(file)))
      expect(changes[file.split(path.sep).join('/')], file).toBe('removed');

    // The same import for real changes exactly those files.
    await run('tests/corpus/founder/resume.json');
    const after = snapshot(contentDir);
    const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])]
      .filter((file) => before[file] !== after[file])
      .map((file) => file.split(path.sep).join('/'))
      .sort();
    expect(changed).toEqual(report.files.map(({ file }) => file));
  });

  it('changes nothing when the content already holds the career', async () => {
    await run('tests/corpus/ukrainian/resume.json', { locale: 'uk_UA' });
    const before = snapshot(contentDir);
    const again = await run('tests/corpus/ukrainian/resume.json', { locale: 'uk_UA' });
    expect(again.files).toEqual([]);
    expect(again.copy).toEqual([]);
    expect(snapshot(contentDir)).toEqual(before);
  });

  it('removes the previous photo, notes a remote one and copies a local one in', async () => {
    const previous = path.join(contentDir, 'images/portrait.jpg');
    const portrait = readFileSync(previous);
    const remote = await run('tests/corpus/veteran/resume.json');
    expect(remote.photo).toMatch(
      /^basics\.image is on the web \(https:\/\/images\.example\.com\/.+\) and was not fetched/,
    );
    expect(existsSync(previous)).toBe(false);
    expect(JSON.parse(readFileSync(path.join(contentDir, 'profile.json'), 'utf8'))).not.toHaveProperty(
      'photo',
    );

    // How the owner has their photo drawn is their look, not the career's: the import keeps it.
    const profileFile = path.join(contentDir, 'profile.json');
    const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(profileFile, JSON.stringify({ ...profile, photoTreatment: 'none' }));
    writeFileSync(path.join(root, 'Ada Portrait.JPG'), portrait);
    const local = await run(writeResume({ basics: { ...basics, image: 'Ada Portrait.JPG' } }));
    expect(local.photo).toBe(
      'copied from basics.image to content/images/ada-portrait.jpg and named in profile.json → photo.',
    );
    expect(JSON.parse(readFileSync(profileFile, 'utf8'))).toMatchObject({
      photo: 'images/ada-portrait.jpg',
      photoTreatment: 'none',
    });
    expect(readFileSync(path.join(contentDir, 'images/ada-portrait.jpg')).equals(portrait)).toBe(true);
    expect(loadSiteContent({ rootDir: root }).ok).toBe(true);
  });
});

/** Every text, number and truth value of a JSON value, by path, outside the paths `skip` names. */
function leaves(value: unknown, skip: (path: PropertyKey[]) => boolean, path: PropertyKey[] = []) {
  const found = new Map<string, unknown>();
  const visit = (node: unknown, at: PropertyKey[]) => {
    if (skip(at)) return;
    if (node !== null && typeof node === 'object')
      for (const [key, child] of Object.entries(node))
        visit(child, [...at, Array.isArray(node) ? Number(key) : key]);
    else found.set(formatPath(at), node);
  };
  visit(value, path);
  return found;
}

describe('the pages’ copy', { timeout: 60_000 }, () => {
  it('keeps every word, takes the résumé’s, and removes the rest of the old career', async () => {
    // The Writing page's words too, which the frozen content lacks: an owner with posts has them.
    const { words } = writingPageWords('en_US');
    writeFileSync(
      path.join(contentDir, 'pages/writing.json'),
      JSON.stringify({ ...words, head: { ...words.head, description: 'Notes on payments by {name}.' } }),
    );
    const before = Object.fromEntries(
      keptCollections.map((collection) => [
        collection.name,
        JSON.parse(readFileSync(path.join(contentDir, collection.source), 'utf8')) as unknown,
      ]),
    );
    const report = await run('tests/corpus/veteran/resume.json');
    const site = loadPublished({ rootDir: root });

    for (const collection of keptCollections) {
      const after: unknown = JSON.parse(readFileSync(path.join(contentDir, collection.source), 'utf8'));
      const career = careerPaths(collection.schema).map(formatPath);
      // The settings the import decides, beside the career fields.
      const decided = collection.name === 'site' ? ['locale', 'twitterHandle'] : [];
      const skip = (at: PropertyKey[]) =>
        [...career, ...decided].some(
          (field) =>
            formatPath(at) === field ||
            formatPath(at).startsWith(`${field}.`) ||
            formatPath(at).startsWith(`${field}[`),
        );
      expect(leaves(after, skip), collection.name).toEqual(leaves(before[collection.name], skip));
    }

    expect(site.homePage.technologies).toEqual([
      { name: 'Go', icon: 'go' },
      { name: 'Python', icon: 'python' },
      { name: 'TypeScript', icon: 'typescript' },
      { name: 'Java', icon: 'java' },
      { name: 'Perl', icon: 'perl' },
      { name: 'PHP', icon: 'php' },
      { name: 'C#', icon: 'csharp' },
      { name: 'PostgreSQL', icon: 'postgresql' },
    ]);
    for (const technology of site.homePage.technologies ?? [])
      expect(iconArtwork(technology.icon!)).toBeDefined();
    expect(site.skillsPage.careerStartYear).toBe(2000);
    expect(site.projectsPage.categories).toEqual(['application', 'publication']);
    expect(site.projects.map((project) => project.category)).toEqual(['publication', 'application']);
    for (const field of ['stats', 'strengths'] as const) expect(site.homePage).not.toHaveProperty(field);
    for (const field of ['intro', 'booking', 'officeHours', 'engagement', 'meetings', 'faq'] as const)
      expect(site.contactPage).not.toHaveProperty(field);
    // What the previous owner offered and promised: the form asks no project type, promises no time.
    expect(site.contactPage.form).not.toHaveProperty('projectTypes');
    expect(site.contactPage.form.success).toEqual({ title: 'Message sent successfully!' });
    expect(site.site).not.toHaveProperty('keywords');
    expect(site.site).not.toHaveProperty('twitterHandle');

    expect(report.copy).toContainEqual({
      file: 'pages/home.json',
      field: 'stats',
      message: "removed (the previous career's); write your own",
    });
    expect(report.copy).toContainEqual({
      file: 'pages/skills.json',
      field: 'careerStartYear',
      message: 'set to 2000, the year your earliest job began',
    });
    expect(report.copy).toContainEqual({
      file: 'pages/writing.json',
      field: 'head.description',
      message: "removed (the previous career's); write your own",
    });
  });

  it('takes the locale from --locale, else the résumé’s language, else keeps the site’s', async () => {
    const french = await run('tests/corpus/francais/resume.json', { dryRun: true });
    expect(french.locale).toEqual({ value: 'fr_FR', from: 'from the résumé\'s meta.language "fr"' });
    // The dates follow; the site's own words are the owner's to write in French.
    expect(french.copy.find((change) => change.field === 'locale')?.message).toBe(
      'set to fr_FR, from the résumé\'s meta.language "fr"; the site\'s own words (layout.json, site.json, resume.json and pages/) are still in English: write them in French',
    );
    const chosen = await run('tests/corpus/francais/resume.json', { dryRun: true, locale: 'fr_CA' });
    expect(chosen.locale?.value).toBe('fr_CA');
    const kept = await run('tests/corpus/ukrainian/resume.json', { dryRun: true });
    expect(kept.locale?.value).toBe('en_US');
    expect(kept.copy.some((change) => change.field === 'locale')).toBe(false);
  });

  it('declares categories only for two kinds of project, none of the previous ones', async () => {
    await run('tests/corpus/junior/resume.json');
    const site = loadPublished({ rootDir: root });
    expect(site.projectsPage).not.toHaveProperty('categories');
    expect(site.projects.every((project) => project.category === undefined)).toBe(true);
    // Without jobs, the skills heading has no years figure rather than someone else's.
    expect(site.skillsPage).not.toHaveProperty('careerStartYear');
    // A project with a start and no end is dated by its start: it is not said to go on.
    const club = site.projects.find((project) => project.title === 'Club inventory');
    expect(club?.year).toMatchObject({ start: '2023-10' });
    expect(club?.year?.end, 'an end of null says it goes on').not.toBeNull();
  });
});

describe('the collections', () => {
  it('that an import edits are every file of words and settings, with career fields', () => {
    expect(keptCollections.map((collection) => collection.name).sort()).toEqual(
      collections
        .filter((collection) => collection.kind === 'file')
        .map((collection) => collection.name)
        .filter((name) =>
          [
            'site',
            'layout',
            'resume',
            'homePage',
            'experiencePage',
            'skillsPage',
            'projectsPage',
            'contactPage',
            'writingPage',
          ].includes(name),
        )
        .sort(),
    );
    const pageCareer = Object.fromEntries(
      keptCollections.map((collection) => [collection.name, careerPaths(collection.schema).map(formatPath)]),
    );
    expect(pageCareer.homePage).toEqual(['technologies', 'stats', 'work.intro', 'strengths', 'closing.text']);
    expect(pageCareer.skillsPage).toEqual(['careerStartYear', 'intro']);
    // A file that may be missing (`null` without it) has its career fields all the same.
    expect(pageCareer.writingPage).toEqual(['head.description', 'head.keywords']);
    expect(pageCareer.site).toEqual(
      expect.arrayContaining([
        'description',
        'keywords',
        'pages.home.description',
        'pages.home.keywords',
        'pages.experience.description',
        'pages.notFound.keywords',
      ]),
    );
    expect(pageCareer.layout).toEqual([]);
  });
});
