import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Updates the document head when the visitor moves to another page. The prerendered page already
 * carries its own head, so the code that writes heads (`lib/client-head`) is fetched only when the
 * address first changes. The development server runs it at once, so that an edit of the content's
 * head copy reaches the open page as a hot update.
 */
export function PageHeadSync() {
  const { pathname } = useLocation();
  const initial = useRef(!import.meta.env.DEV);

  useEffect(() => {
    if (initial.current) {
      initial.current = false;
      return;
    }
    let current = true;
    import('../lib/client-head')
      .then(async ({ showPageHead }) => {
        if (current) await showPageHead(pathname);
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      current = false;
    };
  }, [pathname]);

  return null;
}
