/** `content/interests.json`, optional: the owner's interests, one of the lists a résumé holds. */
import { z } from 'zod';
import { text, textList } from './fields.ts';

export const interestListSchema = z.array(z.strictObject({ name: text, keywords: textList.optional() }));
