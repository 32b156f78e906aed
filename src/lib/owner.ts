import { profile } from '../content';

/** The site's name in link previews and browser history: the owner and their title. */
export function siteTitle(): string {
  return `${profile.name} | ${profile.title}`;
}

/** What the owner's portrait shows, for its alt text and link previews. */
export function portraitAlt(): string {
  return `${profile.name}, ${profile.title}`;
}
