import { postsTagged, writingPage } from '../content';
import { headCopy } from '../lib/head-copy';

import { blogJsonLd } from '../lib/structured-data';
import type { PageHeadCopy, SitePage } from '../lib/page-types';

/** The Writing page's head: its own words, and the `Blog` of its posts. */
export function head(page: SitePage): PageHeadCopy {
  const words = writingPage!;
  return {
    ...headCopy(words.head, { path: page.path }),
    jsonLd: blogJsonLd(postsTagged(null), page.path, words.heading),
  };
}
