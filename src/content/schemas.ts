/**
 * Content schemas: the one description of what the owner may write in `content/`.
 *
 * This module imports only zod and the plain lists in vocabulary.ts, so the content pipeline (Node)
 * and the site (browser, types only) share it. Every TypeScript content type is `z.output` of a schema here; none is written by hand.
 */
import { z } from 'zod';
import {
  jobTypes,
  projectStatuses,
  skillLevels,
  accentColors,
  type techIconNames,
  type uiIconNames,
  iconNames,
  months,
} from './vocabulary.ts';

export {
  jobTypes,
  projectStatuses,
  skillLevels,
  accentColors,
  techIconNames,
  uiIconNames,
  iconNames,
  months,
} from './vocabulary.ts';

/* ------------------------------------------------------------------------------------------------
 * Building blocks
 * ---------------------------------------------------------------------------------------------- */

const text = z.string().trim().min(1, 'Must not be empty');
const textList = z.array(text).min(1, 'Must list at least one item');
const icon = z.enum(iconNames);
const color = z.enum(accentColors);

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

/** A calendar month, `YYYY-MM`, derived from text like "June 2012". */
export type YearMonth = `${number}-${string}`;

const monthYearPattern = /^([A-Za-z]+) (\d{4})$/;
const yearPattern = /^\d{4}$/;
const earliestYear = 1950;

function parseMonthYear(value: string): YearMonth | undefined {
  const match = monthYearPattern.exec(value.trim());
  if (!match) return undefined;
  const monthIndex = months.indexOf(match[1] as (typeof months)[number]);
  const year = Number(match[2]);
  if (monthIndex < 0 || year < earliestYear) return undefined;
  return `${year}-${String(monthIndex + 1).padStart(2, '0')}`;
}

/**
 * A span of months as the owner writes it, "June 2012 - July 2020" or "July 2020 - Present".
 * Parsed into sortable `start`/`end` (`end` is null while ongoing); the text stays the label.
 */
export const monthRange = z.string().transform((value, ctx) => {
  const [startText = '', endText, ...rest] = value.split(/\s+[-–]\s+/);
  const start = parseMonthYear(startText);
  const end = endText === 'Present' ? null : endText ? parseMonthYear(endText) : undefined;
  if (!start || end === undefined || rest.length > 0) {
    const bad = !start ? startText : (endText ?? '');
    ctx.addIssue({
      code: 'custom',
      message: endText
        ? `Expected a month and year like "June 2012", received "${bad}"`
        : `Expected a range like "June 2012 - July 2020" or "July 2020 - Present", received "${value}"`,
    });
    return z.NEVER;
  }
  if (end && end < start) {
    ctx.addIssue({ code: 'custom', message: `The end (${endText}) is before the start (${startText})` });
    return z.NEVER;
  }
  return { label: value.trim(), start, end };
});

/** A span of years, "2012 - 2020", "2001-2014", "2022 - Present" or a single year "2012". */
export const yearRange = z.string().transform((value, ctx) => {
  const [startText = '', endText, ...rest] = value.split(/\s*[-–]\s*/);
  const start = yearPattern.test(startText) ? Number(startText) : undefined;
  const end =
    endText === undefined
      ? start
      : endText === 'Present'
        ? null
        : yearPattern.test(endText)
          ? Number(endText)
          : undefined;
  if (start === undefined || end === undefined || rest.length > 0 || start < earliestYear) {
    ctx.addIssue({
      code: 'custom',
      message: `Expected a year like "2012" or a range like "2012 - 2020" or "2022 - Present", received "${value}"`,
    });
    return z.NEVER;
  }
  if (end !== null && end < start) {
    ctx.addIssue({ code: 'custom', message: `The end (${end}) is before the start (${start})` });
    return z.NEVER;
  }
  return { label: value.trim(), start, end };
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

/** A colour written as "#" and six hex digits. */
const hexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour as "#" and six hex digits, like "#b4421f"');

const linkSchema = z.strictObject({ label: text, href });
const statSchema = z.strictObject({ value: text, label: text });
const cardSchema = z.strictObject({ title: text, description: text, icon });
/** A page's head copy; `{name}` is the owner's name from `profile.json`. */
const headSchema = z.strictObject({
  title: template('name'),
  description: template('name').max(
    200,
    'Keep descriptions under 200 characters so search results show them whole',
  ),
  keywords: z.array(text).optional(),
});
/** An entry an owner is still writing: validated, shown by `npm run dev` only, never published. */
const draft = z.boolean().optional();

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
    /** The site's description for search results and link previews; `{name}` is the owner's name. */
    description: template('name'),
    keywords: textList,
    /**
     * Where the build publishes the owner's photo as a 480×480 picture (`/img/rh.webp`), for the
     * structured data and the JSON Resume; its extension picks the format.
     */
    image: z
      .string()
      .regex(/^\/[\w\-/.]+\.(webp|png|jpe?g|avif)$/, 'Expected an image path like "/img/rh.webp"'),
    /** The public address the site is deployed at, used for canonical and social-card URLs. */
    url: webUrl,
    twitterHandle: z.string().regex(/^@\w{1,15}$/, 'Expected a handle like "@janedoe"'),
    locale: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'Expected a locale like "en_US"'),
    /**
     * The site's one accent colour (links, the main buttons, highlights): its shade on the light
     * scheme and on the dark one. Each must read at 4.5:1 (WCAG AA) on its scheme's page colours;
     * the content check measures it.
     */
    accent: z.strictObject({ light: hexColor, dark: hexColor }),
    /** Each page's head copy; each page's title and description must differ. */
    pages: z.strictObject({ ...perRoute(routeIds, headSchema), notFound: notFoundPageSchema }),
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
    /** Announced while a page's code loads. */
    loading: text,
    /** After the text of every link that opens in a new tab, for assistive technology. */
    newTab: text,
    /** The mark on an entry with `draft: true`, which only `npm run dev` shows. */
    draft: text,
    footer: z.strictObject({
      contactHeading: text,
      /** The telephone link's text ("Email Me", as the specification has it). */
      phoneLabel: text,
      linksHeading: text,
      websiteLabel: text,
      linkedinLabel: text,
      copyright: template('year', 'name'),
    }),
  });
}

/* ------------------------------------------------------------------------------------------------
 * content/profile.json
 * ---------------------------------------------------------------------------------------------- */

export const profileSchema = z.strictObject({
  name: text,
  title: text,
  /**
   * The owner's photo, relative to `content/` ("images/portrait.jpg"): JPEG, PNG, WebP or AVIF, any
   * size. The build makes the portrait, the social cards' picture and the icons from it.
   */
  photo: z
    .string()
    .regex(
      /^(?!\/)(?!(.*\/)?\.\.?\/)[\w\-./ ]+\.(jpe?g|png|webp|avif|JPE?G|PNG|WEBP|AVIF)$/,
      'Expected a JPEG, PNG, WebP or AVIF file in content/, named from there like "images/portrait.jpg"',
    ),
  location: text,
  email: z.email(),
  phone: z.string().regex(/^\+?[0-9][0-9\-\s().]{6,}$/, 'Expected a phone number like "+1 (555) 010-0199"'),
  website: webUrl,
  /** Optional: without it, the footer and the contact page leave the LinkedIn link out. */
  linkedin: webUrl.optional(),
  /** Optional: without it, the contact page leaves the GitHub tile out. */
  github: webUrl.optional(),
  /** The long profile summary (says "over 21 years"). */
  summary: text,
  /** The footer's one-line bio (says "19+ years"). */
  bio: text,
  availability: z.strictObject({
    status: z.enum(['available', 'limited', 'unavailable']),
    /** The badge text, "Available for new projects". */
    message: text,
    nextAvailable: text,
    preferredEngagement: textList,
  }),
  skills: z.strictObject({
    languages: textList,
    frameworks: textList,
    databases: textList,
    tools: textList,
    ai: textList,
  }),
});

/* ------------------------------------------------------------------------------------------------
 * content/resume.json: the words of the PDF résumé and of the links to it
 * ---------------------------------------------------------------------------------------------- */

export const resumeSchema = z.strictObject({
  /** The visible link to the PDF on the home, experience and contact pages. */
  downloadLabel: text,
  /** "Résumé": the PDF's title after the owner's name, and the file's name after theirs. */
  title: text,
  /** The PDF's section headings, in the order the sections appear. */
  headings: z.strictObject({
    summary: text,
    experience: text,
    projects: text,
    skills: text,
    education: text,
    certifications: text,
  }),
  /** The label of each of the profile's skill lists in the PDF. */
  skillGroups: z.strictObject({
    languages: text,
    frameworks: text,
    databases: text,
    tools: text,
    ai: text,
  }),
  /** Introduces the technologies under each job. */
  technologiesLabel: text,
});

/* ------------------------------------------------------------------------------------------------
 * content/pages/home.json
 * ---------------------------------------------------------------------------------------------- */

export const homeSchema = z.strictObject({
  hero: z.strictObject({
    intro: text,
    primaryCta: linkSchema,
    secondaryCta: linkSchema,
  }),
  techHeading: text,
  technologies: z.array(z.strictObject({ name: text, icon })).min(1, 'List at least one technology'),
  /** The stats band's name for assistive technology. */
  statsLabel: text,
  stats: z.array(statSchema).min(1, 'List at least one stat'),
  strengths: z.strictObject({
    heading: text,
    intro: text,
    cards: z.array(cardSchema).min(1, 'List at least one card'),
  }),
  closing: z.strictObject({
    heading: text,
    text,
    primaryCta: linkSchema,
    secondaryCta: linkSchema,
  }),
});

/* ------------------------------------------------------------------------------------------------
 * content/pages/experience.json (the copy; entries live in jobs/, education.json, certifications/)
 * ---------------------------------------------------------------------------------------------- */

export const experiencePageSchema = z.strictObject({
  heading: text,
  intro: text,
  /** The stat tiles' name for assistive technology. */
  statsLabel: text,
  stats: z.array(statSchema).min(1, 'List at least one stat'),
  workHeading: text,
  /** The words on every job card. */
  job: z.strictObject({
    /** The period and location line's name for assistive technology. */
    metaLabel: text,
    achievementsHeading: text,
    technologiesHeading: text,
    technologiesLabel: template('company'),
    impactLabel: template('company'),
  }),
  educationHeading: text,
  /** The name of an education entry's highlights list, for assistive technology. */
  educationHighlightsLabel: text,
  certificationsHeading: text,
  /** The note about continuing to pursue certifications. */
  certificationsNote: text,
});

/* ------------------------------------------------------------------------------------------------
 * content/jobs/*.mdx — front matter; the MDX body is the description
 * ---------------------------------------------------------------------------------------------- */

export const jobSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected a lowercase id like "auto-loan"'),
  draft,
  company: text,
  role: text,
  period: monthRange,
  location: text,
  type: z.enum(jobTypes),
  achievements: textList,
  technologies: textList,
  impact: z.strictObject({ metric: text, value: text, description: text }),
});

/* ------------------------------------------------------------------------------------------------
 * content/projects/*.mdx — front matter; the MDX body is the long description
 * ---------------------------------------------------------------------------------------------- */

const placeholderLink = z.union([webUrl, z.literal(true)], {
  error: 'Expected an https:// address, or true for a placeholder button',
});

export const projectSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected a lowercase id like "trading-systems"'),
  draft,
  title: text,
  /** One of the categories declared in `content/pages/projects.json`. */
  category: text,
  description: text,
  technologies: textList,
  features: textList,
  technicalHighlights: z
    .array(z.strictObject({ title: text, description: text, icon, metrics: textList }))
    .optional(),
  challenges: textList.optional(),
  outcomes: textList,
  status: z.enum(projectStatuses),
  year: yearRange,
  links: z
    .strictObject({
      live: webUrl.optional(),
      github: webUrl.optional(),
      /** Documentation and demo are placeholders for now: `true` shows a disabled button. */
      documentation: placeholderLink.optional(),
      demo: placeholderLink.optional(),
    })
    .default({}),
});

/* ------------------------------------------------------------------------------------------------
 * content/education.json, content/certifications/*.json
 * ---------------------------------------------------------------------------------------------- */

export const educationSchema = z.strictObject({
  degree: text,
  school: text,
  location: text,
  period: yearRange,
  type: text,
  description: text,
  highlights: textList,
});
export const educationListSchema = z.array(educationSchema).min(1, 'List at least one education entry');

export const certificationSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected a lowercase id like "mcpd"'),
  draft,
  name: text,
  issuer: text,
  period: yearRange,
  description: text,
});

/* ------------------------------------------------------------------------------------------------
 * content/skills.json (the data) and content/pages/skills.json (the copy around it)
 * ---------------------------------------------------------------------------------------------- */

export const skillItemSchema = z.strictObject({
  name: text,
  level: z.enum(skillLevels),
  years: z.string().regex(/^\d{1,2}\+?$/, 'Expected years like "5" or "20+"'),
  description: text,
});

export const skillGroupSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected a lowercase id like "soft-skills"'),
  title: text,
  icon,
  color,
  items: z.array(skillItemSchema).min(1, 'A skill group needs at least one item'),
});

export const skillsSchema = z.strictObject({
  coreTechnologies: z
    .array(z.strictObject({ name: text, icon, color, description: text }))
    .min(1, 'List at least one core technology'),
  groups: z.array(skillGroupSchema).min(1, 'List at least one skill group'),
  implementations: z
    .array(z.strictObject({ title: text, description: text, technologies: textList, metrics: text }))
    .min(1, 'List at least one implementation example'),
  summaries: z
    .array(
      z.strictObject({
        title: text,
        icon,
        color,
        ratings: z
          .array(z.strictObject({ label: text, value: text }))
          .min(1, 'A summary card needs at least one rating'),
      }),
    )
    .min(1, 'List at least one summary card'),
});

export const skillsPageSchema = z.strictObject({
  /** The heading's years figure is computed: the visitor's current year minus this, then "+". */
  careerStartYear: z.number().int().min(earliestYear),
  heading: text,
  intro: text,
  coreHeading: text,
  groupsHeading: text,
  /** How a skill's years read: `one` for "1", `other` for the rest; `{years}` is the figure. */
  years: z.strictObject({ one: template('years'), other: template('years') }),
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
  intro: text,
  /**
   * The project categories, in the order the filter shows them. A project names one of them; the
   * filter offers each that has a project.
   */
  categories: textList,
  filter: z.strictObject({
    /** The filter's name for assistive technology. */
    label: text,
    /** The button that shows every project. */
    all: text,
    count: template('shown', 'total'),
  }),
  /** The project list's heading, for assistive technology. */
  listHeading: text,
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
  cta: z.strictObject({ heading: text, text, link: linkSchema }),
});

/* ------------------------------------------------------------------------------------------------
 * content/pages/contact.json
 * ---------------------------------------------------------------------------------------------- */

const tileSchema = z.strictObject({ label: text, description: text });

export const contactPageSchema = z.strictObject({
  heading: text,
  intro: text,
  /**
   * Quick Connect: the email, LinkedIn and GitHub tiles link to the addresses in `profile.json` (the
   * email tile shows the address), the schedule tile to the consultation booking page.
   */
  quickConnect: z.strictObject({
    heading: text,
    email: z.strictObject({ label: text }),
    linkedin: tileSchema,
    github: tileSchema,
    schedule: tileSchema,
  }),
  /** External booking pages: the 30-minute consultation and the 15-minute coffee chat. */
  booking: z.strictObject({ consultation: webUrl, coffeeChat: webUrl }),
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
     * Shown under the counter once a message reaches the longest the form sends (10,000
     * characters, the `{max}` it may name). Without it the box simply stops there.
     */
    lengthLimitNote: template('max').optional(),
    /** The counter under the message, e.g. "12/500 characters". */
    counter: template('count', 'limit'),
    /** The label of the field only bots fill in (people never see it). */
    honeypotLabel: text,
    projectTypes: z
      .array(
        z.strictObject({
          value: z.string().regex(/^[a-z]+(-[a-z]+)*$/, 'Expected a lowercase value like "web-app"'),
          label: text,
        }),
      )
      .min(1),
    submitLabel: text,
    sendingLabel: text,
    success: z.strictObject({ title: text, text }),
    error: z.strictObject({ title: text, text }),
  }),
  /** The side panels' name for assistive technology. */
  asideLabel: text,
  officeHours: z.strictObject({
    heading: text,
    timezone: text,
    rows: z.array(z.strictObject({ days: text, hours: text })).min(1),
    note: text,
  }),
  engagement: z.strictObject({
    heading: text,
    types: z.array(z.strictObject({ title: text, description: text })).min(1),
    typicalDuration: text,
  }),
  meetings: z.strictObject({
    heading: text,
    options: z.array(z.strictObject({ title: text, description: text, icon })).min(1),
  }),
  faq: z.strictObject({
    heading: text,
    items: z.array(z.strictObject({ question: text, answer: text })).min(1),
  }),
  closing: z.strictObject({ heading: text, text, scheduleLabel: text, emailLabel: text }),
});

/* ------------------------------------------------------------------------------------------------
 * Types
 * ---------------------------------------------------------------------------------------------- */

export type IconName = (typeof iconNames)[number];
export type TechIconName = (typeof techIconNames)[number];
export type UiIconName = (typeof uiIconNames)[number];
export type AccentColor = (typeof accentColors)[number];
export type JobType = (typeof jobTypes)[number];
export type ProjectStatus = (typeof projectStatuses)[number];
export type SkillLevel = (typeof skillLevels)[number];

export type Profile = z.output<typeof profileSchema>;
export type Resume = z.output<typeof resumeSchema>;
export type Home = z.output<typeof homeSchema>;
export type ExperiencePage = z.output<typeof experiencePageSchema>;
export type Job = z.output<typeof jobSchema>;
export type Project = z.output<typeof projectSchema>;
export type Education = z.output<typeof educationSchema>;
export type Certification = z.output<typeof certificationSchema>;
export type SkillItem = z.output<typeof skillItemSchema>;
export type SkillGroup = z.output<typeof skillGroupSchema>;
export type Skills = z.output<typeof skillsSchema>;
export type SkillsPage = z.output<typeof skillsPageSchema>;
export type ProjectsPage = z.output<typeof projectsPageSchema>;
export type ContactPage = z.output<typeof contactPageSchema>;
export type PageHead = z.output<typeof headSchema>;
export type NotFoundPage = z.output<typeof notFoundPageSchema>;
export type MonthRange = z.output<typeof monthRange>;
export type YearRange = z.output<typeof yearRange>;
