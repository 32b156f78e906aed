/**
 * The sections of a JSON Resume document as content entries, one declaration per section: the
 * résumé's section it reads, how the report counts it, what an entry cannot do without, where its
 * dates are, the fields the content has no place for, how an entry's fields are made, their order
 * and their ids. Each entry keeps the résumé's words; a field the content has no place for is
 * reported, and an entry that lacks what the content requires (a job without a company) is
 * reported whole rather than filled in. `section-mapping.ts` runs the declarations.
 */
import type { JsonResume } from '../read/json-resume-schema.ts';
import { uniqueIds } from './ids.ts';
import type { Placing } from './placing.ts';
import {
  defined,
  folderSection,
  listSection,
  type DeclaredSection,
  type Fields,
  type FolderEntry,
  type ItemOf,
} from './section-mapping.ts';
import type { CareerCollection } from './career-collections.ts';

/**
 * Every collection a résumé fills but the profile (`profile.ts`), by name, with the résumé's
 * section it reads. A folder section's entries are files of their own, named by their ids; a list
 * section's are the items of one file. Skills are gathered into groups rather than mapped one by one.
 */
export const sections = {
  jobs: folderSection({
    reads: 'work',
    counted: ['job', 'jobs'],
    entry: 'A job',
    requires: { name: 'company (name)', position: 'role (position)' },
    dates: {
      start: 'startDate',
      end: 'endDate',
      ongoing: true,
      required: 'dates (startDate)',
      upcoming: 'role',
    },
    notPlaced: {
      description:
        "The site has no place for a company's description; write it into the job's text if you want it shown",
    },
    fields: (work, { placing, path, required, period }) => ({
      company: required.name,
      url: placing.url([...path, 'url'], work.url),
      role: required.position,
      period,
      location: placing.text(work.location),
      achievements: placing.list(work.highlights),
      technologies: placing.list(work.keywords),
    }),
    body: (work, placing) => placing.text(work.summary),
    // A company's name alone, or with the role where a company has several, or with the year too.
    id: {
      from: ({ company, role, period }) => [
        company,
        `${company} ${role}`,
        `${company} ${role} ${period.slice(0, 4)}`,
      ],
      fallback: 'job',
    },
  }),

  projects: folderSection({
    reads: 'projects',
    counted: ['project', 'projects'],
    entry: 'A project',
    requires: { name: 'name' },
    // A project with a start and no end is dated by its start: unlike a job's, a missing end does not
    // say that it goes on (released work is often dated that way).
    dates: { start: 'startDate', end: 'endDate', ongoing: false },
    context: projectCategories,
    notPlaced: (categories) => ({
      roles: 'The site has no place for your roles in a project; not imported',
      entity: 'The site has no place for the organisation behind a project; not imported',
      ...(categories
        ? {}
        : { type: 'Every project is of this one type, so the site shows no categories; not imported' }),
    }),
    fields: (project, { placing, path, required, period, context: categories }) => ({
      title: required.name,
      category: categories ? placing.text(project.type) : undefined,
      description: placing.text(project.description),
      technologies: placing.list(project.keywords),
      outcomes: placing.list(project.highlights),
      year: period,
      links: projectLinks(placing.url([...path, 'url'], project.url)),
    }),
    id: { from: ({ title }) => [title], fallback: 'project' },
  }),

  certifications: folderSection({
    reads: 'certificates',
    counted: ['certification', 'certifications'],
    entry: 'A certificate',
    requires: { name: 'name' },
    dates: { start: 'date', ongoing: false },
    fields: (certificate, { placing, path, required, period }) => ({
      name: required.name,
      issuer: placing.text(certificate.issuer),
      period,
      url: placing.url([...path, 'url'], certificate.url),
    }),
    id: { from: ({ name }) => [name], fallback: 'certification' },
  }),

  education: listSection({
    reads: 'education',
    counted: ['education entry', 'education entries'],
    entry: 'An education entry',
    requires: { institution: 'school (institution)' },
    dates: { start: 'startDate', end: 'endDate', ongoing: true, upcoming: 'course of study' },
    fields: (entry, { placing, path, required, period }) => ({
      school: required.institution,
      degree: placing.text(entry.studyType),
      area: placing.text(entry.area),
      url: placing.url([...path, 'url'], entry.url),
      period,
      score: placing.text(entry.score),
      highlights: placing.list(entry.courses),
    }),
  }),

  skills: { reads: 'skills', counted: ['skill group', 'skill groups'], entries: skillGroupsFrom },

  volunteer: listSection({
    reads: 'volunteer',
    counted: ['volunteer role', 'volunteer roles'],
    entry: 'A volunteer role',
    requires: { organization: 'organization' },
    dates: { start: 'startDate', end: 'endDate', ongoing: true, upcoming: 'volunteer role' },
    fields: (role, { placing, path, required, period }) => ({
      organization: required.organization,
      position: placing.text(role.position),
      url: placing.url([...path, 'url'], role.url),
      period,
      summary: placing.text(role.summary),
      highlights: placing.list(role.highlights),
    }),
  }),

  awards: listSection({
    reads: 'awards',
    counted: ['award', 'awards'],
    entry: 'An award',
    requires: { title: 'title' },
    dates: { start: 'date', ongoing: false },
    fields: (award, { placing, required, period }) => ({
      title: required.title,
      awarder: placing.text(award.awarder),
      date: period,
      summary: placing.text(award.summary),
    }),
    order: latestDatedFirst,
  }),

  publications: listSection({
    reads: 'publications',
    counted: ['publication', 'publications'],
    entry: 'A publication',
    requires: { name: 'name' },
    dates: { start: 'releaseDate', ongoing: false },
    fields: (publication, { placing, path, required, period }) => ({
      name: required.name,
      publisher: placing.text(publication.publisher),
      date: period,
      url: placing.url([...path, 'url'], publication.url),
      summary: placing.text(publication.summary),
    }),
    order: latestDatedFirst,
  }),

  languages: listSection({
    reads: 'languages',
    counted: ['language', 'languages'],
    entry: 'A language',
    requires: { language: 'name (language)' },
    fields: (entry, { placing, required }) => ({
      language: required.language,
      fluency: placing.text(entry.fluency),
    }),
  }),

  interests: listSection({
    reads: 'interests',
    counted: ['interest', 'interests'],
    entry: 'An interest',
    requires: { name: 'name' },
    fields: (interest, { placing, required }) => ({
      name: required.name,
      keywords: placing.list(interest.keywords),
    }),
  }),

  references: listSection({
    reads: 'references',
    counted: ['reference', 'references'],
    entry: 'A reference',
    requires: { reference: 'words (reference)' },
    // Unsigned words are kept as they are: the résumé holds them.
    fields: (reference, { placing, required }) => ({
      name: placing.text(reference.name),
      text: required.reference,
    }),
  }),
} satisfies Record<Exclude<CareerCollection, 'profile'>, DeclaredSection<Fields[] | FolderEntry[]>>;

/** The kinds of project, as the résumé names them, when it names two or more. */
export function projectCategories(
  projects: readonly ItemOf<'projects'>[],
  placing: Placing,
): string[] | undefined {
  const types = [...new Set(projects.flatMap((project) => placing.text(project.type) ?? []))];
  return types.length >= 2 ? types : undefined;
}

/** Where a project's address goes: its code (a GitHub or GitHub Enterprise host) or its live site. */
function projectLinks(url: string | undefined): Fields | undefined {
  if (!url) return undefined;
  const host = new URL(url).hostname.split('.');
  return host[0] === 'github' && host.length > 1 ? { github: url } : { live: url };
}

/**
 * For a list the content shows in the order its file gives: latest first, as the jobs are shown;
 * undated entries last, each in the résumé's order. Dates are ISO, so later sorts after.
 */
function latestDatedFirst(a: { date?: string }, b: { date?: string }): number {
  const [first, second] = [a.date ?? '', b.date ?? ''];
  return Number(!first) - Number(!second) || second.localeCompare(first);
}

/**
 * Skill groups: a skill with keywords is a group of them, at its level. Skills given without
 * keywords (each a skill of its own, as LinkedIn exports them) are the items of one group, named
 * `looseTitle`, each at its own level; without a title, each is a group of its own name.
 */
export function skillGroupsFrom(resume: JsonResume, placing: Placing, looseTitle?: string): Fields[] {
  const groups: { title: string; level?: string; items: (string | Fields)[] }[] = [];
  const loose: (string | Fields)[] = [];
  for (const skill of resume.skills ?? []) {
    const name = placing.text(skill.name);
    const level = placing.text(skill.level);
    const keywords = placing.list(skill.keywords);
    if (keywords && name) groups.push({ title: name, level, items: keywords });
    else if (keywords) loose.push(...keywords.map((keyword) => (level ? { name: keyword, level } : keyword)));
    else if (name) loose.push(level ? { name, level } : name);
  }
  const names = new Set<string>();
  const items = loose.filter((item) => {
    const name = (typeof item === 'string' ? item : String(item.name)).toLowerCase();
    return !names.has(name) && Boolean(names.add(name));
  });
  if (items.length > 0 && looseTitle) groups.push({ title: looseTitle, items });
  else
    for (const item of items)
      groups.push({ title: typeof item === 'string' ? item : String(item.name), items: [item] });
  const ids = uniqueIds(
    groups.map((group) => [group.title]),
    'skills',
  );
  return groups.map((group, index) => defined({ id: ids[index], ...group }));
}
