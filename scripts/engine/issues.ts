/**
 * Zod issues in the owner's words, located in the file.
 *
 * Messages written in the schemas win (they know the field); `errorMap` supplies the rest with what
 * was expected and what was received, and `issueToProblems` adds the position, "did you mean" for
 * unknown fields, and counts for lists of the wrong length.
 */
import { z } from 'zod';
import { formatPath, locate, type LineIndex, type SourceNode, type Target } from './positions.ts';
import type { Problem } from './problem.ts';
import { closest, plural, quoteList } from './words.ts';

/** What a value is, for "received …". */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (typeof value === 'string')
    return value.length > 80 ? `${JSON.stringify(value.slice(0, 77))}…` : JSON.stringify(value);
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list';
  return 'a group of fields';
}

const expectedNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
};

/** Lists of allowed values longer than this are left out when there is a "did you mean". */
const longListLength = 12;

/** Messages for the issues a schema leaves to zod's defaults. */
export const errorMap: z.core.$ZodErrorMap = (issue) => {
  const received = describeValue(issue.input);
  switch (issue.code) {
    case 'invalid_type': {
      const expected = expectedNames[issue.expected] ?? issue.expected;
      const quoteHint =
        issue.expected === 'string' && (typeof issue.input === 'number' || typeof issue.input === 'boolean')
          ? ` — put it in quotes: "${String(issue.input)}"`
          : '';
      return `Expected ${expected}, received ${received}${quoteHint}`;
    }
    case 'invalid_value': {
      if (issue.values.length === 1) return `Expected ${quoteList(issue.values)}, received ${received}`;
      const suggestion =
        typeof issue.input === 'string' ? closest(issue.input, issue.values.map(String)) : undefined;
      // A long list (the icon names) buries the likely fix; the editor's JSON Schema lists them all.
      const allowed =
        suggestion && issue.values.length > longListLength
          ? `one of ${issue.values.length} allowed values`
          : `one of ${quoteList(issue.values)}`;
      return (
        `Expected ${allowed}; received ${received}` + (suggestion ? ` — did you mean "${suggestion}"?` : '')
      );
    }
    case 'invalid_format':
      if (issue.format === 'url')
        return `Expected a web address starting with https://, received ${received}`;
      if (issue.format === 'email')
        return `Expected an email address like "name@example.com", received ${received}`;
      if (issue.format === 'regex') return `Expected text matching ${issue.pattern}, received ${received}`;
      return `Expected a valid ${issue.format}, received ${received}`;
    case 'too_small':
      if (issue.origin === 'string')
        return issue.minimum === 1
          ? 'Must not be empty'
          : `Must be at least ${plural(issue.minimum, 'character')} long`;
      if (issue.origin === 'array')
        return `Must list ${issue.exact ? 'exactly' : 'at least'} ${plural(issue.minimum, 'item')}`;
      return `Expected a number ${issue.inclusive ? 'of at least' : 'greater than'} ${issue.minimum}, received ${received}`;
    case 'too_big':
      if (issue.origin === 'string') return `Must be at most ${plural(issue.maximum, 'character')} long`;
      if (issue.origin === 'array')
        return `Must list ${issue.exact ? 'exactly' : 'at most'} ${plural(issue.maximum, 'item')}`;
      return `Expected a number ${issue.inclusive ? 'of at most' : 'less than'} ${issue.maximum}, received ${received}`;
    case 'invalid_union':
      return `Expected one of the allowed forms, received ${received}`;
    default:
      return undefined;
  }
};

/** Where a problem is reported: the file, its positions, and the data and schema it was checked against. */
export interface IssueContext {
  file: string;
  root: SourceNode;
  lines: LineIndex;
  schema: z.ZodType;
  data: unknown;
}

/** A problem at `path` in a parsed file. */
export function problemAt(
  context: Pick<IssueContext, 'file' | 'root' | 'lines'>,
  path: readonly PropertyKey[],
  message: string,
  target: Target = 'value',
): Problem {
  const { line, column } = context.lines.position(locate(context.root, path, target));
  return { file: context.file, line, column, path: formatPath(path), message };
}

const withReceived = new Set<string>(['invalid_format', 'invalid_union', 'invalid_value']);

/** One zod issue as the owner's problems: one per unknown field, so each points at its own line. */
export function issueToProblems(issue: z.core.$ZodIssue, context: IssueContext): Problem[] {
  const path = issue.path;
  if (issue.code === 'unrecognized_keys') {
    const known = Object.keys(objectShapeAt(context.schema, path) ?? {});
    return issue.keys.map((key) => {
      const suggestion = closest(key, known);
      const hint = suggestion ? `did you mean "${suggestion}"?` : `allowed fields: ${known.join(', ')}`;
      return problemAt(context, [...path, key], `Unknown field "${key}" — ${hint}`, 'key');
    });
  }
  const value = valueAt(context.data, path);
  if (issue.code === 'invalid_type' && value === undefined) {
    return [problemAt(context, path, `Missing required field "${String(path.at(-1))}"`)];
  }
  let message = issue.message;
  if ((issue.code === 'too_small' || issue.code === 'too_big') && Array.isArray(value)) {
    message += ` (found ${value.length})`;
  } else if (issue.code === 'too_big' && typeof value === 'string') {
    message += ` (found ${value.length})`;
  } else if (withReceived.has(issue.code) && !message.includes('received')) {
    // The schema's own message says what is expected; the owner also needs to see what they wrote.
    message += `, received ${describeValue(value)}`;
  }
  return [problemAt(context, path, message)];
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

/** The object schema that governs `path`, to list the fields it allows. */
function objectShapeAt(schema: z.ZodType, path: readonly PropertyKey[]): Record<string, unknown> | undefined {
  let current: unknown = schema;
  for (let index = 0; ;) {
    if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodDefault ||
      current instanceof z.ZodNullable
    ) {
      current = current.unwrap();
    } else if (current instanceof z.ZodPipe) {
      current = current.in;
    } else if (index === path.length) {
      return current instanceof z.ZodObject ? current.shape : undefined;
    } else if (current instanceof z.ZodObject) {
      current = current.shape[path[index++] as string];
    } else if (current instanceof z.ZodArray) {
      current = current.element;
      index++;
    } else return undefined;
  }
}
