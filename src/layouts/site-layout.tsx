import { Suspense, type ReactNode } from 'react';
import { PageAnnouncer } from '../components/page-announcer';
import { HeaderResumeLink } from '../components/resume-download-link';
import { ScrollManager } from '../components/scroll-manager';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { ThemeSwitch } from '../components/theme-switch';
import { useLocation } from 'react-router-dom';
import { layout, profile, resume, site } from '../content';
import { resumeDownload } from '../lib/resume';
import { pageAt, routes } from '../lib/routes';
import { siteAddress } from '../lib/site-address';
import { UiTextProvider } from '../lib/ui-text';
import { useCurrentYear } from '../lib/use-current-year';
import styles from './site-layout.module.css';

const uiText = { newTab: layout.newTab, draft: layout.draft };

/** The page shown in each of the site's other languages; their home, from a page that is not one. */
function useOtherLanguages() {
  const { pathname } = useLocation();
  const path = pageAt(pathname)?.path ?? '/';
  return site.languages
    .filter((language) => language.code !== site.language)
    .map(({ code, name, url }) => ({ code, name, href: siteAddress(path, url) }));
}

/** Header above, footer below, and the current page in a padded main area. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const year = useCurrentYear();
  const otherLanguages = useOtherLanguages();
  return (
    <UiTextProvider value={uiText}>
      <a href="#main" className={styles.skipLink}>
        {layout.skipLink}
      </a>
      <SiteHeader brand={profile.name} items={routes} labels={layout.navigation} languages={otherLanguages}>
        <HeaderResumeLink {...resumeDownload()} title={resume.title} />
        <ThemeSwitch labels={layout.theme} />
      </SiteHeader>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<div className={styles.pending} role="status" aria-label={layout.loading} />}>
          {children}
        </Suspense>
      </main>
      <SiteFooter
        owner={{
          name: profile.name,
          bio: profile.bio,
          email: profile.email,
          phone: profile.phone,
          website: profile.website,
          linkedin: profile.linkedin,
          github: profile.github,
          profiles: profile.profiles,
        }}
        labels={layout.footer}
        year={year}
      />
      <ScrollManager />
      <PageAnnouncer />
    </UiTextProvider>
  );
}
