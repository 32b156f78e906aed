/** `content/certifications/*.json`: a certification, one per file. */
import { z } from 'zod';
import { dateSpan, draft, name, slug, text, webUrl } from './fields.ts';

export const certificationSchema = z.strictObject({
  id: slug,
  draft,
  name,
  issuer: name.optional(),
  period: dateSpan.optional(),
  url: webUrl.optional(),
  description: text.optional(),
});

export type Certification = z.output<typeof certificationSchema>;
