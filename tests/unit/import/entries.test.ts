import { describe, expect, it } from 'vitest';
import { skillGroupsFrom } from '../../../scripts/import/write/entries';
import { Placing } from '../../../scripts/import/write/placing';

const placing = () =>
  new Placing(() => ({ file: 'resume.json', line: 1, column: 1 }), new Date('2026-11-25'));

describe('skill groups from a résumé', () => {
  const resume = {
    skills: [
      { name: 'Data', level: 'Expert', keywords: ['PostgreSQL', ' Kafka ', 'postgresql', ''] },
      { name: 'Go', level: 'Advanced' },
      { name: 'Mentoring' },
      { name: 'go' },
    ],
  };

  it('makes a group of each skill with keywords, and one of the skills named alone', () => {
    expect(skillGroupsFrom(resume, placing(), 'Compétences')).toEqual([
      { id: 'data', title: 'Data', level: 'Expert', items: ['PostgreSQL', 'Kafka'] },
      { id: 'competences', title: 'Compétences', items: [{ name: 'Go', level: 'Advanced' }, 'Mentoring'] },
    ]);
  });

  it('without a word for skills, makes each skill named alone a group of its own', () => {
    expect(skillGroupsFrom(resume, placing())).toEqual([
      { id: 'data', title: 'Data', level: 'Expert', items: ['PostgreSQL', 'Kafka'] },
      { id: 'go', title: 'Go', items: [{ name: 'Go', level: 'Advanced' }] },
      { id: 'mentoring', title: 'Mentoring', items: ['Mentoring'] },
    ]);
  });
});
