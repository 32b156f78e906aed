/**
 * Content schemas: the one description of what the owner may write in `content/`.
 *
 * Only the name, a headline and one way to reach the owner are required; everything else may be
 * left out, and the pages, the PDF, `resume.json`, the social cards and the structured data leave
 * out what is absent. Fields marked `career(…)` in the pages' copy describe the owner's career (their
 * figures, their offer, their hours): `npm run import` replaces them with the imported career's, or
 * leaves them out, and keeps every other word.
 *
 * This module imports only zod and modules that import nothing, so the content pipeline (Node) and
 * the site (browser, types only) share it. Every TypeScript content type is `z.output` of a schema
 * here; none is written by hand.
 */
import { z } from 'zod';
import { parseSpan } from './date-input.ts';
import type { DateSpan } from './dates.ts';
import { notFoundPage } from './pages.ts';
import { accentColors, badgeTones, jobTypeExamples, projectStatusExamples } from './vocabulary.ts';

export { accentColors, badgeTones, jobTypeExamples, projectStatusExamples } from './vocabulary.ts';

/* ------------------------------------------------------------------------------------------------
 * Building blocks
 * ---------------------------------------------------------------------------------------------- */

const text = z.string().trim().min(1, 'Must not be empty');
const textList = z.array(text).min(1, 'Must list at least one item, or leave the field out');
const color = z.enum(accentColors);

/** Lowercase words and digits joined by hyphens: ids, icon names, the form's values. */
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** How entries are named in files and addresses. */
export const slug = z
  .string()
  .regex(slugPattern, 'Expected lowercase letters, digits and hyphens, like "auto-loan"');

/**
 * An icon by name: any simple-icons slug ("react", "postgresql", "ruby") or lucide glyph ("map-pin",
 * "rocket"); the content check looks the name up and suggests the nearest one for a typo.
 */
export const icon = z.string().regex(slugPattern, 'Expected an icon name like "react" or "map-pin"');

/** `https://…` or `http://…` only: never `javascript:` or a relative path. */
export const webUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });
/** A path inside this site (`/contact`) or a hash on it (`/skills#databases`). */
export const sitePath = z
  .string()
  .regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, 'Expected a site path like "/contact"');
export const mailtoUrl = z
  .string()
  .regex(/^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Expected "mailto:name@example.com"');
export const telUrl = z.string().regex(/^tel:\+?[0-9][0-9\-\s().]{6,}$/, 'Expected "tel:+1-555-0100"');
/** Any destination a link in the content may have. */
export const href = z.union([webUrl, sitePath, mailtoUrl, telUrl], {
  error: 'Expected an https:// address, a site path like "/contact", or a mailto:/tel: link',
});

/**
 * A date or a span of dates as the owner writes it: "2019", "June 2012", "2012-06", "2012-06-15",
 * month names in the site's language ("septembre 2001"), or two joined by " - " with "Present" (or
 * "aujourd'hui", …) for an ongoing one. Parsed into sortable ISO dates of the precision written;
 * pages show them in the site's language.
 */
export const dateSpan = z
  .unknown()
  // What an editor is told (the JSON Schemas of content/.schema), since the text is parsed here.
  .meta({
    type: ['string', 'number'],
    description:
      'A date ("2019", "June 2012", "2012-06", "2012-06-15") or a span of two joined by " - ", ending "Present" while ongoing',
    examples: ['June 2012 - July 2020', 'July 2020 - Present', '2019', '2012-06 - 2014-03'],
  })
  .transform((value, ctx): DateSpan => {
    const span = parseSpan(value);
    if ('error' in span) {
      ctx.addIssue({ code: 'custom', message: span.error });
      return z.NEVER;
    }
    return span;
  });

/**
 * Text that names values the site fills in, such as `"Showing {shown} of {total} projects"`: any of
 * `names` may appear in braces, any other name is a mistake.
 */
export function template<const Name extends string>(...names: Name[]) {
  return text.superRefine((value, ctx) => {
    for (const [, name] of value.matchAll(/\{([^{}]*)\}/g)) {
      if ((names as string[]).includes(name!)) continue;
      const allowed =
        names.length > 0
          ? `this text can use ${names.map((n) => `{${n}}`).join(', ')}`
          : 'this text takes none';
      ctx.addIssue({ code: 'custom', message: `Unknown placeholder "{${name}}": ${allowed}` });
    }
  });
}

/**
 * The fields of the pages' copy that describe the owner's career rather than name things: their
 * figures, offer, hours and answers. Importing a résumé replaces or removes them (and says which);
 * every other word of the copy stays.
 */
export const careerFields = z.registry<{ career: true }>();
function career<Schema extends z.ZodType>(schema: Schema) {
  const optional = schema.optional();
  careerFields.add(optional, { career: true });
  return optional;
}

/** A colour written as "#" and six hex digits. */
const hexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour as "#" and six hex digits, like "#b4421f"');

const linkSchema = z.strictObject({ label: text, href });
const statSchema = z.strictObject({ value: text, label: text });
const cardSchema = z.strictObject({ title: text, description: text, icon: icon.optional() });
/** A page's head copy; `{name}` is the owner's name and `{title}` their headline, from `profile.json`. */
const headSchema = z.strictObject({
  title: template('name', 'title'),
  /** Without it, the site's description. What a page offers depends on the career it shows. */
  description: career(
    template('name', 'title').max(
      200,
      'Keep descriptions under 200 characters so search results show them whole',
    ),
  ),
  keywords: career(textList),
});
/** An entry an owner is still writing: validated, shown by `npm run dev` only, never published. */
const draft = z.boolean().optional();
/** A badge's colour, for the owner's own words (skill levels, project statuses). */
const tone = z.enum(badgeTones);

/* ------------------------------------------------------------------------------------------------
 * content/site.json
 * ---------------------------------------------------------------------------------------------- */

/** The not-found page: its head and what it says. */
export const notFoundPageSchema = headSchema.extend({ heading: text, text, homeLink: text });

/** One key per route, each holding a value of `schema`. */
function perRoute<const RouteId extends string, Schema extends z.ZodType>(
  routeIds: readonly RouteId[],
  schema: Schema,
) {
  return Object.fromEntries(routeIds.map((id) => [id, schema])) as Record<RouteId, Schema>;
}

/**
 * `content/site.json` for a site with these routes: one entry in `pages` per route, plus the
 * not-found page. The content configuration (config.ts) calls it with its routes.
 */
export function siteSchemaFor<const RouteId extends string>(routeIds: readonly RouteId[]) {
  return z.strictObject({
    /**
     * The site's description for search results and link previews; `{name}` is the owner's name.
     * Without it, the profile's bio, summary or headline.
     */
    description: career(template('name', 'title')),
    keywords: career(textList),
    /**
     * Where the build publishes the owner's photo (or monogram) as a 480×480 picture
     * (`/img/rh.webp`), for the structured data and the JSON Resume; its extension picks the format.
     */
    image: z
      .string()
      .regex(/^\/[\w\-/.]+\.(webp|png|jpe?g|avif)$/, 'Expected an image path like "/img/rh.webp"'),
    /** The public address the site is deployed at, used for canonical and social-card URLs. */
    url: webUrl,
    /** The owner's X (Twitter) handle for link previews; leave it out if they have none. */
    twitterHandle: z
      .string()
      .regex(/^@\w{1,15}$/, 'Expected a handle like "@janedoe"')
      .optional(),
    /** The site's language and region, "en_US" or "fr_FR": dates are shown in it, and it picks the PDF's paper. */
    locale: z.string().regex(/^[a-z]{2,3}_[A-Z]{2}$/, 'Expected a locale like "en_US" or "fr_FR"'),
    /**
     * The site's one accent colour (links, the main buttons, highlights): its shade on the light
     * scheme and on the dark one. Each must read at 4.5:1 (WCAG AA) on its scheme's page colours;
     * the content check measures it.
     */
    accent: z.strictObject({ light: hexColor, dark: hexColor }),
    /** Each page's head copy; each page's title and description must differ. */
    pages: z.strictObject({ ...perRoute(routeIds, headSchema), [notFoundPage.id]: notFoundPageSchema }),
  });
}

/* ------------------------------------------------------------------------------------------------
 * content/layout.json: the words around every page
 * ---------------------------------------------------------------------------------------------- */

/** `content/layout.json` for a site with these routes (see `siteSchemaFor`). */
export function layoutSchemaFor<const RouteId extends string>(routeIds: readonly RouteId[]) {
  return z.strictObject({
    skipLink: text,
    navigation: z.strictObject({
      /** The navigation's name for assistive technology. */
      label: text,
      /** Each page's link text, in the routes' order. */
      links: z.strictObject(perRoute(routeIds, text)),
      openMenu: text,
      closeMenu: text,
    }),
    /** The theme switch in the header: its name, and each choice's ("System" follows the device). */
    theme: z.strictObject({ label: text, system: text, light: text, dark: text }),
    /** Announced while a page's code loads. */
    loading: text,
    /** After the text of every link that opens in a new tab, for assistive technology. */
    newTab: text,
    /** The mark on an entry with `draft: true`, which only `npm run dev` shows. */
    draft: text,
    /** How dates read: the end of an ongoing span ("Present") and what joins a span's ends (" - "). */
    dates: z.strictObject({
      present: text,
      separator: z.string().min(1, 'Must not be empty'),
    }),
    footer: z.strictObject({
      contactHeading: text,
      /** The telephone link's text. */
      phoneLabel: text,
      linksHeading: text,
      websiteLabel: text,
      linkedinLabel: text,
      githubLabel: text,
      copyright: template('year', 'name'),
    }),
  });
}

/* ------------------------------------------------------------------------------------------------
 * content/profile.json
 * ---------------------------------------------------------------------------------------------- */

export const profileSchema = z
  .strictObject({
    name: text,
    /** The headline under the name: the owner's role in a few words. */
    title: text,
    /**
     * The owner's photo, relative to `content/` ("images/portrait.jpg"): JPEG, PNG, WebP or AVIF,
     * any size. The build makes the portrait, the social cards' picture and the icons from it.
     * Without it, a monogram of the owner's initials in the accent colour takes its place.
     */
    photo: z
      .string()
      .regex(
        /^(?!\/)(?!(.*\/)?\.\.?\/)[\w\-./ ]+\.(jpe?g|png|webp|avif|JPE?G|PNG|WEBP|AVIF)$/,
        'Expected a JPEG, PNG, WebP or AVIF file in content/, named from there like "images/portrait.jpg"',
      )
      .optional(),
    location: text.optional(),
    email: z.email().optional(),
    phone: z
      .string()
      .regex(/^\+?[0-9][0-9\-\s().]{6,}$/, 'Expected a phone number like "+1 (555) 010-0199"')
      .optional(),
    website: webUrl.optional(),
    linkedin: webUrl.optional(),
    github: webUrl.optional(),
    /** Other profiles (X, Mastodon, GitLab, Stack Overflow, a blog): shown among the contact links. */
    profiles: z
      .array(
        z.strictObject({
          network: text,
          /** The name on that network, where its address does not say it whole ("@ada@hachyderm.io"). */
          username: text.optional(),
          url: webUrl,
          icon: icon.optional(),
        }),
      )
      .min(1, 'List at least one profile, or leave the field out')
      .optional(),
    /** The hero's paragraph on the home page. */
    intro: text.optional(),
    /** The long profile summary. */
    summary: text.optional(),
    /** The footer's one-line bio. */
    bio: text.optional(),
    availability: z
      .strictObject({
        status: z.enum(['available', 'limited', 'unavailable']),
        /** The badge's text. */
        message: text,
        nextAvailable: text.optional(),
        preferredEngagement: textList.optional(),
      })
      .optional(),
    /**
     * The résumé's short skill lines ("Languages: C#, TypeScript, …"), each a label and its items.
     * Without them, the PDF lists the skill groups of `skills.json`.
     */
    skills: z
      .array(z.strictObject({ label: text, items: textList }))
      .min(1, 'List at least one skill line, or leave the field out')
      .optional(),
  })
  .refine((profile) => Boolean(profile.email || profile.website || profile.linkedin || profile.github), {
    message: 'Give visitors a way to reach you: an email, a website, or a LinkedIn or GitHub profile',
    path: ['email'],
  });

/* ------------------------------------------------------------------------------------------------
 * content/resume.json: the words of the PDF résumé and of the links to it
 * ---------------------------------------------------------------------------------------------- */

export const resumeSchema = z.strictObject({
  /** The visible link to the PDF on the home, experience and contact pages. */
  downloadLabel: text,
  /** "Résumé": the PDF's title after the owner's name, and the file's name after theirs. */
  title: text,
  /** The PDF's section headings, in the order the sections appear; a section without entries is left out. */
  headings: z.strictObject({
    summary: text,
    experience: text,
    projects: text,
    skills: text,
    education: text,
    certifications: text,
    volunteer: text,
    awards: text,
    publications: text,
    languages: text,
    interests: text,
    references: text,
  }),
  /** Introduces the technologies under each job. */
  technologiesLabel: text,
});

/* ------------------------------------------------------------------------------------------------
 * content/pages/home.json
 * ---------------------------------------------------------------------------------------------- */

export const homeSchema = z.strictObject({
  /** The calls to action under the introduction; one that leads to a page without content is left out. */
  hero: z.strictObject({ primaryCta: linkSchema, secondaryCta: linkSchema }),
  techHeading: text,
  /** The row of technology marks under the hero. */
  technologies: career(
    z.array(z.strictObject({ name: text, icon: icon.optional() })).min(1, 'List at least one technology'),
  ),
  /** The stats band's name for assistive technology. */
  statsLabel: text,
  stats: career(z.array(statSchema).min(1, 'List at least one stat')),
  strengths: career(
    z.strictObject({
      heading: text,
      intro: text.optional(),
      cards: z.array(cardSchema).min(1, 'List at least one card'),
    }),
  ),
  /** The heading over what people who worked with the owner say (`references.json`). */
  testimonialsHeading: text,
  closing: z.strictObject({
    heading: text,
    /** What the owner offers, in their words (a career's, so an import leaves it to them). */
    text: career(text),
    primaryCta: linkSchema,
    secondaryCta: linkSchema,
  }),
});

/* ------------------------------------------------------------------------------------------------
 * content/pages/experience.json (the copy; entries live in jobs/, education.json, certifications/…)
 * ---------------------------------------------------------------------------------------------- */

export const experiencePageSchema = z.strictObject({
  heading: text,
  intro: career(text),
  /** The stat tiles' name for assistive technology. */
  statsLabel: text,
  stats: career(z.array(statSchema).min(1, 'List at least one stat')),
  workHeading: text,
  /** The words on every job card. */
  job: z.strictObject({
    /** The period and location line's name for assistive technology. */
    metaLabel: text,
    achievementsHeading: text,
    technologiesHeading: text,
    technologiesLabel: template('company'),
    impactLabel: template('company'),
    /** Names the roles held at one company, shown together, for assistive technology. */
    rolesLabel: template('company'),
  }),
  educationHeading: text,
  /** The name of an education entry's course list, for assistive technology. */
  educationHighlightsLabel: text,
  certificationsHeading: text,
  /** The note about continuing to pursue certifications (shown only with certifications). */
  certificationsNote: career(text),
  volunteerHeading: text,
  awardsHeading: text,
  publicationsHeading: text,
  languagesHeading: text,
  interestsHeading: text,
});

/* ------------------------------------------------------------------------------------------------
 * content/jobs/*.mdx — front matter; the MDX body, if any, is the description
 * ---------------------------------------------------------------------------------------------- */

export const jobSchema = z.strictObject({
  id: slug,
  draft,
  company: text,
  /** The company's website: its name links there. */
  url: webUrl.optional(),
  role: text,
  period: dateSpan,
  location: text.optional(),
  /** The kind of engagement in the owner's words: Full-time, Part-time, Contract, Freelance, Founder… */
  type: text.meta({ examples: [...jobTypeExamples] }).optional(),
  achievements: textList.optional(),
  technologies: textList.optional(),
  impact: z.strictObject({ metric: text, value: text, description: text.optional() }).optional(),
});

/* ------------------------------------------------------------------------------------------------
 * content/projects/*.mdx — front matter; the MDX body, if any, is the long description
 * ---------------------------------------------------------------------------------------------- */

const placeholderLink = z.union([webUrl, z.literal(true)], {
  error: 'Expected an https:// address, or true for a placeholder button',
});

export const projectSchema = z.strictObject({
  id: slug,
  draft,
  title: text,
  /** One of the categories declared in `content/pages/projects.json`, if it declares any. */
  category: text.optional(),
  /** One or two sentences under the title. */
  description: text.optional(),
  technologies: textList.optional(),
  features: textList.optional(),
  technicalHighlights: z
    .array(z.strictObject({ title: text, description: text, icon: icon.optional(), metrics: textList }))
    .optional(),
  challenges: textList.optional(),
  outcomes: textList.optional(),
  /** In the owner's words ("Production", "Active Development"); its badge colour is set on the Projects page. */
  status: text.meta({ examples: [...projectStatusExamples] }).optional(),
  /** When: "2022 - Present", "2012 - 2020", "2019" (any date the other entries take). */
  year: dateSpan.optional(),
  /**
   * Pictures of the project, the cover first: each file relative to `content/` (JPEG, PNG, WebP,
   * AVIF or SVG) with its alternative text. The build makes the sizes and formats the page shows.
   */
  images: z.array(z.strictObject({ src: text, alt: text })).optional(),
  /**
   * Asks for the project's own page (`/projects/<id>`), a case study: the problem it answered, the
   * owner's part in it and how they went about it, beside everything the card shows.
   */
  caseStudy: z
    .strictObject({
      /** The owner's part: "Architect and lead developer". */
      role: text.optional(),
      /** What the project set out to answer, in a paragraph. */
      problem: text,
      /** How it was answered, a step or a decision a line. */
      approach: textList.optional(),
    })
    .optional(),
  links: z
    .strictObject({
      live: webUrl.optional(),
      github: webUrl.optional(),
      /** Documentation and demo may be placeholders: `true` shows a disabled button. */
      documentation: placeholderLink.optional(),
      demo: placeholderLink.optional(),
    })
    .default({}),
});

/* ------------------------------------------------------------------------------------------------
 * content/education.json, content/certifications/*.json
 * ---------------------------------------------------------------------------------------------- */

export const educationSchema = z.strictObject({
  school: text,
  /** The degree or kind of study: "B.S. in Computer Science", "Bachelor", "Bootcamp". */
  degree: text.optional(),
  /** The field of study, beside the degree: "Computer Science". */
  area: text.optional(),
  url: webUrl.optional(),
  location: text.optional(),
  period: dateSpan.optional(),
  /** How it ended: "Coursework Completed", "Graduated with honours". */
  type: text.optional(),
  /** A grade or standing: "GPA 3.8", "Mention bien". */
  score: text.optional(),
  description: text.optional(),
  /** Courses or highlights, listed under the entry. */
  highlights: textList.optional(),
});
export const educationListSchema = z.array(educationSchema);

export const certificationSchema = z.strictObject({
  id: slug,
  draft,
  name: text,
  issuer: text.optional(),
  period: dateSpan.optional(),
  url: webUrl.optional(),
  description: text.optional(),
});

/* ------------------------------------------------------------------------------------------------
 * What else a résumé holds, each a list in its own file, all optional: content/volunteer.json,
 * awards.json, publications.json, languages.json, interests.json, references.json
 * ---------------------------------------------------------------------------------------------- */

export const volunteerListSchema = z.array(
  z.strictObject({
    organization: text,
    position: text.optional(),
    url: webUrl.optional(),
    period: dateSpan.optional(),
    summary: text.optional(),
    highlights: textList.optional(),
  }),
);

export const awardListSchema = z.array(
  z.strictObject({
    title: text,
    awarder: text.optional(),
    date: dateSpan.optional(),
    url: webUrl.optional(),
    summary: text.optional(),
  }),
);

export const publicationListSchema = z.array(
  z.strictObject({
    name: text,
    publisher: text.optional(),
    date: dateSpan.optional(),
    url: webUrl.optional(),
    summary: text.optional(),
  }),
);

export const languageListSchema = z.array(z.strictObject({ language: text, fluency: text.optional() }));

export const interestListSchema = z.array(z.strictObject({ name: text, keywords: textList.optional() }));

/** What people who worked with the owner say: shown as testimonials on the home page. */
// Who said it, when the résumé names them: a reference may stand unsigned, as JSON Resume allows.
export const referenceListSchema = z.array(
  z.strictObject({ name: text.optional(), role: text.optional(), text }),
);

/* ------------------------------------------------------------------------------------------------
 * content/skills.json (the data) and content/pages/skills.json (the copy around it)
 * ---------------------------------------------------------------------------------------------- */

/** "20+" or "5"; a bare number is taken as written. */
const years = z
  .union([z.number().int().nonnegative(), z.string()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{1,2}\+?$/, 'Expected years like "5" or "20+"'));

const skillDetails = z.strictObject({
  name: text,
  level: text.optional(),
  years: years.optional(),
  description: text.optional(),
});

/** A skill: its name alone, or with a level in the owner's words, years and a description. */
export const skillItemSchema = z.union([
  text.transform((name): z.output<typeof skillDetails> => ({ name })),
  skillDetails,
]);

export const skillGroupSchema = z.strictObject({
  id: slug,
  title: text,
  icon: icon.optional(),
  color: color.optional(),
  /** A level for the whole group, when its items carry none ("Master", "Advanced"). */
  level: text.optional(),
  items: z.array(skillItemSchema).min(1, 'A skill group needs at least one item'),
});

export const skillsSchema = z.strictObject({
  coreTechnologies: z
    .array(
      z.strictObject({
        name: text,
        icon: icon.optional(),
        color: color.optional(),
        description: text.optional(),
      }),
    )
    .min(1, 'List at least one core technology, or leave the field out')
    .optional(),
  groups: z.array(skillGroupSchema).optional(),
  implementations: z
    .array(
      z.strictObject({
        title: text,
        description: text,
        technologies: textList.optional(),
        metrics: text.optional(),
      }),
    )
    .min(1, 'List at least one implementation example, or leave the field out')
    .optional(),
  summaries: z
    .array(
      z.strictObject({
        title: text,
        icon: icon.optional(),
        color: color.optional(),
        ratings: z
          .array(z.strictObject({ label: text, value: text }))
          .min(1, 'A summary card needs at least one rating'),
      }),
    )
    .min(1, 'List at least one summary card, or leave the field out')
    .optional(),
});

export const skillsPageSchema = z.strictObject({
  /**
   * The heading's years figure is computed: the visitor's current year minus this, then "+". Without
   * it, the heading has no figure.
   */
  careerStartYear: career(z.number().int().min(1950)),
  heading: text,
  intro: career(text),
  coreHeading: text,
  groupsHeading: text,
  /** How a skill's years read: `one` for "1", `other` for the rest; `{years}` is the figure. */
  years: z.strictObject({ one: template('years'), other: template('years') }),
  /** Each skill level's badge colour, by the level's words; any other level is neutral. */
  levels: z.record(text, tone).optional(),
  implementationsHeading: text,
  /** The name of an implementation's technology list, for assistive technology. */
  implementationTechnologiesLabel: template('title'),
  summariesHeading: text,
});

/* ------------------------------------------------------------------------------------------------
 * content/pages/projects.json (the categories, and the copy around the project cards)
 * ---------------------------------------------------------------------------------------------- */

export const projectsPageSchema = z.strictObject({
  heading: text,
  intro: career(text),
  /**
   * The project categories, in the order the filter shows them. When any are declared, a project
   * names one of them; the filter offers each that has a project.
   */
  categories: career(textList),
  filter: z.strictObject({
    /** The filter's name for assistive technology. */
    label: text,
    /** The button that shows every project. */
    all: text,
    count: template('shown', 'total'),
  }),
  /** The project list's heading, for assistive technology. */
  listHeading: text,
  /** Each status's badge colour, by the status's words; any other status is `warning` (yellow). */
  statusTones: z.record(text, tone).optional(),
  /** The words on every project card. */
  card: z.strictObject({
    technologies: text,
    technologiesLabel: template('title'),
    features: text,
    challenges: text,
    highlights: text,
    highlightMetricsLabel: template('title'),
    outcomes: text,
    live: text,
    code: text,
    documentation: text,
    demo: text,
    /** Said of the Documentation and Live Demo placeholders. */
    comingSoon: text,
  }),
  cta: z.strictObject({ heading: text, text: text.optional(), link: linkSchema }),
  /** The words of the projects' own pages, needed once a project asks for one (`caseStudy`). */
  caseStudy: z
    .strictObject({
      /** The page's title in search results and tabs: `{title}` is the project's, `{name}` the owner's. */
      title: template('title', 'name'),
      /** The link from a card to the project's page; `{title}` names the project for assistive technology. */
      read: text,
      readLabel: template('title'),
      /** The headings of the page's parts. */
      role: text,
      period: text,
      problem: text,
      approach: text,
      about: text,
      stack: text,
      pictures: text,
      /** The links to the neighbouring projects and back to the list. */
      nearby: text,
      previous: text,
      next: text,
      all: text,
    })
    .optional(),
});

/* ------------------------------------------------------------------------------------------------
 * content/writing/*.mdx and content/pages/writing.json
 * ---------------------------------------------------------------------------------------------- */

/** A day, "2026-03-14" (YAML reads a bare one as a timestamp, taken as the day it shows). */
const day = z.preprocess(
  (value) =>
    value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value,
  z.iso.date({ error: 'Expected a day like "2026-03-14"' }),
);

export const postSchema = z.strictObject({
  id: slug,
  draft,
  title: text,
  /** The day it was first published, and the day it last changed in substance. */
  date: day,
  updated: day.optional(),
  /** A sentence or two: the list of posts, search results, link previews and the feeds show it. */
  summary: text.max(300, 'Keep a summary under 300 characters so previews show it whole'),
  tags: textList.optional(),
  /** A picture at the top of the post and on its card, relative to `content/`, with its alternative text. */
  cover: z.strictObject({ src: text, alt: text }).optional(),
});

/** The Writing page's words, and the words on every post. */
export const writingPageSchema = z.strictObject({
  /** The page's link text in the navigation. */
  navigation: text,
  head: headSchema,
  heading: text,
  intro: text.optional(),
  /**
   * The tags' filter: its name for assistive technology, the choice that shows every post, and how
   * many posts a choice shows.
   */
  tags: z.strictObject({ label: text, all: text, count: template('shown', 'total') }),
  /** The posts' list heading, for assistive technology. */
  listHeading: text,
  /** The feeds' names in the page's head and on the page. */
  feeds: z.strictObject({ heading: text, atom: text, json: text }),
  post: z.strictObject({
    /** A post's title in search results and tabs: `{title}` is the post's, `{name}` the owner's. */
    title: template('title', 'name'),
    published: text,
    updated: text,
    readingTime: template('minutes'),
    tags: text,
    contents: text,
    footnotes: text,
    /** A footnote's link back to where it is cited, for assistive technology. */
    backToText: template('number'),
    /** A heading's anchor link, for assistive technology. */
    anchor: template('heading'),
    nearby: text,
    previous: text,
    next: text,
    all: text,
  }),
});

/* ------------------------------------------------------------------------------------------------
 * content/pages/contact.json
 * ---------------------------------------------------------------------------------------------- */

const tileSchema = z.strictObject({ label: text, description: text });

export const contactPageSchema = z.strictObject({
  heading: text,
  intro: career(text),
  /**
   * Quick Connect: the email, LinkedIn and GitHub tiles link to the addresses in `profile.json` (the
   * email tile shows the address), the schedule tile to the consultation booking page; a tile with
   * no address is left out.
   */
  quickConnect: z.strictObject({
    heading: text,
    email: z.strictObject({ label: text }),
    linkedin: tileSchema,
    github: tileSchema,
    schedule: tileSchema,
  }),
  /** External booking pages: the 30-minute consultation and the 15-minute coffee chat. */
  booking: career(z.strictObject({ consultation: webUrl, coffeeChat: webUrl.optional() })),
  form: z.strictObject({
    heading: text,
    fields: z.strictObject({
      name: z.strictObject({ label: text, placeholder: text }),
      email: z.strictObject({ label: text, placeholder: text }),
      company: z.strictObject({ label: text, placeholder: text }),
      projectType: z.strictObject({ label: text, placeholder: text }),
      subject: z.strictObject({ label: text, placeholder: text }),
      message: z.strictObject({ label: text, placeholder: text }),
    }),
    /** After the label of the one optional field. */
    optionalLabel: text,
    /** The counter's display limit; typing past it is allowed. */
    messageLimit: z.number().int().positive(),
    /**
     * Shown under the counter, and read with the message box: the longest message the form sends
     * (10,000 characters, the `{max}` it may name), which the n/limit counter does not say.
     * Without it the box simply stops there.
     */
    lengthLimitNote: template('max').optional(),
    /** The counter under the message, e.g. "12/500 characters". */
    counter: template('count', 'limit'),
    /** The label of the field only bots fill in (people never see it). */
    honeypotLabel: text,
    /**
     * The kinds of work the owner offers, chosen in the form's Project Type field; without them the
     * form has no such field.
     */
    projectTypes: career(
      z
        .array(
          z.strictObject({
            value: z.string().regex(slugPattern, 'Expected a lowercase value like "web-app"'),
            label: text,
          }),
        )
        .min(1, 'List at least one project type, or leave the field out'),
    ),
    submitLabel: text,
    sendingLabel: text,
    /** After a message is sent: the title, then when the owner will answer. */
    success: z.strictObject({ title: text, text: career(text) }),
    error: z.strictObject({ title: text, text }),
  }),
  /** The side panels' name for assistive technology. */
  asideLabel: text,
  officeHours: career(
    z.strictObject({
      heading: text,
      timezone: text.optional(),
      rows: z.array(z.strictObject({ days: text, hours: text })).min(1),
      note: text.optional(),
    }),
  ),
  engagement: career(
    z.strictObject({
      heading: text,
      types: z.array(z.strictObject({ title: text, description: text })).min(1),
      typicalDuration: text.optional(),
    }),
  ),
  meetings: career(
    z.strictObject({
      heading: text,
      options: z.array(z.strictObject({ title: text, description: text, icon: icon.optional() })).min(1),
    }),
  ),
  faq: career(
    z.strictObject({
      heading: text,
      items: z.array(z.strictObject({ question: text, answer: text })).min(1),
    }),
  ),
  closing: z.strictObject({ heading: text, text: text.optional(), scheduleLabel: text, emailLabel: text }),
});

/* ------------------------------------------------------------------------------------------------
 * Types
 * ---------------------------------------------------------------------------------------------- */

export type { AccentColor } from './vocabulary.ts';
export type BadgeTone = (typeof badgeTones)[number];
export type IconName = string;

export type Profile = z.output<typeof profileSchema>;
export type Resume = z.output<typeof resumeSchema>;
export type Home = z.output<typeof homeSchema>;
export type ExperiencePage = z.output<typeof experiencePageSchema>;
export type Job = z.output<typeof jobSchema>;
export type Project = z.output<typeof projectSchema>;
export type Post = z.output<typeof postSchema>;
export type WritingPage = z.output<typeof writingPageSchema>;
export type Education = z.output<typeof educationSchema>;
export type Certification = z.output<typeof certificationSchema>;
export type Volunteer = z.output<typeof volunteerListSchema>[number];
export type Award = z.output<typeof awardListSchema>[number];
export type Publication = z.output<typeof publicationListSchema>[number];
export type Language = z.output<typeof languageListSchema>[number];
export type Interest = z.output<typeof interestListSchema>[number];
export type Reference = z.output<typeof referenceListSchema>[number];
export type SkillItem = z.output<typeof skillItemSchema>;
export type SkillGroup = z.output<typeof skillGroupSchema>;
export type Skills = z.output<typeof skillsSchema>;
export type SkillsPage = z.output<typeof skillsPageSchema>;
export type ProjectsPage = z.output<typeof projectsPageSchema>;
export type ContactPage = z.output<typeof contactPageSchema>;
export type PageHead = z.output<typeof headSchema>;
export type NotFoundPage = z.output<typeof notFoundPageSchema>;
export type { DateSpan, PartialDate } from './dates.ts';
