import { profile, site } from '#src/content/index.ts';
import { languageTag } from '#src/content/values/dates.ts';
import { fill } from '#src/lib/fill.ts';
import { headCopyOf } from '#src/lib/head-copy.ts';
import { pages } from '#src/lib/routes.ts';
import { socialCardSize } from '#src/lib/social-card.ts';

/** What one card shows, all from content. */
export interface SocialCardContent {
  /** Where the card is published, e.g. `/social/experience.jpg`. */
  path: string;
  /** Pixels: `socialCardSize`. */
  width: number;
  height: number;
  /**
   * The card's large line: the page's title without the owner's name (which the card shows once,
   * under it), or on the home page the name itself.
   */
  headline: string;
  /** Under the headline: the owner's name, or on the home page what its title says besides. */
  byline: string;
  /** The owner's title, last; empty where the byline says it already. */
  title: string;
  /** The site's address without the scheme, e.g. `example.com`. */
  siteName: string;
  accentColor: string;
  /** The language the card's words are in (a BCP 47 tag), which picks the forms of Han characters. */
  language: string;
}

/**
 * A page's title for its card: the name it opens or ends with taken off together with the separator
 * ("Projects | {name}" → "Projects"), since the card shows the name once, under it. A name inside
 * the title stays.
 */
export function titleWithoutName(template: string, owner: { name: string; title: string }): string {
  const separator = String.raw`\s*[|•·:–—-]\s*`;
  const name = owner.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return fill(template, owner).replace(new RegExp(`^${name}${separator}|${separator}${name}$`), '');
}

/** One card per page (the routes', then the entries'), for the build to draw (render.ts). */
export async function socialCards(): Promise<SocialCardContent[]> {
  return Promise.all(
    pages.map(async (page) => {
      const copy = await headCopyOf(page);
      const rest = copy.cardHeadline ?? titleWithoutName(copy.title, profile);
      const home = page.path === '/';
      return {
        path: copy.card,
        ...socialCardSize,
        headline: home ? profile.name : rest,
        byline: home ? rest : profile.name,
        // The home page's title often says the owner's title already.
        title: home && rest.includes(profile.title) ? '' : profile.title,
        siteName: new URL(site.url).host,
        accentColor: site.accent.light,
        language: languageTag(site.locale),
      };
    }),
  );
}
