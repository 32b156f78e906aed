import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageHeadSync } from './components/page-head-sync';
import { VisitorTracking } from './components/visitor-tracking';
import { SiteLayout } from './layouts/site-layout';
import { NotFoundPage, routes } from './lib/routes';
// The page colours and the owner's accent (generated from content/site.json), then the site's styles.
import './content/generated/theme.css';
import './styles/global.css';

/** The route table inside the layout, and the global pieces after it: head updates, visit tracking. */
export function App() {
  return (
    <>
      <Routes>
        <Route element={<SiteLayout />}>
          {routes.map(({ id, path, Page }) => (
            <Route key={id} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
      <PageHeadSync />
      <VisitorTracking />
      <HydrationMark />
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
