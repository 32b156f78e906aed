import { createRequire } from 'node:module';
import type { Schema, Validator as SchemaValidator } from 'jsonschema';
import { describe, expect, it } from 'vitest';
import { education, getCertifications, getJobs, getProjects, profile, skills } from '../../../src/content';
import { jsonResume } from '../../../src/lib/json-resume';

const { validate, schema } = createRequire(import.meta.url)('@jsonresume/schema') as {
  validate: (resume: unknown, done: (errors: unknown[] | null, valid: boolean) => void) => void;
  schema: Record<string, unknown>;
};

/** The official schema with every object closed, so a misspelled field fails too. */
function strict(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strict);
  if (!node || typeof node !== 'object') return node;
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, strict(value)]));
  return 'properties' in copy ? { ...copy, additionalProperties: false } : copy;
}

const resume = jsonResume(new Date('2026-01-15T10:00:00Z'));

describe('the JSON Resume export', () => {
  it('is valid against the official JSON Resume schema', () => {
    let result: { errors: unknown[] | null; valid: boolean } | undefined;
    validate(resume, (errors, valid) => (result = { errors, valid }));
    expect(result).toEqual({ errors: null, valid: true });
  });

  it('uses no field the schema does not define', () => {
    const { Validator } = createRequire(import.meta.url)('jsonschema') as {
      Validator: typeof SchemaValidator;
    };
    const { errors } = new Validator().validate(resume, strict(schema) as Schema);
    expect(errors.map((error) => `${error.property} ${error.message}`)).toEqual([]);
  });

  it('matches the content: basics, 5 jobs latest first, education, certificates, skills, projects', () => {
    expect(resume.basics).toMatchObject({ name: profile.name, label: profile.title, email: profile.email });
    expect(resume.basics.profiles.map((p) => p.network)).toEqual(['LinkedIn', 'GitHub']);

    expect(resume.work).toHaveLength(5);
    expect(resume.work.map((job) => job.name)).toEqual(getJobs().map((job) => job.company));
    expect(resume.work[0]).toMatchObject({ startDate: '2020-07' });
    expect(resume.work[0]).not.toHaveProperty('endDate');
    expect(resume.work.at(-1)).toMatchObject({ startDate: '1999-06', endDate: '2003-02' });
    expect(resume.work[1]!.highlights).toEqual(getJobs()[1]!.achievements);
    expect(resume.work[1]!.summary.length).toBeGreaterThan(40);

    expect(resume.education).toHaveLength(education.length);
    expect(resume.education[0]).toMatchObject({ area: 'Computer Science', endDate: '2012' });
    expect(resume.certificates.map((c) => c.name)).toEqual(getCertifications().map((c) => c.name));
    expect(resume.certificates).toHaveLength(3);
    expect(resume.skills).toHaveLength(8);
    expect(resume.skills.map((group) => group.keywords)).toEqual(
      skills.groups.map((g) => g.items.map((i) => i.name)),
    );
    expect(resume.projects).toHaveLength(3);
    expect(resume.projects.map((project) => project.name)).toEqual(
      getProjects().map((project) => project.title),
    );
    expect(resume.meta).toEqual({
      canonical: 'https://example.com/resume.json',
      version: 'v1.0.0',
      lastModified: '2026-01-15T10:00:00',
    });
  });
});
