/** What the corpus's own HTML looks share: escaping, and a résumé's contact details in order. */
import type { JsonResume } from '#import/read/json-resume-schema.ts';

/** `text` safe inside HTML, as text or as an attribute's value. */
export const escape = (text: string): string =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/** A contact detail: what kind it is, its text and where it leads. */
export interface Contact {
  kind: 'email' | 'phone' | 'url' | 'location' | 'profile';
  text: string;
  href?: string;
}

/** The person's contact details as a résumé lists them: email, phone, site, place, profiles. */
export function contactsOf(resume: JsonResume): Contact[] {
  const { email, phone, url, location, profiles = [] } = resume.basics ?? {};
  const place = [location?.city, location?.region !== location?.city ? location?.region : undefined]
    .filter(Boolean)
    .join(', ');
  const contacts: Contact[] = [];
  if (email) contacts.push({ kind: 'email', text: email, href: `mailto:${email}` });
  if (phone) contacts.push({ kind: 'phone', text: phone });
  if (url) contacts.push({ kind: 'url', text: withoutScheme(url), href: url });
  if (place) contacts.push({ kind: 'location', text: place });
  for (const { url: address } of profiles)
    if (address) contacts.push({ kind: 'profile', text: withoutScheme(address), href: address });
  return contacts;
}

const withoutScheme = (url: string): string => url.replace(/^https?:\/\//, '');

/** `text` as a link when `href` is given. */
export const linked = (text: string, href?: string): string =>
  href ? `<a href="${escape(href)}">${escape(text)}</a>` : escape(text);
