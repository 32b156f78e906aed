/**
 * The fields of the pages' copy that describe the owner's career rather than name things: their
 * figures, offer, hours and answers, marked `career(…)` in the schemas. Importing a résumé
 * (`npm run import`) replaces them with the imported career's, or removes them (and says which);
 * every other word of the copy stays.
 */
import { z } from 'zod';

export const careerFields = z.registry<{ career: true }>();

/** `schema` as an optional field of the owner's career. */
export function career<Schema extends z.ZodType>(schema: Schema) {
  const optional = schema.optional();
  careerFields.add(optional, { career: true });
  return optional;
}
