/** `content/publications.json`, optional: what the owner has published, one of the lists a résumé holds. */
import { z } from 'zod';
import { dateSpan, name, text, webUrl } from './fields.ts';

export const publicationListSchema = z.array(
  z.strictObject({
    name: text,
    publisher: name.optional(),
    date: dateSpan.optional(),
    url: webUrl.optional(),
    summary: text.optional(),
  }),
);

export type Publication = z.output<typeof publicationListSchema>[number];
