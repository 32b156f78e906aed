import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '#engine/front-matter.ts';
import { parseJson } from '#engine/json.ts';
import { formatPath, LineIndex, locate } from '#engine/positions.ts';
import { closest, editDistance } from '#engine/words.ts';

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
    expect(globalThis).not.toHaveProperty('frontMatterRan');
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
