import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ScrollManager } from '../components/scroll-manager';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { profile } from '../content';
import { routes } from '../lib/routes';
import { useCurrentYear } from '../lib/use-current-year';
import styles from './site-layout.module.css';

/** Header above, footer below, and the current page in a padded main area. */
export function SiteLayout() {
  const year = useCurrentYear();
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <SiteHeader brand={profile.name} items={routes} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<div className={styles.pending} role="status" aria-label="Loading page" />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter
        name={profile.name}
        bio={profile.bio}
        email={profile.email}
        phone={profile.phone}
        website={profile.website}
        linkedin={profile.linkedin}
        year={year}
      />
      <ScrollManager />
    </>
  );
}
