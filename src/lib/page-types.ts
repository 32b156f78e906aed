import type { ComponentType } from 'react';
import type { RouteId } from '../content';

/*
 * What a page is to the app: the routes' and entries' pages (routes.ts), their lazily loaded
 * templates (lazy-page.tsx) and the head copy each page gives (head-copy.ts). Types alone, so each
 * of those modules reads them without importing the others.
 */

/** One page the site publishes: a route's, or an entry's (a project's case study, a post). */
export interface SitePage {
  /** The route's id: its template, and its key in the content. */
  id: RouteId;
  path: string;
  /** The entry the page shows, for a route of entries. */
  entry?: string;
  /** Its body's file in the content folder, when the body loads with the page (a post's). */
  body?: string;
  Page: LazyPage;
}

/** A page the header links to. */
export interface SiteRoute extends SitePage {
  /** The navigation link's text. */
  label: string;
}

/** What a template module exports: the page, and what it loads before it first renders. */
export interface PageModule {
  default: ComponentType<PageProps>;
  /** Loads what the page shows besides its template (a post's body), before it is first rendered. */
  prepare?: (page: SitePage) => Promise<void>;
}

/**
 * What a page's head module exports (`src/pages/<id>-page.head.ts`), for a page whose head copy is
 * not in `site.json` (its own words, or an entry's). Apart from the template, so that the pages'
 * first load never carries it: the build renders heads, and the browser needs one only on a change
 * of page.
 */
export interface HeadModule {
  /** Async when the head reads what loads with the page (a case study's problem). */
  head: (page: SitePage) => PageHeadCopy | Promise<PageHeadCopy>;
}

/** The props every template receives: the page it shows (a route's, or an entry's; none for the not-found page). */
export interface PageProps {
  page?: SitePage;
}

/** A route's template: code-split, yet renderable without suspending once it has been preloaded. */
export type LazyPage = ComponentType<PageProps> & {
  /** Loads the template's module (once) and returns it. */
  preload: () => Promise<PageModule>;
};

/** What a page's head says of it, its words filled in: what a template's `head` returns. */
export interface PageHeadCopy {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Where the page's social card is published (scripts/outputs/social-cards), e.g. `/social/skills.jpg`. */
  card: string;
  /** The card's large line, when it is not the title without the owner's name (a post's title, say). */
  cardHeadline?: string;
  /** `article` for a post or a case study: its times and tags go into the Open Graph tags. */
  article?: { published?: string; modified?: string; tags?: readonly string[] };
  /** The page's own structured data besides the owner's (`BlogPosting`, `CreativeWork`). */
  jsonLd?: Record<string, unknown>;
}
