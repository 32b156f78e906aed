/** Languages written right to left, by their primary subtag. */
const rightToLeft = new Set(['ar', 'ckb', 'dv', 'fa', 'he', 'iw', 'ks', 'ps', 'sd', 'ug', 'ur', 'yi']);

/**
 * The page's language, and its direction when the site's language reads right to left: an Arabic
 * or Hebrew site is laid out from the right (the styles use logical sides throughout).
 */
export function htmlAttributes(locale: string): { lang: string; dir?: 'rtl' } {
  const lang = locale.split(/[_-]/)[0]!.toLowerCase();
  return rightToLeft.has(lang) ? { lang, dir: 'rtl' } : { lang };
}
