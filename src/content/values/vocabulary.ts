/**
 * The fixed lists content may choose from, and the values editors suggest for free-text fields.
 * Kept free of zod so browser code can use them without shipping it; the schemas (`schemas/`) build
 * their enums and hints from them.
 */
import { accents } from '../../styles/palette.ts';

/** The accents content may name, from the design's palette, so every colour keeps its contrast in both schemes. */
export const accentColors = Object.keys(accents) as [AccentColor, ...AccentColor[]];
export type AccentColor = keyof typeof accents;

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
