import { ArticleProse } from '../components/ui/article-prose';
import { ChipList } from '../components/ui/chip-list';
import factRow from '../components/ui/fact-row.module.css';
import { NearbyLinks } from '../components/ui/nearby-links';
import { ResponsivePicture } from '../components/ui/responsive-picture';
import pageHeading from '../components/ui/page-heading.module.css';
import {
  neighbours,
  postById,
  postImages,
  postsTagged,
  readingMinutes,
  writingPage,
  type PostEntry,
} from '../content';
import { dateText, numberText } from '../lib/dates';
import { fill } from '../lib/fill';
import { bodyOf, preloadBody } from '../lib/lazy-body';

import styles from './post-page.module.css';
import type { PageProps, SitePage } from '../lib/page-types';

const writingPath = '/writing';
const postPath = (post: PostEntry) => `${writingPath}/${post.id}`;

/** The post a page shows: the route of entries publishes a page only for a post that exists. */
export function postOf(page: SitePage | undefined): PostEntry {
  const post = postById(page?.entry);
  if (!post || !writingPage) throw new Error(`No post for ${page?.path ?? 'this page'}`);
  return post;
}

export default function PostPage({ page }: PageProps) {
  const post = postOf(page);
  const words = writingPage!.post;
  const Body = post.Body && bodyOf(post.Body);
  const cover = postImages[post.id]?.[0];
  // Newest first: the one before is newer, the one after older.
  const { before: newer, after: older } = neighbours(postsTagged(null), post.id);
  return (
    <article className={styles.post} aria-labelledby="post-title">
      <header className={styles.header}>
        <h1 id="post-title" className={pageHeading.title}>
          {post.title}
        </h1>
        <p className={`${pageHeading.lead} ${styles.summary}`}>{post.summary}</p>
        <p className={`${factRow.row} ${styles.meta}`}>
          <span>
            <span className="visually-hidden">{words.published} </span>
            <time dateTime={post.date}>{dateText(post.date)}</time>
          </span>
          {post.updated && post.updated !== post.date && (
            <span>
              {words.updated} <time dateTime={post.updated}>{dateText(post.updated)}</time>
            </span>
          )}
          <span>{fill(words.readingTime, { minutes: numberText(readingMinutes(post)) })}</span>
        </p>
        {post.tags && <ChipList items={post.tags} label={words.tags} />}
      </header>
      {cover && (
        <ResponsivePicture
          picture={cover}
          alt={post.cover?.alt ?? ''}
          className={styles.cover}
          sizes="(min-width: 48rem) 48rem, 100vw"
          fetchPriority="high"
        />
      )}
      {Body && (
        <ArticleProse
          Body={Body}
          className={styles.body}
          labels={{
            contents: words.contents,
            footnotes: words.footnotes,
            backToText: words.backToText,
            anchor: words.anchor,
          }}
        />
      )}
      <NearbyLinks
        label={words.nearby}
        previous={older && { path: postPath(older), label: words.previous, title: older.title }}
        next={newer && { path: postPath(newer), label: words.next, title: newer.title }}
        all={{ path: writingPath, label: words.all }}
      />
    </article>
  );
}

/** The post's body loads with its page, not with the list's. */
export async function prepare(page: SitePage): Promise<void> {
  const post = postOf(page);
  if (post.Body) await preloadBody(post.Body);
}
