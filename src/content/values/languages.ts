/**
 * The languages a site comes in: its own (`locale` in content/site.json) and the others it declares
 * (`languages`), each at its own address: the default at the site's root, another under
 * `/<code>/`, its words in `content/<code>/` (scripts/engine/translations.ts). Pure functions of
 * the site's settings, shared by the content schemas, the build and the pages.
 */

/** One language of the site. */
export interface SiteLanguage {
  /** The language's code: its folder in `content/`, its path on the site, `lang` and `hreflang`. */
  code: string;
  /** Its locale, "fr_FR": dates, numbers and the PDF's paper follow it. */
  locale: string;
  /** The address its pages are published under: the site's `url`, or `url` + `/<code>`. */
  url: string;
  /** Its name in itself ("Français"), as the language switch shows it. */
  name: string;
  /** Declared complete: a word left untranslated stops the build. */
  complete: boolean;
}

/** A locale's language code: `fr_FR` → `fr`. */
export function languageCode(locale: string): string {
  return locale.split(/[_-]/)[0]!.toLowerCase();
}

/** A language's name in itself, capitalised as it begins a label: `fr` → "Français". */
function ownName(code: string): string {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

/** A language's name in English, for the owner's messages: `fr` → "French". */
export function englishName(code: string): string {
  return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
}

/** Every language of a site, its own first. */
export function siteLanguages(
  siteUrl: string,
  locale: string,
  others: readonly { locale: string; complete?: boolean }[] = [],
): SiteLanguage[] {
  const base = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  const own = languageCode(locale);
  return [
    { code: own, locale, url: siteUrl, name: ownName(own), complete: true },
    ...others.map((other) => {
      const code = languageCode(other.locale);
      return {
        code,
        locale: other.locale,
        url: new URL(code, base).href,
        name: ownName(code),
        complete: other.complete ?? false,
      };
    }),
  ];
}
