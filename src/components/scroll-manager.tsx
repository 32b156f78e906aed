import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait before scrolling to a hash target, so the new page has rendered. */
const hashScrollDelayMs = 100;

/**
 * On every route change: scroll to the top, or, when the address has a hash, scroll to that element
 * after a short delay — smoothly, unless the visitor prefers reduced motion. Also on first load.
 *
 * After a change made in the page (a link, the back button), focus moves too, as it would to a page
 * the browser loaded: to the new page's main heading, or to the hash's target. On first load focus
 * stays where the browser put it.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname + hash);

  useEffect(() => {
    const changed = shown.current !== pathname + hash;
    shown.current = pathname + hash;
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      if (changed) focusQuietly(document.querySelector('main h1') ?? document.querySelector('main'));
      return;
    }
    const timer = window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target?.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth', block: 'start' });
      if (changed) focusQuietly(target);
    }, hashScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);

  return null;
}

/**
 * Focuses an element that is not a control (a heading, a section) without scrolling to it, so the
 * scroll above stands; `tabindex="-1"` lets it take focus from a script but keeps it out of the
 * Tab order.
 */
function focusQuietly(element: HTMLElement | null) {
  if (!element) return;
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}
