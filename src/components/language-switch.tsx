import type { MouseEvent } from 'react';

export interface LanguageLink {
  /** The language's code: the link's `lang` and `hreflang`. */
  code: string;
  /** Its name in itself ("Français"): what the link says, in that language. */
  name: string;
  /** The page shown, in that language. */
  href: string;
}

/**
 * A link to the page shown in another of the site's languages, named in that language. A plain
 * link, so it works before and without the app; once the app runs, following it keeps the part of
 * the page the reader is at (the section or entry at the top of the window, whose id is the same
 * in every language).
 */
export function LanguageSwitchLink({ language, className }: { language: LanguageLink; className?: string }) {
  return (
    <a
      href={language.href}
      hrefLang={language.code}
      lang={language.code}
      className={className}
      onClick={keepSection}
    >
      {language.name}
    </a>
  );
}

/**
 * Points the link at the section at the top of the window, if the page has been scrolled into one:
 * the last to start above where a link to it would put it (the page's scroll padding, under the
 * header).
 */
function keepSection(event: MouseEvent<HTMLAnchorElement>) {
  const top = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const sections = document.querySelectorAll<HTMLElement>('main section[id], main article[id]');
  // The one whose start is nearest above that line; of sections side by side, the first.
  let current: HTMLElement | undefined;
  let nearest = -Infinity;
  for (const section of sections) {
    const start = section.getBoundingClientRect().top;
    if (start <= top + 1 && start > nearest) [current, nearest] = [section, start];
  }
  if (current) event.currentTarget.hash = current.id;
}
