/** `content/pages/skills.json`: the Skills page's copy around the skills of `content/skills.json`. */
import { z } from 'zod';
import { career } from './career.ts';
import { template, text, tone } from './fields.ts';

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
  /**
   * The line the skills' notes fold under ("How I use each"). With it, the core technologies show
   * their marks and names and each group its skills' names, levels and years, two to a row, with
   * the notes folded below them; without it, every note shows under its skill.
   */
  foldNotes: text.optional(),
  /** How a skill's years read: `one` for "1", `other` for the rest; `{years}` is the figure. */
  years: z.strictObject({ one: template('years'), other: template('years') }),
  /** Each skill level's badge colour, by the level's words; any other level is neutral. */
  levels: z.record(text, tone).optional(),
  implementationsHeading: text,
  /** The name of an implementation's technology list, for assistive technology. */
  implementationTechnologiesLabel: template('title'),
  summariesHeading: text,
});

export type SkillsPage = z.output<typeof skillsPageSchema>;
