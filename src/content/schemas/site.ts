/** `content/site.json`: the site's description, address, language, accent, and each page's head copy. */
import { z } from 'zod';
import { languageCode, siteLanguages } from '../values/languages.ts';
import { notFoundPage } from '../values/pages.ts';
import { career } from './career.ts';
import { template, text, textList, webUrl } from './fields.ts';
import { headSchema, perRoute } from './page-parts.ts';

/** A colour written as "#" and six hex digits. */
const hexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour as "#" and six hex digits, like "#b4421f"');

const locale = z.string().regex(/^[a-z]{2,3}_[A-Z]{2}$/, 'Expected a locale like "en_US" or "fr_FR"');

/** The not-found page: its head and what it says. */
const notFoundPageSchema = headSchema.extend({ heading: text, text, homeLink: text });

/**
 * `content/site.json` for a site with these routes: one entry in `pages` per route, plus the
 * not-found page. The content configuration (config.ts) calls it with its routes.
 */
export function siteSchemaFor<const RouteId extends string>(routeIds: readonly RouteId[]) {
  return z
    .strictObject({
      /**
       * The site's description for search results and link previews; `{name}` is the owner's name.
       * Without it, the profile's bio, summary or headline.
       */
      description: career(template('name', 'title')),
      keywords: career(textList),
      /**
       * Where the build publishes the owner's photo (or monogram) as a 480×480 picture
       * (`/img/rh.webp`), for the structured data and the JSON Resume; its extension picks the format.
       */
      image: z
        .string()
        .regex(/^\/[\w\-/.]+\.(webp|png|jpe?g|avif)$/, 'Expected an image path like "/img/rh.webp"'),
      /** The public address the site is deployed at, used for canonical and social-card URLs. */
      url: webUrl,
      /** The owner's X (Twitter) handle for link previews; leave it out if they have none. */
      twitterHandle: z
        .string()
        .regex(/^@\w{1,15}$/, 'Expected a handle like "@janedoe"')
        .optional(),
      /** The site's language and region, "en_US" or "fr_FR": dates are shown in it, and it picks the PDF's paper. */
      locale,
      /**
       * The site's other languages, each published under `/<language>/` (`/fr/experience`) with its
       * words in `content/<language>/`, a folder mirroring this one. `complete: true` makes a word it
       * leaves untranslated stop the build; otherwise it is a warning, and the page shows the site's
       * own words there.
       */
      languages: z
        .array(z.strictObject({ locale, complete: z.boolean().optional() }))
        .optional()
        .superRefine((others, ctx) => {
          const seen = new Set<string>();
          for (const [index, other] of (others ?? []).entries()) {
            const code = languageCode(other.locale);
            if (seen.has(code))
              ctx.addIssue({
                code: 'custom',
                path: [index, 'locale'],
                message: `Another of the languages is "${code}" already: each language has one locale`,
              });
            seen.add(code);
          }
        }),
      /**
       * The site's one accent colour (links, the main buttons, highlights): its shade on the light
       * scheme and on the dark one. Each must read at 4.5:1 (WCAG AA) on its scheme's page colours;
       * the content check measures it.
       */
      accent: z.strictObject({ light: hexColor, dark: hexColor }),
      /** Each page's head copy; each page's title and description must differ. */
      pages: z.strictObject({ ...perRoute(routeIds, headSchema), [notFoundPage.id]: notFoundPageSchema }),
    })
    .superRefine((site, ctx) => {
      const own = languageCode(site.locale);
      for (const [index, other] of (site.languages ?? []).entries())
        if (languageCode(other.locale) === own)
          ctx.addIssue({
            code: 'custom',
            path: ['languages', index, 'locale'],
            message: `"${own}" is the site's own language ("locale"): list only the others`,
          });
    })
    .transform(({ languages, ...site }) => ({
      ...site,
      /** Every language of the site, its own first. */
      languages: siteLanguages(site.url, site.locale, languages),
      /** The language these values are in: the site's own, or the one a translation gives. */
      language: languageCode(site.locale),
    }));
}
