/**
 * A small JSON parser that remembers where every key and value sits.
 *
 * `JSON.parse` knows neither: it silently keeps the last of two equal keys and reports syntax errors
 * as a character offset in wording that changes between Node versions. This one is strict JSON
 * (no comments, no trailing commas) and reports in words the owner can act on.
 */
import type { SourceNode } from './positions.ts';

/** A problem found while reading a file, before any schema sees it. */
export interface SourceError {
  offset: number;
  path: PropertyKey[];
  message: string;
  /** True when the file could not be read at all, so there is no data to validate. */
  fatal: boolean;
}

export interface JsonResult {
  data?: unknown;
  root?: SourceNode;
  errors: SourceError[];
}

class JsonNode implements SourceNode {
  readonly valueOffset: number;
  readonly keyOffset?: number;
  entries?: Map<string, JsonNode>;
  items?: JsonNode[];

  constructor(valueOffset: number, keyOffset?: number) {
    this.valueOffset = valueOffset;
    this.keyOffset = keyOffset;
  }

  child(segment: PropertyKey): SourceNode | undefined {
    if (typeof segment === 'number') return this.items?.[segment];
    return typeof segment === 'string' ? this.entries?.get(segment) : undefined;
  }
}

class JsonSyntaxError extends Error {
  readonly offset: number;

  constructor(offset: number, message: string) {
    super(message);
    this.offset = offset;
  }
}

const numberPattern = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * Parses `text` as JSON. `lineOf` turns an offset into a line number for messages that point back
 * to an earlier place ("already set on line 3").
 */
export function parseJson(text: string, lineOf: (offset: number) => number): JsonResult {
  const errors: SourceError[] = [];
  let pos = 0;

  /** What comes next, in words: `the end of the file`, `"issuer"`, `"]"`. */
  const describeNext = () => {
    if (pos >= text.length) return 'the end of the file';
    const token = /^"[^"\n]*"?|^[\w.+-]+/.exec(text.slice(pos, pos + 60))?.[0];
    if (token?.startsWith('"')) return token.endsWith('"') && token.length > 1 ? token : `${token}…`;
    return JSON.stringify(token ?? text[pos]);
  };
  /** After a value, a quote or a word almost always means the comma between two was left out. */
  const commaHint = () => (/["\w[{-]/.test(text[pos] ?? '') ? ' — is a comma missing?' : '');

  function skipWhitespace(): void {
    while (pos < text.length) {
      const char = text[pos];
      if (char === ' ' || char === '\n' || char === '\r' || char === '\t') pos++;
      else if (char === '/' && (text[pos + 1] === '/' || text[pos + 1] === '*')) {
        throw new JsonSyntaxError(pos, 'Comments are not allowed in JSON files');
      } else return;
    }
  }

  function parseString(): string {
    const start = pos;
    for (pos++; pos < text.length; pos++) {
      const char = text[pos];
      if (char === '"') {
        pos++;
        try {
          return JSON.parse(text.slice(start, pos)) as string;
        } catch {
          throw new JsonSyntaxError(start, 'Invalid text: a backslash must start an escape like \\n or \\"');
        }
      }
      if (char === '\\') pos++;
      else if (char === '\n') break;
    }
    throw new JsonSyntaxError(start, 'Text is not closed: a closing " is missing on this line');
  }

  function parseValue(path: PropertyKey[], keyOffset?: number): { value: unknown; node: JsonNode } {
    skipWhitespace();
    const node = new JsonNode(pos, keyOffset);
    const char = text[pos];
    if (char === '{') return { value: parseObject(node, path), node };
    if (char === '[') return { value: parseArray(node, path), node };
    if (char === '"') return { value: parseString(), node };
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, pos)) {
        pos += word.length;
        return { value, node };
      }
    }
    numberPattern.lastIndex = pos;
    const number = numberPattern.exec(text);
    if (number) {
      pos += number[0].length;
      return { value: Number(number[0]), node };
    }
    if (char === "'")
      throw new JsonSyntaxError(pos, 'Text in JSON needs double quotes ("…"), not single quotes');
    throw new JsonSyntaxError(
      pos,
      `Expected a value (text in "double quotes", a number, true, false, a list or an object), found ${describeNext()}`,
    );
  }

  /** At the end of the file inside an object or list, the owner needs to find where it opened. */
  function unclosedAtEnd(node: JsonNode, open: string, close: string): void {
    if (pos >= text.length) {
      throw new JsonSyntaxError(
        node.valueOffset,
        `This "${open}" is never closed: the file ends before its "${close}"`,
      );
    }
  }

  function parseObject(node: JsonNode, path: PropertyKey[]): Record<string, unknown> {
    const pairs: [string, unknown][] = [];
    node.entries = new Map();
    pos++;
    skipWhitespace();
    if (text[pos] === '}') {
      pos++;
      return {};
    }
    let comma = pos;
    for (;;) {
      skipWhitespace();
      unclosedAtEnd(node, '{', '}');
      if (text[pos] === '}') {
        throw new JsonSyntaxError(comma, 'Remove this comma: JSON does not allow a comma before "}"');
      }
      if (text[pos] !== '"') {
        throw new JsonSyntaxError(pos, `Expected a field name in "double quotes", found ${describeNext()}`);
      }
      const keyOffset = pos;
      const key = parseString();
      skipWhitespace();
      if (text[pos] !== ':')
        throw new JsonSyntaxError(pos, `Expected ":" after "${key}", found ${describeNext()}`);
      pos++;
      const { value, node: child } = parseValue([...path, key], keyOffset);
      const first = node.entries.get(key);
      if (first) {
        errors.push({
          offset: keyOffset,
          path: [...path, key],
          message: `Duplicate field "${key}": it is already set on line ${lineOf(first.keyOffset ?? 0)}; keep only one`,
          fatal: false,
        });
      }
      node.entries.set(key, child);
      pairs.push([key, value]);
      skipWhitespace();
      unclosedAtEnd(node, '{', '}');
      if (text[pos] === ',') {
        comma = pos++;
        continue;
      }
      if (text[pos] === '}') {
        pos++;
        return Object.fromEntries(pairs);
      }
      throw new JsonSyntaxError(
        pos,
        `Expected "," or "}" after the value of "${key}", found ${describeNext()}${commaHint()}`,
      );
    }
  }

  function parseArray(node: JsonNode, path: PropertyKey[]): unknown[] {
    const values: unknown[] = [];
    node.items = [];
    pos++;
    skipWhitespace();
    if (text[pos] === ']') {
      pos++;
      return values;
    }
    let comma = pos;
    for (;;) {
      skipWhitespace();
      unclosedAtEnd(node, '[', ']');
      if (text[pos] === ']') {
        throw new JsonSyntaxError(comma, 'Remove this comma: JSON does not allow a comma before "]"');
      }
      const { value, node: child } = parseValue([...path, values.length]);
      node.items.push(child);
      values.push(value);
      skipWhitespace();
      unclosedAtEnd(node, '[', ']');
      if (text[pos] === ',') {
        comma = pos++;
        continue;
      }
      if (text[pos] === ']') {
        pos++;
        return values;
      }
      throw new JsonSyntaxError(
        pos,
        `Expected "," or "]" after a list item, found ${describeNext()}${commaHint()}`,
      );
    }
  }

  try {
    const { value, node } = parseValue([]);
    skipWhitespace();
    if (pos < text.length)
      throw new JsonSyntaxError(pos, `Unexpected ${describeNext()} after the end of the data`);
    return { data: value, root: node, errors };
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return { errors: [...errors, { offset: error.offset, path: [], message: error.message, fatal: true }] };
  }
}
