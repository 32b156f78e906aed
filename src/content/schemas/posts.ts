/** `content/writing/*.mdx`: a post's front matter; the MDX body is the post. */
import { z } from 'zod';
import { contentFile, draft, slug, text, textList } from './fields.ts';

/** A day, "2026-03-14" (YAML reads a bare one as a timestamp, taken as the day it shows). */
const day = z.preprocess(
  (value) =>
    value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value,
  z.iso.date({ error: 'Expected a day like "2026-03-14"' }),
);

export const postSchema = z.strictObject({
  id: slug,
  draft,
  title: text,
  /** The day it was first published, and the day it last changed in substance. */
  date: day,
  updated: day.optional(),
  /** A sentence or two: the list of posts, search results, link previews and the feeds show it. */
  summary: text.max(300, 'Keep a summary under 300 characters so previews show it whole'),
  tags: textList.optional(),
  /** A picture at the top of the post and on its card, relative to `content/`, with its alternative text. */
  cover: z.strictObject({ src: contentFile, alt: text }).optional(),
});

export type Post = z.output<typeof postSchema>;
