/** `content/projects/*.mdx`: a project's front matter; the MDX body, if any, is its long description. */
import { z } from 'zod';
import { projectStatusExamples } from '../values/vocabulary.ts';
import { contentFile, dateSpan, draft, icon, nameList, slug, text, textList, webUrl } from './fields.ts';

const placeholderLink = z.union([webUrl, z.literal(true)], {
  error: 'Expected an https:// address, or true for a placeholder button',
});

export const projectSchema = z.strictObject({
  id: slug,
  draft,
  title: text,
  /** One of the categories declared in `content/pages/projects.json`, if it declares any. */
  category: text.optional(),
  /** One or two sentences under the title. */
  description: text.optional(),
  technologies: nameList.optional(),
  features: textList.optional(),
  technicalHighlights: z
    .array(z.strictObject({ title: text, description: text, icon: icon.optional(), metrics: textList }))
    .optional(),
  challenges: textList.optional(),
  outcomes: textList.optional(),
  /** In the owner's words ("Production", "Active Development"); its badge colour is set on the Projects page. */
  status: text.meta({ examples: [...projectStatusExamples] }).optional(),
  /** When: "2022 - Present", "2012 - 2020", "2019" (any date the other entries take). */
  year: dateSpan.optional(),
  /**
   * Pictures of the project, the cover first: each file relative to `content/` (JPEG, PNG, WebP,
   * AVIF or SVG) with its alternative text. The build makes the sizes and formats the page shows.
   */
  images: z.array(z.strictObject({ src: contentFile, alt: text })).optional(),
  /**
   * Asks for the project's own page (`/projects/<id>`), a case study: the problem it answered, the
   * owner's part in it and how they went about it, beside everything the card shows.
   */
  caseStudy: z
    .strictObject({
      /** The owner's part: "Architect and lead developer". */
      role: text.optional(),
      /** What the project set out to answer, in a paragraph. */
      problem: text,
      /** How it was answered, a step or a decision a line. */
      approach: textList.optional(),
    })
    .optional(),
  /**
   * Shown on the home page, with its first outcome, among the owner's selected work; its words are
   * in `content/pages/home.json` → `work`.
   */
  featured: z.boolean().optional(),
  links: z
    .strictObject({
      live: webUrl.optional(),
      github: webUrl.optional(),
      /** Documentation and demo may be placeholders: `true` shows a disabled button. */
      documentation: placeholderLink.optional(),
      demo: placeholderLink.optional(),
    })
    .default({}),
});

export type Project = z.output<typeof projectSchema>;
