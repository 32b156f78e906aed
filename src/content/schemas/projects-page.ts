/** `content/pages/projects.json`: the project categories, and the copy around the project cards. */
import { z } from 'zod';
import { career } from './career.ts';
import { template, text, textList, tone } from './fields.ts';
import { linkSchema } from './page-parts.ts';

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
    /**
     * The parts of a card that fold under one line (`summary`) on /projects, for a reader to open:
     * the pictures, the story (the body), the key features, the technical highlights, the
     * challenges. Without it every part shows. A project's own page always shows everything.
     */
    fold: z
      .strictObject({
        parts: z.array(z.enum(['pictures', 'story', 'features', 'highlights', 'challenges'])).min(1),
        summary: text,
      })
      .optional(),
  }),
  /** The words of a picture opened full size, needed once a project shows pictures (`images`). */
  picture: z
    .strictObject({
      /** The button that closes the full-size picture, for assistive technology. */
      close: text,
    })
    .optional(),
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

export type ProjectsPage = z.output<typeof projectsPageSchema>;
