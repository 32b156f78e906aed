import { useEffect } from 'react';

/** Event tracking is switched off: these handlers deliberately do nothing. */
export const trackEvent = (_name: string, _properties?: Record<string, string>): void => {};
export const trackPageView = (_path: string): void => {};

/** The visitor-tracking component. Tracking is disabled; it only says so, once, in the console. */
export function VisitorTracking() {
  useEffect(() => {
    console.log('Tracking disabled');
  }, []);
  return null;
}
