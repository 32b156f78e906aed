import { profile, site, type PageId } from '../content';
import { notFoundPage } from '../content/pages';
import { fill } from './fill';
import { siteDescription } from './owner';
import { headModule, type SitePage } from './routes';

/** What a page's head says of it, its words filled in: what a template's `head` returns. */
export interface PageHeadCopy {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Where the page's social card is published (scripts/social-cards), e.g. `/social/skills.jpg`. */
  card: string;
  /** The card's large line, when it is not the title without the owner's name (a post's title, say). */
  cardHeadline?: string;
  /** `article` for a post or a case study: its times and tags go into the Open Graph tags. */
  article?: { published?: string; modified?: string; tags?: readonly string[] };
  /** The page's own structured data besides the owner's (`BlogPosting`, `CreativeWork`). */
  jsonLd?: Record<string, unknown>;
}

/** Where the build publishes the card of the page at a path: `/social/home.jpg`, `/social/projects/acme.jpg`. */
export function socialCardFor(path: string): string {
  return `/social/${path === '/' ? 'home' : path.slice(1)}.jpg`;
}

/** The head copy of a page whose words are in `site.json` → `pages` (the not-found page's too). */
function siteHeadCopy(pageId: PageId, path: string): PageHeadCopy {
  const page = site.pages[pageId];
  return headCopy(page, { path, home: pageId === 'home' });
}

/**
 * A page's head copy from its words (`title`, `description`, `keywords` with `{name}` and `{title}`
 * for the owner's name and headline). Without a description of its own, a page's is the site's,
 * after its title so that each page's differs.
 */
export function headCopy(
  words: { title: string; description?: string; keywords?: readonly string[] },
  { path, home = false }: { path: string; home?: boolean },
): PageHeadCopy {
  const owner = { name: profile.name, title: profile.title };
  const title = fill(words.title, owner);
  const description = words.description
    ? fill(words.description, owner)
    : home
      ? siteDescription()
      : `${title} — ${siteDescription()}`;
  return {
    title,
    description,
    ...(words.keywords ? { keywords: words.keywords } : {}),
    card: socialCardFor(path),
  };
}

/** A page's head copy: its head module's, or its words' in `site.json`. */
export async function headCopyOf(page: SitePage | undefined): Promise<PageHeadCopy> {
  if (!page) return siteHeadCopy(notFoundPage.id, '/');
  const load = headModule(page.id);
  return load ? (await load()).head(page) : siteHeadCopy(page.id as PageId, page.path);
}
