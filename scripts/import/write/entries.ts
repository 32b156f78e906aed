/**
 * The sections of a JSON Resume document as content entries: jobs and projects (front matter and a
 * body), certifications, education, skill groups, and the lists (volunteer work, awards,
 * publications, languages, interests, references). Each entry keeps the résumé's words; a field
 * the content has no place for is reported, and an entry that lacks what the content requires
 * (a job without a company) is reported whole rather than filled in.
 */
import type { JsonResume } from '../read/json-resume-schema.ts';
import { uniqueIds } from './ids.ts';
import type { Path, Placing } from './placing.ts';

type Fields = Record<string, unknown>;

/** An entry of a folder collection: its id (the file name), its fields and its Markdown body. */
export interface FolderEntry {
  id: string;
  fields: Fields;
  body?: string;
}

/** Only the fields that have a value, in the order given. */
function defined(fields: Fields): Fields {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** Reports the fields of `entry` the content has no place for, each with its reason. */
function notPlaceFields(placing: Placing, path: Path, entry: object, reasons: Record<string, string>) {
  for (const [field, reason] of Object.entries(reasons)) {
    const value = (entry as Record<string, unknown>)[field];
    const given = Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';
    if (given) placing.notPlace([...path, field], reason);
  }
}

/** Reports an entry left out because it lacks a field the content requires. */
function missing(placing: Placing, path: Path, what: string, field: string) {
  placing.notPlace(path, `${what} needs its ${field}, which this entry does not give; not imported`);
}

export function jobsFrom(resume: JsonResume, placing: Placing): FolderEntry[] {
  const kept: { job: Fields; body?: string; index: number }[] = [];
  (resume.work ?? []).forEach((work, index) => {
    const path = ['work', index];
    const company = placing.text(work.name);
    const role = placing.text(work.position);
    if (!company) return missing(placing, path, 'A job', 'company (name)');
    if (!role) return missing(placing, path, 'A job', 'role (position)');
    const period = placing.span({
      start: work.startDate,
      end: work.endDate,
      startPath: [...path, 'startDate'],
      endPath: [...path, 'endDate'],
      ongoing: true,
    });
    if ('skip' in period) return;
    if (!period.text) return missing(placing, path, 'A job', 'dates (startDate)');
    notPlaceFields(placing, path, work, {
      description:
        "The site has no place for a company's description; write it into the job's text if you want it shown",
    });
    kept.push({
      index,
      job: defined({
        company,
        url: placing.url([...path, 'url'], work.url),
        role,
        period: period.text,
        location: placing.text(work.location),
        achievements: placing.list(work.highlights),
        technologies: placing.list(work.keywords),
      }),
      body: placing.text(work.summary),
    });
  });
  // A company's name alone, or with the role where a company has several, or with the year too.
  const ids = uniqueIds(
    kept.map(({ job }) => {
      const { company, role, period } = job as { company: string; role: string; period: string };
      return [company, `${company} ${role}`, `${company} ${role} ${period.slice(0, 4)}`];
    }),
    'job',
  );
  return kept.map(({ job, body }, index) => ({ id: ids[index]!, fields: { id: ids[index], ...job }, body }));
}

/** Where a project's address goes: its code (a GitHub or GitHub Enterprise host) or its live site. */
function projectLinks(url: string | undefined): Fields | undefined {
  if (!url) return undefined;
  const host = new URL(url).hostname.split('.');
  return host[0] === 'github' && host.length > 1 ? { github: url } : { live: url };
}

export interface ProjectsResult {
  projects: FolderEntry[];
  /** The kinds of project, as the résumé names them, when it names two or more. */
  categories?: string[];
}

export function projectsFrom(resume: JsonResume, placing: Placing): ProjectsResult {
  const types = [...new Set((resume.projects ?? []).flatMap((project) => placing.text(project.type) ?? []))];
  const categories = types.length >= 2 ? types : undefined;
  const kept: { project: Fields; index: number }[] = [];
  (resume.projects ?? []).forEach((project, index) => {
    const path = ['projects', index];
    const title = placing.text(project.name);
    if (!title) return missing(placing, path, 'A project', 'name');
    // A project with a start and no end is dated by its start: unlike a job's, a missing end does not
    // say that it goes on (released work is often dated that way).
    const year = placing.span({
      start: project.startDate,
      end: project.endDate,
      startPath: [...path, 'startDate'],
      endPath: [...path, 'endDate'],
      ongoing: false,
    });
    if ('skip' in year) return;
    notPlaceFields(placing, path, project, {
      roles: 'The site has no place for your roles in a project; not imported',
      entity: 'The site has no place for the organisation behind a project; not imported',
      ...(categories
        ? {}
        : { type: 'Every project is of this one type, so the site shows no categories; not imported' }),
    });
    kept.push({
      index,
      project: defined({
        title,
        category: categories ? placing.text(project.type) : undefined,
        description: placing.text(project.description),
        technologies: placing.list(project.keywords),
        outcomes: placing.list(project.highlights),
        year: year.text,
        links: projectLinks(placing.url([...path, 'url'], project.url)),
      }),
    });
  });
  const ids = uniqueIds(
    kept.map(({ project }) => [String(project.title)]),
    'project',
  );
  return {
    projects: kept.map(({ project }, index) => ({ id: ids[index]!, fields: { id: ids[index], ...project } })),
    categories,
  };
}

export function certificationsFrom(resume: JsonResume, placing: Placing): FolderEntry[] {
  const kept: Fields[] = [];
  (resume.certificates ?? []).forEach((certificate, index) => {
    const path = ['certificates', index];
    const name = placing.text(certificate.name);
    if (!name) return missing(placing, path, 'A certificate', 'name');
    const period = placing.span({
      start: certificate.date,
      startPath: [...path, 'date'],
      endPath: [...path, 'date'],
      ongoing: false,
    });
    if ('skip' in period) return;
    kept.push(
      defined({
        name,
        issuer: placing.text(certificate.issuer),
        period: period.text,
        url: placing.url([...path, 'url'], certificate.url),
      }),
    );
  });
  const ids = uniqueIds(
    kept.map((certification) => [String(certification.name)]),
    'certification',
  );
  return kept.map((fields, index) => ({ id: ids[index]!, fields: { id: ids[index], ...fields } }));
}

export function educationFrom(resume: JsonResume, placing: Placing): Fields[] {
  return (resume.education ?? []).flatMap((entry, index) => {
    const path = ['education', index];
    const school = placing.text(entry.institution);
    if (!school) {
      missing(placing, path, 'An education entry', 'school (institution)');
      return [];
    }
    const period = placing.span({
      start: entry.startDate,
      end: entry.endDate,
      startPath: [...path, 'startDate'],
      endPath: [...path, 'endDate'],
      ongoing: true,
    });
    if ('skip' in period) return [];
    return [
      defined({
        school,
        degree: placing.text(entry.studyType),
        area: placing.text(entry.area),
        url: placing.url([...path, 'url'], entry.url),
        period: period.text,
        score: placing.text(entry.score),
        highlights: placing.list(entry.courses),
      }),
    ];
  });
}

export function volunteerFrom(resume: JsonResume, placing: Placing): Fields[] {
  return (resume.volunteer ?? []).flatMap((role, index) => {
    const path = ['volunteer', index];
    const organization = placing.text(role.organization);
    if (!organization) {
      missing(placing, path, 'A volunteer role', 'organization');
      return [];
    }
    const period = placing.span({
      start: role.startDate,
      end: role.endDate,
      startPath: [...path, 'startDate'],
      endPath: [...path, 'endDate'],
      ongoing: true,
    });
    if ('skip' in period) return [];
    return [
      defined({
        organization,
        position: placing.text(role.position),
        url: placing.url([...path, 'url'], role.url),
        period: period.text,
        summary: placing.text(role.summary),
        highlights: placing.list(role.highlights),
      }),
    ];
  });
}

/**
 * A list the content shows in the order its file gives, written latest first as the jobs are
 * shown; undated entries last, each in the résumé's order. Dates are ISO, so later sorts after.
 */
function latestDatedFirst(entries: Fields[]): Fields[] {
  const dateOf = (entry: Fields) => (typeof entry.date === 'string' ? entry.date : '');
  return entries.toSorted(
    (a, b) => Number(!dateOf(a)) - Number(!dateOf(b)) || dateOf(b).localeCompare(dateOf(a)),
  );
}

export function awardsFrom(resume: JsonResume, placing: Placing): Fields[] {
  return latestDatedFirst(awardsInOrder(resume, placing));
}

export function publicationsFrom(resume: JsonResume, placing: Placing): Fields[] {
  return latestDatedFirst(publicationsInOrder(resume, placing));
}

function awardsInOrder(resume: JsonResume, placing: Placing): Fields[] {
  return (resume.awards ?? []).flatMap((award, index) => {
    const path = ['awards', index];
    const title = placing.text(award.title);
    if (!title) {
      missing(placing, path, 'An award', 'title');
      return [];
    }
    const date = placing.span({
      start: award.date,
      startPath: [...path, 'date'],
      endPath: [...path, 'date'],
      ongoing: false,
    });
    if ('skip' in date) return [];
    return [
      defined({
        title,
        awarder: placing.text(award.awarder),
        date: date.text,
        summary: placing.text(award.summary),
      }),
    ];
  });
}

function publicationsInOrder(resume: JsonResume, placing: Placing): Fields[] {
  return (resume.publications ?? []).flatMap((publication, index) => {
    const path = ['publications', index];
    const name = placing.text(publication.name);
    if (!name) {
      missing(placing, path, 'A publication', 'name');
      return [];
    }
    const date = placing.span({
      start: publication.releaseDate,
      startPath: [...path, 'releaseDate'],
      endPath: [...path, 'releaseDate'],
      ongoing: false,
    });
    if ('skip' in date) return [];
    return [
      defined({
        name,
        publisher: placing.text(publication.publisher),
        date: date.text,
        url: placing.url([...path, 'url'], publication.url),
        summary: placing.text(publication.summary),
      }),
    ];
  });
}

export function languagesFrom(resume: JsonResume, placing: Placing): Fields[] {
  return (resume.languages ?? []).flatMap((entry, index) => {
    const language = placing.text(entry.language);
    if (!language) {
      missing(placing, ['languages', index], 'A language', 'name (language)');
      return [];
    }
    return [defined({ language, fluency: placing.text(entry.fluency) })];
  });
}

export function interestsFrom(resume: JsonResume, placing: Placing): Fields[] {
  return (resume.interests ?? []).flatMap((interest, index) => {
    const name = placing.text(interest.name);
    if (!name) {
      missing(placing, ['interests', index], 'An interest', 'name');
      return [];
    }
    return [defined({ name, keywords: placing.list(interest.keywords) })];
  });
}

export function referencesFrom(resume: JsonResume, placing: Placing): Fields[] {
  return (resume.references ?? []).flatMap((reference, index) => {
    const path = ['references', index];
    const name = placing.text(reference.name);
    const text = placing.text(reference.reference);
    if (!text) {
      missing(placing, path, 'A reference', 'words (reference)');
      return [];
    }
    // Unsigned words are kept as they are: the résumé holds them.
    return [name ? { name, text } : { text }];
  });
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
