/** How a PDF or Word résumé's section headings are known, in any language and any look. */
import { describe, expect, it } from 'vitest';
import { looksLikeHeading, sectionNamed } from '#import/read/section-headings.ts';

describe('a section heading’s words', () => {
  it.each([
    ['Experience', 'work'],
    ['WORK EXPERIENCE', 'work'],
    ['02 Experience', 'work'],
    ['Berufserfahrung:', 'work'],
    ['Expérience professionnelle', 'work'],
    ['EXPERIENCE PROFESSIONNELLE', 'work'],
    ['Doświadczenie zawodowe', 'work'],
    ['Опыт работы', 'work'],
    ['Про мене', 'summary'],
    ['Захоплення', 'interests'],
    ['職歴', 'work'],
    ['工作经历', 'work'],
    ['경력', 'work'],
    ['الخبرة المهنية', 'work'],
    ['الخبرة العملية', 'work'],
    ['Projects Experience', 'projects'],
    ['Volunteering Experience', 'volunteer'],
    ['— Education —', 'education'],
    ['Formação', 'education'],
    ['Formación académica', 'education'],
    ['FORMATION ACADÉMIQUE', 'education'],
    ['Образование', 'education'],
    ['学歴', 'education'],
    ['Technical Skills', 'skills'],
    ['Kenntnisse', 'skills'],
    ['Licenses & Certifications', 'certificates'],
    ['Licenses and certifications', 'certificates'],
    ['Honors & Awards', 'awards'],
    ['Sprachen', 'languages'],
    ['Languages', 'languages'],
    ['Zusammenfassung', 'summary'],
    ['À propos', 'summary'],
    ['A PROPOS', 'summary'],
    ['Contact', 'contact'],
  ])('“%s” opens %s', (heading, section) => {
    expect(sectionNamed(heading)).toBe(section);
  });

  it('are none of the lines an entry holds', () => {
    for (const line of [
      'Senior Engineer at Lumen Labs',
      'Lisbon, Portugal',
      'Jan 2020 – Present',
      'TypeScript',
    ])
      expect(sectionNamed(line)).toBeUndefined();
  });
});

describe('a line that looks like a heading', () => {
  const body = 10;
  it('is short and set apart by its size, weight or capitals', () => {
    expect(looksLikeHeading({ text: 'Experience', size: 14, bold: false, capitals: false }, body)).toBe(true);
    expect(looksLikeHeading({ text: 'Experience', size: 10, bold: true, capitals: false }, body)).toBe(true);
    expect(looksLikeHeading({ text: 'WHAT I BUILT', size: 10, bold: false, capitals: true }, body)).toBe(
      true,
    );
  });

  it('is not a sentence, nor a line of the body text', () => {
    const sentence = 'Led the move of billing to event sourcing across four teams.';
    expect(looksLikeHeading({ text: sentence, size: 14, bold: true, capitals: false }, body)).toBe(false);
    expect(looksLikeHeading({ text: 'Done.', size: 14, bold: true, capitals: false }, body)).toBe(false);
    expect(looksLikeHeading({ text: 'Experience', size: 10, bold: false, capitals: false }, body)).toBe(
      false,
    );
  });
});
