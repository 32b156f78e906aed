/**
 * The one script every page runs, inline in `<head>` (admitted by its `sha256-` hash in the
 * Content-Security-Policy, scripts/outputs/hosts/head-script.ts). It does three things, and imports nothing:
 *
 * - **The faces, asked for at once.** The browser would ask for a face only once the stylesheet has
 *   arrived and the page has been styled and laid out, so the face would come as the page painted,
 *   and the page would be painted, or laid out, twice. The script asks for the files its tag lists
 *   (`data-faces`: every face and weight for Latin text) while the head is parsed, beside the
 *   stylesheet and at the priority the browser gives faces a stylesheet asks for; the stylesheet's
 *   `@font-face` rules then find them loaded or loading.
 * - **The colour scheme the visitor chose.** Before anything paints, it sets `html[data-theme]`
 *   from the stored choice, so a page never shows the other scheme first. The theme switch
 *   (`<select name="theme">`) is handled here too, from the moment the page is parsed, before and
 *   without the app: a choice is stored and applied at once, "system" forgets it. Without
 *   JavaScript the stylesheet reads the selected option instead (tokens.css).
 * - **The app, after the first paint.** Every page arrives as complete, styled HTML; the app's code
 *   only makes it interactive, so it is fetched once the page has painted, leaving the network to
 *   what the visitor sees first. The server lists the chunks hydration needs in
 *   `#root[data-chunks]`, the app's entry first; all are requested (one per task) before the entry
 *   runs, so hydration does not wait on a chain of imports.
 */

/**
 * Starts loading each face file the script's tag lists. A face loaded this way is not added to the
 * page's fonts: the stylesheet's rules, which also say which characters each file draws, use the
 * same response.
 */
function fetchFaces() {
  const faces = document.currentScript?.dataset.faces?.split(' ') ?? [];
  if (typeof FontFace !== 'function') return;
  for (const href of faces) {
    // A failed face is the stylesheet's to report; the page shows its fallback either way.
    new FontFace('face', `url("${href}")`).load().catch(() => undefined);
  }
}

fetchFaces();

const themeKey = 'theme';
const root = document.documentElement;

function storedTheme(): string {
  try {
    return localStorage.getItem(themeKey) ?? '';
  } catch {
    // Storage can be refused (private modes, blocked cookies): the system's scheme applies.
    return '';
  }
}

/** Shows `theme` ("light", "dark", or anything else for the system's), and selects it in the switch. */
function applyTheme(theme: string) {
  if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
  else delete root.dataset.theme;
  const control = document.querySelector<HTMLSelectElement>(`select[name="${themeKey}"]`);
  if (control) control.value = root.dataset.theme ?? 'system';
}

applyTheme(storedTheme());
// The switch is parsed after this runs.
document.addEventListener('DOMContentLoaded', () => applyTheme(storedTheme()));
/** Stores and shows the choice the switch holds ("system" forgets it). */
function choose(event: Event) {
  const control = event.target as HTMLSelectElement;
  if (control.name !== themeKey) return;
  try {
    if (control.value === 'system') localStorage.removeItem(themeKey);
    else localStorage.setItem(themeKey, control.value);
  } catch {
    // Not remembered, but still shown on this page.
  }
  applyTheme(control.value);
}

// A choice is read at its `input` event, the first the switch fires, and in the capture phase,
// before the app's listeners: an event that reaches the app while it hydrates makes it finish at
// once, and the finished switch shows the scheme in force, which must already be the new one.
document.addEventListener('input', choose, true);
document.addEventListener('change', choose, true);
// A choice made in another tab of the site.
window.addEventListener('storage', (event) => {
  if (event.key === themeKey) applyTheme(event.newValue ?? '');
});

/**
 * Asks for the chunks, then runs the entry, one step per task: on a slow phone the first
 * preload alone can hold the main thread for tens of milliseconds (the browser readies its module
 * loader), and a tap made meanwhile should be answered. The entry runs from a module script
 * element rather than `import()`: the task that runs the app's code then does nothing else (6–8 ms
 * in a Lighthouse trace of /contact), where with `import()` it also did 10–15 ms of the module
 * loader's work (17–25 ms in all).
 */
function startApp() {
  const [entry, ...chunks] = document.getElementById('root')?.dataset.chunks?.split(' ') ?? [];
  if (!entry) return;
  const steps = chunks.map((href) => () => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  });
  steps.push(() => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.append(script);
  });
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) setTimeout(next);
  };
  next();
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

/** Runs `callback` once the document is parsed: the app must hydrate a whole page, not part of one. */
function whenParsed(callback: () => void) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', callback);
  else callback();
}

afterFirstPaint(() => whenParsed(startApp));
