/** `content/pages/contact.json`: the Contact page's copy, its form and its side panels. */
import { z } from 'zod';
import { career } from './career.ts';
import { icon, slugPattern, template, text, webUrl } from './fields.ts';

const tileSchema = z.strictObject({ label: text, description: text });

export const contactPageSchema = z.strictObject({
  heading: text,
  intro: career(text),
  /**
   * Quick Connect: the email, LinkedIn and GitHub tiles link to the addresses in `profile.json` (the
   * email tile shows the address), the schedule tile to the consultation booking page; a tile with
   * no address is left out.
   */
  quickConnect: z.strictObject({
    heading: text,
    email: z.strictObject({ label: text }),
    linkedin: tileSchema,
    github: tileSchema,
    schedule: tileSchema,
  }),
  /** External booking pages: the 30-minute consultation and the 15-minute coffee chat. */
  booking: career(z.strictObject({ consultation: webUrl, coffeeChat: webUrl.optional() })),
  form: z.strictObject({
    heading: text,
    fields: z.strictObject({
      name: z.strictObject({ label: text, placeholder: text }),
      email: z.strictObject({ label: text, placeholder: text }),
      company: z.strictObject({ label: text, placeholder: text }),
      projectType: z.strictObject({ label: text, placeholder: text }),
      subject: z.strictObject({ label: text, placeholder: text }),
      message: z.strictObject({ label: text, placeholder: text }),
    }),
    /** After the label of the one optional field. */
    optionalLabel: text,
    /** The counter's display limit; typing past it is allowed. */
    messageLimit: z.number().int().positive(),
    /**
     * Shown under the counter, and read with the message box: the longest message the form sends
     * (10,000 characters, the `{max}` it may name), which the n/limit counter does not say.
     * Without it the box simply stops there.
     */
    lengthLimitNote: template('max').optional(),
    /** The counter under the message, e.g. "12/500 characters". */
    counter: template('count', 'limit'),
    /** The label of the field only bots fill in (people never see it). */
    honeypotLabel: text,
    /**
     * The kinds of work the owner offers, chosen in the form's Project Type field; without them the
     * form has no such field.
     */
    projectTypes: career(
      z
        .array(
          z.strictObject({
            value: z.string().regex(slugPattern, 'Expected a lowercase value like "web-app"'),
            label: text,
          }),
        )
        .min(1, 'List at least one project type, or leave the field out'),
    ),
    submitLabel: text,
    sendingLabel: text,
    /** After a message is sent: the title, then when the owner will answer. */
    success: z.strictObject({ title: text, text: career(text) }),
    error: z.strictObject({ title: text, text }),
  }),
  /** The side panels' name for assistive technology. */
  asideLabel: text,
  officeHours: career(
    z.strictObject({
      heading: text,
      timezone: text.optional(),
      rows: z.array(z.strictObject({ days: text, hours: text })).min(1),
      note: text.optional(),
    }),
  ),
  engagement: career(
    z.strictObject({
      heading: text,
      types: z.array(z.strictObject({ title: text, description: text })).min(1),
      typicalDuration: text.optional(),
    }),
  ),
  meetings: career(
    z.strictObject({
      heading: text,
      options: z.array(z.strictObject({ title: text, description: text, icon: icon.optional() })).min(1),
    }),
  ),
  faq: career(
    z.strictObject({
      heading: text,
      items: z.array(z.strictObject({ question: text, answer: text })).min(1),
    }),
  ),
  closing: z.strictObject({ heading: text, text: text.optional(), scheduleLabel: text, emailLabel: text }),
});

export type ContactPage = z.output<typeof contactPageSchema>;
