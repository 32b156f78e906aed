/**
 * Reads a LinkedIn data export ("Get a copy of your data": the ZIP, or the folder of its CSVs) into
 * a JSON Resume 1.0.0 document, so both kinds of input meet in one shape.
 *
 * An export is whichever of its CSVs are present: LinkedIn's first archive is partial, and people
 * commit some files and not others. Without Profile.csv it is read as part of a career, and only
 * the sections it holds are imported. Files are found by name and columns by header in either
 * generation of LinkedIn's headers (2018's `Start Date` and `Issue Date` beside today's `Started
 * On` and `Issued On`), whatever their order; LinkedIn's dates (`Jun 2012`, `2012`, `Mar 14, 2023`)
 * become ISO ones, and a "Present" written into Finished On by hand reads as ongoing. Every
 * non-empty cell the conversion does not carry over is reported as not placed, at its line and
 * column, unless it only describes LinkedIn's own record (an address's "Confirmed").
 */
import { Validator } from 'jsonschema';
import type { Problem } from '#engine/problem.ts';
import { compareProblems } from '#engine/problem.ts';
import { formatPath } from '#engine/positions.ts';
import { readTable, type Cell, type Column, type Row, type Table } from './csv-table.ts';
import { jsonResumeSchema } from './json-resume-schema.ts';
import { explainSchemaError, officialSchema } from './official-schema.ts';
import { countryOf } from './country.ts';
import { readDate } from './dates.ts';
import { linkedInDate } from './linkedin-date.ts';
import { readArticles } from './linkedin-articles.ts';
import { openExport, type ExportFile } from './linkedin-export.ts';
import {
  listOf,
  splitDescription,
  splitLocation,
  titleCase,
  webAddress,
  websitesOf,
} from './linkedin-text.ts';
import { pathKey, type ReadResult, type SourcePlace } from './read-result.ts';

type Path = (string | number)[];

/**
 * The files read. Files holding career facts that JSON Resume has no place for (courses, patents…)
 * are read only to report their rows as not placed; the rest (connections, messages…) are skipped.
 */
const files = {
  profile: {
    name: 'Profile.csv',
    required: ['First Name', 'Last Name'],
    reasons: {
      'Birth Date': 'JSON Resume has no birth date; not imported',
      'Maiden Name': 'JSON Resume has one name; not imported',
      'Marital Status': 'The site never shows a marital status; not imported',
      'Created Date': 'The date the LinkedIn account was made is not part of the career; not imported',
    },
    section: 'basics',
  },
  profileSummary: { name: 'Profile Summary.csv', required: ['Profile Summary'] },
  emails: { name: 'Email Addresses.csv', required: ['Email Address'] },
  phones: { name: 'PhoneNumbers.csv', required: ['Number'] },
  positions: {
    name: 'Positions.csv',
    required: [['Company Name', 'Company'], 'Title'],
    aka: { 'Company Name': ['Company'] },
    section: 'work',
  },
  education: {
    name: 'Education.csv',
    required: ['School Name'],
    reasons: {
      Notes: 'JSON Resume education has no description; not imported',
      Activities: 'JSON Resume education has no activities; not imported',
    },
    section: 'education',
  },
  skills: { name: 'Skills.csv', required: ['Name'], section: 'skills' },
  certifications: {
    name: 'Certifications.csv',
    required: ['Name'],
    reasons: { 'Finished On': 'JSON Resume certificates have no expiry date; not imported' },
    aka: { 'Started On': ['Start Date'], 'Finished On': ['End Date'] },
    section: 'certificates',
  },
  projects: {
    name: 'Projects.csv',
    required: ['Title'],
    aka: { 'Started On': ['Start Date'], 'Finished On': ['End Date'] },
    section: 'projects',
  },
  languages: { name: 'Languages.csv', required: ['Name'], section: 'languages' },
  honors: {
    name: 'Honors.csv',
    required: ['Title'],
    aka: { 'Issued On': ['Issue Date'] },
    section: 'awards',
  },
  publications: {
    name: 'Publications.csv',
    required: ['Name'],
    aka: { 'Published On': ['Publication Date', 'Date'] },
    section: 'publications',
  },
  recommendations: {
    name: 'Recommendations_Received.csv',
    required: ['Text'],
    section: 'references',
  },
  volunteering: {
    name: 'Volunteering.csv',
    required: ['Company Name', 'Role'],
    aka: { 'Started On': ['Start Date'], 'Finished On': ['End Date'] },
    section: 'volunteer',
  },
  courses: {
    name: 'Courses.csv',
    required: ['Name'],
    skipRows: 'LinkedIn does not say which education a course belongs to; not imported',
  },
  patents: {
    name: 'Patents.csv',
    required: [],
    skipRows: 'JSON Resume has no place for patents; not imported',
  },
  testScores: {
    name: 'Test Scores.csv',
    required: [],
    skipRows: 'JSON Resume has no place for test scores; not imported',
  },
  organizations: {
    name: 'Organizations.csv',
    required: [],
    skipRows: 'JSON Resume has no place for memberships of organizations; not imported',
  },
  causes: {
    name: 'Causes You Care About.csv',
    required: [],
    skipRows: 'JSON Resume has no place for causes; not imported',
  },
} satisfies Record<string, FileSpec>;

interface FileSpec {
  name: string;
  /** The columns its header row must name (by today's name or an earlier one). */
  required: readonly Column[];
  /** Why a column has no place, where the general reason would not say enough. */
  reasons?: Record<string, string>;
  /** Why none of its rows has a place, for files read only to be reported. */
  skipRows?: string;
  /** Other names a column had in earlier exports, by today's name. */
  aka?: Record<string, readonly string[]>;
  /** The JSON Resume section the file fills. */
  section?: string;
}

type FileKey = keyof typeof files;

/**
 * Reads the LinkedIn export at `input`: a ZIP file or the folder of its CSV files, with the owner's
 * articles when it has them (see linkedin-articles.ts).
 */
export function readLinkedIn(input: string): ReadResult {
  const opened = openExport(input);
  if (!opened.ok) return opened;
  const csvFiles = opened.files.filter((file) => !file.article);
  const articleFiles = opened.files.length - csvFiles.length;
  const byName = new Map(csvFiles.map((file) => [file.name.toLowerCase(), file] as const));
  const present = Object.values(files).filter((spec: FileSpec) => byName.has(spec.name.toLowerCase()));
  if (!present.some((spec: FileSpec) => spec.section) && articleFiles === 0) {
    const found = csvFiles.map((file) => file.name);
    const list =
      found.length === 0 ? 'no CSV files' : found.slice(0, 8).join(', ') + (found.length > 8 ? ', …' : '');
    return {
      ok: false,
      problems: [
        {
          file: input,
          line: 1,
          column: 1,
          path: '(file)',
          message: `Expected a LinkedIn data export, with Profile.csv, Positions.csv or another of its files; found ${list}`,
        },
      ],
    };
  }
  // Without Profile.csv the export is part of one (the first archive LinkedIn sends, or the files
  // someone kept): only the sections it holds are imported, and the others are left as they are.
  // Articles alone are part of one that holds no section.
  const partial = !byName.has(files.profile.name.toLowerCase());
  const covers = partial ? new Set(present.flatMap((spec: FileSpec) => spec.section ?? [])) : undefined;

  const problems: Problem[] = [];
  const readings: Problem[] = [];
  const headerless: Problem[] = [];
  const tables = new Map<FileKey, Table>();
  for (const [key, spec] of Object.entries(files) as [FileKey, (typeof files)[FileKey]][]) {
    const file: ExportFile | undefined = byName.get(spec.name.toLowerCase());
    if (!file) continue;
    const { text, encoding } = file.read();
    if (encoding)
      readings.push({
        file: file.display,
        line: 1,
        column: 1,
        path: '(file)',
        message: `found text that is not UTF-8, as LinkedIn writes it: read as ${encoding}`,
      });
    const read = readTable(file.display, text, spec.required);
    if (read.ok) {
      tables.set(key, read.table);
      headerless.push(...read.table.skipped);
      for (const [name, others] of Object.entries((spec as FileSpec).aka ?? {})) {
        if (read.table.header.has(name.toLowerCase())) continue;
        const other = others.map((alias) => read.table.header.get(alias.toLowerCase())).find(Boolean);
        if (other)
          readings.push({
            ...read.table.place(other.offset),
            path: other.value,
            message: `found the column "${other.value}": read as "${name}", as exports name it now`,
          });
      }
    }
    // A file whose header lacks a column the reading needs (one someone edited) is left out and
    // said so; the rest of the export is still read.
    else if (read.problems.every((problem) => problem.path === '(header)'))
      headerless.push(
        ...read.problems.map((problem) => ({
          ...problem,
          message: `${problem.message}; this file is not imported`,
        })),
      );
    else problems.push(...read.problems);
  }
  if (problems.length > 0) return { ok: false, problems: problems.sort(compareProblems) };

  const articles = readArticles(opened.files);
  const conversion = new Conversion(input, partial);
  conversion.readings.push(...readings, ...articles.readings);
  conversion.notPlaced.push(...headerless, ...articles.notPlaced);
  conversion.convert(tables);
  if (conversion.problems.length > 0)
    return { ok: false, problems: conversion.problems.sort(compareProblems) };

  // The conversion writes only what the standard allows; the official schema confirms it.
  const { errors } = new Validator().validate(conversion.resume, officialSchema);
  if (errors.length > 0) {
    return {
      ok: false,
      problems: errors.map((error) => ({
        ...conversion.origin(error.path),
        path: formatPath(error.path),
        message: explainSchemaError(error),
      })),
    };
  }
  return {
    ok: true,
    resume: jsonResumeSchema.parse(conversion.resume),
    origin: (path) => conversion.origin(path),
    notPlaced: conversion.notPlaced.sort(compareProblems),
    readings: conversion.readings.sort(compareProblems),
    ...(covers ? { covers } : {}),
    ...(articleFiles > 0 ? { articles: { files: articleFiles, read: articles.articles } } : {}),
  };
}

/** One row being converted: what it reads is marked, so what it leaves can be reported. */
class RowReader {
  readonly #used = new Set<string>();
  readonly #conversion: Conversion;
  readonly #reasons: Record<string, string>;
  readonly #aka: Record<string, readonly string[]>;
  readonly table: Table;
  readonly row: Row;

  constructor(conversion: Conversion, table: Table, row: Row, spec: FileSpec) {
    this.#conversion = conversion;
    this.#reasons = spec.reasons ?? {};
    this.#aka = spec.aka ?? {};
    this.table = table;
    this.row = row;
  }

  /** The column's cell, under today's header or an earlier export's name for it. */
  cell(column: string): Cell | undefined {
    for (const name of [column, ...(this.#aka[column] ?? [])]) {
      this.#used.add(name.toLowerCase());
      const cell = this.row.cells.get(name.toLowerCase());
      if (cell) return cell;
    }
    return undefined;
  }

  text(column: string): string | undefined {
    return this.cell(column)?.value;
  }

  /**
   * The cell as an ISO date: LinkedIn's own spellings, then any other a person writes; "Present" in
   * an end column reads as ongoing. A cell that is no date is reported and left out.
   */
  date(column: string): string | undefined {
    const cell = this.cell(column);
    if (!cell) return undefined;
    const date = linkedInDate(cell.value);
    if (date !== undefined) return date;
    const read = readDate(cell.value);
    const place = { ...this.table.place(cell.offset), path: this.headerOf(column) };
    if ('date' in read) {
      this.#conversion.readings.push({
        ...place,
        message: `found "${cell.value}": read as ${read.date}${read.note ? ` (${read.note})` : ''}`,
      });
      return read.date;
    }
    if ('ongoing' in read && /finished|end/i.test(column))
      this.#conversion.readings.push({ ...place, message: `found "${cell.value}": read as ongoing` });
    else
      this.#conversion.notPlaced.push({
        ...place,
        message: `Expected a date like "Jun 2012", "2012" or "Mar 14, 2023", found "${cell.value}"; not imported`,
      });
    return undefined;
  }

  /** Sets `path` of the résumé to `value` when there is one, remembering the cell it came from. */
  put(path: Path, column: string, value: string | undefined = this.text(column)): void {
    const cell = this.cell(column);
    if (value === undefined || value === '') return;
    this.#conversion.set(path, value, this.table.place(cell?.offset ?? this.row.offset));
  }

  /** Sets `path` of the résumé to the column's date, when it holds one. */
  putDate(path: Path, column: string): void {
    const date = this.date(column);
    if (date !== undefined) this.put(path, column, date);
  }

  /** Marks columns read without placing them: they describe LinkedIn's record, not the owner. */
  consume(...columns: string[]): void {
    for (const column of columns) this.#used.add(column.toLowerCase());
  }

  /** Leaves the whole row out, saying why once, at its start. */
  skip(reason: string, column = this.table.header.keys().next().value ?? '(row)'): void {
    this.#conversion.notPlaced.push({
      ...this.table.place(this.row.offset),
      path: this.headerOf(column),
      message: reason,
    });
    for (const name of this.row.cells.keys()) this.#used.add(name);
  }

  /** Reports every non-empty cell this row did not read. */
  finish(): void {
    for (const [name, cell] of this.row.cells) {
      if (this.#used.has(name)) continue;
      const header = this.headerOf(name);
      this.#conversion.notPlaced.push({
        ...this.table.place(cell.offset),
        path: header,
        message:
          this.#reasons[header] ?? `JSON Resume 1.0.0 has no place for LinkedIn's "${header}"; not imported`,
      });
    }
  }

  /** The column's name as the file's header spells it (today's name or an earlier one). */
  headerOf(column: string): string {
    for (const name of [column, ...(this.#aka[column] ?? [])]) {
      const header = this.table.header.get(name.toLowerCase());
      if (header) return header.value;
    }
    return column;
  }
}

class Conversion {
  readonly resume: Record<string, unknown> = {};
  readonly problems: Problem[] = [];
  readonly notPlaced: Problem[] = [];
  readonly readings: Problem[] = [];
  readonly #origins = new Map<string, SourcePlace>();
  readonly #input: string;
  /** Whether the export lacks Profile.csv, so the profile is not its to replace. */
  readonly #partial: boolean;

  constructor(input: string, partial: boolean) {
    this.#input = input;
    this.#partial = partial;
  }

  origin(path: readonly PropertyKey[]): SourcePlace {
    for (let length = path.length; length > 0; length--) {
      const place = this.#origins.get(pathKey(path.slice(0, length)));
      if (place) return place;
    }
    return { file: this.#input, line: 1, column: 1 };
  }

  set(path: Path, value: unknown, place: SourcePlace): void {
    let node: Record<string | number, unknown> = this.resume;
    path.forEach((segment, index) => {
      const prefix = pathKey(path.slice(0, index + 1));
      if (!this.#origins.has(prefix)) this.#origins.set(prefix, place);
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      node[segment] ??= typeof path[index + 1] === 'number' ? [] : {};
      node = node[segment] as Record<string | number, unknown>;
    });
  }

  /**
   * Paths into the next entry of a section: the one a row fills, which exists once the row places a
   * value, so a row with nothing to place leaves no gap.
   */
  next(section: string): (...rest: (string | number)[]) => Path {
    const index = (this.resume[section] as unknown[] | undefined)?.length ?? 0;
    return (...rest) => [section, index, ...rest];
  }

  /** Each row of `key`'s table, converted by `convert` and then checked for cells left over. */
  rows(tables: Map<FileKey, Table>, key: FileKey, convert: (row: RowReader, index: number) => void): void {
    const table = tables.get(key);
    const spec: FileSpec = files[key];
    table?.rows.forEach((row, index) => {
      const reader = new RowReader(this, table, row, spec);
      convert(reader, index);
      reader.finish();
    });
  }

  convert(tables: Map<FileKey, Table>): void {
    this.rows(tables, 'profile', (row, index) => {
      if (index > 0) return row.skip('A second profile row; only the first is imported');
      this.profile(row);
    });
    // Newer exports carry the summary in a file of its own too.
    this.rows(tables, 'profileSummary', (row) => {
      if (this.#partial) return row.skip(keptProfile, 'Profile Summary');
      const summary = (this.resume.basics as { summary?: string } | undefined)?.summary;
      if (summary === undefined) row.put(['basics', 'summary'], 'Profile Summary');
      else if (row.text('Profile Summary') === summary) row.consume('Profile Summary');
    });

    const emails = tables.get('emails')?.rows ?? [];
    const primary = Math.max(
      0,
      emails.findIndex((row) => /^yes$/i.test(row.cells.get('primary')?.value ?? '')),
    );
    const keptProfile = 'The export has no Profile.csv, so the profile is kept as it is; not imported';
    this.rows(tables, 'emails', (row, index) => {
      row.consume('Confirmed', 'Primary', 'Updated On');
      if (this.#partial) return row.skip(keptProfile, 'Email Address');
      if (index !== primary)
        return row.skip('JSON Resume holds one email address: the primary one is imported');
      row.put(['basics', 'email'], 'Email Address');
    });
    this.rows(tables, 'phones', (row, index) => {
      row.consume('Type');
      if (this.#partial) return row.skip(keptProfile, 'Number');
      if (index > 0) return row.skip('JSON Resume holds one phone number: the first is imported', 'Number');
      const extension = row.text('Extension');
      const number = row.text('Number');
      row.put(['basics', 'phone'], 'Number', number && extension ? `${number} ext. ${extension}` : number);
    });

    this.rows(tables, 'positions', (row) => {
      const at = this.next('work');
      row.put(at('name'), 'Company Name');
      row.put(at('position'), 'Title');
      row.put(at('location'), 'Location');
      row.putDate(at('startDate'), 'Started On');
      row.putDate(at('endDate'), 'Finished On');
      const { summary, highlights } = splitDescription(row.text('Description') ?? '');
      row.put(at('summary'), 'Description', summary);
      highlights.forEach((highlight, item) => row.put(at('highlights', item), 'Description', highlight));
    });

    this.rows(tables, 'education', (row) => {
      const at = this.next('education');
      row.put(at('institution'), 'School Name');
      row.put(at('studyType'), 'Degree Name');
      row.putDate(at('startDate'), 'Start Date');
      row.putDate(at('endDate'), 'End Date');
    });

    this.rows(tables, 'skills', (row) => row.put(this.next('skills')('name'), 'Name'));

    this.rows(tables, 'certifications', (row) => {
      const at = this.next('certificates');
      row.put(at('name'), 'Name');
      row.put(at('issuer'), 'Authority');
      this.putUrl(row, at('url'), 'Url');
      row.putDate(at('date'), 'Started On');
    });

    this.rows(tables, 'projects', (row) => {
      const at = this.next('projects');
      row.put(at('name'), 'Title');
      row.put(at('description'), 'Description');
      this.putUrl(row, at('url'), 'Url');
      row.putDate(at('startDate'), 'Started On');
      row.putDate(at('endDate'), 'Finished On');
    });

    this.rows(tables, 'languages', (row) => {
      const at = this.next('languages');
      row.put(at('language'), 'Name');
      row.put(at('fluency'), 'Proficiency');
    });

    this.rows(tables, 'honors', (row) => {
      const at = this.next('awards');
      row.put(at('title'), 'Title');
      row.put(at('awarder'), 'Issuer');
      row.putDate(at('date'), 'Issued On');
      row.put(at('summary'), 'Description');
    });

    this.rows(tables, 'publications', (row) => {
      const at = this.next('publications');
      row.put(at('name'), 'Name');
      row.put(at('publisher'), 'Publisher');
      row.putDate(at('releaseDate'), 'Published On');
      this.putUrl(row, at('url'), 'Url');
      row.put(at('summary'), 'Description');
    });

    this.rows(tables, 'recommendations', (row) => {
      row.consume('Creation Date', 'Status');
      if (/^hidden$/i.test(row.text('Status') ?? '')) {
        return row.skip('Hidden on the LinkedIn profile, so not imported', 'Status');
      }
      const name = [row.text('First Name'), row.text('Last Name')].filter(Boolean).join(' ');
      row.consume('Last Name');
      const at = this.next('references');
      row.put(at('name'), 'First Name', name);
      row.put(at('reference'), 'Text');
    });

    this.rows(tables, 'volunteering', (row) => {
      const at = this.next('volunteer');
      row.put(at('organization'), 'Company Name');
      row.put(at('position'), 'Role');
      row.putDate(at('startDate'), 'Started On');
      row.putDate(at('endDate'), 'Finished On');
      row.put(at('summary'), 'Description');
    });

    for (const [key, spec] of Object.entries(files) as [FileKey, FileSpec][]) {
      const reason = spec.skipRows;
      if (reason) this.rows(tables, key, (row) => row.skip(reason));
    }
  }

  profile(row: RowReader): void {
    const name = [row.text('First Name'), row.text('Last Name')].filter(Boolean).join(' ');
    row.consume('Last Name');
    row.put(['basics', 'name'], 'First Name', name);
    row.put(['basics', 'label'], 'Headline');
    row.put(['basics', 'summary'], 'Summary');

    const geo = row.cell('Geo Location');
    const place = splitLocation(geo?.value ?? '');
    for (const [field, value] of Object.entries(place))
      row.put(['basics', 'location', field], 'Geo Location', value);
    // Earlier exports name the country in a column of its own, as a code ("ee") or a name.
    const country = row.text('Country');
    if (country && !place.countryCode) {
      const code = countryOf(country);
      if (code) row.put(['basics', 'location', 'countryCode'], 'Country', code);
      else
        this.notPlaced.push({
          ...row.table.place(row.cell('Country')!.offset),
          path: row.headerOf('Country'),
          message: `"${country}" is not a country the site can name; not imported`,
        });
    }
    row.put(['basics', 'location', 'postalCode'], 'Zip Code');
    row.put(['basics', 'location', 'address'], 'Address');

    let profile = 0;
    for (const handle of listOf(row.text('Twitter Handles') ?? '')) {
      const username = handle.replace(/^@/, '');
      row.put(['basics', 'profiles', profile, 'network'], 'Twitter Handles', 'Twitter');
      row.put(['basics', 'profiles', profile, 'username'], 'Twitter Handles', username);
      row.put(['basics', 'profiles', profile++, 'url'], 'Twitter Handles', `https://twitter.com/${username}`);
    }

    const websites = row.cell('Websites');
    let url = false;
    for (const { kind, address } of websitesOf(websites?.value ?? '')) {
      const href = webAddress(address);
      if (!href || kind === 'COMPANY' || kind === 'RSS') {
        const why = href
          ? `JSON Resume has no place for a ${kind.toLowerCase()} website`
          : 'not a web address';
        this.notPlaced.push({
          ...row.table.place(websites!.offset),
          path: row.headerOf('Websites'),
          message: `${address}: ${why}; not imported`,
        });
      } else if (!url) {
        row.put(['basics', 'url'], 'Websites', href);
        url = true;
      } else {
        row.put(['basics', 'profiles', profile, 'network'], 'Websites', titleCase(kind || 'Website'));
        row.put(['basics', 'profiles', profile++, 'url'], 'Websites', href);
      }
    }
  }

  /** A web address cell: `www.example.com` gains its `https://`; anything else is not placed. */
  putUrl(row: RowReader, path: Path, column: string): void {
    const cell = row.cell(column);
    if (!cell) return;
    const href = webAddress(cell.value);
    if (href) row.put(path, column, href);
    else {
      this.notPlaced.push({
        ...row.table.place(cell.offset),
        path: row.headerOf(column),
        message: `"${cell.value}" is not a web address; not imported`,
      });
    }
  }
}
