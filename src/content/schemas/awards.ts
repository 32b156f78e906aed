/** `content/awards.json`, optional: the owner's awards, one of the lists a résumé holds. */
import { z } from 'zod';
import { dateSpan, name, text, webUrl } from './fields.ts';

export const awardListSchema = z.array(
  z.strictObject({
    title: text,
    awarder: name.optional(),
    date: dateSpan.optional(),
    url: webUrl.optional(),
    summary: text.optional(),
  }),
);

export type Award = z.output<typeof awardListSchema>[number];
