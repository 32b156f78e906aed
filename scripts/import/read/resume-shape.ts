/**
 * The fields of a JSON Resume document as files in the wild write them: every field of the 1.0.0
 * standard, with the names the 0.x schema gave some of them (`company`, `website`, `picture`,
 * `gpa`) and the names hand-kept files and other résumé tools use (`employer`, `title`, `degree`),
 * and what kind of value each holds, so one reader can take any of them (json-resume.ts).
 */

/** What a field holds, and how a value of another shape is read into it. */
type FieldKind =
  /** Plain text; HTML becomes its text. */
  | 'text'
  /** Text shown as a body, where Markdown is kept: HTML becomes Markdown. */
  | 'body'
  /** A date, or the end of something going on ("Present"). */
  | 'date'
  /** A web address; one written without its scheme gains `https://`. */
  | 'url'
  /** A list of texts; one text given alone is a list of one, or of its comma-separated parts. */
  | 'texts'
  /** A country: its two-letter code, or its name in English. */
  | 'country'
  /** A flag saying the entry still goes on (`"current": true`), read into its open end. */
  | 'ongoing';

export interface Field {
  kind: FieldKind;
  /** Other names files use for it, the 0.x schema's first. */
  aka?: readonly string[];
  /** For `texts`: a single text given is split at its commas ("React, Node"). */
  commas?: boolean;
}

export interface ObjectShape {
  fields: Record<string, Field | Nested>;
}

export interface Nested {
  /** One object (`basics.location`) or a list of them (`work`). */
  nested: 'object' | 'list';
  shape: ObjectShape;
  aka?: readonly string[];
}

const text = (...aka: string[]): Field => ({ kind: 'text', aka });
const url = (...aka: string[]): Field => ({ kind: 'url', aka });
const date = (...aka: string[]): Field => ({ kind: 'date', aka });
const texts = (...aka: string[]): Field => ({ kind: 'texts', aka });
/** The flags files set on an entry that goes on, instead of leaving its end out. */
const ongoing: Field = { kind: 'ongoing', aka: ['isCurrent', 'currentlyWorking', 'ongoing', 'present'] };
const list = (fields: ObjectShape['fields'], ...aka: string[]): Nested => ({
  nested: 'list',
  shape: { fields },
  aka,
});

/** The names 0.x files use, for the report's words ("the older JSON Resume name of …"). */
export const olderNames: ReadonlySet<string> = new Set(['company', 'website', 'picture', 'gpa']);

export const resumeShape: ObjectShape = {
  fields: {
    $schema: text(),
    basics: {
      nested: 'object',
      aka: ['basic', 'personal', 'personalInfo'],
      shape: {
        fields: {
          name: text('fullName', 'fullname'),
          label: text('title', 'headline', 'role', 'position'),
          image: text('picture', 'photo', 'avatar'),
          email: text('mail'),
          phone: text('telephone', 'tel', 'mobile'),
          url: url('website', 'site', 'homepage', 'web'),
          summary: { kind: 'text', aka: ['about', 'bio', 'objective', 'description'] },
          location: {
            nested: 'object',
            shape: {
              fields: {
                address: text('street'),
                postalCode: text('zip', 'zipCode', 'postcode', 'postCode'),
                city: text('town'),
                countryCode: { kind: 'country', aka: ['country'] },
                region: text('state', 'province'),
              },
            },
          },
          profiles: list(
            { network: text('name', 'site'), username: text('user', 'handle'), url: url('website', 'link') },
            'social',
            'socials',
          ),
        },
      },
    },
    work: list(
      {
        name: text('company', 'employer', 'organization', 'organisation'),
        location: text(),
        description: text(),
        position: text('title', 'role', 'jobTitle'),
        url: url('website'),
        startDate: date('start', 'from'),
        endDate: date('end', 'to'),
        current: ongoing,
        summary: { kind: 'body' },
        highlights: texts('achievements', 'responsibilities', 'bullets', 'tasks'),
        keywords: { kind: 'texts', aka: ['technologies', 'stack', 'tech', 'tools', 'skills'], commas: true },
      },
      'experience',
      'jobs',
      'employment',
      'positions',
    ),
    volunteer: list(
      {
        organization: text('company', 'name', 'organisation'),
        position: text('role', 'title'),
        url: url('website'),
        startDate: date('start', 'from'),
        endDate: date('end', 'to'),
        current: ongoing,
        summary: text('description'),
        highlights: texts('bullets'),
      },
      'volunteering',
    ),
    education: list({
      institution: text('school', 'university', 'name'),
      url: url('website'),
      area: text('major', 'field', 'fieldOfStudy'),
      studyType: text('degree', 'type'),
      startDate: date('start', 'from'),
      endDate: date('end', 'to'),
      score: text('gpa', 'grade'),
      courses: texts(),
    }),
    awards: list(
      { title: text('name'), date: date(), awarder: text('issuer', 'by'), summary: text('description') },
      'honors',
    ),
    certificates: list(
      {
        name: text('title'),
        date: date('issued', 'issueDate'),
        url: url('website'),
        issuer: text('authority', 'organization'),
      },
      'certifications',
    ),
    publications: list({
      name: text('title'),
      publisher: text(),
      releaseDate: date('date', 'published'),
      url: url('website'),
      summary: text('description'),
    }),
    skills: list({ name: text(), level: text(), keywords: { kind: 'texts', commas: true } }),
    languages: list({ language: text('name'), fluency: text('level', 'proficiency') }),
    interests: list({ name: text(), keywords: { kind: 'texts', commas: true } }),
    references: list({ name: text(), reference: text('text', 'quote') }),
    projects: list({
      name: text('title'),
      description: text('summary'),
      highlights: texts(),
      keywords: { kind: 'texts', aka: ['technologies', 'tags', 'stack'], commas: true },
      startDate: date('start', 'from'),
      endDate: date('end', 'to'),
      url: url('website', 'link', 'homepage'),
      roles: texts('role'),
      entity: text(),
      type: text(),
    }),
  },
};

/**
 * Networks whose profile a file may name by a field of its own (`"github": "github.com/ada"` at the
 * top of a file without `basics`, `contact.github` in the data_lang template), by the field's name.
 */
export const profileNetworks: Readonly<Record<string, string>> = {
  github: 'GitHub',
  gitlab: 'GitLab',
  linkedin: 'LinkedIn',
  twitter: 'X',
  stackoverflow: 'Stack Overflow',
  medium: 'Medium',
  codepen: 'CodePen',
  dribbble: 'Dribbble',
  behance: 'Behance',
  kaggle: 'Kaggle',
  zhihu: 'Zhihu',
  juejin: 'Juejin',
  weibo: 'Weibo',
};
