import { profile, site, type PageId } from '../content';
import { notFoundPage } from '../content/values/pages';
import { fill } from './fill';
import { siteDescription } from './owner';
import type { PageHeadCopy, SitePage } from './page-types';
import { headModule } from './routes';

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
