import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import {
  editorSettingsFile,
  jsonSchemaDir,
  renderEditorSettings,
  renderJsonSchema,
} from '../../../scripts/content/json-schema.ts';
import { collections } from '../../../src/content/config.ts';
import { repoRoot } from './helpers.ts';

const schemaDir = jsonSchemaDir(join(repoRoot, 'content'));

describe('content/.schema', () => {
  it.each(collections.map((collection) => [collection.module, collection] as const))(
    '%s.schema.json matches the zod schema (run `npm run check:content` to refresh it)',
    (name, collection) => {
      const committed = readFileSync(join(schemaDir, `${name}.schema.json`), 'utf8');
      expect(committed).toBe(renderJsonSchema(collection));
    },
  );

  it('holds a schema for each collection and nothing else', () => {
    expect(readdirSync(schemaDir).sort()).toEqual(
      collections.map((collection) => `${collection.module}.schema.json`).sort(),
    );
  });

  it("is what .vscode/settings.json maps each collection's files to (run `npm run check:content` to refresh it)", () => {
    const committed = readFileSync(editorSettingsFile(repoRoot), 'utf8');
    expect(committed).toBe(renderEditorSettings(collections));
    const settings = JSON.parse(committed) as {
      'json.schemas': { fileMatch: string[]; url: string }[];
      'yaml.schemas': Record<string, string>;
    };
    expect(settings['json.schemas']).toContainEqual({
      fileMatch: ['**/content/certifications/*.json'],
      url: './content/.schema/certifications.schema.json',
    });
    expect(settings['yaml.schemas']['./content/.schema/jobs.schema.json']).toBe('**/content/jobs/*.mdx');
  });

  it('describes the input the owner writes: ranges as text, "$schema" allowed in JSON objects only', () => {
    const schemaOf = (name: string) =>
      JSON.parse(renderJsonSchema(collections.find((c) => c.name === name)!));
    const job = schemaOf('jobs');
    expect(job.title).toBe('content/jobs/*.mdx (front matter)');
    expect(job.properties.period).toMatchObject({
      type: 'string',
      pattern: expect.stringContaining('Present'),
    });
    expect(job.properties).not.toHaveProperty('$schema');
    expect(job.additionalProperties).toBe(false);
    expect(schemaOf('site').properties.$schema).toEqual({ type: 'string' });
    expect(schemaOf('education').type).toBe('array');
  });

  it('keeps the range patterns in step with what the loader accepts', () => {
    const schemaOf = (name: string) =>
      JSON.parse(renderJsonSchema(collections.find((c) => c.name === name)!));
    const month = new RegExp(schemaOf('jobs').properties.period.pattern);
    expect(
      ['June 2012 - July 2020', 'July 2020 – Present'].filter((value) => month.test(value)),
    ).toHaveLength(2);
    expect(month.test('Juen 2012 - July 2020')).toBe(false);
    const year = new RegExp(schemaOf('certifications').properties.period.pattern);
    expect(['2012', '2001-2014', '2022 - Present'].every((value) => year.test(value))).toBe(true);
    expect(year.test('2012 - soon')).toBe(false);
  });
});
