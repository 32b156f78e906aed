import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFrontMatter, readFrontMatterQuickly } from '../../../scripts/content/front-matter.ts';
import { parseJson } from '../../../scripts/content/json.ts';
import { formatPath, LineIndex, locate } from '../../../scripts/content/positions.ts';
import { closest, editDistance } from '../../../scripts/content/suggest.ts';
import { fixturesDir, repoRoot } from './helpers.ts';

function positions(text: string) {
  const lines = new LineIndex(text);
  return { lines, lineOf: (offset: number) => lines.position(offset).line };
}

describe('parseJson', () => {
  const text = '{\n  "a": [1, {"b": "x"}],\n  "c": {"d": true}\n}';

  it('parses what JSON.parse parses', () => {
    expect(parseJson(text, positions(text).lineOf).data).toEqual(JSON.parse(text));
    const escapes = '["tab\\there", "\\u00e9", -1.5e3, null, false]';
    expect(parseJson(escapes, () => 1).data).toEqual(JSON.parse(escapes));
  });

  it('knows where each key and value is', () => {
    const { lines, lineOf } = positions(text);
    const { root } = parseJson(text, lineOf);
    expect(lines.position(locate(root!, ['a', 1, 'b']))).toEqual({ line: 2, column: 18 });
    expect(lines.position(locate(root!, ['c', 'd'], 'key'))).toEqual({ line: 3, column: 9 });
    // A path the file does not have points at the deepest key it does have.
    expect(lines.position(locate(root!, ['c', 'missing']))).toEqual({ line: 3, column: 3 });
  });

  it('keeps a "__proto__" key as data, never as a prototype', () => {
    const data = parseJson('{"__proto__": {"polluted": true}}', () => 1).data as object;
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(Object.keys(data)).toEqual(['__proto__']);
  });

  it('rejects comments and trailing text', () => {
    expect(parseJson('{} // note', () => 1).errors.map((error) => error.message)).toEqual([
      'Comments are not allowed in JSON files',
    ]);
    expect(parseJson('{} {}', () => 1).errors.map((error) => error.message)).toEqual([
      'Unexpected "{" after the end of the data',
    ]);
  });
});

describe('parseFrontMatter', () => {
  it('splits front matter from the body and moves positions into file coordinates', () => {
    const text = '---\r\n# comment\r\ntitle: Hello\r\nlist:\r\n  - a\r\n---\r\nBody text\r\n';
    const { lines, lineOf } = positions(text);
    const result = parseFrontMatter(text, lineOf);
    expect(result.errors).toEqual([]);
    expect(result.data).toEqual({ title: 'Hello', list: ['a'] });
    expect(result.body).toBe('Body text\r\n');
    expect(lines.position(locate(result.root!, ['list', 0]))).toEqual({ line: 5, column: 5 });
  });

  it('accepts a closing "---" at the very end of the file', () => {
    const result = parseFrontMatter('---\na: 1\n---', () => 1);
    expect(result).toMatchObject({ found: true, body: '', data: { a: 1 } });
  });

  it('reads "---yaml" as YAML, with positions past the word', () => {
    const text = '---yaml\ntitle: Hello\n---\nBody';
    const { lines, lineOf } = positions(text);
    const result = parseFrontMatter(text, lineOf);
    expect(result).toMatchObject({ found: true, body: 'Body', data: { title: 'Hello' }, errors: [] });
    expect(lines.position(locate(result.root!, ['title']))).toEqual({ line: 2, column: 8 });
  });

  it('refuses front matter in another language and never runs it', () => {
    const text = '---js\n{ id: (globalThis.frontMatterRan = "yes") }\n---\nBody';
    expect(parseFrontMatter(text, () => 1).errors.map((error) => error.message)).toEqual([
      'The front matter must be YAML: write the first line as "---" alone, without "js"',
    ]);
    expect(readFrontMatterQuickly(text)).toBeUndefined();
    expect(globalThis).not.toHaveProperty('frontMatterRan');
  });
});

describe('readFrontMatterQuickly', () => {
  const mdxFiles = (dir: string) =>
    ['jobs', 'projects'].flatMap((folder) =>
      existsSync(join(dir, folder))
        ? readdirSync(join(dir, folder)).map((name) => join(dir, folder, name).slice(repoRoot.length))
        : [],
    );
  const readBoth = (file: string) => {
    const text = readFileSync(join(repoRoot, file), 'utf8');
    const precise = parseFrontMatter(text, () => 1);
    expect(precise.errors).toEqual([]);
    return {
      quick: readFrontMatterQuickly(text),
      precise: { data: precise.data, body: precise.body, bodyOffset: precise.bodyOffset },
    };
  };

  it.each(mdxFiles(join(fixturesDir, 'valid/content')).map((file) => [file]))(
    'reads %s exactly as the precise path does',
    (file) => {
      const { quick, precise } = readBoth(file);
      expect(quick).toEqual(precise);
    },
  );

  // The owner's files: where the quick path answers (it leaves unusual ones to the precise path,
  // such as a year written '2019'), it answers as the precise path does.
  it('reads every entry of content/ as the precise path does, or leaves it to it', () => {
    for (const file of mdxFiles(join(repoRoot, 'content'))) {
      const { quick, precise } = readBoth(file);
      if (quick !== undefined) expect(quick, file).toEqual(precise);
    }
  });

  it.each([
    ['a tab', '---\nlist:\n\t- a\n---\nBody'],
    ['a duplicate key', '---\na: 1\na: 2\n---\nBody'],
    ['text YAML 1.2 reads as a number', '---\na: [+.5]\n---\nBody'],
    ['a number js-yaml reads and YAML 1.2 keeps as text', '---\na: 0b101\n---\nBody'],
    ['empty front matter', '---\n# nothing yet\n---\nBody'],
    ['no closing line', '---\na: 1\n'],
    ['a list instead of fields', '---\n- a\n---\nBody'],
    ['no front matter', 'Body'],
  ])('leaves a file with %s to the precise path', (_, text) => {
    expect(readFrontMatterQuickly(text)).toBeUndefined();
  });
});

describe('formatPath', () => {
  it('reads like the data', () => {
    expect(formatPath(['technicalHighlights', 1, 'metrics', 0])).toBe('technicalHighlights[1].metrics[0]');
    expect(formatPath([0, 'period'])).toBe('[0].period');
    expect(formatPath([])).toBe('(file)');
  });
});

describe('closest', () => {
  it('suggests plausible typos and longer or shorter forms only', () => {
    expect(editDistance('achievments', 'achievements')).toBe(1);
    expect(closest('achievments', ['achievements', 'technologies'])).toBe('achievements');
    expect(closest('Production', ['production'])).toBe('production');
    expect(closest('rocket-ship', ['rocket', 'rocketry-lab'])).toBe('rocket');
    expect(closest('tagline', ['title', 'description', 'keywords'])).toBeUndefined();
  });
});
