/**
 * Reads a JSON Resume file (jsonresume.org, schema 1.0.0): parsed with the place of every value,
 * checked against the official schema, every problem reported as `file:line:column  field  message`.
 *
 * Two leniencies, both about what real files look like: an empty text or null (`"endDate": ""`, as
 * résumé editors write a blank) counts as a field not given, and fields the standard does not define
 * (`basics.nationality`) are not errors but are reported as not placed, since the standard allows
 * them and nothing downstream knows what they mean. `meta` holds tooling settings and is kept whole.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Validator, type Schema, type ValidationError } from 'jsonschema';
import type { Problem } from '../content/problem.ts';
import { compareProblems } from '../content/problem.ts';
import { formatPath } from '../content/positions.ts';
import { jsonResumeSchema } from './json-resume-schema.ts';
import { parseJsonSource } from './json-source.ts';
import type { ReadResult } from './read-result.ts';

/** The official JSON Resume schema, as `@jsonresume/schema` publishes it. */
export const officialSchema = (createRequire(import.meta.url)('@jsonresume/schema') as { schema: Schema })
  .schema;

/** Names older JSON Resume files (schema 0.x) used for fields 1.0.0 calls otherwise. */
const formerNames: Record<string, string> = {
  company: 'name',
  website: 'url',
  gpa: 'score',
  picture: 'image',
};

/** Reads `file` (or `text`, its content) as a JSON Resume document. */
export function readJsonResume(file: string, text: string = readFileSync(file, 'utf8')): ReadResult {
  const parsed = parseJsonSource(file, text);
  if (!parsed.ok) return parsed;
  const { source } = parsed;
  const at = (path: readonly PropertyKey[], part: 'key' | 'value' = 'value') => ({
    file,
    ...source.locate(path, part),
  });

  const value = withoutBlanks(source.value);
  const { errors } = new Validator().validate(value, officialSchema);
  if (errors.length > 0) {
    const problems = errors.map((error): Problem => ({
      ...at(error.path),
      path: formatPath(error.path),
      message: explainSchemaError(error),
    }));
    return { ok: false, problems: problems.sort(compareProblems) };
  }

  const notPlaced = unknownFields(value, officialSchema, []).map(({ path, name }): Problem => ({
    ...at(path, 'key'),
    path: formatPath(path),
    message:
      name in formerNames
        ? `"${name}" is the older JSON Resume name of "${formerNames[name]}"; rename it to import it`
        : `JSON Resume 1.0.0 has no "${name}" field; not imported`,
  }));
  return {
    ok: true,
    resume: jsonResumeSchema.parse(value),
    origin: (path) => at(path),
    notPlaced: notPlaced.sort(compareProblems),
  };
}

/** `value` without the object fields whose value is an empty text or null. */
function withoutBlanks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutBlanks);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== '' && field !== null)
      .map(([key, field]) => [key, withoutBlanks(field)]),
  );
}

/** Fields of `value` that `schema` does not declare, outside `meta`. */
function unknownFields(
  value: unknown,
  schema: Schema,
  path: PropertyKey[],
): { path: PropertyKey[]; name: string }[] {
  if (Array.isArray(value) && schema.items && !Array.isArray(schema.items)) {
    const items = schema.items;
    return value.flatMap((item, index) => unknownFields(item, items, [...path, index]));
  }
  if (value === null || typeof value !== 'object' || !schema.properties) return [];
  const properties = schema.properties;
  return Object.entries(value).flatMap(([name, field]) => {
    const declared = properties[name];
    if (!declared) return [{ path: [...path, name], name }];
    return name === 'meta' && path.length === 0 ? [] : unknownFields(field, declared, [...path, name]);
  });
}

const dateExample = 'a date like "2021", "2021-03" or "2021-03-15"';

/** The owner's words for one error of the official schema. */
export function explainSchemaError(error: ValidationError): string {
  const received = error.instance as unknown;
  const field = error.path[error.path.length - 1];
  if (error.name === 'pattern') {
    const ongoing = field === 'endDate' && /^\s*(present|current|now|today)\s*$/i.test(String(received));
    return `Expected ${dateExample}, received ${describe(received)}${ongoing ? '; leave endDate out while it goes on' : ''}`;
  }
  if (error.name === 'format' && error.argument === 'email') {
    return `Expected an email address like "name@example.com", received ${describe(received)}`;
  }
  if (error.name === 'format' && error.argument === 'uri') {
    return `Expected a full web address starting with "https://", received ${describe(received)}`;
  }
  if (error.name === 'type') {
    const expected = ([] as string[]).concat(error.argument as string | string[]).map(kindOf);
    return `Expected ${expected.join(' or ')}, received ${describe(received)}`;
  }
  return `${error.message}, received ${describe(received)}`;
}

function kindOf(type: string): string {
  const kinds: Record<string, string> = {
    string: 'text',
    array: 'a list [ ]',
    object: 'an object { }',
    number: 'a number',
    boolean: 'true or false',
  };
  return kinds[type] ?? type;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return `${typeof value === 'number' ? 'the number' : ''} ${String(value)}`.trim();
}
