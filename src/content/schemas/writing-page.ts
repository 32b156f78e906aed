/** `content/pages/writing.json`: the Writing page's copy, and the words on every post. */
import { z } from 'zod';
import { template, text } from './fields.ts';
import { headSchema } from './page-parts.ts';

/** The Writing page's words, and the words on every post. */
export const writingPageSchema = z.strictObject({
  /** The page's link text in the navigation. */
  navigation: text,
  head: headSchema,
  heading: text,
  intro: text.optional(),
  /**
   * The tags' filter: its name for assistive technology, the choice that shows every post, and how
   * many posts a choice shows.
   */
  tags: z.strictObject({ label: text, all: text, count: template('shown', 'total') }),
  /** The posts' list heading, for assistive technology. */
  listHeading: text,
  /** The feeds' names in the page's head and on the page. */
  feeds: z.strictObject({ heading: text, atom: text, json: text }),
  post: z.strictObject({
    /** A post's title in search results and tabs: `{title}` is the post's, `{name}` the owner's. */
    title: template('title', 'name'),
    published: text,
    updated: text,
    readingTime: template('minutes'),
    tags: text,
    contents: text,
    footnotes: text,
    /** A footnote's link back to where it is cited, for assistive technology. */
    backToText: template('number'),
    /** A heading's anchor link, for assistive technology. */
    anchor: template('heading'),
    nearby: text,
    previous: text,
    next: text,
    all: text,
  }),
});

export type WritingPage = z.output<typeof writingPageSchema>;
