/**
 * The career model both readers return: the JSON Resume 1.0.0 document, as a zod schema so its type
 * comes from `z.infer`, with the few fields files in the wild add that the site has a place for
 * (`modelExtensions`). A unit test holds it to the official schema's fields, types and date pattern,
 * but for those.
 */
import { z } from 'zod';

/** `2014`, `2014-06` or `2014-06-29`: the standard's `iso8601` definition, to the character. */
const isoDatePattern = /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;

const text = z.string().optional();
const date = z.string().regex(isoDatePattern).optional();
const texts = z.array(z.string()).optional();

const location = z.object({
  address: text,
  postalCode: text,
  city: text,
  countryCode: text,
  region: text,
});

const profile = z.object({ network: text, username: text, url: text });

const basics = z.object({
  name: text,
  label: text,
  image: text,
  email: text,
  phone: text,
  url: text,
  summary: text,
  location: location.optional(),
  profiles: z.array(profile).optional(),
});

const work = z.object({
  name: text,
  location: text,
  description: text,
  position: text,
  url: text,
  startDate: date,
  endDate: date,
  summary: text,
  highlights: texts,
  /** Beyond the standard: the technologies of a job, as many files in the wild list them. */
  keywords: texts,
});

/** The fields the model holds beyond the standard, by section: each is said where it is declared. */
export const modelExtensions = { work: ['keywords'] } as const;

const volunteer = z.object({
  organization: text,
  position: text,
  url: text,
  startDate: date,
  endDate: date,
  summary: text,
  highlights: texts,
});

const education = z.object({
  institution: text,
  url: text,
  area: text,
  studyType: text,
  startDate: date,
  endDate: date,
  score: text,
  courses: texts,
});

const award = z.object({ title: text, date, awarder: text, summary: text });
const certificate = z.object({ name: text, date, url: text, issuer: text });
const publication = z.object({ name: text, publisher: text, releaseDate: date, url: text, summary: text });
const skill = z.object({ name: text, level: text, keywords: texts });
const language = z.object({ language: text, fluency: text });
const interest = z.object({ name: text, keywords: texts });
const reference = z.object({ name: text, reference: text });

const project = z.object({
  name: text,
  description: text,
  highlights: texts,
  keywords: texts,
  startDate: date,
  endDate: date,
  url: text,
  roles: texts,
  entity: text,
  type: text,
});

/**
 * `meta` is the standard's place for tooling settings, so it keeps every field it is given:
 * `meta.language` (read by the official themes) says which language the résumé is written in.
 */
const meta = z.looseObject({ canonical: text, version: text, lastModified: text });

export const jsonResumeSchema = z.object({
  $schema: text,
  basics: basics.optional(),
  work: z.array(work).optional(),
  volunteer: z.array(volunteer).optional(),
  education: z.array(education).optional(),
  awards: z.array(award).optional(),
  certificates: z.array(certificate).optional(),
  publications: z.array(publication).optional(),
  skills: z.array(skill).optional(),
  languages: z.array(language).optional(),
  interests: z.array(interest).optional(),
  references: z.array(reference).optional(),
  projects: z.array(project).optional(),
  meta: meta.optional(),
});

export type JsonResume = z.infer<typeof jsonResumeSchema>;
