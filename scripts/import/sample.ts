/**
 * The sample: the content a new project ships with, a person who is not the owner. `content/.sample.json`
 * names each of its files with a digest of its bytes as shipped. While that file is there the content
 * is still the sample's, and an import (or `npm run start-fresh`) takes the sample person away with
 * it: their posts, pictures and languages, and the marker itself. A file the owner has changed since
 * is no longer the sample's and stays, and so does every file the marker does not name.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { applyEdits, modify } from 'jsonc-parser';
import { collections } from '#src/content/config.ts';
import { schemaFolder } from '#engine/json-schema.ts';
import { filesUnder } from '#lib/files-under.ts';
import { sampleMarker } from './placeholders.ts';
import { slugOf } from './write/ids.ts';

export { sampleMarker };

interface SampleManifest {
  /** Each of the sample's files, relative to the content folder, with its digest as shipped. */
  files: Record<string, string>;
}

const textExtensions = new Set(['.json', '.mdx', '.md', '.svg', '.txt', '.yaml', '.yml']);

/**
 * A file's digest. Text is read with Unix line ends, so a checkout that turned them into Windows
 * ones (git's `autocrlf`) still has the sample's files.
 */
function sampleDigest(file: string, bytes: Buffer): string {
  const text = textExtensions.has(extname(file).toLowerCase());
  const body = text ? Buffer.from(bytes.toString('utf8').replace(/\r\n/g, '\n')) : bytes;
  return `sha256-${createHash('sha256').update(body).digest('base64')}`;
}

/** Every file of the content folder the marker names: all but the editors' schemas and itself. */
export function contentFiles(contentDir: string): string[] {
  return filesUnder(contentDir)
    .filter((file) => file !== sampleMarker && !file.startsWith(`${schemaFolder}/`))
    .sort();
}

/** The marker's text for the content folder as it is now. */
export function sealSample(contentDir: string): string {
  const files = Object.fromEntries(
    contentFiles(contentDir).map((file) => [file, sampleDigest(file, readFileSync(join(contentDir, file)))]),
  );
  const manifest = {
    about:
      'This content is the sample, a person who is not you. `npm run import` or `npm run start-fresh` removes what is theirs and this file with it; a file you have changed is yours and stays.',
    files,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The marker of `contentDir`, while its content is still the sample's. */
export function readSample(contentDir: string): SampleManifest | undefined {
  const file = join(contentDir, sampleMarker);
  if (!existsSync(file)) return undefined;
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<SampleManifest>;
    return value.files && typeof value.files === 'object' ? { files: value.files } : undefined;
  } catch {
    // A marker that cannot be read names nothing: every file is taken as the owner's.
    return undefined;
  }
}

/** Whether the sample's `file` is still as shipped. */
function unchanged(contentDir: string, manifest: SampleManifest, file: string): boolean {
  const path = join(contentDir, file);
  return existsSync(path) && manifest.files[file] === sampleDigest(file, readFileSync(path));
}

export interface SampleRemoval {
  /** The sample's files removed, relative to the content folder. */
  removed: string[];
  /** The sample's files the owner changed, kept as theirs. */
  kept: string[];
  /** The sample's languages whose words all went, by code. */
  languages: string[];
  /** The address the build publishes the owner's picture at, when it was named after the sample person. */
  picture?: string;
}

/** The files every site needs (its settings, the owner, each page's words): an import edits them. */
const requiredFiles = new Set(
  collections
    .filter((collection) => collection.kind === 'file' && collection.whenMissing === undefined)
    .map((collection) => collection.source),
);
const postsFolder = collections.find((collection) => collection.name === 'posts')!.source;
const writingPage = collections.find((collection) => collection.name === 'writingPage')!.source;

/**
 * What an import into the sample takes away besides the career it replaces: every file of the
 * sample still as shipped that the import does not write, but for the files of words and settings
 * every site has (which the import edits); the Writing page's words once no post is left; a
 * language once none of its words is; the sample's name for the site's picture; the marker.
 * `plan` (each file's new text, or null to remove it) is changed in place; `written` names every
 * file the import writes, changed or not; `siteText` is site.json as the import leaves it so far,
 * and `ownerName` names the new picture.
 */
export function removeSample(
  contentDir: string,
  plan: Map<string, string | Buffer | null>,
  written: ReadonlySet<string>,
  siteText: string,
  ownerName: string | undefined,
): SampleRemoval | undefined {
  const manifest = readSample(contentDir);
  if (!manifest) return undefined;
  const removal: SampleRemoval = { removed: [], kept: [], languages: [] };
  const remains = (file: string) =>
    plan.get(file) !== null && (plan.has(file) || existsSync(join(contentDir, file)));

  for (const file of Object.keys(manifest.files).sort()) {
    if (written.has(file) || plan.has(file) || requiredFiles.has(file) || file === writingPage) continue;
    if (!existsSync(join(contentDir, file))) continue;
    if (unchanged(contentDir, manifest, file)) {
      plan.set(file, null);
      removal.removed.push(file);
    } else removal.kept.push(file);
  }
  // The Writing page's words are about the sample's posts: they go with the last of them.
  const posts = [...contentFiles(contentDir), ...plan.keys()].filter(
    (file) => file.startsWith(`${postsFolder}/`) && remains(file),
  );
  if (posts.length === 0 && unchanged(contentDir, manifest, writingPage)) {
    plan.set(writingPage, null);
    removal.removed.push(writingPage);
  }

  let site = siteText;
  const data = JSON.parse(site) as { languages?: { locale?: unknown }[]; image?: unknown };
  const languages = data.languages ?? [];
  const left = languages.filter((language) => {
    const code = typeof language.locale === 'string' ? language.locale.split('_')[0]! : '';
    const words = contentFiles(join(contentDir, code)).filter((file) => remains(`${code}/${file}`));
    if (words.length === 0) removal.languages.push(code);
    return words.length > 0;
  });
  if (left.length !== languages.length)
    site = applyEdits(site, modify(site, ['languages'], left.length > 0 ? left : undefined, {}));
  // The picture the build publishes was named after the sample person (/img/rh.webp).
  const picture = typeof data.image === 'string' ? /^(\/.*\/)[^/]+(\.\w+)$/.exec(data.image) : null;
  // A name in a script the slug cannot spell ("田中") gives a plain one.
  const named = (ownerName && slugOf(ownerName)) || 'portrait';
  if (picture && data.image !== `${picture[1]}${named}${picture[2]}`) {
    removal.picture = `${picture[1]}${named}${picture[2]}`;
    site = applyEdits(site, modify(site, ['image'], removal.picture, {}));
  }
  if (site !== siteText) plan.set('site.json', site);
  plan.set(sampleMarker, null);
  return removal;
}
