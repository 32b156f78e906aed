/** `content/languages.json`, optional: the languages the owner speaks, one of the lists a résumé holds. */
import { z } from 'zod';
import { text } from './fields.ts';

export const languageListSchema = z.array(z.strictObject({ language: text, fluency: text.optional() }));
