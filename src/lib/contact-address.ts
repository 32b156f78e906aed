import { callable, readPhone } from '../content/values/phone';

/**
 * The `tel:` link of a phone number as people write it ("+(49) 157-5706-2745" →
 * "tel:+4915757062745", an extension as RFC 3966 writes it, ";ext=12"), or undefined when its
 * digits cannot make a number to dial: the number is then shown as written, without a link.
 */
export function telHref(phone: string): string | undefined {
  const read = readPhone(phone);
  if ('error' in read || !callable(read)) return undefined;
  return `tel:${read.number}${read.extension ? `;ext=${read.extension}` : ''}`;
}

/** "https://www.linkedin.com/in/jane/" → "linkedin.com/in/jane": shorter, and still the address. */
export function shortUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}

/** The last part of a profile's address, usually the handle: "https://github.com/jane/" → "jane". */
export function handleOf(url: string): string {
  return new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '';
}
