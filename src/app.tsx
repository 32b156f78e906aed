import { createElement, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeadSync } from './components/page-head-sync';
import { VisitorTracking } from './components/visitor-tracking';
import { SiteLayout } from './layouts/site-layout';
import { loadPaperFaces } from './lib/paper-faces';
import { pageAt, pageFor } from './lib/routes';
// The page colours and the owner's accent (generated from content/site.json), then the site's styles.
import './content/generated/theme.css';
import './styles/global.css';

/** The page for the address inside the layout, and the global pieces after it: head updates, visit tracking. */
export function App() {
  // Each address is one of the site's pages or the not-found page: no nesting or parameters to match.
  const { pathname } = useLocation();
  const page = pageAt(pathname);
  return (
    <>
      <SiteLayout>{createElement(pageFor(pathname), { page })}</SiteLayout>
      <PageHeadSync />
      <VisitorTracking />
      <HydrationMark />
      <PaperFaces pathname={pathname} />
    </>
  );
}

/**
 * Marks the document once React has taken over the prerendered page (`html[data-hydrated]`). Part of
 * the tree on the server too, so generated ids (`useId`) match on both sides.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * Asks for the faces of what each page prints and the screen does not show (lib/paper-faces.ts),
 * once the browser is idle, so reading every text's style never holds up a tap.
 */
function PaperFaces({ pathname }: { pathname: string }) {
  useEffect(() => {
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(() => loadPaperFaces(), 1000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(() => loadPaperFaces(), { timeout: 3000 });
    return () => cancelIdleCallback(idle);
  }, [pathname]);
  return null;
}
