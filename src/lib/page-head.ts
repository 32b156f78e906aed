import type { ResolvableHead } from 'unhead/types';
import { profile, site, type PageId } from '../content';
import { fill } from './fill';
import { siteTitle } from './owner';
import { resumePdfPath, resumeTitle } from './resume';
import { routeFor } from './routes';
import { appleTouchIcon, webManifestPath } from './site-images';
import { siteAddress } from './site-address';
import { socialCardPath, socialCardSize, socialCardType } from './social-card';

/** Where the résumé in JSON Resume format is published (written by the build, linked from every head). */
export const jsonResumePath = '/resume.json';

/** The site's absolute address for a site path, e.g. `https://example.com/skills`. */
export function absoluteUrl(path: string): string {
  return siteAddress(path, site.url, { absolute: true });
}

/** schema.org Person, built from the profile so it never drifts from what the pages say. */
export function personJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    jobTitle: profile.title,
    description: profile.summary,
    url: site.url,
    image: absoluteUrl(site.image),
    email: `mailto:${profile.email}`,
    address: { '@type': 'PostalAddress', addressLocality: profile.location },
    sameAs: [profile.linkedin, profile.github, profile.website].filter(
      (url): url is string => url !== undefined && url !== site.url,
    ),
    knowsAbout: [...new Set(Object.values(profile.skills).flat())],
  };
}

/**
 * A page's head: title, description, keywords, social cards, robots, canonical link and the owner's
 * structured data. `path` is the page's address, or `null` for a page that must not be indexed.
 */
export function pageHead(pageId: PageId, path: string | null): ResolvableHead {
  const page = site.pages[pageId];
  const name = { name: profile.name };
  const title = fill(page.title, name);
  const description = fill(page.description, name);
  const indexable = path !== null;
  const url = indexable ? absoluteUrl(path) : undefined;
  // The page's own card: its title, the owner and the portrait (see scripts/social-cards).
  const image = absoluteUrl(socialCardPath(pageId));
  const keywords = [...new Set([...(page.keywords ?? []), profile.name, ...site.keywords])].join(', ');

  // The tags spelled out rather than unhead's `useSeoMeta`, which would ship its whole key-to-tag
  // table for the sake of twenty names.
  const meta: ({ name: string; content: string } | { property: string; content: string })[] = [
    { name: 'description', content: description },
    { name: 'keywords', content: keywords },
    { name: 'author', content: profile.name },
    { name: 'robots', content: indexable ? 'index, follow' : 'noindex, follow' },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteTitle() },
    { property: 'og:locale', content: site.locale },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: socialCardType },
    { property: 'og:image:width', content: String(socialCardSize.width) },
    { property: 'og:image:height', content: String(socialCardSize.height) },
    { property: 'og:image:alt', content: title },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:site', content: site.twitterHandle },
    { name: 'twitter:creator', content: site.twitterHandle },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: title },
  ];

  return {
    title,
    htmlAttrs: { lang: site.locale.slice(0, 2) },
    meta,
    link: [
      ...(url ? [{ rel: 'canonical' as const, href: url }] : []),
      {
        rel: 'alternate' as const,
        type: 'application/json',
        href: siteAddress(jsonResumePath, site.url),
        title: `${profile.name} — résumé (JSON Resume)`,
      },
      {
        rel: 'alternate' as const,
        type: 'application/pdf',
        href: siteAddress(resumePdfPath, site.url),
        title: resumeTitle(),
      },
      { rel: 'apple-touch-icon' as const, href: siteAddress(appleTouchIcon.path, site.url) },
      { rel: 'manifest' as const, href: siteAddress(webManifestPath, site.url) },
    ],
    script: [{ type: 'application/ld+json', key: 'person', textContent: JSON.stringify(personJsonLd()) }],
  };
}

/** The head of the page at an address: one of the five routes, or the not-found page. */
export function pageHeadFor(pathname: string): ResolvableHead {
  const route = routeFor(pathname);
  return route ? pageHead(route.id, route.path) : pageHead('notFound', null);
}
