import type { ResolvableHead } from 'unhead/types';
import { profile, site, skills, type PageId } from '../content';
import { notFoundPage } from '../content/pages';
import { fill } from './fill';
import { siteDescription, siteTitle } from './owner';
import { pageTitle } from './page-title';
import { resumePdfPath, resumeTitle } from './resume';
import { routeFor } from './routes';
import { appleTouchIcon, faviconPath, webManifestPath } from './site-images';
import { htmlAttributes } from './html-attributes';
import { siteAddress } from './site-address';
import { socialCardPath, socialCardSize, socialCardType } from './social-card';

/** Where the résumé in JSON Resume format is published (written by the build, linked from every head). */
export const jsonResumePath = '/resume.json';

/** The site's absolute address for a site path, e.g. `https://example.com/skills`. */
export function absoluteUrl(path: string): string {
  return siteAddress(path, site.url, { absolute: true });
}

/** What the owner knows: the résumé's skill lines, or else the skills of the Skills page. */
function knowsAbout(): string[] {
  const lines = profile.skills?.flatMap((line) => line.items);
  const names = lines ?? (skills.groups ?? []).flatMap((group) => group.items.map((item) => item.name));
  return [...new Set(names)];
}

/** schema.org Person, built from the profile so it never drifts from what the pages say. */
export function personJsonLd() {
  const known = knowsAbout();
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
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
 * A page's head: title, description, keywords, social cards, robots, canonical link and the owner's
 * structured data. `path` is the page's address, or `null` for a page that must not be indexed.
 */
export function pageHead(pageId: PageId, path: string | null): ResolvableHead {
  const page = site.pages[pageId];
  const owner = { name: profile.name, title: profile.title };
  const title = pageTitle(pageId);
  // Without its own, a page's description is the site's, after its title so that each page's differs.
  const description = page.description
    ? fill(page.description, owner)
    : pageId === 'home'
      ? siteDescription()
      : `${title} — ${siteDescription()}`;
  const indexable = path !== null;
  const url = indexable ? absoluteUrl(path) : undefined;
  // The page's own card: its title, the owner and the portrait (see scripts/social-cards).
  const image = absoluteUrl(socialCardPath(pageId));
  const keywords = [...new Set([...(page.keywords ?? []), profile.name, ...(site.keywords ?? [])])].join(
    ', ',
  );
  const twitter = site.twitterHandle;

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
      { rel: 'icon' as const, type: 'image/svg+xml', href: siteAddress(faviconPath, site.url) },
      { rel: 'apple-touch-icon' as const, href: siteAddress(appleTouchIcon.path, site.url) },
      { rel: 'manifest' as const, href: siteAddress(webManifestPath, site.url) },
    ],
    script: [{ type: 'application/ld+json', key: 'person', textContent: JSON.stringify(personJsonLd()) }],
  };
}

/** The head of the page at an address: one of the five routes, or the not-found page. */
export function pageHeadFor(pathname: string): ResolvableHead {
  const route = routeFor(pathname);
  return route ? pageHead(route.id, route.path) : pageHead(notFoundPage.id, null);
}
