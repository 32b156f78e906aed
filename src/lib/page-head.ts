import type { ResolvableHead } from 'unhead/types';
import { profile, site, skills } from '../content';
import { feedLinks } from './feeds';
import { headCopyOf } from './head-copy';
import { htmlAttributes } from './html-attributes';
import { siteTitle } from './owner';
import { resumePdfPath, resumeTitle } from './resume';
import { pageAt } from './routes';
import { appleTouchIcon, faviconPath, webManifestPath } from './site-images';
import { siteAddress } from './site-address';
import { absoluteUrl, personId } from './site-url';
import { socialCardSize, socialCardType } from './social-card';
import type { PageHeadCopy } from './page-types';

/** Where the résumé in JSON Resume format is published (written by the build, linked from every head). */
export const jsonResumePath = '/resume.json';

export { absoluteUrl };

/** What the owner knows: the résumé's skill lines, or else the skills of the Skills page. */
function knowsAbout(): string[] {
  const lines = profile.skills?.flatMap((line) => line.items);
  const names = lines ?? (skills.groups ?? []).flatMap((group) => group.items.map((item) => item.name));
  return [...new Set(names)];
}

/** schema.org Person, built from the profile so it never drifts from what the pages say. */
function personJsonLd() {
  const known = knowsAbout();
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': personId(),
    name: profile.name,
    jobTitle: profile.title,
    ...(profile.summary ? { description: profile.summary } : {}),
    url: site.url,
    image: absoluteUrl(site.image),
    ...(profile.email ? { email: `mailto:${profile.email}` } : {}),
    ...(profile.location ? { address: { '@type': 'PostalAddress', addressLocality: profile.location } } : {}),
    sameAs: [
      profile.linkedin,
      profile.github,
      profile.website,
      ...(profile.profiles ?? []).map((other) => other.url),
    ].filter((url): url is string => url !== undefined && url !== site.url),
    ...(known.length > 0 ? { knowsAbout: known } : {}),
  };
}

/**
 * A page's head: title, description, keywords, social cards, robots, canonical link and structured
 * data (the owner's, and the page's own). `path` is the page's address, or `null` for a page that
 * must not be indexed.
 */
function pageHead(copy: PageHeadCopy, path: string | null): ResolvableHead {
  const { title, description } = copy;
  const indexable = path !== null;
  const url = indexable ? absoluteUrl(path) : undefined;
  // The page's own card: its title, the owner and the portrait (see scripts/outputs/social-cards).
  const image = absoluteUrl(copy.card);
  const keywords = [...new Set([...(copy.keywords ?? []), profile.name, ...(site.keywords ?? [])])].join(
    ', ',
  );
  const twitter = site.twitterHandle;
  const { article } = copy;

  // The tags spelled out rather than unhead's `useSeoMeta`, which would ship its whole key-to-tag
  // table for the sake of twenty names.
  const meta: ({ name: string; content: string } | { property: string; content: string })[] = [
    { name: 'description', content: description },
    { name: 'keywords', content: keywords },
    { name: 'author', content: profile.name },
    { name: 'robots', content: indexable ? 'index, follow' : 'noindex, follow' },
    { property: 'og:type', content: article ? 'article' : 'website' },
    { property: 'og:site_name', content: siteTitle() },
    { property: 'og:locale', content: site.locale },
    ...site.languages
      .filter((language) => language.code !== site.language)
      .map((language) => ({ property: 'og:locale:alternate', content: language.locale })),
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: socialCardType },
    { property: 'og:image:width', content: String(socialCardSize.width) },
    { property: 'og:image:height', content: String(socialCardSize.height) },
    { property: 'og:image:alt', content: title },
    ...(article?.published ? [{ property: 'article:published_time', content: article.published }] : []),
    ...(article?.modified ? [{ property: 'article:modified_time', content: article.modified }] : []),
    ...(article ? [{ property: 'article:author', content: site.url }] : []),
    ...(article?.tags ?? []).map((tag) => ({ property: 'article:tag', content: tag })),
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(twitter
      ? [
          { name: 'twitter:site', content: twitter },
          { name: 'twitter:creator', content: twitter },
        ]
      : []),
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: title },
  ];

  return {
    title,
    htmlAttrs: htmlAttributes(site.locale),
    meta,
    link: [
      ...(url ? [{ rel: 'canonical' as const, href: url }] : []),
      ...(path !== null ? languageAlternates(path) : []),
      {
        rel: 'alternate' as const,
        type: 'application/json',
        href: siteAddress(jsonResumePath, site.url),
        title: `${resumeTitle()} (JSON Resume)`,
      },
      {
        rel: 'alternate' as const,
        type: 'application/pdf',
        href: siteAddress(resumePdfPath, site.url),
        title: resumeTitle(),
      },
      ...feedLinks().map((feed) => ({
        rel: 'alternate' as const,
        type: feed.type,
        href: siteAddress(feed.path, site.url),
        title: feed.title,
      })),
      { rel: 'icon' as const, type: 'image/svg+xml', href: siteAddress(faviconPath, site.url) },
      { rel: 'apple-touch-icon' as const, href: siteAddress(appleTouchIcon.path, site.url) },
      { rel: 'manifest' as const, href: siteAddress(webManifestPath, site.url) },
    ],
    script: [
      { type: 'application/ld+json' as const, key: 'person', textContent: JSON.stringify(personJsonLd()) },
      ...(copy.jsonLd
        ? [{ type: 'application/ld+json' as const, key: 'page', textContent: JSON.stringify(copy.jsonLd) }]
        : []),
    ],
  };
}

/**
 * The page in every language of a site that has more than one (`hreflang`), its own among them,
 * and the site's own language as the one for readers of any other (`x-default`).
 */
function languageAlternates(path: string) {
  if (site.languages.length < 2) return [];
  const at = (url: string) => siteAddress(path, url, { absolute: true });
  return [
    ...site.languages.map((language) => ({
      rel: 'alternate' as const,
      hreflang: language.code,
      href: at(language.url),
    })),
    { rel: 'alternate' as const, hreflang: 'x-default', href: at(site.languages[0]!.url) },
  ];
}

/** The head of the page at an address: one of the site's pages, or the not-found page. */
export async function pageHeadFor(pathname: string): Promise<ResolvableHead> {
  const page = pageAt(pathname);
  return pageHead(await headCopyOf(page), page ? page.path : null);
}
