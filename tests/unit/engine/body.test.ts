/** MDX bodies: the parser, the rules and the plain text. */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile, createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { bodyText, checkBody } from '#engine/body.ts';
import { defineCollection, defineContentConfig } from '#engine/define.ts';
import { loadContent } from '#engine/load.ts';
import { createBodyParser } from '#engine/mdx.ts';
import { formatProblem } from '#engine/problem.ts';
import { allowedElements, bodyImages, bodyProblems } from '#site-content/body-rules.ts';
import { mdxCompileOptions } from '#site-content/mdx.ts';
import { fixturesDir, repoRoot } from './helpers.ts';

const parse = createBodyParser();
const problems = (body: string) =>
  checkBody(body, bodyProblems).problems.map((p) => `${p.line}:${p.column}  ${p.message}`);

/**
 * Bodies of every MDX file in content/ (whose owner may have no jobs or no projects) and the spec's
 * content, and one that uses every feature.
 */
const bodies = [
  ...['content', 'tests/spec-content'].flatMap((dir) =>
    ['jobs', 'projects'].flatMap((folder) =>
      (existsSync(join(repoRoot, dir, folder)) ? readdirSync(join(repoRoot, dir, folder)) : []).map(
        (name) => {
          const text = readFileSync(join(repoRoot, dir, folder, name), 'utf8');
          return text.slice(text.indexOf('\n---\n', 3) + 5);
        },
      ),
    ),
  ),
  [
    '## Heading',
    '',
    'Some **bold**, _em_, ~~struck~~, `code`, a [link](https://example.com) and www.example.com.',
    '',
    '- [x] done',
    '- [ ] to do',
    '',
    '| a | b |',
    '| - | - |',
    '| 1 | 2 |',
    '',
    '> quoted',
    '',
    '<abbr title="Command Query Responsibility Segregation">CQRS</abbr> {/* a note */}',
  ].join('\n'),
];

describe('the body parser', () => {
  it('reads every body exactly as the MDX compiler does', () => {
    const compiler = createProcessor({ remarkPlugins: [remarkGfm] });
    for (const body of bodies) expect(parse(body)).toEqual(compiler.parse(body));
  });
});

describe('body rules', () => {
  it('accept Markdown, GFM, the allowed elements and comments', () => {
    for (const body of bodies) expect(problems(body), body.slice(0, 40)).toEqual([]);
  });

  it('refuse code, in every form, at its position', () => {
    expect(
      problems(
        [
          'import fs from "node:fs"',
          '',
          'export const x = 1',
          '',
          'Hello {name} and {/* fine */}',
          '',
          '{process.exit(1)}',
        ].join('\n'),
      ),
    ).toEqual([
      '1:1  "import" lines are not allowed: a body is text, not code (to start a line with the word, write \\import)',
      '3:1  "export" lines are not allowed: a body is text, not code (to start a line with the word, write \\export)',
      '5:7  A "{…}" expression would run JavaScript, which content cannot hold: write \\{ to show a brace, or {/* … */} for a comment',
      '7:1  A "{…}" expression would run JavaScript, which content cannot hold: write \\{ to show a brace, or {/* … */} for a comment',
    ]);
  });

  it('refuse elements that run, load, embed or send, each with its reason', () => {
    const refused = ['script', 'style', 'iframe', 'object', 'embed', 'meta', 'link', 'base', 'form'];
    const found = problems(refused.map((name) => `<${name} />`).join('\n\n'));
    expect(found).toHaveLength(refused.length);
    refused.forEach((name, index) =>
      expect(found[index]).toMatch(
        new RegExp(`^${index * 2 + 1}:1  <${name}> is not allowed in content: \\w`),
      ),
    );
  });

  it('refuse handlers, styles, expressions and unknown attributes', () => {
    expect(
      problems(
        '<span onClick="x" style="color: red" class="x" title={t} {...props} titl="y" lang="en">z</span>',
      ),
    ).toEqual([
      '1:7  The "onClick" attribute would run code in visitors’ browsers: remove it',
      '1:19  The "style" attribute is not allowed: the site’s security policy blocks inline styles',
      '1:38  <span> does not take the "class" attribute; it takes title, lang, dir',
      '1:48  The "title" attribute must be text in quotes, not a "{…}" expression',
      '1:58  A "{…}" attribute would run JavaScript, which content cannot hold',
      '1:69  <span> does not take the "titl" attribute — did you mean "title"?',
    ]);
  });

  it('refuse addresses that run code or carry a document, however they are written', () => {
    const found = problems(
      [
        '[a](javascript:alert(1)) [b](JavaScript:alert(1)) ![c](data:image/png;base64,AAAA)',
        '',
        '<a href="java&#x09;script:alert(1)">d</a> <a href="vbscript:x">e</a>',
        '',
        '[f]: javascript:alert(1)',
        '',
        '![g](https://elsewhere.example.com/g.png)',
      ].join('\n'),
    );
    expect(found.map((line) => line.split('  ')[0])).toEqual([
      '1:1',
      '1:26',
      '1:51',
      '3:4',
      '3:46',
      '5:1',
      '7:1',
    ]);
    expect(found[0]).toContain('A link to a "javascript:" address runs code');
    expect(found[2]).toContain('An image from a "data:" address embeds a document');
    expect(found[6]).toContain('Images must be files of this site');
  });

  it('name unknown components and elements, with the closest allowed one', () => {
    expect(problems('<Chart /> <spam>x</spam> <>y</>')).toEqual([
      '1:1  Unknown component <Chart> — use Markdown, or one of these elements: a, abbr, br, cite, dd, del, details, div, dl, dt, figcaption, figure, img, ins, kbd, mark, q, s, small, span, sub, summary, sup, time',
      '1:11  Unknown element <spam> — did you mean <span>?',
      '1:26  Fragments (<>…</>) are not allowed: write the content without them',
    ]);
  });

  it('explain what the parser cannot read, in plain words, where to fix it', () => {
    expect(problems('Intro.\n\nA stray { brace.')).toEqual([
      '3:9  A "{" is never closed: braces start JavaScript expressions, which content cannot hold; write \\{ to show a brace',
    ]);
    expect(problems('Text with <div>no end\n')).toEqual([
      '1:11  <div> is never closed: add </div> (an element that starts in a paragraph ends in it)',
    ]);
    expect(problems('Text\n\n<!-- a comment -->\n')).toEqual([
      '3:2  HTML comments (<!-- … -->) are not allowed in MDX: write a comment as {/* … */}',
    ]);
    expect(problems('Love <3 it')[0]).toMatch(
      /^1:7 {2}A "<" starts an element here but what follows is not one: write \\< \(or &lt;\) to show the character/,
    );
  });

  it('see a body of comments only as blank', () => {
    expect(checkBody('{/* The description. */}\n')).toMatchObject({
      blank: true,
      comment: { line: 1, column: 1 },
    });
    expect(checkBody('Words. {/* and a note */}\n').blank).toBe(false);
  });
});

describe('bodyText', () => {
  it('keeps the words, links as "text (address)", list items and table rows as lines', () => {
    const tree = parse(
      [
        '## Heading',
        '',
        'I lead the **front end** of a _real estate_ platform, with [React](https://react.dev) and `.NET`.',
        'Same paragraph, with <abbr title="x">CQRS</abbr>{/* note */} &amp; more: https://example.com.',
        '',
        '- Search',
        '- Listings ![logo](/x.png)',
        '',
        '1. First',
        '2. Second',
        '',
        '| Year | Project |',
        '| ---- | ------- |',
        '| 2001 | Storefront |',
        '',
        '```ts',
        'const code = 1;',
        '```',
        '',
        'snake_case_word and 2 * 3 * 4 stay.',
      ].join('\n'),
    );
    expect(bodyText(tree)).toBe(
      [
        'Heading',
        'I lead the front end of a real estate platform, with React (https://react.dev) and .NET. Same paragraph, with CQRS & more: https://example.com.',
        '- Search\n- Listings logo',
        '1. First\n2. Second',
        'Year | Project\n2001 | Storefront',
        'const code = 1;',
        'snake_case_word and 2 * 3 * 4 stay.',
      ].join('\n\n'),
    );
    expect(bodyProblems(tree)).toEqual([]);
  });
});

describe('the compiler', () => {
  it('refuses what the checker refuses, so no body runs in the development server either', async () => {
    const target = join(tmpdir(), `body-ran-${process.pid}`);
    const body = `---\nid: x\n---\n\n{globalThis.process.getBuiltinModule('fs').writeFileSync(${JSON.stringify(target)}, 'ran')}\n`;
    await expect(compile(body, mdxCompileOptions({ contentDir: fixturesDir }))).rejects.toThrow(
      /would run JavaScript/,
    );
    expect(existsSync(target)).toBe(false);
    await expect(
      compile('---\nid: x\n---\n\nA **good** body.\n', mdxCompileOptions({ contentDir: fixturesDir })),
    ).resolves.toBeDefined();
  });
});

describe('pictures of the content', () => {
  const contentDir = join(fixturesDir, 'valid/content');
  const entry = join(contentDir, 'jobs/snabby.mdx');
  const compileBody = (body: string) =>
    compile({ value: `---\nid: x\n---\n\n${body}\n`, path: entry }, mdxCompileOptions({ contentDir }));

  it('are listed by the checker where they are named, not the site’s pictures', () => {
    expect(bodyImages(parse('Text.\n\n![The map](images/jane.jpg) and ![Logo](/favicon.svg)\n'))).toEqual([
      { url: 'images/jane.jpg', line: 3, column: 1 },
    ]);
  });

  it("compile into their sized versions in the site's picture component", async () => {
    const code = String(await compileBody('A photo: ![Jane at work](images/jane.jpg)'));
    expect(code).toContain(
      `import bodyPicture0 from ${JSON.stringify(`${join(contentDir, 'images/jane.jpg')}?w=480;640&format=avif;webp&quality=70&as=picture`)}`,
    );
    // The photo is 640 pixels wide: no width is made larger than it.
    expect(code).toMatch(/BodyPicture, \{\s*picture: bodyPicture0,\s*alt: "Jane at work"/);
  });

  it('are found beside the entry too, and a missing one stops the compiler', async () => {
    await expect(compileBody('![Jane](../images/jane.jpg)')).resolves.toBeDefined();
    await expect(compileBody('![Gone](images/gone.png)')).rejects.toThrow(
      'No picture at "images/gone.png": put it in content/ (e.g. content/images/) and name it from there',
    );
  });
});

describe('the engine and body rules', () => {
  const notes = defineContentConfig({
    routes: [],
    collections: {
      notes: defineCollection({ kind: 'mdx', source: 'notes', schema: z.object({ id: z.string() }) }),
    },
  });
  const folder = () => {
    const rootDir = mkdtempSync(join(tmpdir(), 'body-rule-'));
    onTestFinished(() => rmSync(rootDir, { recursive: true, force: true }));
    mkdirSync(join(rootDir, 'content/notes'), { recursive: true });
    writeFileSync(
      join(rootDir, 'content/notes/a.mdx'),
      '---\nid: a\n---\n\nText with <marquee>motion</marquee>.\n',
    );
    return rootDir;
  };

  it('accepts any body that parses when given no rule for bodies', () => {
    expect(loadContent({ rootDir: folder(), config: notes }).ok).toBe(true);
  });

  it("runs its rule on each body and places the problems in the entry's file", () => {
    const rootDir = folder();
    const seen: { path: string; contentDir: string }[] = [];
    const result = loadContent({
      rootDir,
      config: notes,
      rules: {
        body: (tree, file) => {
          seen.push(file);
          return bodyProblems(tree);
        },
      },
    });
    expect(seen).toEqual([
      { path: join(rootDir, 'content/notes/a.mdx'), contentDir: join(rootDir, 'content') },
    ]);
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      'content/notes/a.mdx:5:11  (body)  Unknown element <marquee> — use Markdown, or one of these elements: ' +
        `${Object.keys(allowedElements).join(', ')}`,
    ]);
  });
});
