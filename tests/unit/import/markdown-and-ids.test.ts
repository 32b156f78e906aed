import { describe, expect, it } from 'vitest';
import { checkBody } from '#engine/body.ts';
import { bodyProblems } from '#site-content/body-rules.ts';
import { slugOf, uniqueIds } from '#import/write/ids.ts';
import { htmlToMarkdown } from '#import/read/html-text.ts';
import { mdxBody } from '#import/write/markdown.ts';
import { slugPattern } from '#src/content/schemas/fields.ts';

// As an MDX body.
describe("a résumé's text as MDX", () => {
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

  // As written, and as Markdown from HTML.
  it.each([
    ['autolinks', 'See <https://example.com/a?b=1&c=2> or write to <me@example.com>'],
    ['a comment', '<!-- a note --> shown'],
    [
      'script, iframe, style',
      'A <script>alert(1)</script> and an <iframe src="x"></iframe> and <style>p{}</style>',
    ],
    ['an export', 'export default function Portfolio() {}'],
    ['braces in code', 'Use `{curly}` inline and\n```\n{block} <tag>\n```'],
    ['a tag in a quote', '> a quote with <tag>'],
    ['a table', '| a | b |\n|---|---|\n| {x} | <y> |'],
    ['a last backslash', 'A line ending in a backslash \\'],
    ['an open brace', 'ends with {'],
    ['a stray end tag', '</div> closes nothing'],
    ['maths, entities', 'Math $x^2$, \\(y\\), &amp; &#123;'],
    ['a front matter fence', '---\ntitle: not front matter\n---'],
  ])('passes the body rules as written and from HTML: %s', (_, text) => {
    for (const body of [mdxBody(text), mdxBody(htmlToMarkdown(text))])
      expect(checkBody(body, bodyProblems).problems, body).toEqual([]);
  });

  // And drops the address.
  it('keeps the words of a link or picture whose address would run code', () => {
    const body = mdxBody(
      'See [the demo](javascript:alert(1)) and ![a chart](data:text/html,x) or [docs](https://example.com).',
    );
    expect(checkBody(body, bodyProblems).problems).toEqual([]);
    expect(body).toBe('See the demo and a chart or [docs](https://example.com).');
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
