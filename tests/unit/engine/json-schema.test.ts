import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import {
  editorSettingsFile,
  jsonSchemaDir,
  renderEditorSettings,
  renderJsonSchema,
} from '#engine/json-schema.ts';
import { collections } from '#src/content/config.ts';
import { repoRoot } from './helpers.ts';

const schemaDir = jsonSchemaDir(join(repoRoot, 'content'));

/** What a reader of a failure does: the committed files are written by the check. */
const refresh = 'run `npm run check:content` to refresh it';

describe('content/.schema', () => {
  it.each(collections.map((collection) => [collection.module, collection] as const))(
    '%s.schema.json matches the zod schema',
    (name, collection) => {
      const committed = readFileSync(join(schemaDir, `${name}.schema.json`), 'utf8');
      expect(committed, refresh).toBe(renderJsonSchema(collection));
    },
  );

  it('holds a schema for each collection and nothing else', () => {
    expect(readdirSync(schemaDir).sort()).toEqual(
      collections.map((collection) => `${collection.module}.schema.json`).sort(),
    );
  });

  it("is what .vscode/settings.json maps each collection's files to", () => {
    const committed = readFileSync(editorSettingsFile(repoRoot), 'utf8');
    expect(committed, refresh).toBe(renderEditorSettings(collections, 'src/content/generated'));
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

  // Dates as text or a year, and "$schema" allowed in JSON objects only.
  it('describes the input the owner writes, as the owner writes it', () => {
    const schemaOf = (name: string) =>
      JSON.parse(renderJsonSchema(collections.find((c) => c.name === name)!));
    const job = schemaOf('jobs');
    expect(job.title).toBe('content/jobs/*.mdx (front matter)');
    expect(job.properties.period).toMatchObject({
      type: ['string', 'number'],
      examples: expect.arrayContaining(['July 2020 - Present']),
    });
    expect(job.properties.type.examples).toEqual(expect.arrayContaining(['Full-time', 'Founder']));
    expect(job.properties).not.toHaveProperty('$schema');
    expect(job.additionalProperties).toBe(false);
    expect(job.required).toEqual(['id', 'company', 'role', 'period']);
    expect(schemaOf('site').properties.$schema).toEqual({ type: 'string' });
    expect(schemaOf('education').type).toBe('array');
  });
});
