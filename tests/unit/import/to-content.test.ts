import { describe, expect, it } from 'vitest';
import type { JsonResume } from '#import/read/json-resume-schema.ts';
import { Placing } from '#import/write/placing.ts';
import { careerContent } from '#import/write/to-content.ts';

const placing = () =>
  new Placing(() => ({ file: 'resume.json', line: 1, column: 1 }), new Date('2026-11-25'));

const resume: JsonResume = {
  basics: { name: 'Ada Quill', label: 'Backend Developer', email: 'ada@quill.dev' },
  work: [
    { name: 'Acme', position: 'Engineer', startDate: '2015-01' },
    { name: 'Bramble', position: 'Intern', startDate: '2012' },
  ],
  skills: [{ name: 'Go' }, { name: 'Mentoring' }],
  languages: [{ language: 'French', fluency: 'Native' }],
  interests: [],
};

/** The report's words for each count: `2 jobs`, `1 language`. */
const counted = ({ counts }: ReturnType<typeof careerContent>) =>
  counts.map(({ section: [one, more], count }) => `${count} ${count === 1 ? one : more}`);

describe('the career from a résumé', () => {
  it('makes each collection from its section, leaving out those with no entries', () => {
    const career = careerContent(resume, placing(), { locale: 'en_US', skillsTitle: 'Skills' });
    expect(Object.keys(career.values).sort()).toEqual(['jobs', 'languages', 'profile', 'skills']);
    expect(career.values.skills).toEqual({
      groups: [{ id: 'skills', title: 'Skills', items: ['Go', 'Mentoring'] }],
    });
    expect(counted(career)).toEqual([
      '2 jobs',
      '0 projects',
      '0 education entries',
      '0 certifications',
      '1 skill group',
      '0 volunteer roles',
      '0 awards',
      '0 publications',
      '1 language',
      '0 interests',
      '0 references',
    ]);
    expect(career.facts.careerStartYear).toBe(2012);
  });

  it('makes only the collections of the sections part of an export speaks for', () => {
    const career = careerContent(resume, placing(), { locale: 'en_US', covers: new Set(['work', 'skills']) });
    expect(Object.keys(career.values).sort()).toEqual(['jobs', 'skills']);
    expect(counted(career)).toEqual(['2 jobs', '2 skill groups']);
  });
});
