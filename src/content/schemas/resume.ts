/** `content/resume.json`: the words of the PDF résumé and of the links to it. */
import { z } from 'zod';
import { text } from './fields.ts';

export const resumeSchema = z.strictObject({
  /** The visible link to the PDF on the home, experience and contact pages. */
  downloadLabel: text,
  /** "Résumé": the PDF's title after the owner's name, and the file's name after theirs. */
  title: text,
  /** The PDF's section headings, in the order the sections appear; a section without entries is left out. */
  headings: z.strictObject({
    summary: text,
    experience: text,
    projects: text,
    skills: text,
    education: text,
    certifications: text,
    volunteer: text,
    awards: text,
    publications: text,
    languages: text,
    interests: text,
    references: text,
  }),
  /** Introduces the technologies under each job. */
  technologiesLabel: text,
});
