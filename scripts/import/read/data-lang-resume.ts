/**
 * The résumé JSON of a static résumé template many developers in China keep in their own
 * repositories: `data_lang`, `name`, `job_description`, `contact`, and `experience` entries with
 * `place` (the employer) and `name` (the role). Its fields are laid out as JSON Resume's, each kept
 * pointing at its place in the file, so the JSON Resume reader reads them as it reads any file (the
 * dates, the "ongoing" words, the Markdown) and every reading and every field it drops is reported
 * where the owner wrote it, under the name the owner gave it.
 */
import type { Problem } from '#engine/problem.ts';
import { formatPath, type Target } from '#engine/positions.ts';
import { isObject, type Json, type JsonSource } from './json-source.ts';
import { pathKey } from './read-result.ts';
import { profileNetworks } from './resume-shape.ts';

type Path = (string | number)[];

/** How the import's report names the format. */
export const dataLangFormat = 'résumé JSON of the data_lang template';

/** Whether a file's root is this format: its language field, or its own names for the owner's role and contact. */
export function isDataLangResume(root: unknown): root is Json {
  if (!isObject(root)) return false;
  return 'data_lang' in root || ('job_description' in root && isObject(root.contact));
}

export interface Relaid {
  /** The file as a JSON Resume document, each value located at its place in the file. */
  source: JsonSource;
  /** The file's fields with no place on the site, each at its place. */
  notPlaced: Problem[];
  /** How fields were read into JSON Resume's that a reader might not expect, each at its place. */
  readings: Problem[];
}

/** Lays the file's fields out as JSON Resume's; `source` is the file as read. */
export function relayDataLangResume(file: string, source: JsonSource): Relaid {
  const root = source.value as Json;
  const document: Json = {};
  /** The place in the file of each value of the document, by the value's path. */
  const origins = new Map<string, Path>();
  const notPlaced: Problem[] = [];
  const readings: Problem[] = [];
  const report = (list: Problem[], path: Path, message: string, part: Target = 'key') =>
    list.push({ file, ...source.locate(path, part), path: formatPath(path), message });
  const drop = (path: Path, what: string) =>
    report(notPlaced, path, `the site has no place for ${what}; not imported`);

  /** Sets the document's value at `path` to the file's value at `from`, if it has one. */
  const take = (path: Path, from: Path, value: unknown = valueAt(root, from)) => {
    if (value === undefined || value === null || value === '') return;
    let parent = document as Record<string | number, unknown>;
    path.slice(0, -1).forEach((key, index) => {
      parent[key] ??= typeof path[index + 1] === 'number' ? [] : {};
      parent = parent[key] as Record<string | number, unknown>;
    });
    parent[path.at(-1)!] = value;
    origins.set(pathKey(path), from);
  };

  /** The text at `from` (or each of a list's), its Markdown code marks (`` `Vue` ``) read as plain words. */
  const plain = (from: Path): unknown => {
    const value = valueAt(root, from);
    const words = (text: unknown) => (typeof text === 'string' ? text.replace(/`([^`]*)`/g, '$1') : text);
    const read = Array.isArray(value) ? value.map(words) : words(value);
    (Array.isArray(value) ? value : [value]).forEach((text, index) => {
      if (words(text) !== text)
        report(
          readings,
          Array.isArray(value) ? [...from, index] : from,
          'found Markdown code marks: read as plain words',
          'value',
        );
    });
    return read;
  };
  const language = typeof root.data_lang === 'string' ? root.data_lang : 'en';

  // The owner.
  take(['basics', 'name'], ['name']);
  const roles = root.job_description;
  if (Array.isArray(roles) && roles.length > 0) {
    take(
      ['basics', 'label'],
      ['job_description', 0],
      roles.filter((role) => typeof role === 'string').join(' / '),
    );
    report(readings, ['job_description'], 'read as your headline (basics.label)');
  } else take(['basics', 'label'], ['job_description']);
  const contact = isObject(root.contact) ? root.contact : {};
  take(['basics', 'email'], ['contact', 'email']);
  take(['basics', 'phone'], ['contact', 'phone']);
  take(['basics', 'url'], ['contact', 'blog', 'url']);
  let profiles = 0;
  for (const [key, value] of Object.entries(contact)) {
    if (['email', 'phone', 'blog'].includes(key)) continue;
    const account = isObject(value) ? value : {};
    const network = profileNetworks[key.toLowerCase()];
    if (network && (typeof account.id === 'string' || typeof account.url === 'string')) {
      const at: Path = ['basics', 'profiles', profiles++];
      take([...at, 'network'], ['contact', key], network);
      take([...at, 'username'], ['contact', key, 'id']);
      take([...at, 'url'], ['contact', key, 'url']);
    } else drop(['contact', key], `a ${accountNames[key.toLowerCase()] ?? key} account`);
  }
  for (const field of Object.keys(isObject(contact.blog) ? contact.blog : {}))
    if (field !== 'url') drop(['contact', 'blog', field], `your blog's ${field}`);
  take(['meta', 'language'], ['data_lang']);

  // The career.
  // Jobs, and the projects the template lists among them (`"type": "project"`).
  let jobs = 0;
  let projects = 0;
  eachOf(root.experience, (index) => {
    const from: Path = ['experience', index];
    if (valueAt(root, [...from, 'type']) === 'project') {
      const at: Path = ['projects', projects++];
      take([...at, 'name'], [...from, 'name']);
      const description = valueAt(root, [...from, 'description']);
      if (Array.isArray(description)) {
        take([...at, 'description'], [...from, 'description', 0], plain([...from, 'description', 0]));
        description
          .slice(1)
          .forEach((_, item) =>
            take(
              [...at, 'highlights', item],
              [...from, 'description', item + 1],
              plain([...from, 'description', item + 1]),
            ),
          );
      } else take([...at, 'description'], [...from, 'description'], plain([...from, 'description']));
      take([...at, 'keywords'], [...from, 'stack']);
      take([...at, 'url'], [...from, 'source']);
      const kind = valueAt(root, [...from, 'project_type']);
      const named = typeof kind === 'string' ? wordIn(projectKinds, language, kind) : undefined;
      take([...at, 'type'], [...from, 'project_type'], named ?? kind);
      if (named)
        report(readings, [...from, 'project_type'], `found "${String(kind)}": read as ${named}`, 'value');
      take([...at, 'startDate'], [...from, 'start']);
      take([...at, 'endDate'], [...from, 'end']);
      if (projects === 1)
        report(readings, [...from, 'type'], 'read as a project, its first line as its description');
      rest(
        root,
        from,
        ['type', 'name', 'description', 'stack', 'source', 'project_type', 'start', 'end'],
        (key) => drop([...from, key], `a project's ${key}`),
      );
      return;
    }
    const at: Path = ['work', jobs++];
    take([...at, 'name'], [...from, 'place'], trimmed(valueAt(root, [...from, 'place'])));
    take([...at, 'position'], [...from, 'name']);
    take([...at, 'startDate'], [...from, 'start']);
    take([...at, 'endDate'], [...from, 'end']);
    take([...at, 'highlights'], [...from, 'description'], plain([...from, 'description']));
    take([...at, 'keywords'], [...from, 'stack']);
    if (jobs === 1) {
      report(readings, [...from, 'place'], 'read as the employer (work.name)');
      report(readings, [...from, 'name'], 'read as the role (work.position)');
    }
    // "job" says nothing a job does not; another kind ("internship") is worth the owner's word.
    const read = ['place', 'name', 'start', 'end', 'description', 'stack'];
    if (valueAt(root, [...from, 'type']) === 'job') read.push('type');
    rest(root, from, read, (key) =>
      drop(
        [...from, key],
        key === 'type'
          ? `the kind of position ("${String(valueAt(root, [...from, key]))}")`
          : `a job's ${key}`,
      ),
    );
  });
  let awards = 0;
  eachOf(root.education, (index) => {
    const at: Path = ['education', index];
    const from: Path = ['education', index];
    take([...at, 'institution'], [...from, 'name']);
    take([...at, 'area'], [...from, 'major']);
    const kind = valueAt(root, [...from, 'type']);
    const degree = typeof kind === 'string' ? wordIn(degrees, language, kind) : undefined;
    take([...at, 'studyType'], [...from, 'type'], degree ?? kind);
    if (degree) report(readings, [...from, 'type'], `found "${String(kind)}": read as ${degree}`, 'value');
    take([...at, 'startDate'], [...from, 'start']);
    take([...at, 'endDate'], [...from, 'end']);
    eachOf(valueAt(root, [...from, 'honor']), (honor) => {
      const award: Path = ['awards', awards++];
      take([...award, 'title'], [...from, 'honor', honor]);
      take([...award, 'awarder'], [...from, 'name']);
      take([...award, 'date'], [...from, 'end']);
      if (honor === 0)
        report(readings, [...from, 'honor'], 'read as awards from the school, dated as you left it');
    });
    rest(root, from, ['name', 'major', 'type', 'start', 'end', 'honor'], (key) =>
      drop([...from, key], `a school's ${key}`),
    );
  });
  let skills = 0;
  eachOf(root.skills, (index) => {
    const from: Path = ['skills', index];
    const at: Path = ['skills', skills++];
    take([...at, 'name'], [...from, 'type']);
    eachOf(valueAt(root, [...from, 'item']), (item) => {
      // Written as code in the template's Markdown ("`Java`"): the skill's name is the words.
      const summary = valueAt(root, [...from, 'item', item, 'summary']);
      take(
        [...at, 'keywords', item],
        [...from, 'item', item, 'summary'],
        typeof summary === 'string' ? summary.replace(/`/g, '').trim() : summary,
      );
      if (valueAt(root, [...from, 'item', item, 'description']) !== undefined)
        drop([...from, 'item', item, 'description'], "a skill's description");
    });
    if (index === 0) report(readings, [...from, 'item'], "read each item's summary as a skill of the group");
  });
  eachOf(root.language, (index) => {
    const from: Path = ['language', index];
    const at: Path = ['languages', index];
    const name = valueAt(root, [...from, 'type']);
    const named = typeof name === 'string' ? languageIn(language, name) : undefined;
    take([...at, 'language'], [...from, 'type'], named ?? name);
    if (named) report(readings, [...from, 'type'], `found "${String(name)}": read as ${named}`, 'value');
    const certificates = valueAt(root, [...from, 'certificate']);
    const names = Array.isArray(certificates)
      ? certificates.flatMap((certificate) =>
          isObject(certificate) && typeof certificate.type === 'string' ? [certificate.type] : [],
        )
      : [];
    if (names.length > 0) {
      take([...at, 'fluency'], [...from, 'certificate'], names.join(', '));
      report(readings, [...from, 'certificate'], `read as your level: ${names.join(', ')}`);
    }
    rest(root, from, ['type', 'certificate'], (key) => drop([...from, key], `a language's ${key}`));
  });

  const known = [
    'name',
    'job_description',
    'contact',
    'data_lang',
    'experience',
    'education',
    'skills',
    'language',
  ];
  for (const key of Object.keys(root))
    if (!known.includes(key))
      drop(
        [key],
        key === 'links' ? 'links to the résumé itself (the site makes its own PDF)' : `the file's "${key}"`,
      );

  /** The file's path for a document path: its nearest mapped ancestor's place, then the rest as is. */
  const fileRoute = (path: readonly PropertyKey[]): PropertyKey[] => {
    for (let length = path.length; length > 0; length--) {
      const from = origins.get(pathKey(path.slice(0, length)));
      if (from) return [...from, ...path.slice(length)];
    }
    return [...path];
  };
  return {
    source: {
      value: document,
      locate: (path, part) => source.locate(fileRoute(path), part),
      name: (path) => fileRoute(path),
    },
    notPlaced,
    readings,
  };
}

/** How the report names accounts the site has no place for. */
const accountNames: Record<string, string> = { wechat: 'WeChat', qq: 'QQ', telegram: 'Telegram' };

/** The template's kinds of study (`"type"`), as a school names them in the résumé's language. */
const degrees: Record<string, Record<string, string>> = {
  zh: {
    college: '专科',
    undergraduate: '本科',
    graduate: '硕士研究生',
    master: '硕士研究生',
    doctor: '博士研究生',
    phd: '博士研究生',
  },
  en: {
    undergraduate: "Bachelor's degree",
    graduate: "Master's degree",
    master: "Master's degree",
    doctor: 'Doctorate',
    phd: 'Doctorate',
  },
};

/** The template's kinds of project (`"project_type"`), in the résumé's language. */
const projectKinds: Record<string, Record<string, string>> = {
  zh: {
    personal: '个人项目',
    competition: '竞赛项目',
    company: '公司项目',
    work: '公司项目',
    course: '课程项目',
    team: '团队项目',
  },
  en: {
    personal: 'Personal',
    competition: 'Competition',
    company: 'Company',
    work: 'Company',
    course: 'Coursework',
    team: 'Team',
  },
};

/** The template's English word `value` from `table`, in the résumé's language, when it has one. */
function wordIn(
  table: Record<string, Record<string, string>>,
  language: string,
  value: string,
): string | undefined {
  return table[language.slice(0, 2).toLowerCase()]?.[value.trim().toLowerCase()];
}

/** The template names a language in English, lower-cased (`"english"`): its code, to name it in the résumé's language. */
const languageCodes: Record<string, string> = {
  english: 'en',
  chinese: 'zh',
  mandarin: 'zh',
  cantonese: 'yue',
  japanese: 'ja',
  korean: 'ko',
  french: 'fr',
  german: 'de',
  spanish: 'es',
  russian: 'ru',
  italian: 'it',
  portuguese: 'pt',
};

function languageIn(language: string, name: string): string | undefined {
  const code = languageCodes[name.trim().toLowerCase()];
  if (!code) return undefined;
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code);
  } catch {
    return undefined;
  }
}

function valueAt(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

function trimmed(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/** Calls `each` with every index of `list`, when it is one. */
function eachOf(list: unknown, each: (index: number) => void): void {
  if (Array.isArray(list)) list.forEach((_, index) => each(index));
}

/** Calls `each` with every field of the entry at `path` not among `read`. */
function rest(root: unknown, path: Path, read: readonly string[], each: (key: string) => void): void {
  const entry = valueAt(root, path);
  if (!isObject(entry)) return;
  for (const [key, value] of Object.entries(entry))
    if (
      !read.includes(key) &&
      value !== undefined &&
      value !== null &&
      value !== '' &&
      !(Array.isArray(value) && value.length === 0)
    )
      each(key);
}
