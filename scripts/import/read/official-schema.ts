/**
 * The official JSON Resume schema (`@jsonresume/schema`), which the LinkedIn reader's output is
 * checked against, and its errors in the owner's words.
 */
import { createRequire } from 'node:module';
import type { Schema, ValidationError } from 'jsonschema';

/** The official JSON Resume schema, as `@jsonresume/schema` publishes it. */
export const officialSchema = (createRequire(import.meta.url)('@jsonresume/schema') as { schema: Schema })
  .schema;

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
