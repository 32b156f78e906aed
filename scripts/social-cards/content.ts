import { profile, routes, site } from '../../src/content/index.ts';
import { languageTag } from '../../src/content/dates.ts';
import { fill } from '../../src/lib/fill.ts';
import { socialCardPath, socialCardSize } from '../../src/lib/social-card.ts';

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
  const bare = template.replace(new RegExp(String.raw`^\{name\}${separator}|${separator}\{name\}$`), '');
  return fill(bare, owner);
}

/** One card per route, for the build to draw (render.ts). */
export function socialCards(): SocialCardContent[] {
  return routes.map((route) => {
    const rest = titleWithoutName(site.pages[route.id].title, profile);
    const home = route.path === '/';
    return {
      path: socialCardPath(route.id),
      ...socialCardSize,
      headline: home ? profile.name : rest,
      byline: home ? rest : profile.name,
      // The home page's title often says the owner's title already.
      title: home && rest.includes(profile.title) ? '' : profile.title,
      siteName: new URL(site.url).host,
      accentColor: site.accent.light,
      language: languageTag(site.locale),
    };
  });
}
