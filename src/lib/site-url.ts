import { site } from '../content';
import { siteAddress } from './site-address';

/** The site's absolute address for a site path, e.g. `https://example.com/skills`. */
export function absoluteUrl(path: string): string {
  return siteAddress(path, site.url, { absolute: true });
}

/**
 * The owner's node in the structured data, which a post or a case study names as its author: the
 * same in every language of the site (at its own language's home).
 */
export function personId(): string {
  return `${siteAddress('/', site.languages[0]!.url, { absolute: true })}#person`;
}
