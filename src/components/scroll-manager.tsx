import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait before scrolling to a hash target, so the new page has rendered. */
export const hashScrollDelayMs = 100;

/**
 * On every route change: scroll to the top, or, when the address has a hash, scroll to that element
 * after a short delay — smoothly, unless the visitor prefers reduced motion. Also on first load.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const timer = window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target?.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth', block: 'start' });
    }, hashScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);

  return null;
}
