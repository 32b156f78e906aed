const codesByLocale = new Map<string, Map<string, string>>();

/**
 * The ISO 3166-1 alpha-2 code of a country named in `locale`'s language or in English ("Germany",
 * "Allemagne" → "DE"), from the platform's own region names; undefined for anything else.
 */
export function countryCode(name: string, locale = 'en'): string | undefined {
  const key = name.trim().toLowerCase();
  for (const language of new Set([locale, 'en'])) {
    let codes = codesByLocale.get(language);
    if (!codes) {
      codes = new Map();
      const names = new Intl.DisplayNames([language], { type: 'region' });
      for (let first = 65; first <= 90; first++) {
        for (let second = 65; second <= 90; second++) {
          const code = String.fromCharCode(first, second);
          const region = names.of(code);
          // A former code (FX, BU) names the same country as the current one: keep the current.
          const current = Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;
          if (region && region !== code && current) codes.set(region.toLowerCase(), code);
        }
      }
      codesByLocale.set(language, codes);
    }
    const code = codes.get(key);
    if (code) return code;
  }
  return undefined;
}
