/**
 * The one script a page asks for up front. Every page arrives as complete, styled HTML, so the app's
 * code is needed only to make it interactive (hydration): it is fetched once the page has painted,
 * leaving the network to what the visitor sees first.
 *
 * The prerenderer lists the chunks hydration needs in `#root[data-chunks]`, the app's entry first.
 * They are all requested at once, so hydration does not wait on a chain of imports. This file
 * imports nothing, so it stays a single small request.
 */
function start() {
  // The development server sends no chunk list: its modules load one by one. Start the app now.
  if (import.meta.env.DEV) {
    void import('./entry-client');
    return;
  }
  const [entry, ...chunks] = document.getElementById('root')?.dataset.chunks?.split(' ') ?? [];
  if (!entry) return;
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
}

/** Runs `callback` once the browser reports the first contentful paint (or after 3 s in a hidden tab). */
function afterFirstPaint(callback: () => void) {
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    callback();
  };
  const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')
    ? new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) run();
      })
    : undefined;
  if (observer) observer.observe({ type: 'paint', buffered: true });
  else setTimeout(run);
  // A tab opened in the background does not paint until shown; do not leave it without its app.
  setTimeout(run, 3000);
}

afterFirstPaint(start);
