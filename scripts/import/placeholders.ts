/**
 * What `npm run check:deploy` looks for: the sample content's placeholders, which must not reach a
 * deployed site. Example-domain addresses and handles, fictional 555 phone numbers, a site `url`
 * that is not a real address, and the sample portrait (recognised by its bytes, wherever it lies
 * and whatever it is called). Each is reported where the owner fixes it, as `file:line:column`.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { schemaFolder } from '#engine/json-schema.ts';
import { compareProblems, type Problem } from '#engine/problem.ts';

/**
 * SHA-256 of the placeholder portrait the specification's content holds
 * (`tests/spec-content/images/portrait.jpg`), which a site made from it may still carry.
 */
export const samplePortraitSha256 = '27cb170c9f0555655a245e962aed5d950f8bb736973b450bf9f1e00f71febcd0';

/**
 * What `npm run start-fresh`, or an import into the sample that does not say, writes where the
 * owner's name, headline and address go, for them to replace.
 */
export const freshStart = { name: 'Your Name', title: 'Your Title', email: 'you@example.com' } as const;
const freshWords = new Set<string>([freshStart.name, freshStart.title]);

/** The file that marks a content folder as the sample's, relative to it (import/sample.ts). */
export const sampleMarker = '.sample.json';

/** Where the owner's content and the files published as they are live. */
const searchedFolders = ['content', 'src/public'];
const textExtensions = new Set(['.json', '.mdx', '.md', '.yaml', '.yml']);
const imageExtensions = new Set(['.webp', '.png', '.jpg', '.jpeg', '.avif', '.gif']);

/**
 * Fields whose text is a hint inside an empty form field, where an example address is exactly
 * right ("jane@example.com"): never a placeholder to replace.
 */
const hintFields = new Set(['placeholder']);

interface Finding {
  start: number;
  end: number;
  message: string;
}

const exampleDomain = /\b(?:[a-z\d-]+\.)*example\.(?:com|org|net)\b/gi;
/** A profile or booking address whose account is "example": github.com/example, calendly.com/example/30min. */
const exampleAccount = /https?:\/\/[^\s"'<>]+?\/example(?=[/?#"'\s<>]|$)/gi;
const exampleHandle = /(?<![\w.@/-])@example\b/gi;
/** Something shaped like a phone number: digits with spaces, dots, dashes, brackets, a leading +. */
const phoneLike = /\+?\(?\d[\d\s().-]{5,}\d/g;

function isFictionalNumber(text: string): boolean {
  const groups: string[] = text.match(/\d+/g) ?? [];
  if (groups.includes('555')) return true;
  // Written without separators: 555 as the area code or the exchange of a North American number.
  const digits = groups.join('').replace(/^1(?=\d{10}$)/, '');
  return /^(555\d{7}|\d{3}555\d{4})$/.test(digits);
}

/** Placeholders in one piece of text (a field's value, or a stretch of Markdown). */
function findingsIn(text: string): Finding[] {
  const found: Finding[] = [];
  const add = (match: RegExpMatchArray, message: (value: string) => string, from = match.index!) => {
    const start = from;
    const end = start + match[0].length;
    if (found.some((other) => start < other.end && other.start < end)) return;
    found.push({ start, end, message: message(match[0]) });
  };
  for (const match of text.matchAll(exampleAccount)) {
    add(match, (value) => `"${value}" is a placeholder profile; link your own`);
  }
  for (const match of text.matchAll(exampleDomain)) {
    const mailbox = /[\w.+-]+@$/.exec(text.slice(0, match.index))?.[0];
    add(
      match,
      (value) =>
        mailbox
          ? `"${mailbox}${value}" is a placeholder email address; use your own`
          : `"${value}" is a placeholder address; use your own`,
      match.index! - (mailbox?.length ?? 0),
    );
  }
  for (const match of text.matchAll(exampleHandle)) {
    add(match, (value) => `"${value}" is a placeholder handle; use your own`);
  }
  for (const match of text.matchAll(phoneLike)) {
    if (isFictionalNumber(match[0])) {
      add(match, (value) => `"${value}" is a fictional 555 number; use your own or remove it`);
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Line and column (1-based) of an offset. */
function position(text: string, offset: number) {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

interface Field {
  path: string;
  /** Offsets of the value's text in the file, quotes excluded. */
  start: number;
  value: string;
}

/** Every string value of a JSON or YAML document, with its field path and offset. */
function fieldsOf(node: Node | null, at: string, offset: number, source: string, out: Field[]) {
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '?';
      if (hintFields.has(key)) continue;
      fieldsOf(pair.value as Node | null, at ? `${at}.${key}` : key, offset, source, out);
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, index) =>
      fieldsOf(item as Node | null, `${at}[${index}]`, offset, source, out),
    );
  } else if (isScalar(node) && typeof node.value === 'string' && node.range) {
    const quoted = /^["']/.test(source.slice(node.range[0], node.range[0] + 1));
    // Positions count from the value's first character; in a value with escapes they may run a
    // little ahead of where the text lies, never into another field.
    out.push({ path: at || '(value)', start: offset + node.range[0] + (quoted ? 1 : 0), value: node.value });
  }
}

function structuredFields(text: string, offset = 0): Field[] {
  const document = parseDocument(text);
  const fields: Field[] = [];
  fieldsOf(document.contents as Node | null, '', offset, text, fields);
  return fields;
}

/** The placeholders in one text file of the owner's content. */
function placeholdersInFile(file: string, text: string): Problem[] {
  const problems: Problem[] = [];
  const report = (start: number, fieldPath: string, message: string) =>
    problems.push({ file, ...position(text, start), path: fieldPath, message });

  let fields: Field[];
  let body: { start: number; text: string } | undefined;
  if (file.endsWith('.json') || file.endsWith('.yaml') || file.endsWith('.yml')) {
    fields = structuredFields(text);
  } else {
    // Markdown with YAML front matter: the fields, then the body as plain text.
    const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(text);
    const start = frontMatter ? frontMatter[0].length : 0;
    fields = frontMatter ? structuredFields(frontMatter[1]!, text.indexOf(frontMatter[1]!)) : [];
    body = { start, text: text.slice(start) };
  }

  for (const field of fields) {
    if (field.path === 'url' && path.basename(file) === 'site.json' && isPlaceholderSiteUrl(field.value)) {
      report(
        field.start,
        field.path,
        `"${field.value}" is a placeholder; set url to the address the site is deployed at`,
      );
      continue;
    }
    if (
      path.basename(file) === 'profile.json' &&
      field.path in freshStart &&
      freshWords.has(field.value.trim())
    ) {
      report(field.start, field.path, `"${field.value}" is to fill in: write your own`);
      continue;
    }
    for (const finding of findingsIn(field.value))
      report(field.start + finding.start, field.path, finding.message);
  }
  if (body) {
    for (const finding of findingsIn(body.text)) report(body.start + finding.start, 'body', finding.message);
  }
  return problems;
}

/** A site address that cannot be where the site is deployed: an example domain or this machine. */
function isPlaceholderSiteUrl(value: string): boolean {
  let host: string;
  try {
    host = new URL(value).hostname;
  } catch {
    return true;
  }
  return (
    /(^|\.)example\.(com|org|net)$/.test(host) ||
    /\.(example|test|invalid|localhost)$/.test(host) ||
    ['localhost', '127.0.0.1', '[::1]'].includes(host)
  );
}

async function filesUnder(rootDir: string, folder: string): Promise<string[]> {
  const entries = await readdir(path.join(rootDir, folder), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(rootDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.startsWith(`content/${schemaFolder}/`))
    .sort();
}

export interface PlaceholderOptions {
  /** The project folder, with `content/` and `src/public/`. */
  rootDir: string;
  /** Hashes of images that are samples, not the owner's (default: the sample portrait). */
  sampleImageHashes?: readonly string[];
}

/** Every placeholder in the owner's content and published images, sorted by file and position. */
export async function findPlaceholders({
  rootDir,
  sampleImageHashes = [samplePortraitSha256],
}: PlaceholderOptions): Promise<Problem[]> {
  const files = (await Promise.all(searchedFolders.map((folder) => filesUnder(rootDir, folder)))).flat();
  const texts = new Map<string, string>();
  const problems: Problem[] = [];
  if (files.includes(`content/${sampleMarker}`))
    problems.push({
      file: `content/${sampleMarker}`,
      line: 1,
      column: 1,
      path: '(file)',
      message:
        "The content is still the sample's: `npm run import -- <your résumé>` or `npm run start-fresh` " +
        'replaces it and removes this file; once you have made it yours by hand, delete this file',
    });
  const owned = files.filter((name) => name !== `content/${sampleMarker}`);
  for (const file of owned.filter((name) => textExtensions.has(path.extname(name)))) {
    const text = await readFile(path.join(rootDir, file), 'utf8');
    texts.set(file, text);
    problems.push(...placeholdersInFile(file, text));
  }

  for (const image of files.filter((name) => imageExtensions.has(path.extname(name).toLowerCase()))) {
    const hash = createHash('sha256')
      .update(await readFile(path.join(rootDir, image)))
      .digest('hex');
    if (!sampleImageHashes.includes(hash)) continue;
    const message = `is the sample portrait (${image}); replace it with a photo of your own`;
    // Reported where content names it, so the owner sees which field to change; else the file itself.
    const name = path.basename(image);
    let named = false;
    for (const [file, text] of texts) {
      for (const field of file.endsWith('.json') ? structuredFields(text) : []) {
        const at = field.value.indexOf(name);
        if (at === -1) continue;
        named = true;
        problems.push({
          file,
          ...position(text, field.start),
          path: field.path,
          message: `"${field.value}" ${message}`,
        });
      }
    }
    if (!named)
      problems.push({ file: image, line: 1, column: 1, path: '(file)', message: `This image ${message}` });
  }
  return problems.sort(compareProblems);
}
