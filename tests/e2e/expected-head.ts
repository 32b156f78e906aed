/**
 * What a page's head says when the content leaves a field out, derived from the content the same
 * way the site does (src/lib/page-head.ts, src/lib/owner.ts), so the head tests hold for any owner.
 */
import type { PageId, SiteContent } from '../../src/content/config.ts';
import { fill } from '../../src/lib/fill.ts';

/** The site's description: its own, or the owner's bio, the first sentence of their summary, their headline. */
export function expectedSiteDescription({ site, profile }: SiteContent): string {
  if (site.description) return fill(site.description, { name: profile.name, title: profile.title });
  if (profile.bio) return profile.bio;
  if (profile.summary) return (/^.+?[.!?。](?=\s|$)/su.exec(profile.summary)?.[0] ?? profile.summary).trim();
  return `${profile.name}, ${profile.title}`;
}

/** A page's title and description as its head carries them. */
export function expectedHead(content: SiteContent, pageId: PageId) {
  const owner = { name: content.profile.name, title: content.profile.title };
  const page = content.site.pages[pageId];
  const title = fill(page.title, owner);
  const description = page.description
    ? fill(page.description, owner)
    : pageId === 'home'
      ? expectedSiteDescription(content)
      : `${title} — ${expectedSiteDescription(content)}`;
  return { title, description };
}

/** What the structured data says the owner knows: the résumé's skill lines, or the skill groups' items. */
export function expectedKnowsAbout({ profile, skills }: SiteContent): string[] {
  const names =
    profile.skills?.flatMap((line) => line.items) ??
    (skills.groups ?? []).flatMap((group) => group.items.map((item) => item.name));
  return [...new Set(names)];
}
