import { postsTagged, writingPage } from '../content';
import { headCopy, type PageHeadCopy } from '../lib/head-copy';
import type { SitePage } from '../lib/routes';
import { blogJsonLd } from '../lib/structured-data';

/** The Writing page's head: its own words, and the `Blog` of its posts. */
export function head(page: SitePage): PageHeadCopy {
  const words = writingPage!;
  return {
    ...headCopy(words.head, { path: page.path }),
    jsonLd: blogJsonLd(postsTagged(null), page.path, words.heading),
  };
}
