/**
 * A résumé imported as the career of `content/`: a JSON Resume file or a LinkedIn export becomes the
 * career's files, and a LinkedIn export's articles its posts (`writing/`); the sample person's files
 * go (sample.ts), and so do the other languages' translations of what the import replaced. The
 * site's settings and the pages' words are kept (see page-copy.ts). The stages before and after the
 * plan (reading, the language, the staged check, writing) are the pipeline's (pipeline.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, isAbsolute, join, parse, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collections } from '#src/content/config.ts';
import { photoTreatments } from '#src/content/schemas/profile.ts';
import { schemaFolder, schemaReference } from '#engine/json-schema.ts';
import { compareProblems, type Problem } from '#engine/problem.ts';
import { translationOf } from '#engine/translations.ts';
import { slugOf } from './write/ids.ts';
import { careerFiles, jsonText, postFiles } from './write/files.ts';
import { applyCareerEdits, careerEdits, type CopyChange, type FieldEdit } from './write/page-copy.ts';
import { Placing } from './write/placing.ts';
import { postsFrom } from './write/posts.ts';
import { writingPageWords } from './write/writing-page.ts';
import { filesUnder } from '#lib/files-under.ts';
import { freshStart } from './placeholders.ts';
import { readSample, removeSample } from './sample.ts';
import { sameOnce } from './read/read-result.ts';
import { careerCollections, type CareerCollection } from './write/career-collections.ts';
import { careerCollection, careerContent, coveredCollections } from './write/to-content.ts';
import {
  careerLocale,
  checkStaged,
  defaultLocale,
  readInput,
  readJson,
  otherLanguages,
  readSite,
  startReport,
  writePlan,
  type ImportOptions,
  type ImportReport,
  type Plan,
  type Planned,
  type SiteSettings,
} from './pipeline.ts';

const photoExtensions = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif']);

interface PhotoPlan {
  /** Relative to the content folder. */
  path?: string;
  bytes?: Buffer;
  note?: string;
}

/**
 * `basics.image`: a remote picture is noted and not fetched (the site shows the owner's initials
 * until a photo is added); a local one, relative to the résumé, is copied into `images/`.
 */
function planPhoto(
  image: string | undefined,
  options: ImportOptions,
  placing: Placing,
  previous: string | undefined,
): PhotoPlan {
  if (!image)
    return {
      note:
        `none in the résumé (basics.image); the site shows your initials until you put one in ` +
        `${options.contentLabel}/images/ and name it in profile.json → photo.`,
    };
  if (/^https?:\/\//i.test(image))
    return {
      note:
        `basics.image is on the web (${image}) and was not fetched; save it in ${options.contentLabel}/images/ ` +
        'and name it in profile.json → photo. Until then the site shows your initials.',
    };
  const base = statSync(options.input).isDirectory() ? options.input : dirname(options.input);
  const local = image.startsWith('file:')
    ? fileURLToPath(image)
    : isAbsolute(image)
      ? image
      : resolve(base, image);
  const extension = extname(local).toLowerCase();
  if (!existsSync(local) || !statSync(local).isFile()) {
    placing.notPlace(
      ['basics', 'image'],
      `There is no file at ${local}; the site shows your initials instead`,
    );
    return {};
  }
  if (!photoExtensions.has(extension)) {
    placing.notPlace(
      ['basics', 'image'],
      `The site takes a JPEG, PNG, WebP or AVIF photo, received "${parse(local).base}" (save it as JPEG); not imported`,
    );
    return {};
  }
  const bytes = readFileSync(local);
  const stem = slugOf(parse(local).name) || 'photo';
  // Another picture of that name stays, unless it is the photo the profile named until now.
  let path = `images/${stem}${extension === '.jpeg' ? '.jpg' : extension}`;
  for (let number = 2; ; number++) {
    const target = join(options.contentDir, path);
    if (path === previous || !existsSync(target) || readFileSync(target).equals(bytes)) break;
    path = `images/${stem}-${number}${extension === '.jpeg' ? '.jpg' : extension}`;
  }
  return {
    path,
    bytes,
    note: `copied from basics.image to ${options.contentLabel}/${path} and named in profile.json → photo.`,
  };
}

/** The files the import owns now: each career collection's file, or its folder's entries. */
function careerFilesIn(
  contentDir: string,
  collections: readonly CareerCollection[] = careerCollections,
): string[] {
  return collections.flatMap((name) => {
    const collection = careerCollection(name);
    if (collection.kind === 'file')
      return existsSync(join(contentDir, collection.source)) ? [collection.source] : [];
    return filesUnder(join(contentDir, collection.source))
      .filter((file) => file.endsWith(`.${collection.kind}`))
      .map((file) => `${collection.source}/${file}`);
  });
}

/** Whether any text file of the content, as the import leaves it, names `file`. */
function namedAnywhere(
  contentDir: string,
  file: string,
  wanted: ReadonlyMap<string, Planned>,
  plan: ReadonlyMap<string, Planned | null>,
): boolean {
  const texts = new Set([...filesUnder(contentDir), ...wanted.keys()]);
  return [...texts].some((name) => {
    if (!/\.(json|mdx)$/.test(name) || name.startsWith(`${schemaFolder}/`) || plan.get(name) === null)
      return false;
    const bytes = wanted.get(name) ?? readFileSync(join(contentDir, name), 'utf8');
    return typeof bytes === 'string' && bytes.includes(file);
  });
}

/**
 * What a change of language leaves to the owner: the dates follow the new locale, but the site's own
 * words (navigation, headings, buttons, page copy) are still those of the previous one.
 */
function wordsStayNote(previous: string, next: string): string {
  const [was, now] = [previous, next].map((locale) => locale.split(/[-_]/)[0]!);
  if (was === now) return '';
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  return (
    `; the site's own words (layout.json, site.json, resume.json and pages/) are still in ${names.of(was!)}: ` +
    `write them in ${names.of(now!)}`
  );
}

/** The settings the import decides: the locale, and the X handle of the person the site is about. */
function siteSettings(
  site: Record<string, unknown>,
  locale: ImportReport['locale'],
  handle: { value: string; network: string } | undefined,
): FieldEdit[] {
  const settings: FieldEdit[] = [];
  if (locale && locale.value !== site.locale)
    settings.push({
      collection: 'site',
      path: ['locale'],
      value: locale.value,
      message: `set to ${locale.value}, ${locale.from}${wordsStayNote(String(site.locale), locale.value)}`,
    });
  if (handle && handle.value !== site.twitterHandle)
    settings.push({
      collection: 'site',
      path: ['twitterHandle'],
      value: handle.value,
      message: `set to "${handle.value}", from your ${handle.network} profile`,
    });
  else if (!handle && site.twitterHandle !== undefined)
    settings.push({
      collection: 'site',
      path: ['twitterHandle'],
      value: undefined,
      message: "removed (the previous owner's account on X)",
    });
  return settings;
}

/**
 * The site's other languages beside a new career: the translation of an entry the import removes
 * goes with it, and so does one that no longer fits what it translated (a list the new career
 * made shorter); a language declared complete is no longer, since the new career's words are not
 * translated yet. Each such change is in the plan, and the report says it. Then the staged
 * content is checked, as for any import.
 */
async function withTranslations(
  contentDir: string,
  plan: Plan,
  today: Date,
  contentLabel: string,
  report: ImportReport,
  siteSettings: SiteSettings,
): Promise<{ problems: Problem[]; warnings: Problem[] }> {
  const siteFile = join(contentDir, 'site.json');
  const planned = plan.get('site.json');
  // A copy, since a language declared complete is changed below.
  const site: Record<string, unknown> =
    typeof planned === 'string' ? JSON.parse(planned) : structuredClone(siteSettings.value);
  const codes = otherLanguages(site).map((language) => language.code);
  const languages = Array.isArray(site.languages)
    ? (site.languages as { locale?: unknown; complete?: unknown }[])
    : [];
  if (codes.length === 0) return checkStaged(contentDir, plan, today, contentLabel);

  for (const [file, bytes] of [...plan]) {
    const collection = collections.find((candidate) =>
      candidate.kind === 'file' ? candidate.source === file : file.startsWith(`${candidate.source}/`),
    );
    if (!collection) continue;
    const career = (careerCollections as readonly string[]).includes(collection.name);
    for (const code of codes) {
      const translation = join(contentDir, code, file);
      // One the sample took with it stays gone.
      if (!existsSync(translation) || plan.get(`${code}/${file}`) === null) continue;
      // The career's translations translate the previous career: they go with it. A kept file's
      // keeps its words wherever the edited file still has them.
      if (career || bytes === null || collection.kind !== 'file') {
        plan.set(`${code}/${file}`, null);
        continue;
      }
      const words = translationOf(collection.schema, readJson(translation), JSON.parse(String(bytes)));
      plan.set(`${code}/${file}`, words === undefined ? null : await jsonText(words, translation));
    }
  }
  const completed = languages.filter((language) => language.complete === true);
  if (completed.length > 0) {
    for (const language of completed) delete language.complete;
    plan.set('site.json', await jsonText(site, siteFile));
    report.copy.push({
      file: 'site.json',
      field: 'languages',
      message: `${completed.map((language) => String(language.locale)).join(', ')} no longer complete: the new career's words are to translate`,
    });
  }
  let checked = checkStaged(contentDir, plan, today, contentLabel);
  const inTranslation = new RegExp(
    `^${escapeRegExp(contentLabel)}/(${codes.map(escapeRegExp).join('|')})/(.+)$`,
  );
  const misfits = [
    ...new Set(
      checked.problems.flatMap((problem) => {
        const match = inTranslation.exec(problem.file);
        return match ? [`${match[1]}/${match[2]}`] : [];
      }),
    ),
  ];
  if (misfits.length > 0) {
    for (const file of misfits) plan.set(file, null);
    checked = checkStaged(contentDir, plan, today, contentLabel);
  }
  return checked;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The Writing page's words, when posts come and the content has none: in the site's language where
 * the import knows it, else in English, and the report says which.
 */
async function writingPagePlan(
  contentDir: string,
  locale: string,
): Promise<{ file: string; text: string; change: CopyChange } | undefined> {
  const collection = collections.find((candidate) => candidate.name === 'writingPage')!;
  const file = collection.source;
  if (existsSync(join(contentDir, file))) return undefined;
  const { language, words } = writingPageWords(locale);
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  const site = locale.split(/[-_]/)[0]!;
  const text = await jsonText(
    { $schema: schemaReference(collection, posix.dirname(file)), ...words },
    join(contentDir, file),
  );
  const written =
    language === site ? `in ${names.of(language)}` : `in English (write them in ${names.of(site)})`;
  return {
    file,
    text,
    change: {
      file,
      field: '(file)',
      message: `added: the Writing page's words, which posts need, ${written}; make them yours`,
    },
  };
}

/**
 * Imports `options.input` into the content folder as its career; see the module's description.
 * `site` is site.json as the import found it, read once.
 */
export async function importCareer(
  options: ImportOptions,
  site: SiteSettings = readSite(options.contentDir),
): Promise<ImportReport> {
  const { contentDir, contentLabel, today = new Date() } = options;
  const report = startReport(options);
  const read = await readInput(options.input, report);
  if (!read) return report;
  const placing = new Placing(read.origin, today);
  const sample = readSample(contentDir) !== undefined;
  // Into the sample, an input that is part of a career (a LinkedIn export without Profile.csv) is
  // all of the new one: nothing of the sample person's stays beside it.
  const covers = sample ? undefined : read.covers;
  const covered = coveredCollections(covers);
  if (covers)
    report.kept = careerFilesIn(
      contentDir,
      careerCollections.filter((name) => !covered.includes(name)),
    );
  const ownProfile = readJson(join(contentDir, 'profile.json'));
  const previousPhoto = ownProfile?.photo;
  // What the site needs and the résumé does not say is kept from the profile, never the sample person's.
  const currentProfile = sample ? { ...freshStart } : ownProfile;
  const headings = readJson(join(contentDir, 'resume.json'))?.headings as Record<string, unknown> | undefined;

  const locale = careerLocale(options.locale, read.resume, site, placing);
  report.locale = locale;
  const photo = covered.includes('profile')
    ? planPhoto(
        read.resume.basics?.image?.trim(),
        options,
        placing,
        typeof previousPhoto === 'string' ? previousPhoto : undefined,
      )
    : {};
  report.photo = photo.note;
  const career = careerContent(read.resume, placing, {
    locale: locale?.value ?? defaultLocale,
    photo: photo.path,
    // How the photo is drawn is the owner's look, not the career's: kept, when it is one the site knows.
    photoTreatment: photoTreatments.find((treatment) => treatment === ownProfile?.photoTreatment),
    skillsTitle: typeof headings?.skills === 'string' ? headings.skills : undefined,
    covers,
    currentProfile,
  });
  const posts = postsFrom(read.articles?.read ?? [], today);
  report.notPlaced = [...read.notPlaced, ...placing.notPlaced, ...posts.notPlaced].sort(compareProblems);
  report.readings = sameOnce(
    [...read.readings, ...placing.readings, ...posts.readings].sort(compareProblems),
  );
  report.counts = career.counts;
  if (read.articles) {
    report.counts.push({ section: ['post', 'posts'], count: posts.posts.length });
    report.articles = {
      read: read.articles.files,
      imported: posts.posts.length,
      drafts: posts.posts.filter((post) => post.fields.draft).length,
    };
  }
  if (placing.problems.length > 0) {
    report.problems = placing.problems;
    return report;
  }

  // Part of a career leaves the words and settings alone: the rest of the career they describe stays.
  const settings = covers ? [] : siteSettings(site.value, locale, career.facts.twitterHandle);
  const edits = applyCareerEdits(contentDir, covers ? [] : careerEdits(contentDir, career.facts, settings));
  // By file, each file's fields in the order they were met.
  report.copy = edits.changes.toSorted((a, b) => a.file.localeCompare(b.file));

  const wanted = new Map<string, Planned>([
    ...(await careerFiles(career.values, contentDir)),
    ...edits.texts,
    // Posts are added or replaced (by id); the others in writing/ are the owner's and stay.
    ...postFiles(posts.posts),
  ]);
  const writingPage =
    posts.posts.length > 0 ? await writingPagePlan(contentDir, locale?.value ?? defaultLocale) : undefined;
  if (writingPage) {
    wanted.set(writingPage.file, writingPage.text);
    report.copy.push(writingPage.change);
  }
  if (photo.path && photo.bytes) wanted.set(photo.path, photo.bytes);
  const plan: Plan = new Map();
  for (const [file, bytes] of wanted) {
    const target = join(contentDir, file);
    const same = existsSync(target) && readFileSync(target).equals(Buffer.from(bytes));
    if (!same) plan.set(file, bytes);
  }
  for (const file of careerFilesIn(contentDir, covered)) if (!wanted.has(file)) plan.set(file, null);
  // The previous photo goes once nothing names it, so no one else's portrait lingers.
  if (
    covered.includes('profile') &&
    typeof previousPhoto === 'string' &&
    previousPhoto !== photo.path &&
    existsSync(join(contentDir, previousPhoto)) &&
    !namedAnywhere(contentDir, previousPhoto, wanted, plan)
  )
    plan.set(previousPhoto, null);
  const siteText = plan.get('site.json') ?? site.text;
  report.sample = removeSample(
    contentDir,
    plan,
    new Set(wanted.keys()),
    String(siteText),
    read.resume.basics?.name,
  );
  // The words of a file the sample took with it are no longer to write.
  report.copy = report.copy.filter((change) => plan.get(change.file) !== null);

  const checked = await withTranslations(contentDir, plan, today, contentLabel, report, site);
  report.warnings = checked.warnings;
  if (checked.problems.length > 0) {
    report.problems = checked.problems;
    return report;
  }

  return writePlan(report, contentDir, plan, new Set(edits.texts.keys()));
}
