import { describe, expect, it } from 'vitest';
import { sections, skillGroupsFrom } from '#import/write/entries.ts';
import { Placing } from '#import/write/placing.ts';

const placing = () =>
  new Placing(() => ({ file: 'resume.json', line: 1, column: 1 }), new Date('2026-11-25'));

/** What `placing` reported as not imported: the field and why. */
const notPlaced = (used: Placing) => used.notPlaced.map(({ path, message }) => `${path}  ${message}`);

describe('jobs from a résumé', () => {
  it('names each by company, then role, then year, as far as it takes to tell apart', () => {
    const jobs = sections.jobs.entries(
      {
        work: [
          { name: 'Acme', position: 'Engineer', startDate: '2015-01', endDate: '2016-02' },
          { name: 'Acme', position: 'Lead', startDate: '2016-03', endDate: '2018-01' },
          { name: 'Acme', position: 'Lead', startDate: '2019-03', summary: ' Led the team. ' },
          { name: 'Bramble & Finch', position: 'Intern', startDate: '2014' },
        ],
      },
      placing(),
    );
    expect(jobs.map(({ id }) => id)).toEqual([
      'acme-engineer',
      'acme-lead-2016',
      'acme-lead-2019',
      'bramble-and-finch',
    ]);
    expect(jobs[2]).toEqual({
      id: 'acme-lead-2019',
      fields: { id: 'acme-lead-2019', company: 'Acme', role: 'Lead', period: '2019-03 - Present' },
      body: 'Led the team.',
    });
  });

  // Saying why, for each.
  it('leaves out a job without a company, role or dates, or starting years ahead', () => {
    const used = placing();
    const jobs = sections.jobs.entries(
      {
        work: [
          { position: 'Engineer', startDate: '2015' },
          { name: 'Acme', startDate: '2015' },
          { name: 'Acme', position: 'Engineer' },
          { name: 'Acme', position: 'Engineer', startDate: '2099-01' },
          { name: 'Acme', position: 'Engineer', startDate: '2015', description: 'Makes anvils' },
        ],
      },
      used,
    );
    expect(jobs.map(({ id }) => id)).toEqual(['acme']);
    expect(notPlaced(used)).toEqual([
      'work[0]  A job needs its company (name), which this entry does not give; not imported',
      'work[1]  A job needs its role (position), which this entry does not give; not imported',
      'work[2]  A job needs its dates (startDate), which this entry does not give; not imported',
      'work[3].startDate  2099-01 is more than 2 years after today, further than an upcoming role starts: is the year a typo? Not imported',
      "work[4].description  The site has no place for a company's description; write it into the job's text if you want it shown",
    ]);
  });

  it('keeps a job starting within two years, with its end, as upcoming', () => {
    const used = placing();
    const jobs = sections.jobs.entries(
      {
        work: [
          { name: 'Acme', position: 'Intern', startDate: '2027-06', endDate: '2027-08' },
          { name: 'Bramble', position: 'Engineer', startDate: '2028-01' },
        ],
      },
      used,
    );
    expect(jobs.map(({ fields }) => fields.period)).toEqual(['2027-06 - 2027-08', '2028-01 - Present']);
    expect(notPlaced(used)).toEqual([]);
    expect(used.readings.map(({ path, message }) => `${path}  ${message}`)).toEqual([
      'work[0].startDate  "2027-06" read as an upcoming role starting 2027-06',
      'work[1].startDate  "2028-01" read as an upcoming role starting 2028-01',
    ]);
  });
});

describe('projects from a résumé', () => {
  it('takes their kinds as categories only when there are two or more', () => {
    const used = placing();
    const one = sections.projects.entries(
      { projects: [{ name: 'Anvil', type: 'app', url: 'https://github.com/acme/anvil' }] },
      used,
    );
    expect(one).toEqual([
      {
        id: 'anvil',
        fields: { id: 'anvil', title: 'Anvil', links: { github: 'https://github.com/acme/anvil' } },
      },
    ]);
    expect(notPlaced(used)).toEqual([
      'projects[0].type  Every project is of this one type, so the site shows no categories; not imported',
    ]);
    const two = sections.projects.entries(
      {
        projects: [
          { name: 'Anvil', type: 'app' },
          { name: 'Hammer', type: 'library' },
        ],
      },
      placing(),
    );
    expect(two.map(({ fields }) => fields.category)).toEqual(['app', 'library']);
  });
});

describe('the lists from a résumé', () => {
  it('puts awards latest first, and the undated last in the résumé’s order', () => {
    const awards = sections.awards.entries(
      {
        awards: [
          { title: 'Undated' },
          { title: 'Old', date: '2001' },
          { title: 'New', date: '2020-02', awarder: ' Guild ' },
          { title: 'Also undated' },
        ],
      },
      placing(),
    );
    expect(awards).toEqual([
      { title: 'New', awarder: 'Guild', date: '2020-02' },
      { title: 'Old', date: '2001' },
      { title: 'Undated' },
      { title: 'Also undated' },
    ]);
  });

  it('keeps a reference without a name, and leaves out one without words', () => {
    const used = placing();
    expect(
      sections.references.entries(
        { references: [{ name: 'Ada', reference: 'Reliable.' }, { reference: 'Kind.' }, { name: 'Bo' }] },
        used,
      ),
    ).toEqual([{ name: 'Ada', text: 'Reliable.' }, { text: 'Kind.' }]);
    expect(notPlaced(used)).toEqual([
      'references[2]  A reference needs its words (reference), which this entry does not give; not imported',
    ]);
  });
});

describe('skill groups from a résumé', () => {
  const resume = {
    skills: [
      { name: 'Data', level: 'Expert', keywords: ['PostgreSQL', ' Kafka ', 'postgresql', ''] },
      { name: 'Go', level: 'Advanced' },
      { name: 'Mentoring' },
      { name: 'go' },
    ],
  };

  it('makes a group of each skill with keywords, and one of those named alone', () => {
    expect(skillGroupsFrom(resume, placing(), 'Compétences')).toEqual([
      { id: 'data', title: 'Data', level: 'Expert', items: ['PostgreSQL', 'Kafka'] },
      { id: 'competences', title: 'Compétences', items: [{ name: 'Go', level: 'Advanced' }, 'Mentoring'] },
    ]);
  });

  it('without a word for skills, makes each lone skill a group of its own', () => {
    expect(skillGroupsFrom(resume, placing())).toEqual([
      { id: 'data', title: 'Data', level: 'Expert', items: ['PostgreSQL', 'Kafka'] },
      { id: 'go', title: 'Go', items: [{ name: 'Go', level: 'Advanced' }] },
      { id: 'mentoring', title: 'Mentoring', items: ['Mentoring'] },
    ]);
  });
});
