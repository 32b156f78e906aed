/**
 * What a page's head says when the content leaves a field out, derived from the content the same
 * way the site does (src/lib/page-head.ts, src/lib/owner.ts), so the head tests hold for any owner.
 */
import type { PageId, RouteId, SiteContent } from '#src/content/config.ts';
import { fill } from '#src/lib/fill.ts';

/** The site's description: its own, or the owner's bio, the first sentence of their summary, their headline. */
function expectedSiteDescription({ site, profile }: SiteContent): string {
  if (site.description) return fill(site.description, { name: profile.name, title: profile.title });
  if (profile.bio) return profile.bio;
  if (profile.summary) return (/^.+?[.!?。](?=\s|$)/su.exec(profile.summary)?.[0] ?? profile.summary).trim();
  return `${profile.name}, ${profile.title}`;
}

/** The words of a page's head: in its own words' file (the Writing page), or in `site.json`. */
function headWords(content: SiteContent, pageId: RouteId | PageId) {
  if (pageId === 'writing' && content.writingPage) return content.writingPage.head;
  const page = (content.site.pages as Record<string, { title: string; description?: string }>)[pageId];
  if (!page) throw new Error(`The page "${pageId}" has no head copy of its own`);
  return page;
}

/** The text of the navigation's link to a page: in its own words' file (the Writing page), or in `layout.json`. */
export function expectedLinkText(content: SiteContent, routeId: RouteId): string {
  if (routeId === 'writing' && content.writingPage) return content.writingPage.navigation;
  const text = (content.layout.navigation.links as Record<string, string>)[routeId];
  if (!text) throw new Error(`The page "${routeId}" has no link text`);
  return text;
}

/** A page's title and description as its head carries them. */
export function expectedHead(content: SiteContent, pageId: RouteId | PageId) {
  const owner = { name: content.profile.name, title: content.profile.title };
  const page = headWords(content, pageId);
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

/**
 * What the head of any page says of it: a route's (`expectedHead`), or an entry's, whose title fills
 * its list's template with the entry's title and whose description is the entry's own.
 */
export function expectedPageHead(
  content: SiteContent,
  routeId: RouteId,
  entry?: string,
): { title: string; description: string; type: 'website' | 'article'; ownType?: string } {
  const name = content.profile.name;
  if (routeId === 'post') {
    const post = content.posts.find((candidate) => candidate.id === entry);
    if (!post || !content.writingPage) throw new Error(`No post "${entry}"`);
    return {
      title: fill(content.writingPage.post.title, { title: post.title, name }),
      description: post.summary,
      type: 'article',
      ownType: 'BlogPosting',
    };
  }
  if (routeId === 'project') {
    const project = content.projects.find((candidate) => candidate.id === entry);
    const words = content.projectsPage.caseStudy;
    if (!project?.caseStudy || !words) throw new Error(`No case study "${entry}"`);
    return {
      title: fill(words.title, { title: project.title, name }),
      description: project.description ?? project.caseStudy.problem,
      type: 'article',
      ownType: 'CreativeWork',
    };
  }
  return {
    ...expectedHead(content, routeId),
    type: 'website',
    ...(routeId === 'writing' ? { ownType: 'Blog' } : {}),
  };
}
