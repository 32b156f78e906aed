import { useSyncExternalStore } from 'react';
import { localDay, type PartialDate } from '../content/values/dates';

/** The day the site was built, "2026-12-06"; the prerendered HTML is as of then until the page hydrates. */
declare const __BUILD_DAY__: PartialDate;

const subscribe = () => () => {};
const visitorDay = () => localDay(new Date());
const buildDay = () => __BUILD_DAY__;

/**
 * The visitor's today, for what depends on it (an upcoming role). React renders the build's day
 * while hydrating, so server and client agree, and then the visitor's.
 */
export function useToday(): PartialDate {
  return useSyncExternalStore(subscribe, visitorDay, buildDay);
}
