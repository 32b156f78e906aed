/**
 * What the blog's feeds hold (feeds.ts writes them): the site, and each post with its body rendered
 * as its page renders it, through the same components, so links carry the site's base path and the
 * words are the page's. Read through `src/content` in the server build, like the pages.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ArticleProse } from '#src/components/ui/article-prose.tsx';
import { languageTag } from '#src/content/values/dates.ts';
import { layout, postImages, postsTagged, profile, site, writingPage } from '#src/content/index.ts';
import { feedLinks, feedPaths } from '#src/lib/feeds.ts';
import { bodyOf, preloadBody } from '#src/lib/lazy-body.tsx';
import { siteDescription, siteTitle } from '#src/lib/owner.ts';
import { routerBasename, siteAddress } from '#src/lib/site-address.ts';
import { absoluteUrl } from '#src/lib/site-url.ts';
import { UiTextProvider } from '#src/lib/ui-text.tsx';
import type { FeedSource } from './feeds.ts';

export { feedPaths };

/** The feeds' content, or nothing while the owner has no posts (no Writing page, no feeds). */
export async function feedSource(builtAt: Date): Promise<FeedSource | undefined> {
  const words = writingPage;
  if (!words || feedLinks().length === 0) return undefined;
  const posts = postsTagged(null);
  const labels = {
    contents: words.post.contents,
    footnotes: words.post.footnotes,
    backToText: words.post.backToText,
    anchor: words.post.anchor,
  };
  return {
    site: {
      title: siteTitle(),
      description: siteDescription(),
      url: absoluteUrl('/'),
      language: languageTag(site.locale),
      author: {
        name: profile.name,
        ...(profile.email ? { email: profile.email } : {}),
        url: absoluteUrl('/'),
      },
      image: absoluteUrl(site.image),
      updated: builtAt,
    },
    feeds: { atom: absoluteUrl(feedPaths.atom), json: absoluteUrl(feedPaths.json) },
    page: absoluteUrl('/writing'),
    posts: await Promise.all(
      posts.map(async (post) => {
        const path = `/writing/${post.id}`;
        let html = '';
        if (post.Body) {
          await preloadBody(post.Body);
          html = renderToStaticMarkup(
            <StaticRouter basename={routerBasename(site.url)} location={siteAddress(path, site.url)}>
              <UiTextProvider value={{ newTab: layout.newTab, draft: layout.draft }}>
                <ArticleProse Body={bodyOf(post.Body)} labels={labels} />
              </UiTextProvider>
            </StaticRouter>,
          );
        }
        const cover = postImages[post.id]?.[0];
        return {
          id: post.id,
          url: absoluteUrl(path),
          title: post.title,
          summary: post.summary,
          published: post.date,
          ...(post.updated ? { updated: post.updated } : {}),
          ...(post.tags ? { tags: post.tags } : {}),
          html,
          ...(cover ? { image: new URL(cover.img.src, absoluteUrl('/')).href } : {}),
        };
      }),
    ),
  };
}
