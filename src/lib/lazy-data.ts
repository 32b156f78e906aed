import { use } from 'react';

/** Content only an entry's own page shows, as the content gives it: a loader of its value. */
export type DataLoader<Value> = () => Promise<Value>;

const loadedData = new WeakMap<DataLoader<unknown>, unknown>();
const loadingData = new WeakMap<DataLoader<unknown>, Promise<unknown>>();

/** Loads the value (once), so that a page reads it at once (before hydrating, say). */
export function preloadData<Value>(load: DataLoader<Value>): Promise<Value> {
  let loading = loadingData.get(load) as Promise<Value> | undefined;
  if (!loading) {
    loading = load().then((value) => {
      loadedData.set(load, value);
      return value;
    });
    loadingData.set(load, loading);
  }
  return loading;
}

/**
 * The value in a render: at once when preloaded (a page's first render, which hydrates it), else
 * suspending until it has loaded (a visit to the page after another).
 */
export function useLoadedData<Value>(load: DataLoader<Value>): Value {
  return loadedData.has(load) ? (loadedData.get(load) as Value) : use(preloadData(load));
}
