/** `content/layout.json`: the words around every page. */
import { z } from 'zod';
import { template, text } from './fields.ts';
import { perRoute } from './page-parts.ts';

/** `content/layout.json` for a site with these routes (see `siteSchemaFor` in site.ts). */
export function layoutSchemaFor<const RouteId extends string>(routeIds: readonly RouteId[]) {
  return z.strictObject({
    skipLink: text,
    navigation: z.strictObject({
      /** The navigation's name for assistive technology. */
      label: text,
      /** Each page's link text, in the routes' order. */
      links: z.strictObject(perRoute(routeIds, text)),
      openMenu: text,
      closeMenu: text,
    }),
    /** The theme switch in the header: its name, and each choice's ("System" follows the device). */
    theme: z.strictObject({ label: text, system: text, light: text, dark: text }),
    /** Announced while a page's code loads. */
    loading: text,
    /** After the text of every link that opens in a new tab, for assistive technology. */
    newTab: text,
    /** The mark on an entry with `draft: true`, which only `npm run dev` shows. */
    draft: text,
    /** How dates read: the end of an ongoing span ("Present") and what joins a span's ends (" - "). */
    dates: z.strictObject({
      present: text,
      separator: z.string().min(1, 'Must not be empty'),
      /** The mark on an entry that starts after today (a job accepted, a course to begin). */
      upcoming: text.optional(),
      /** An upcoming entry's date, "Starting {date}": its start, or its span when it gives an end. */
      starting: template('date').optional(),
    }),
    footer: z.strictObject({
      contactHeading: text,
      /** The telephone link's text. */
      phoneLabel: text,
      linksHeading: text,
      websiteLabel: text,
      linkedinLabel: text,
      githubLabel: text,
      copyright: template('year', 'name'),
    }),
  });
}
