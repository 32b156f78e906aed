import { useHead, useSeoMeta } from '@unhead/react';
import { profile, site, type PageId } from '../content';

/** Where the résumé in JSON Resume format is published (written by the build, linked from every head). */
export const jsonResumePath = '/resume.json';

/** The site's absolute address for a path, e.g. `https://example.com/skills`. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).href;
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
    sameAs: [profile.linkedin, profile.github, profile.website].filter((url) => url !== site.url),
    knowsAbout: [...new Set(Object.values(profile.skills).flat())],
  };
}

/**
 * Sets a page's head: title, description, keywords, social cards, robots, canonical link and the
 * owner's structured data. Rendered into the static HTML at build time and kept current on the
 * client as the visitor navigates.
 */
export function usePageHead(pageId: PageId, path: string | null) {
  const page = site.pages[pageId];
  const indexable = path !== null;
  const url = indexable ? absoluteUrl(path) : undefined;
  const image = absoluteUrl(site.image);
  const keywords = [...new Set([...(page.keywords ?? []), ...site.keywords])].join(', ');

  useHead({
    htmlAttrs: { lang: site.locale.slice(0, 2) },
    meta: [{ name: 'keywords', content: keywords }],
    link: [
      ...(url ? [{ rel: 'canonical' as const, href: url }] : []),
      {
        rel: 'alternate' as const,
        type: 'application/json',
        href: jsonResumePath,
        title: `${profile.name} — résumé (JSON Resume)`,
      },
    ],
    script: [{ type: 'application/ld+json', key: 'person', textContent: JSON.stringify(personJsonLd()) }],
  });
  useSeoMeta({
    title: page.title,
    description: page.description,
    author: site.author,
    robots: indexable ? 'index, follow' : 'noindex, follow',
    ogType: 'website',
    ogSiteName: site.title,
    ogLocale: site.locale,
    ogTitle: page.title,
    ogDescription: page.description,
    ogUrl: url,
    ogImage: image,
    ogImageAlt: site.imageAlt,
    twitterCard: 'summary',
    twitterSite: site.twitterHandle,
    twitterCreator: site.twitterHandle,
    twitterTitle: page.title,
    twitterDescription: page.description,
    twitterImage: image,
    twitterImageAlt: site.imageAlt,
  });
}
