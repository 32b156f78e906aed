import { createRequire } from 'node:module';
import type { Schema, Validator as SchemaValidator } from 'jsonschema';
import { describe, expect, it } from 'vitest';
import {
  certifications,
  education,
  jobs,
  jobText,
  profile,
  projects,
  site,
  skills,
} from '#src/content/index.ts';
import { jsonResume } from '#outputs/site-files/json-resume.ts';

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

  // Basics, jobs latest first, education, certificates, skills, projects.
  it('matches the content, section by section', () => {
    expect(resume.basics).toMatchObject({ name: profile.name, label: profile.title, email: profile.email });
    expect(resume.basics.profiles.map((p) => p.url)).toEqual(
      [profile.linkedin, profile.github, ...(profile.profiles ?? []).map((other) => other.url)].filter(
        (url) => url !== undefined,
      ),
    );

    expect(resume.work.map((job) => job.name)).toEqual(jobs.map((job) => job.company));
    // Ongoing jobs first, then the latest start.
    const order = resume.work.map((job) => `${job.endDate ? 0 : 1}:${job.startDate}`);
    expect(order).toEqual([...order].sort().reverse());
    jobs.forEach((job, index) => {
      expect(resume.work[index]).toMatchObject({
        startDate: job.period.start,
        highlights: job.achievements,
        summary: jobText(job) || undefined,
      });
      if (job.period.end) expect(resume.work[index]!.endDate).toBe(job.period.end);
      else expect(resume.work[index]).not.toHaveProperty('endDate');
    });

    expect(resume.education.map((entry) => entry.institution)).toEqual(
      education.map((entry) => entry.school),
    );
    expect(resume.certificates.map((c) => c.name)).toEqual(certifications.map((c) => c.name));
    expect(resume.skills.map((group) => group.keywords)).toEqual(
      (skills.groups ?? []).map((g) => g.items.map((i) => i.name)),
    );
    expect(resume.projects.map((project) => project.name)).toEqual(projects.map((project) => project.title));
    expect(resume.meta).toEqual({
      canonical: new URL('/resume.json', site.url).href,
      version: 'v1.0.0',
      lastModified: '2026-01-15T10:00:00',
    });
  });

  it("keeps a body's links and list items readable as plain text", () => {
    const summaries = resume.work.flatMap((job) => (job.summary ? [job.summary] : []));
    expect(summaries).toHaveLength(jobs.filter((job) => jobText(job) !== '').length);
    for (const summary of summaries) expect(summary).not.toMatch(/\]\(|\*\*|<\/?[a-z]/);
  });
});
