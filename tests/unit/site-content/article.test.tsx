// @vitest-environment jsdom
/** Posts' bodies at compile time: ids on headings, the contents of a long post, footnotes without English. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MDXComponents, MDXContent } from 'mdx/types';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadFace } from '#outputs/faces/face-for.ts';
import { faces } from '#outputs/faces/fonts.ts';
import { isArticle } from '#site-content/article.ts';
import { mdxCompileOptions } from '#site-content/mdx.ts';
import { bodyOf, compiled, contentDir } from './post-body.ts';

/** Stand-ins for the site's component, showing where the compiler left its marks. */
const marks: MDXComponents = {
  TableOfContents: ({ children }: { children: ReactNode }) => <nav>{children}</nav>,
  Footnotes: ({ labelId, children }: { labelId: string; children: ReactNode }) => (
    <section data-label-id={labelId}>{children}</section>
  ),
  FootnoteBack: ({ href, number, children }: { href: string; number: string; children: ReactNode }) => (
    <a href={href} data-number={number}>
      {children}
    </a>
  ),
};

function rendered(Body: MDXContent): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToStaticMarkup(<Body components={marks} />);
  return root;
}

const post = async (body: string) => rendered(await bodyOf(body));

const headings = (root: HTMLElement) =>
  [...root.querySelectorAll('h1, h2, h3, h4')].map((heading) => ({
    level: heading.tagName,
    id: heading.id,
    words: heading.getAttribute('data-heading'),
  }));

const sections = (count: number, extra = '') =>
  Array.from({ length: count }, (_, index) => `## Part ${index + 1}\n\nText.\n\n${extra}`).join('\n');

// A post's first code compiles its language's grammar: seconds, on a machine running the whole suite.
describe("a post's headings", { timeout: 60_000 }, () => {
  it('each get an id from their words, as GitHub makes them, and a link named by them', async () => {
    const root = await post(
      [
        '## Getting started',
        '### The `IClock` interface',
        '## Getting started',
        "## What's next?[^1]",
        '[^1]: Soon.',
      ].join('\n\n'),
    );
    expect(headings(root)).toEqual([
      { level: 'H1', id: 'getting-started', words: 'Getting started' },
      { level: 'H2', id: 'the-iclock-interface', words: 'The IClock interface' },
      { level: 'H1', id: 'getting-started-1', words: 'Getting started' },
      { level: 'H1', id: 'whats-next', words: "What's next?" },
    ]);
  });
});

describe("a post's contents", () => {
  it('list the top two heading levels, linked, atop a post of three sections or more', async () => {
    const root = await post(
      ['Intro.', '## One', '### One, first', '#### Too deep', '### One, second', '## Two', '## Three'].join(
        '\n\n',
      ),
    );
    const nav = root.firstElementChild!;
    expect(nav.tagName).toBe('NAV');
    const list = (element: Element) =>
      [...element.querySelectorAll(':scope > ol > li')].map((item) => ({
        link: item.querySelector(':scope > a')!.textContent,
        to: item.querySelector(':scope > a')!.getAttribute('href'),
        below: [...item.querySelectorAll(':scope > ol > li > a')].map((link) => link.textContent),
      }));
    expect(list(nav)).toEqual([
      { link: 'One', to: '#one', below: ['One, first', 'One, second'] },
      { link: 'Two', to: '#two', below: [] },
      { link: 'Three', to: '#three', below: [] },
    ]);
    for (const link of nav.querySelectorAll('a'))
      expect(root.querySelector(link.getAttribute('href')!), link.textContent!).not.toBeNull();
  });

  it('are left out of a post of fewer sections, however many headings below them', async () => {
    const root = await post(sections(2, '### Detail\n\n### Another\n'));
    expect(root.querySelectorAll('h1')).toHaveLength(2);
    expect(root.querySelector('nav')).toBeNull();
    expect((await post(sections(3))).querySelector('nav')).not.toBeNull();
  });
});

describe("a post's footnotes", () => {
  it("keep their links, numbers and ids, and leave every word to the page's component", async () => {
    const root = await post(
      'A claim[^a], again[^a], and another[^b].\n\n[^a]: The source.\n\n[^b]: Another.',
    );
    const section = root.querySelector('section')!;
    expect(section.querySelector('h1, h2, h3, h4, h5, h6')).toBeNull();
    expect(root.textContent).not.toMatch(/Footnotes|Back to/);
    expect(root.innerHTML).not.toMatch(/aria-label|Back to reference/);

    const backs = [...section.querySelectorAll('a[data-number]')];
    expect(backs.map((link) => link.getAttribute('data-number'))).toEqual(['1', '1-2', '2']);
    for (const back of backs) expect(root.querySelector(back.getAttribute('href')!)).not.toBeNull();
    for (const citation of root.querySelectorAll('sup > a'))
      expect(citation.getAttribute('aria-describedby')).toBe(section.getAttribute('data-label-id'));
  });
});

describe("a footnote's link back", () => {
  it('shows a mark the text face draws, so print needs no machine font', async () => {
    const root = await post('A claim[^a], again[^a].\n\n[^a]: The source.');
    const marks = [...root.querySelectorAll('a[data-number]')].map((link) => link.textContent);
    expect(marks).toEqual(['^', '^2']);
    const text = loadFace(faces.text.regular).font;
    expect([...marks.join('')].filter((char) => !text.hasGlyphForCodePoint(char.codePointAt(0)!))).toEqual(
      [],
    );
  });
});

describe('bodies that are not posts', { timeout: 60_000 }, () => {
  const options = mdxCompileOptions({ contentDir });
  const before = { ...options, rehypePlugins: [] };
  const sample = [
    '## Heading',
    'A note[^1] and `code`.',
    '```ts\nconst a = 1;\n```',
    '| a | b |\n| - | - |\n| 1 | 2 |',
    '- [x] done',
    '[^1]: The note.',
  ].join('\n\n');

  it('compile exactly as they did before posts had their own transforms', async () => {
    const owned = ['jobs', 'projects'].flatMap((folder) =>
      readdirSync(join(contentDir, folder)).map((name) => {
        const text = readFileSync(join(contentDir, folder, name), 'utf8');
        return { folder, body: text.slice(text.indexOf('\n---\n', 3) + 5) };
      }),
    );
    for (const { folder, body } of [...owned, { folder: 'projects', body: sample }])
      expect(await compiled(body, folder)).toBe(await compiled(body, folder, before));
    expect(await compiled(sample, 'writing')).not.toBe(await compiled(sample, 'writing', before));
  });

  // Not by a folder's name elsewhere in their path.
  it('are told from posts by their folder in the content, not a name elsewhere', () => {
    expect(isArticle(join(contentDir, 'writing', 'a.mdx'), contentDir)).toBe(true);
    expect(isArticle(join(contentDir, 'projects', 'writing', 'a.mdx'), contentDir)).toBe(false);
    expect(isArticle(join(contentDir, '..', 'writing', 'a.mdx'), contentDir)).toBe(false);
    expect(isArticle(join(contentDir, 'writing.mdx'), contentDir)).toBe(false);
    // A translation's, in its language's folder, as the one it translates.
    expect(isArticle(join(contentDir, 'fr', 'writing', 'a.mdx'), contentDir)).toBe(true);
    expect(isArticle(join(contentDir, 'fr', 'projects', 'a.mdx'), contentDir)).toBe(false);
    expect(isArticle(undefined, contentDir)).toBe(false);
  });
});
