/**
 * The specification's counts and fixed lists, checked on its frozen content (tests/spec-content).
 * The schemas impose none of them: an owner may have seven cards or two projects.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPublished } from '#site-content/content.ts';
import { formatSpan } from '#src/content/values/dates.ts';
import { repoRoot } from '../engine/helpers.ts';

const spec = loadPublished({ rootDir: repoRoot, contentDir: join(repoRoot, 'tests/spec-content') });

describe("the specification's content", () => {
  it('has the counts the specification gives', () => {
    expect({
      homeTechnologies: spec.homePage.technologies?.length,
      homeStats: spec.homePage.stats?.length,
      homeCards: spec.homePage.strengths?.cards.length,
      experienceStats: spec.experiencePage.stats?.length,
      jobs: spec.jobs.length,
      education: spec.education.length,
      certifications: spec.certifications.length,
      coreTechnologies: spec.skills.coreTechnologies?.length,
      skillGroups: spec.skills.groups?.length,
      implementations: spec.skills.implementations?.length,
      summaries: spec.skills.summaries?.map((summary) => summary.ratings.length),
      projects: spec.projects.length,
      quickConnect: Object.keys(spec.contactPage.quickConnect).length - 1,
      meetings: spec.contactPage.meetings?.options.length,
      faq: spec.contactPage.faq?.items.length,
      navigation: Object.keys(spec.layout.navigation.links).length,
    }).toEqual({
      homeTechnologies: 8,
      homeStats: 4,
      homeCards: 6,
      experienceStats: 4,
      jobs: 5,
      education: 1,
      certifications: 3,
      coreTechnologies: 16,
      skillGroups: 8,
      implementations: 4,
      summaries: [3, 3, 3],
      projects: 3,
      quickConnect: 4,
      meetings: 3,
      faq: 3,
      navigation: 5,
    });
  });

  it('has the fixed lists the specification names', () => {
    expect(spec.projectsPage.categories).toEqual([
      'Financial Technology',
      'Full Stack Development',
      'Enterprise Architecture',
    ]);
    const period = (job: (typeof spec.jobs)[number]) =>
      formatSpan(job.period, spec.site.locale, spec.layout.dates);
    expect(spec.jobs.map((job) => [job.id, period(job), job.location, job.type])).toEqual([
      ['snabby', 'July 2020 - Present', 'Sterling Heights, MI', 'Full-time'],
      ['auto-loan', 'June 2012 - July 2020', 'Royal Oak, MI', 'Full-time'],
      ['auto-web', 'March 2006 - July 2012', 'Troy, MI', 'Full-time'],
      ['csc', 'February 2003 - March 2006', 'Southfield, MI', 'Full-time'],
      ['ford', 'June 1999 - February 2003', 'Troy, MI', 'Contract'],
    ]);
    expect(spec.skills.groups?.map((group) => group.id)).toEqual([
      'languages',
      'frontend',
      'backend',
      'databases',
      'devops',
      'ai',
      'testing',
      'soft-skills',
    ]);
    expect(spec.contactPage.form.projectTypes).toEqual([
      { value: 'web-app', label: 'Web Application Development' },
      { value: 'mobile', label: 'Mobile App Development' },
      { value: 'consulting', label: 'Technical Consulting' },
      { value: 'team-augmentation', label: 'Team Augmentation' },
      { value: 'code-review', label: 'Code Review & Optimization' },
      { value: 'other', label: 'Other' },
    ]);
    expect(spec.layout.footer.phoneLabel).toBe('Email Me');
    expect(spec.site.image).toBe('/img/rh.webp');
  });
});
