import { describe, expect, it } from 'vitest';
import { checkBody } from '../../../scripts/content/body';
import { bodyProblems } from '../../../scripts/site/body-rules';
import { slugOf, uniqueIds } from '../../../scripts/import/ids';
import { mdxBody } from '../../../scripts/import/markdown';
import { slugPattern } from '../../../src/content/schemas';

describe("a résumé's text as an MDX body", () => {
  const tricky = [
    'Cut p99 latency to < 5 ms with a {config} map, and <b>bold</b> claims.',
    'import tools were rewritten; export pipelines too.',
    '#1 in the regional ranking.',
    'Already escaped: \\{ and \\< stay as written.',
    '',
    '- a list stays a list',
    '- with a } brace',
  ].join('\n');

  it('is accepted by the body rules and reads as the text', () => {
    const check = checkBody(mdxBody(tricky), bodyProblems);
    expect(check.problems).toEqual([]);
    const text = check.text.replace(/\s+/g, ' ');
    expect(text).toContain('Cut p99 latency to < 5 ms with a {config} map, and <b>bold</b> claims.');
    expect(text).toContain('import tools were rewritten; export pipelines too.');
    expect(text).toContain('#1 in the regional ranking.');
    expect(text).toContain('Already escaped: { and < stay as written.');
    expect(text).toContain('with a } brace');
  });

  it('keeps its paragraphs and lists as Markdown', () => {
    const body = mdxBody('First paragraph.\r\n\r\nSecond one.\n- item');
    expect(body).toBe('First paragraph.\n\nSecond one.\n- item');
  });
});

describe('ids for imported entries', () => {
  it('transliterates other scripts and spells out symbols', () => {
    expect(slugOf('ТОВ «Смарагд Софт»')).toBe('tov-smaragd-soft');
    expect(slugOf('Bramble & Finch')).toBe('bramble-and-finch');
    expect(slugOf('Élodie Marchetti')).toBe('elodie-marchetti');
    expect(slugOf('Müller & Söhne Datentechnik GmbH')).toBe('mueller-and-soehne-datentechnik-gmbh');
    expect(slugOf('日本語')).toBe('');
  });

  it('cuts a long name at a word', () => {
    const slug = slugOf('Teaching Assistant, Introduction to Programming and Software Construction in Java');
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toMatch(slugPattern);
    expect('teaching-assistant-introduction-to-programming-and-software-construction'.startsWith(slug)).toBe(
      true,
    );
  });

  it('takes the first candidate no other entry wants, and numbers what is left', () => {
    expect(
      uniqueIds(
        [
          ['Tallyhouse', 'Tallyhouse Co-founder'],
          ['Tallyhouse', 'Tallyhouse Head of Engineering'],
          ['Loomwright', 'Loomwright CTO'],
          ['Freelance', 'Freelance Web Developer', 'Freelance Web Developer 2012'],
          ['Freelance', 'Freelance Web Developer', 'Freelance Web Developer 2006'],
          ['Same', 'Same'],
          ['Same', 'Same'],
          ['日本語'],
        ],
        'job',
      ),
    ).toEqual([
      'tallyhouse-co-founder',
      'tallyhouse-head-of-engineering',
      'loomwright',
      'freelance-web-developer-2012',
      'freelance-web-developer-2006',
      'same',
      'same-2',
      'job-8',
    ]);
  });
});
