import { profile, site } from '../content';
import { fill } from './fill';

/** The site's name in link previews and browser history: the owner and their title. */
export function siteTitle(): string {
  return `${profile.name} | ${profile.title}`;
}

/** What the owner's portrait shows, for its alt text and link previews. */
export function portraitAlt(): string {
  return `${profile.name}, ${profile.title}`;
}

/** The first sentence of a text, for a description that must stay short. */
function firstSentence(text: string): string {
  const match = /^.+?[.!?。](?=\s|$)/su.exec(text);
  return (match?.[0] ?? text).trim();
}

/**
 * The site's description for search results and link previews: the one the content writes, or the
 * owner's bio, or the first sentence of their summary, or their headline.
 */
export function siteDescription(): string {
  const [description, bio, summary] = [site.description, profile.bio, profile.summary];
  if (description) return fill(description, { name: profile.name, title: profile.title });
  if (bio) return bio;
  if (summary) return firstSentence(summary);
  return `${profile.name}, ${profile.title}`;
}
