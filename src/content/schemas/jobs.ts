/** `content/jobs/*.mdx`: a job's front matter; the MDX body, if any, is its description. */
import { z } from 'zod';
import { jobTypeExamples } from '../values/vocabulary.ts';
import { dateSpan, draft, name, nameList, slug, text, textList, webUrl } from './fields.ts';

export const jobSchema = z.strictObject({
  id: slug,
  draft,
  company: name,
  /** The company's website: its name links there. */
  url: webUrl.optional(),
  role: text,
  period: dateSpan,
  location: name.optional(),
  /** The kind of engagement in the owner's words: Full-time, Part-time, Contract, Freelance, Founder… */
  type: text.meta({ examples: [...jobTypeExamples] }).optional(),
  achievements: textList.optional(),
  technologies: nameList.optional(),
  impact: z.strictObject({ metric: text, value: text, description: text.optional() }).optional(),
});

export type Job = z.output<typeof jobSchema>;
