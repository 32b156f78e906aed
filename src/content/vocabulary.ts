/**
 * The fixed lists content may choose from, and the values editors suggest for free-text fields.
 * Kept free of imports so browser code can use them without shipping zod; `schemas.ts` builds its
 * enums and hints from them.
 */

/** Named accents from the design tokens, so every colour keeps AA contrast in both schemes. */
export const accentColors = [
  'blue',
  'indigo',
  'violet',
  'pink',
  'red',
  'orange',
  'amber',
  'green',
  'teal',
  'cyan',
  'slate',
] as const;

/** A badge's colours: green, blue, yellow, grey. */
export const badgeTones = ['success', 'info', 'warning', 'neutral'] as const;

/** What editors suggest for a job's `type`; any words are accepted. */
export const jobTypeExamples = [
  'Full-time',
  'Part-time',
  'Contract',
  'Freelance',
  'Internship',
  'Founder',
  'Volunteer',
] as const;

/** What editors suggest for a project's `status`; any words are accepted. */
export const projectStatusExamples = [
  'Production',
  'Active Development',
  'Beta',
  'Maintenance',
  'Archived',
] as const;

/** The glyphs shown where the content names no icon: for a technology, and for a card. */
export const neutralIcons = { technology: 'code', card: 'sparkles' } as const;
