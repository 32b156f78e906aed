/** The `tel:` link of a phone number as people write it: "+1 (555) 010-0199" → "tel:+15550100199". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** "https://www.linkedin.com/in/jane/" → "linkedin.com/in/jane": shorter, and still the address. */
export function shortUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}

/** The last part of a profile's address, usually the handle: "https://github.com/jane/" → "jane". */
export function handleOf(url: string): string {
  return new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '';
}
