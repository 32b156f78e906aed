/**
 * A country as résumés write it, read into its two-letter code: the code itself ("ee"), the
 * three-letter one ("USA"), or its name in any language i18n-iso-countries knows ("Estonie",
 * "Россия", "UK"), as LinkedIn writes places in its member's interface language.
 */
import countries from 'i18n-iso-countries';

const languages = countries.langs();

/** The two-letter code of the country `text` names, or undefined when it names none. */
export function countryOf(text: string): string | undefined {
  const name = text.trim().replace(/\.(?=\S|$)/g, '');
  if (/^[a-z]{2}$/i.test(name) && countries.isValid(name)) return name.toUpperCase();
  if (/^[a-z]{3}$/i.test(name)) {
    const code = countries.alpha3ToAlpha2(name.toUpperCase());
    if (code) return code;
  }
  for (const language of ['en', ...languages])
    if (countries.getAlpha2Code(name, language)) return countries.getAlpha2Code(name, language);
  return undefined;
}
