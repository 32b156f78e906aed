import { useEffect } from 'react';

/**
 * The visitor-tracking component, switched off: it only says so, once, in the console. No event is
 * tracked, so the site has no tracking handlers to call; adding analytics means writing them here.
 */
export function VisitorTracking() {
  useEffect(() => {
    console.log('Tracking disabled');
  }, []);
  return null;
}
