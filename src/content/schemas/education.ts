/** `content/education.json`: the owner's schools and courses. */
import { z } from 'zod';
import { dateSpan, name, text, textList, webUrl } from './fields.ts';

const educationSchema = z.strictObject({
  school: name,
  /** The degree or kind of study: "B.S. in Computer Science", "Bachelor", "Bootcamp". */
  degree: text.optional(),
  /** The field of study, beside the degree: "Computer Science". */
  area: text.optional(),
  url: webUrl.optional(),
  location: name.optional(),
  period: dateSpan.optional(),
  /** How it ended: "Coursework Completed", "Graduated with honours". */
  type: text.optional(),
  /** A grade or standing: "GPA 3.8", "Mention bien". */
  score: text.optional(),
  description: text.optional(),
  /** Courses or highlights, listed under the entry. */
  highlights: textList.optional(),
});
export const educationListSchema = z.array(educationSchema);

export type Education = z.output<typeof educationSchema>;
