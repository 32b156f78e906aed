/**
 * The content schemas, one file per content file or folder, are together the one description of
 * what the owner may write in `content/`. This file holds the fields several of them share: words,
 * names, links, dates, and the marks on entries and badges.
 *
 * These modules import only zod, one another and modules that import nothing, so the content
 * pipeline (Node) and the site (browser, types only) share them. Every TypeScript content type is
 * `z.output` of a schema here; none is written by hand.
 */
import { z } from 'zod';
import { translatable } from '#engine/translatable.ts';
import { parseSpan } from '../values/date-input.ts';
import type { DateSpan } from '../values/dates.ts';
import { badgeTones } from '../values/vocabulary.ts';

/** Words in the site's language: a translation gives them in its own. */
export const text = z.string().trim().min(1, 'Must not be empty');
translatable.add(text, { translation: 'words' });
export const textList = z.array(text).min(1, 'Must list at least one item, or leave the field out');

/** A proper name or a term (a company, a school, a technology): translated only where it differs. */
export const name = text.clone();
translatable.add(name, { translation: 'name' });
export const nameList = z.array(name).min(1, 'Must list at least one item, or leave the field out');

/** A file of `content/` (a picture), relative to it: the same in every language. */
export const contentFile = z.string().trim().min(1, 'Must not be empty');

/**
 * Text that names values the site fills in, such as `"Showing {shown} of {total} projects"`: any of
 * `names` may appear in braces, any other name is a mistake.
 */
export function template<const Name extends string>(...names: Name[]) {
  return text.superRefine((value, ctx) => {
    for (const [, name] of value.matchAll(/\{([^{}]*)\}/g)) {
      if ((names as string[]).includes(name!)) continue;
      const allowed =
        names.length > 0
          ? `this text can use ${names.map((n) => `{${n}}`).join(', ')}`
          : 'this text takes none';
      ctx.addIssue({ code: 'custom', message: `Unknown placeholder "{${name}}": ${allowed}` });
    }
  });
}

/** Lowercase words and digits joined by hyphens: ids, icon names, the form's values. */
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** How entries are named in files and addresses. */
export const slug = z
  .string()
  .regex(slugPattern, 'Expected lowercase letters, digits and hyphens, like "auto-loan"');

/**
 * An icon by name: any simple-icons slug ("react", "postgresql", "ruby") or lucide glyph ("map-pin",
 * "rocket"); the content check looks the name up and suggests the nearest one for a typo.
 */
export const icon = z.string().regex(slugPattern, 'Expected an icon name like "react" or "map-pin"');

/** `https://…` or `http://…` only: never `javascript:` or a relative path. */
export const webUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });
/** A path inside this site (`/contact`) or a hash on it (`/skills#databases`). */
const sitePath = z.string().regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, 'Expected a site path like "/contact"');
const mailtoUrl = z.string().regex(/^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Expected "mailto:name@example.com"');
const telUrl = z.string().regex(/^tel:\+?[0-9][0-9\-\s().]{6,}$/, 'Expected "tel:+1-555-0100"');
/** Any destination a link in the content may have. */
export const href = z.union([webUrl, sitePath, mailtoUrl, telUrl], {
  error: 'Expected an https:// address, a site path like "/contact", or a mailto:/tel: link',
});

/**
 * A date or a span of dates as the owner writes it: "2019", "June 2012", "2012-06", "2012-06-15",
 * month names in the site's language ("septembre 2001"), or two joined by " - " with "Present" (or
 * "aujourd'hui", …) for an ongoing one. Parsed into sortable ISO dates of the precision written;
 * pages show them in the site's language.
 */
export const dateSpan = z
  .unknown()
  // What an editor is told (the JSON Schemas of content/.schema), since the text is parsed here.
  .meta({
    type: ['string', 'number'],
    description:
      'A date ("2019", "June 2012", "2012-06", "2012-06-15") or a span of two joined by " - ", ending "Present" while ongoing',
    examples: ['June 2012 - July 2020', 'July 2020 - Present', '2019', '2012-06 - 2014-03'],
  })
  .transform((value, ctx): DateSpan => {
    const span = parseSpan(value);
    if ('error' in span) {
      ctx.addIssue({ code: 'custom', message: span.error });
      return z.NEVER;
    }
    return span;
  });

/** An entry an owner is still writing: validated, shown by `npm run dev` only, never published. */
export const draft = z.boolean().optional();

/** A badge's colour, for the owner's own words (skill levels, project statuses). */
export const tone = z.enum(badgeTones);
export type BadgeTone = z.output<typeof tone>;
