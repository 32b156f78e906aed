import type { PostEntry, WritingPage } from '../../content';
import { readingMinutes } from '../../content';
import { dateText, numberText } from '../../lib/dates';
import { fill } from '../../lib/fill';
import { ChipList } from '../ui/chip-list';
import { DraftMark } from '../ui/draft-mark';
import factRow from '../ui/fact-row.module.css';
import { SiteLink } from '../ui/site-link';
import titleLink from '../ui/title-link.module.css';
import styles from './post-list.module.css';

interface PostListProps {
  posts: readonly PostEntry[];
  /** The words on every post (`content/pages/writing.json` → `post`). */
  labels: WritingPage['post'];
  /** The address of a post's page. */
  pathOf: (post: PostEntry) => string;
}

/** Posts as a list of their titles, dates, reading times, summaries and tags, each leading to its page. */
export function PostList({ posts, labels, pathOf }: PostListProps) {
  return (
    <ol className={styles.posts}>
      {posts.map((post) => (
        <li key={post.id}>
          <article className={styles.post} aria-labelledby={`post-${post.id}`}>
            <p className={`${factRow.row} ${styles.meta}`}>
              <time dateTime={post.date}>{dateText(post.date)}</time>
              <span>{fill(labels.readingTime, { minutes: numberText(readingMinutes(post)) })}</span>
              {import.meta.env.DEV && post.draft && <DraftMark />}
            </p>
            <h3 id={`post-${post.id}`} className={styles.title}>
              <SiteLink to={pathOf(post)} className={`${titleLink.link} ${styles.link}`}>
                {post.title}
              </SiteLink>
            </h3>
            <p className={styles.summary}>{post.summary}</p>
            {post.tags && <ChipList items={post.tags} label={labels.tags} />}
          </article>
        </li>
      ))}
    </ol>
  );
}
