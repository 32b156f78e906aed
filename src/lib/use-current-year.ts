import { useSyncExternalStore } from 'react';

/** The year the site was built; the prerendered HTML shows it until the page hydrates. */
declare const __BUILD_YEAR__: number;

const subscribe = () => () => {};
const visitorYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

/**
 * The visitor's current year. Static HTML is built once, perhaps in an earlier year; React renders
 * the build year while hydrating (so server and client agree) and then the visitor's year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, visitorYear, buildYear);
}
