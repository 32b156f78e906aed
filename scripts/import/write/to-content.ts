/**
 * A JSON Resume document as the career files of `content/`: the profile, the entries of every
 * collection a résumé fills, and what the pages' copy can take from the career (the technologies
 * under the home page's introduction, the year the career began, the project categories). Values
 * only: `files.ts` writes them as the content's files.
 */
import { collections } from '#src/content/config.ts';
import type { PhotoTreatment } from '#src/content/schemas/profile.ts';
import type { Collection } from '#engine/define.ts';
import { projectCategories, sections } from './entries.ts';
import { careerCollections, type CareerCollection } from './career-collections.ts';
import { brandIcon } from './icons.ts';
import type { JsonResume } from '../read/json-resume-schema.ts';
import type { Placing } from './placing.ts';
import { profileFrom, type CurrentProfile } from './profile.ts';
import type { FolderEntry } from './section-mapping.ts';

/** What a collection receives: a file's value (left out when there is nothing), or a folder's entries. */
export type CareerValues = {
  [Name in CareerCollection]?: Record<string, unknown> | Record<string, unknown>[] | FolderEntry[];
};

/** What the pages' copy can take from the résumé, by the page copy's field. */
export interface CareerFacts {
  /** Skill keywords that have a mark, for the row of technologies on the home page. */
  technologies: { name: string; icon: string }[];
  /** The year the earliest job began. */
  careerStartYear?: number;
  /** The résumé's kinds of project, when it names two or more. */
  categories?: string[];
  /** The owner's handle on X (Twitter), and the network's name as the résumé gives it. */
  twitterHandle?: { value: string; network: string };
}

/** How many entries of a section were imported, with the section's words for one and more. */
export interface SectionCount {
  section: readonly [one: string, more: string];
  count: number;
}

export interface CareerContent {
  values: CareerValues;
  /** How many entries each collection the input covers received, but the profile, in their order. */
  counts: SectionCount[];
  facts: CareerFacts;
  /** `basics.image` as written. */
  image?: string;
}

/** How many technologies the home page's row shows at most. */
const technologyRow = 8;

/** The JSON Resume section a collection is made from. */
function sectionOf(collection: CareerCollection): string {
  return collection === 'profile' ? 'basics' : sections[collection].reads;
}

/** The collections an input speaks for: those made from the sections it `covers`, or all. */
export function coveredCollections(covers: ReadonlySet<string> | undefined): CareerCollection[] {
  return careerCollections.filter((collection) => !covers || covers.has(sectionOf(collection)));
}

export interface CareerOptions {
  /** The site's locale: countries are named in its language. */
  locale: string;
  /** The content's photo for the profile, relative to `content/`, when there is one. */
  photo?: string;
  /** How the owner chose to have their photo drawn (profile.json → photoTreatment): a look, kept. */
  photoTreatment?: PhotoTreatment;
  /**
   * The title of the group that holds skills given without keywords: the site's own word for
   * skills (its résumé's heading). Without it, each such skill is a group of its own.
   */
  skillsTitle?: string;
  /** The sections the résumé speaks for (all by default); the others' collections are not made. */
  covers?: ReadonlySet<string>;
  /** The profile the content holds now, for what the site needs and the résumé does not say. */
  currentProfile?: CurrentProfile;
}

/** The career files' values from `resume`; what cannot be placed is reported on `placing`. */
export function careerContent(resume: JsonResume, placing: Placing, options: CareerOptions): CareerContent {
  const covered = coveredCollections(options.covers);
  const { profile, twitterHandle, image } = covered.includes('profile')
    ? profileFrom(resume, placing, options.locale, options.currentProfile)
    : { profile: undefined, twitterHandle: undefined, image: undefined };
  const values: CareerValues = {};
  if (profile) {
    const { name, title, ...rest } = profile;
    values.profile = {
      name,
      title,
      ...(options.photo ? { photo: options.photo } : {}),
      ...(options.photoTreatment ? { photoTreatment: options.photoTreatment } : {}),
      ...rest,
    };
  }
  const counts: SectionCount[] = [];
  for (const collection of covered) {
    if (collection === 'profile') continue;
    const { counted, entries } = sections[collection];
    // The skills take the site's word for skills, to title those given alone; the others ignore it.
    const made = entries(resume, placing, options.skillsTitle);
    counts.push({ section: counted, count: made.length });
    // A collection with no entries has no file; the skills' file holds them as its groups.
    if (made.length > 0) values[collection] = collection === 'skills' ? { groups: made } : made;
  }

  // jobs/ is a folder: its value is its entries.
  const jobs = (values.jobs ?? []) as FolderEntry[];
  // The career began with the earliest job begun: an upcoming one counts for no years yet.
  const startYears = jobs
    .map((job) => String(job.fields.period))
    .filter((period) => !placing.upcoming(period))
    .map((period) => Number(period.slice(0, 4)));
  return {
    values,
    counts,
    image,
    facts: {
      technologies: technologiesOf(resume),
      careerStartYear: startYears.length > 0 ? Math.min(...startYears) : undefined,
      categories: projectCategories(resume.projects ?? [], placing),
      twitterHandle,
    },
  };
}

/** The first skill keywords (or keyword-less skills) that have a mark, one per mark. */
function technologiesOf(resume: JsonResume): { name: string; icon: string }[] {
  const row: { name: string; icon: string }[] = [];
  const names = (resume.skills ?? []).flatMap((skill) =>
    skill.keywords && skill.keywords.length > 0 ? skill.keywords : skill.name ? [skill.name] : [],
  );
  for (const name of names) {
    const icon = brandIcon(name);
    if (icon && !row.some((technology) => technology.icon === icon)) row.push({ name: name.trim(), icon });
    if (row.length === technologyRow) break;
  }
  return row;
}

/** The configuration's description of a collection the import writes. */
export function careerCollection(name: CareerCollection): Collection {
  return collections.find((collection) => collection.name === name)!;
}
