/**
 * Reads a JSON Resume file (jsonresume.org) of either generation, as people keep them: the 1.0.0
 * names and the 0.x ones (`company`, `website`, `picture`), dates as "Present", "now", `MM/YYYY`
 * or a bare year, HTML in the text, URLs without their scheme, a single text where a list belongs,
 * comments and trailing commas. It reads the way a person would and says so: each reading it made
 * is reported at its place (`found "now" → ongoing`), beside each field it could not place. It
 * refuses a file only when it cannot tell what it is (not JSON, or no résumé in it).
 */
import { readFileSync } from 'node:fs';
import type { Problem } from '#engine/problem.ts';
import { compareProblems } from '#engine/problem.ts';
import { formatPath, type Target } from '#engine/positions.ts';
import { countryOf } from './country.ts';
import { dataLangFormat, isDataLangResume, relayDataLangResume } from './data-lang-resume.ts';
import { readDate } from './dates.ts';
import { hasHtml, htmlToMarkdown, htmlToText } from './html-text.ts';
import { jsonResumeSchema } from './json-resume-schema.ts';
import { isObject, parseJsonSource, type Json, type JsonSource } from './json-source.ts';
import { webAddress } from './linkedin-text.ts';
import { pathKey, type ReadResult, refusal, type SourcePlace } from './read-result.ts';
import {
  olderNames,
  profileNetworks,
  resumeShape,
  type Field,
  type Nested,
  type ObjectShape,
} from './resume-shape.ts';

type Path = (string | number)[];
const basicsShape = (resumeShape.fields.basics as Nested).shape;

/**
 * Reads `file` (or `text`, its content) as a JSON Resume document; a file of another résumé tool's
 * JSON it knows (data-lang-resume.ts) is laid out as one first.
 */
export function readJsonResume(file: string, text: string = readFileSync(file, 'utf8')): ReadResult {
  const parsed = parseJsonSource(file, text);
  if (!parsed.ok) return parsed;
  const relaid = isDataLangResume(parsed.source.value) ? relayDataLangResume(file, parsed.source) : undefined;
  const source = relaid?.source ?? parsed.source;
  const reading = new Reading(file, source);
  reading.readings.push(...parsed.forgiven, ...(relaid?.readings ?? []));
  reading.notPlaced.push(...(relaid?.notPlaced ?? []));

  const root = source.value;
  const sections = isObject(root) ? Object.keys(root) : [];
  const known = Object.entries(resumeShape.fields).flatMap(([name, field]) => [name, ...(field.aka ?? [])]);
  if (
    !isObject(root) ||
    !sections.some((name) => name !== 'meta' && name !== '$schema' && known.includes(name))
  ) {
    const names = sections.slice(0, 6).map((name) => `"${name}"`);
    const found = !isObject(root)
      ? 'no JSON object'
      : names.length > 0
        ? `the fields ${names.join(', ')}`
        : 'an empty object';
    return refusal(
      file,
      `Expected a JSON Resume document, with "basics", "work", "education" or another of its sections; found ${found}`,
    );
  }

  const loose = reading.looseBasics(root);
  const networks = reading.looseProfiles(root, loose);
  const taken = new Set([...Object.keys(loose), ...networks.keys()]);
  const resume = reading.object(root, [], [], resumeShape, true, taken);
  if (Object.keys(loose).length > 0 || networks.size > 0) {
    const basics = reading.object(loose, ['basics'], [], basicsShape);
    reading.addProfiles(basics, networks);
    resume.basics = basics;
  }
  reading.readEntries(resume);
  reading.swapReversedSpans(resume);
  return {
    ok: true,
    ...(relaid ? { format: dataLangFormat } : {}),
    resume: jsonResumeSchema.parse(resume),
    origin: (path) => reading.origin(path),
    notPlaced: reading.notPlaced.sort(compareProblems),
    readings: reading.readings.sort(compareProblems),
  };
}

/** Describes a value as the report quotes it. */
function quoted(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const short = text.length > 40 ? `${text.slice(0, 39)}…` : text;
  return typeof value === 'string' ? JSON.stringify(short) : short;
}

/** One file's reading: the 1.0.0 document it makes, and what it read and could not place. */
class Reading {
  readonly notPlaced: Problem[] = [];
  readonly readings: Problem[] = [];
  readonly #file: string;
  readonly #source: JsonSource;
  /** Where each value of the document came from: its path in the file. */
  readonly #sources = new Map<string, Path>();

  constructor(file: string, source: JsonSource) {
    this.#file = file;
    this.#source = source;
  }

  #at(sourcePath: Path, part: Target = 'value'): SourcePlace {
    return { file: this.#file, ...this.#source.locate(sourcePath, part) };
  }

  /** Where the document's value at `path` was read: its own place, or its nearest ancestor's. */
  origin(path: readonly PropertyKey[]): SourcePlace {
    const named = this.#source.name;
    if (named) return { ...this.#place(path), field: formatPath(named(path)) };
    return this.#place(path);
  }

  #place(path: readonly PropertyKey[]): SourcePlace {
    for (let length = path.length; length > 0; length--) {
      const source = this.#sources.get(pathKey(path.slice(0, length)));
      // A field the file does not have points at the name of the nearest one it does.
      if (source) return this.#at(source, length < path.length ? 'key' : 'value');
    }
    return this.#at([]);
  }

  #named(sourcePath: Path): string {
    return formatPath(this.#source.name?.(sourcePath) ?? sourcePath);
  }

  read(sourcePath: Path, message: string, part: Target = 'value'): void {
    this.readings.push({ ...this.#at(sourcePath, part), path: this.#named(sourcePath), message });
  }

  notPlace(sourcePath: Path, message: string, part: Target = 'value'): void {
    this.notPlaced.push({ ...this.#at(sourcePath, part), path: this.#named(sourcePath), message });
  }

  /**
   * The owner's own fields written at the top of a file with no `basics` (`"name"`, `"email"`, as
   * some résumé tools and hand-kept files do), read as `basics` and said so.
   */
  looseBasics(root: Json): Json {
    const names = ['basics', ...(resumeShape.fields.basics!.aka ?? [])];
    if (names.some((name) => isGiven(root[name]))) return {};
    const fields = Object.entries(basicsShape.fields).flatMap(([name, field]) => [
      name,
      ...(field.aka ?? []),
    ]);
    const loose = Object.fromEntries(
      Object.entries(root).filter(([key, value]) => fields.includes(key) && isGiven(value)),
    );
    for (const key of Object.keys(loose))
      this.read([key], 'found at the top of the file, with no "basics": read as part of basics', 'key');
    return loose;
  }

  /**
   * The owner's profiles written at the top of such a file, by network (`"github": "github.com/ada"`
   * or a user name), read as `basics.profiles` and said so: each by its field's name.
   */
  looseProfiles(root: Json, loose: Json): Map<string, string> {
    const found = new Map<string, string>();
    if (Object.keys(loose).length === 0 && isGiven(root.basics)) return found;
    for (const [key, value] of Object.entries(root)) {
      const network = profileNetworks[key.toLowerCase()];
      if (!network || typeof value !== 'string' || !value.trim()) continue;
      found.set(key, value.trim());
      this.read(
        [key],
        `found at the top of the file, with no "basics": read as your ${network} profile`,
        'key',
      );
    }
    return found;
  }

  /** Adds the profiles `looseProfiles` found to `basics`, each from its field. */
  addProfiles(basics: Json, networks: Map<string, string>): void {
    const profiles = Array.isArray(basics.profiles) ? (basics.profiles as Json[]) : [];
    for (const [key, value] of networks) {
      const network = profileNetworks[key.toLowerCase()]!;
      this.#sources.set(pathKey(['basics', 'profiles', profiles.length]), [key]);
      // A user name alone ("ada") is a name on that network; anything else is its address.
      profiles.push(
        /^@?[\w.-]+$/.test(value) && !value.includes('.')
          ? { network, username: value }
          : { network, url: this.url(value, [key]) },
      );
    }
    if (profiles.length > 0) basics.profiles = profiles;
  }

  /** `value` read by `shape`: each field under its 1.0.0 name, in the kind the standard has. */
  object(
    value: Json,
    path: Path,
    sourcePath: Path,
    shape: ObjectShape,
    root = false,
    taken: Set<string> = new Set(),
  ): Json {
    const result: Json = {};
    this.#sources.set(pathKey(path), sourcePath);
    for (const [name, field] of Object.entries(shape.fields)) {
      const names = [name, ...(field.aka ?? [])].filter((candidate) => isGiven(value[candidate]));
      const [chosen, ...others] = names;
      if (chosen === undefined) continue;
      names.forEach((used) => taken.add(used));
      for (const other of others)
        this.notPlace([...sourcePath, other], `"${chosen}" already gives the ${name}; not imported`, 'key');
      if (chosen !== name)
        this.read(
          [...sourcePath, chosen],
          olderNames.has(chosen)
            ? `"${chosen}" is the older JSON Resume name of "${name}": read as ${name}`
            : `read as "${name}"`,
          'key',
        );
      const read = this.field(value[chosen], [...path, name], [...sourcePath, chosen], field);
      if (read !== undefined) result[name] = read;
    }
    for (const [name, field] of Object.entries(value)) {
      if (taken.has(name) || !isGiven(field)) continue;
      // `meta` is the standard's place for tooling settings: kept whole (`meta.language` is read).
      if (root && name === 'meta' && isObject(field)) result.meta = field;
      else
        this.notPlace(
          [...sourcePath, name],
          `JSON Resume has no "${name}" ${root ? 'section' : 'field'}; not imported`,
          'key',
        );
    }
    return result;
  }

  field(value: unknown, path: Path, sourcePath: Path, field: Field | Nested): unknown {
    this.#sources.set(pathKey(path), sourcePath);
    if ('nested' in field) return this.nested(value, path, sourcePath, field);
    switch (field.kind) {
      case 'date':
        return this.date(value, sourcePath);
      case 'ongoing':
        return value === true || (typeof value === 'string' && /^(true|yes)$/i.test(value.trim()))
          ? true
          : undefined;
      case 'texts':
        return this.texts(value, path, sourcePath, field.commas ?? false);
      default: {
        const text = this.text(value, sourcePath, field.kind === 'body');
        if (text === undefined) return undefined;
        if (field.kind === 'url') return this.url(text, sourcePath);
        if (field.kind === 'country') return this.country(text, sourcePath);
        return text;
      }
    }
  }

  nested(value: unknown, path: Path, sourcePath: Path, field: Nested): unknown {
    if (field.nested === 'object') {
      if (isObject(value)) return this.object(value, path, sourcePath, field.shape);
      // A location written as one text: "Berlin, Germany".
      if (typeof value === 'string' && 'city' in field.shape.fields) {
        const parts = value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
        const code = parts.length > 1 ? countryOf(parts.at(-1)!) : undefined;
        const rest = code ? parts.slice(0, -1) : parts;
        const location: Json = {};
        if (rest[0]) location.city = rest[0];
        if (rest.length > 1) location.region = rest.slice(1).join(', ');
        if (code) location.countryCode = code;
        this.read(
          sourcePath,
          `found the place as one text ${quoted(value)}: read as ${Object.values(location).join(' · ')}`,
        );
        return location;
      }
      this.notPlace(sourcePath, `Expected an object { }, found ${quoted(value)}; not imported`);
      return undefined;
    }
    // Profiles written as a map of network to address: { "github": "https://github.com/ada" }.
    const entryFields = Object.entries(field.shape.fields).flatMap(([name, entry]) => [
      name,
      ...(entry.aka ?? []),
    ]);
    if (
      isObject(value) &&
      'network' in field.shape.fields &&
      !Object.keys(value).some((key) => entryFields.includes(key)) &&
      Object.values(value).every((url) => typeof url === 'string')
    ) {
      this.read(sourcePath, 'found the profiles as a map of network to address: read as a list of them');
      return Object.entries(value).flatMap(([network, url], index) => {
        this.#sources.set(pathKey([...path, index]), [...sourcePath, network]);
        const address = this.url(url as string, [...sourcePath, network]);
        return address ? [{ network, url: address }] : [];
      });
    }
    const items = Array.isArray(value) ? value : isObject(value) ? [value] : undefined;
    if (!items) {
      this.notPlace(sourcePath, `Expected a list [ ], found ${quoted(value)}; not imported`);
      return undefined;
    }
    if (!Array.isArray(value))
      this.read(sourcePath, 'found one entry where a list belongs: read as a list of one');
    const list: Json[] = [];
    items.forEach((item, index) => {
      const itemSource = Array.isArray(value) ? [...sourcePath, index] : sourcePath;
      if (!isObject(item)) {
        if (isGiven(item))
          this.notPlace(itemSource, `Expected an entry { }, found ${quoted(item)}; not imported`);
        return;
      }
      list.push(this.object(item, [...path, list.length], itemSource, field.shape));
    });
    return list;
  }

  /** A text: a number or a list of texts read as text, HTML as its text (or Markdown for a body). */
  text(value: unknown, sourcePath: Path, body = false): string | undefined {
    let text: string;
    if (typeof value === 'string') text = value;
    else if (typeof value === 'number' || typeof value === 'boolean') {
      text = String(value);
      this.read(sourcePath, `found ${quoted(value)}, not text: read as "${text}"`);
    } else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
      text = value
        .map((item: string) => item.trim())
        .filter(Boolean)
        .join(', ');
      this.read(sourcePath, `found a list where one text belongs: read as "${text}"`);
    } else {
      this.notPlace(sourcePath, `Expected text, found ${quoted(value)}; not imported`);
      return undefined;
    }
    if (hasHtml(text)) {
      text = body ? htmlToMarkdown(text) : htmlToText(text);
      this.read(sourcePath, `found HTML: read as ${body ? 'Markdown' : 'plain text'}`);
    }
    return text.trim() === '' ? undefined : text;
  }

  texts(value: unknown, path: Path, sourcePath: Path, commas: boolean): string[] | undefined {
    if (typeof value === 'string') {
      const parts = (commas ? value.split(/\s*[,;]\s*/) : value.split(/\r?\n/)).filter(
        (part) => part.trim() !== '',
      );
      this.read(
        sourcePath,
        `found one text where a list belongs: read as ${parts.length === 1 ? 'a list of one' : `${parts.length} items`}`,
      );
      return parts
        .map((part) => this.text(part, sourcePath))
        .filter((part): part is string => part !== undefined);
    }
    if (!Array.isArray(value)) {
      this.notPlace(sourcePath, `Expected a list of texts, found ${quoted(value)}; not imported`);
      return undefined;
    }
    const items: string[] = [];
    value.forEach((item, index) => {
      this.#sources.set(pathKey([...path, items.length]), [...sourcePath, index]);
      const text = isGiven(item) ? this.text(item, [...sourcePath, index]) : undefined;
      if (text !== undefined) items.push(text);
    });
    return items;
  }

  url(text: string, sourcePath: Path): string | undefined {
    const trimmed = text.trim();
    if (/^https?:\/\//i.test(trimmed) || /^[a-z][a-z\d+.-]*:/i.test(trimmed)) return trimmed;
    const href = webAddress(trimmed.replace(/^\/\//, ''));
    if (!href) return trimmed;
    this.read(sourcePath, `found ${quoted(trimmed)}, an address without its scheme: read as ${href}`);
    return href;
  }

  country(text: string, sourcePath: Path): string | undefined {
    if (/^[A-Za-z]{2}$/.test(text.trim())) return text.trim().toUpperCase();
    const code = countryOf(text);
    if (code) {
      this.read(sourcePath, `found the country's name ${quoted(text)}: read as its code ${code}`);
      return code;
    }
    this.notPlace(sourcePath, `${quoted(text)} is not a country the site can name; not imported`);
    return undefined;
  }

  date(value: unknown, sourcePath: Path): string | undefined {
    const field = String(sourcePath.at(-1));
    const read = readDate(value);
    if ('ongoing' in read) {
      if (/end|to$/i.test(field)) {
        this.read(sourcePath, `found ${quoted(value)}: read as ongoing`);
        return undefined;
      }
      this.notPlace(
        sourcePath,
        `found ${quoted(value)}, which says "ongoing", where a date belongs; not imported`,
      );
      return undefined;
    }
    if ('unreadable' in read) {
      this.notPlace(
        sourcePath,
        `Expected a date like "2021", "2021-03" or "03/2021", found ${quoted(value)}; not imported`,
      );
      return undefined;
    }
    if (read.date !== value)
      this.read(
        sourcePath,
        `found ${quoted(value)}: read as ${read.date}${read.note ? ` (${read.note})` : ''}`,
      );
    return read.date;
  }

  /**
   * What a reader takes from an entry as a whole: a job's `description` as its text when it has no
   * summary (most files in the wild use it so, though 1.0.0 means the company's), and a flag that
   * the entry goes on as its open end.
   */
  readEntries(resume: Json): void {
    for (const section of ['work', 'volunteer', 'education']) {
      const entries = resume[section];
      if (!Array.isArray(entries)) continue;
      entries.forEach((entry: Json, index) => {
        const at = (field: string) => this.#sources.get(pathKey([section, index, field]));
        if (entry.current === true) {
          const flag = at('current')!;
          if (entry.endDate !== undefined) {
            this.read(
              flag,
              `says the entry goes on: read as ongoing, and its end (${String(entry.endDate)}) left out`,
            );
            delete entry.endDate;
          } else this.read(flag, 'says the entry goes on: read as ongoing');
        }
        delete entry.current;
        if (section === 'work' && typeof entry.description === 'string' && entry.summary === undefined) {
          entry.summary = entry.description;
          delete entry.description;
          this.read(at('description')!, "found no summary: read the description as the job's text");
        }
      });
    }
  }

  /**
   * An end before its start is read as the two written the wrong way round, as a person reading
   * the résumé would, and reported so the owner can confirm it.
   */
  swapReversedSpans(resume: Json): void {
    for (const section of ['work', 'volunteer', 'education', 'projects']) {
      const entries = resume[section];
      if (!Array.isArray(entries)) continue;
      entries.forEach((entry: Json, index) => {
        const { startDate: start, endDate: end } = entry as { startDate?: string; endDate?: string };
        if (!start || !end || end.localeCompare(start.slice(0, end.length)) >= 0) return;
        entry.startDate = end;
        entry.endDate = start;
        const source = this.#sources.get(pathKey([section, index, 'endDate']));
        if (source)
          this.read(
            source,
            `found an end (${end}) before the start (${start}): read as ${end} to ${start}; check which you meant`,
          );
      });
    }
  }
}

/** Whether a field is given: an empty text, null or an empty list says nothing. */
function isGiven(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(isGiven);
  return true;
}
