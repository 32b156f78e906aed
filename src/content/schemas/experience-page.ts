/**
 * `content/pages/experience.json`: the Experience page's copy; its entries live in jobs/,
 * education.json, certifications/….
 */
import { z } from 'zod';
import { career } from './career.ts';
import { template, text } from './fields.ts';
import { statSchema } from './page-parts.ts';

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

export type ExperiencePage = z.output<typeof experiencePageSchema>;
