/**
 * `content/references.json`, optional: what people who worked with the owner say, shown as
 * testimonials on the home page; one of the lists a résumé holds.
 */
import { z } from 'zod';
import { name, text } from './fields.ts';

// Who said it, when the résumé names them: a reference may stand unsigned, as JSON Resume allows.
export const referenceListSchema = z.array(
  z.strictObject({ name: name.optional(), role: text.optional(), text }),
);

export type Reference = z.output<typeof referenceListSchema>[number];
