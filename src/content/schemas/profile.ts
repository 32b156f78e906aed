/**
 * `content/profile.json`: who the owner is and how to reach them. Only the name, a headline and one
 * way to reach the owner are required; everything else may be left out, and the pages, the PDF,
 * `resume.json`, the social cards and the structured data leave out what is absent.
 */
import { z } from 'zod';
import { readPhone } from '../values/phone.ts';
import { icon, name, nameList, text, textList, webUrl } from './fields.ts';

/** The ways the owner's photo can be drawn (scripts/site-content/images/photo-treatment.ts). */
export const photoTreatments = ['duotone', 'tint', 'none'] as const;
export type PhotoTreatment = (typeof photoTreatments)[number];

export const profileSchema = z
  .strictObject({
    name,
    /** The headline under the name: the owner's role in a few words. */
    title: text,
    /**
     * The owner's photo, relative to `content/` ("images/portrait.jpg"): JPEG, PNG, WebP or AVIF,
     * any size. The build makes the portrait, the social cards' picture and the icons from it.
     * Without it, a monogram of the owner's initials in the accent colour takes its place.
     */
    photo: z
      .string()
      .regex(
        /^(?!\/)(?!(.*\/)?\.\.?\/)[\w\-./ ]+\.(jpe?g|png|webp|avif|JPE?G|PNG|WEBP|AVIF)$/,
        'Expected a JPEG, PNG, WebP or AVIF file in content/, named from there like "images/portrait.jpg"',
      )
      .optional(),
    /**
     * How the photo is brought into the site's colours wherever it is shown (the portrait, the
     * social cards, the icons): `duotone` draws it in the palette's ink and paper, `tint` keeps its
     * own colours softened toward them, `none` shows it as it is. Without a photo it does nothing.
     */
    photoTreatment: z
      .enum(photoTreatments)
      .default('duotone')
      // What an editor is told (the JSON Schemas of content/.schema).
      .meta({
        description:
          'How the photo is drawn: "duotone" in the site\'s ink and paper, "tint" in its own colours softened toward them, "none" as it is',
      }),
    location: name.optional(),
    email: z.email().optional(),
    /**
     * As the owner writes it, and shown so: "+(49) 157-5706-2745", "030/1234567", "555-0199 ext. 12".
     * Its telephone link dials the digits; a number too short or too long to dial is shown unlinked.
     */
    phone: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const read = readPhone(value);
        if ('error' in read) ctx.addIssue({ code: 'custom', message: read.error });
      })
      .optional(),
    website: webUrl.optional(),
    linkedin: webUrl.optional(),
    github: webUrl.optional(),
    /** Other profiles (X, Mastodon, GitLab, Stack Overflow, a blog): shown among the contact links. */
    profiles: z
      .array(
        z.strictObject({
          network: name,
          /** The name on that network, where its address does not say it whole ("@ada@hachyderm.io"). */
          username: name.optional(),
          url: webUrl,
          icon: icon.optional(),
        }),
      )
      .min(1, 'List at least one profile, or leave the field out')
      .optional(),
    /** The hero's paragraph on the home page. */
    intro: text.optional(),
    /** The long profile summary. */
    summary: text.optional(),
    /** The footer's one-line bio. */
    bio: text.optional(),
    availability: z
      .strictObject({
        status: z.enum(['available', 'limited', 'unavailable']),
        /** The badge's text. */
        message: text,
        nextAvailable: text.optional(),
        preferredEngagement: textList.optional(),
      })
      .optional(),
    /**
     * The résumé's short skill lines ("Languages: C#, TypeScript, …"), each a label and its items.
     * Without them, the PDF lists the skill groups of `skills.json`.
     */
    skills: z
      .array(z.strictObject({ label: text, items: nameList }))
      .min(1, 'List at least one skill line, or leave the field out')
      .optional(),
  })
  .refine((profile) => Boolean(profile.email || profile.website || profile.linkedin || profile.github), {
    message: 'Give visitors a way to reach you: an email, a website, or a LinkedIn or GitHub profile',
    path: ['email'],
  });

export type Profile = z.output<typeof profileSchema>;
