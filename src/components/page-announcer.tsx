import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Tells screen-reader users which page a change in the page led to, by its title, as a browser does
 * for a page it loads (WCAG 4.1.3). A polite live region, empty on first load. An `aria-live`
 * region rather than `role="status"`, which stays the contact form's. The titles are fetched with
 * the code that writes heads (`page-head-sync.tsx`), on the first change, not with the page.
 */
export function PageAnnouncer() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const [title, setTitle] = useState('');

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    let current = true;
    import('../lib/client-head')
      .then(({ pageTitleFor }) => pageTitleFor(pathname))
      .then((title) => {
        if (current) setTitle(title);
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      current = false;
    };
  }, [pathname]);

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-page-announcement="">
      {title}
    </div>
  );
}
