/**
 * The structured data of the pages of entries (schema.org, as JSON-LD beside the owner's Person):
 * each names the owner as its author by the Person's `@id`, so search engines join the two.
 */
import { site, type PostEntry, type ProjectEntry } from '../content';
import { languageTag } from '../content/values/dates';
import { absoluteUrl, personId } from './site-url';
import { socialCardFor } from './head-copy';

const author = () => ({ '@id': personId() });

/** What every node opens with: schema.org, its type, and its `@id`, the page's address with a fragment. */
const node = (type: string, url: string, fragment: string) => ({
  '@context': 'https://schema.org',
  '@type': type,
  '@id': `${url}#${fragment}`,
});

/** A post: `BlogPosting`, with its dates, words and tags. */
export function blogPostingJsonLd(post: PostEntry, path: string) {
  const url = absoluteUrl(path);
  return {
    ...node('BlogPosting', url, 'article'),
    headline: post.title,
    description: post.summary,
    url,
    mainEntityOfPage: url,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    author: author(),
    publisher: author(),
    image: absoluteUrl(socialCardFor(path)),
    inLanguage: languageTag(site.locale),
    wordCount: post.words,
    ...(post.tags ? { keywords: post.tags.join(', ') } : {}),
  };
}

/** The Writing page: a `Blog` listing its posts. */
export function blogJsonLd(posts: readonly PostEntry[], path: string, name: string) {
  const url = absoluteUrl(path);
  return {
    ...node('Blog', url, 'blog'),
    name,
    url,
    author: author(),
    inLanguage: languageTag(site.locale),
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: absoluteUrl(`${path}/${post.id}`),
      datePublished: post.date,
    })),
  };
}

/** A project's case study: `CreativeWork`, with its period, stack and the owner's part. */
export function creativeWorkJsonLd(project: ProjectEntry, path: string) {
  const url = absoluteUrl(path);
  return {
    ...node('CreativeWork', url, 'work'),
    name: project.title,
    ...(project.description ? { description: project.description } : {}),
    url,
    mainEntityOfPage: url,
    author: author(),
    creator: author(),
    image: absoluteUrl(socialCardFor(path)),
    inLanguage: languageTag(site.locale),
    ...(project.year ? { dateCreated: project.year.start } : {}),
    ...(project.technologies ? { keywords: project.technologies.join(', ') } : {}),
    ...(project.category ? { genre: project.category } : {}),
    ...(project.links.live ? { sameAs: project.links.live } : {}),
  };
}
