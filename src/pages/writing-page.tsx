import { useState } from 'react';
import { ListFilter } from '../components/ui/list-filter';
import { PageHeader } from '../components/ui/page-header';
import textHeading from '../components/ui/text-heading.module.css';
import { PostList } from '../components/writing/post-list';
import { postsTagged, site, tagsInUse, writingPage } from '../content';
import { feedLinks } from '../lib/feeds';
import { siteAddress } from '../lib/site-address';
import styles from './writing-page.module.css';

export default function WritingPage() {
  // null shows every post.
  const [tag, setTag] = useState<string | null>(null);
  const words = writingPage!;
  const posts = postsTagged(tag);
  return (
    <>
      <PageHeader heading={words.heading} intro={words.intro}>
        <ListFilter
          choices={tagsInUse}
          selected={tag}
          onSelect={setTag}
          labels={words.tags}
          shown={posts.length}
          total={postsTagged(null).length}
        />
      </PageHeader>
      <section aria-labelledby="post-list-heading" className={styles.list}>
        <h2 id="post-list-heading" className="visually-hidden">
          {words.listHeading}
        </h2>
        <PostList posts={posts} labels={words.post} pathOf={(post) => `/writing/${post.id}`} />
      </section>
      <section aria-labelledby="feeds-heading" className={styles.feeds} data-print="hide">
        <h2 id="feeds-heading" className={`${textHeading.heading} ${styles.feedsHeading}`}>
          {words.feeds.heading}
        </h2>
        <ul className={styles.feedLinks}>
          {feedLinks().map((feed) => (
            <li key={feed.path}>
              <a href={siteAddress(feed.path, site.url)} type={feed.type}>
                {feed.title}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
