/** `content/skills.json`: the owner's skills; the copy around them is `content/pages/skills.json`. */
import { z } from 'zod';
import { accentColors } from '../values/vocabulary.ts';
import { icon, name, nameList, slug, text } from './fields.ts';

const color = z.enum(accentColors);

/** "20+" or "5"; a bare number is taken as written. */
const years = z
  .union([z.number().int().nonnegative(), z.string()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{1,2}\+?$/, 'Expected years like "5" or "20+"'));

const skillDetails = z.strictObject({
  name,
  level: text.optional(),
  years: years.optional(),
  description: text.optional(),
});

/** A skill: its name alone, or with a level in the owner's words, years and a description. */
const skillItemSchema = z.union([
  name.transform((skill): z.output<typeof skillDetails> => ({ name: skill })),
  skillDetails,
]);

const skillGroupSchema = z.strictObject({
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
        name,
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
        technologies: nameList.optional(),
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

export type SkillGroup = z.output<typeof skillGroupSchema>;
export type Skills = z.output<typeof skillsSchema>;
