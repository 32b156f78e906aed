import { profile, writingPage } from '../content';
import { fill } from '../lib/fill';
import { socialCardFor } from '../lib/head-copy';

import { blogPostingJsonLd } from '../lib/structured-data';
import { postOf } from './post-page';
import type { PageHeadCopy, SitePage } from '../lib/page-types';

/** A post's head: its title, its summary, its tags and times, and its `BlogPosting`. */
export function head(page: SitePage): PageHeadCopy {
  const post = postOf(page);
  return {
    title: fill(writingPage!.post.title, { title: post.title, name: profile.name }),
    description: post.summary,
    ...(post.tags ? { keywords: post.tags } : {}),
    card: socialCardFor(page.path),
    cardHeadline: post.title,
    article: { published: post.date, modified: post.updated ?? post.date, tags: post.tags },
    jsonLd: blogPostingJsonLd(post, page.path),
  };
}
