import { site } from '../content';
import { siteAddress } from './site-address';

/** The site's absolute address for a site path, e.g. `https://example.com/skills`. */
export function absoluteUrl(path: string): string {
  return siteAddress(path, site.url, { absolute: true });
}

/** The owner's node in the structured data, which a post or a case study names as its author. */
export function personId(): string {
  return `${absoluteUrl('/')}#person`;
}
