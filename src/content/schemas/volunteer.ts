/** `content/volunteer.json`, optional: the owner's volunteer work, one of the lists a résumé holds. */
import { z } from 'zod';
import { dateSpan, name, text, textList, webUrl } from './fields.ts';

export const volunteerListSchema = z.array(
  z.strictObject({
    organization: name,
    position: text.optional(),
    url: webUrl.optional(),
    period: dateSpan.optional(),
    summary: text.optional(),
    highlights: textList.optional(),
  }),
);

export type Volunteer = z.output<typeof volunteerListSchema>[number];
