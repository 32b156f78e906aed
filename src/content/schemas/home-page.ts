/** `content/pages/home.json`: the home page's copy. */
import { z } from 'zod';
import { career } from './career.ts';
import { icon, name, text } from './fields.ts';
import { linkSchema, statSchema } from './page-parts.ts';

const cardSchema = z.strictObject({ title: text, description: text, icon: icon.optional() });

export const homeSchema = z.strictObject({
  /** The calls to action under the introduction; one that leads to a page without content is left out. */
  hero: z.strictObject({ primaryCta: linkSchema, secondaryCta: linkSchema }),
  techHeading: text,
  /** The row of technology marks under the hero. */
  technologies: career(
    z.array(z.strictObject({ name, icon: icon.optional() })).min(1, 'List at least one technology'),
  ),
  /** The stats band's name for assistive technology. */
  statsLabel: text,
  stats: career(z.array(statSchema).min(1, 'List at least one stat')),
  /**
   * The selected work: the projects marked `featured`, each with its first outcome and linked to its
   * case study (or its card), and a link to them all.
   */
  work: z
    .strictObject({
      heading: text,
      /** What the selected work is, in the owner's words (a career's: an import leaves it to them). */
      intro: career(text),
      all: linkSchema,
    })
    .optional(),
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

export type Home = z.output<typeof homeSchema>;
