/** The head of a PDF or Word résumé: the name, the headline and the contact details. */
import { describe, expect, it } from 'vitest';
import { readContactBlock } from '#import/read/contact-block.ts';

describe('the head of a résumé', () => {
  it('gives the name, the headline and each contact detail, wherever they stand', () => {
    const { basics, notPlaced } = readContactBlock([
      { text: 'Avery Quill', size: 24, links: [] },
      { text: 'Staff Software Engineer', size: 12, links: [] },
      { text: 'Lisbon, Portugal | avery@example.com | +351 555 010 0199', size: 9, links: [] },
      { text: 'avery.example.com · github.com/avery · linkedin.com/in/avery-quill', size: 9, links: [] },
    ]);
    expect(basics).toEqual({
      name: 'Avery Quill',
      label: 'Staff Software Engineer',
      location: { city: 'Lisbon', region: 'Portugal' },
      email: 'avery@example.com',
      phone: '+351 555 010 0199',
      url: 'https://avery.example.com',
      profiles: [
        { network: 'GitHub', username: 'avery', url: 'https://github.com/avery' },
        { network: 'LinkedIn', username: 'avery-quill', url: 'https://linkedin.com/in/avery-quill' },
      ],
    });
    expect(notPlaced).toEqual([]);
  });

  it('reads a phone set with Unicode hyphens or in full-width digits', () => {
    for (const written of ['06‐5550‐4321', '０６－５５５０－４３２１']) {
      const { basics, notPlaced } = readContactBlock([
        { text: '佐藤 花子', size: 24, links: [] },
        { text: `hanako@example.com | ${written}`, size: 9, links: [] },
      ]);
      expect(basics.phone, written).toBe(written.normalize('NFKC'));
      expect(notPlaced, written).toEqual([]);
    }
  });

  it('puts a surname written first last, but keeps a degree after the name', () => {
    const name = (text: string) =>
      readContactBlock([
        { text, size: 24, links: [] },
        { text: 'ada@example.com', size: 9, links: [] },
      ]).basics.name;
    expect(name('Romero Vidal, Lucía')).toBe('Lucía Romero Vidal');
    expect(name('Albrecht, Jonas')).toBe('Jonas Albrecht');
    expect(name('Ada Lovelace, PhD')).toBe('Ada Lovelace, PhD');
  });

  it('reads an email a right-to-left line sets beside a place with no separator', () => {
    const { basics, notPlaced } = readContactBlock([
      { text: 'سلمى الحداد', size: 24, links: [] },
      { text: '· عمّان salma@example.com · +962 6 555 0123', size: 9, links: [] },
    ]);
    expect(basics).toMatchObject({ email: 'salma@example.com', phone: '+962 6 555 0123' });
    expect(notPlaced).toEqual([{ line: 1, text: 'عمّان' }]);
  });

  it('splits a line where the file sets its words apart; a place of three names', () => {
    const { basics, notPlaced } = readContactBlock([
      { text: 'Олеся Гнатюк', size: 21, links: [] },
      {
        text: 'Львів, Львівська область, Україна olesia@example.com.ua +380 44 555 0173',
        segments: ['Львів, Львівська область, Україна', 'olesia@example.com.ua', '+380 44 555 0173'],
        size: 9,
        links: [],
      },
    ]);
    expect(basics).toEqual({
      name: 'Олеся Гнатюк',
      location: { city: 'Львів', region: 'Львівська область, Україна' },
      email: 'olesia@example.com.ua',
      phone: '+380 44 555 0173',
    });
    expect(notPlaced).toEqual([]);
  });

  it('reads the links behind icons, once each, and hands back what no field takes', () => {
    const { basics, notPlaced, placed } = readContactBlock([
      { text: 'Avery Quill', size: 20, links: [] },
      {
        text: 'Open to relocation   github.com/avery',
        size: 9,
        links: ['mailto:avery@example.com', 'https://www.github.com/avery/', 'https://gitlab.com/aq'],
      },
    ]);
    expect(basics.email).toBe('avery@example.com');
    expect(basics.profiles?.map((profile) => profile.network)).toEqual(['GitHub', 'GitLab']);
    expect(basics.label).toBeUndefined();
    expect(notPlaced).toEqual([{ line: 1, text: 'Open to relocation' }]);
    expect(placed.map((part) => part.as)).toEqual([
      'basics.name',
      'basics.profiles (GitHub)',
      'basics.email',
      'basics.profiles (GitHub)',
      'basics.profiles (GitLab)',
    ]);
  });
});
