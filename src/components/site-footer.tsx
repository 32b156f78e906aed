import type { Layout, Profile } from '../content';
import { fill } from '../lib/fill';
import { ExternalLink } from './ui/external-link';
import styles from './site-footer.module.css';

interface SiteFooterProps {
  owner: Pick<Profile, 'name' | 'bio' | 'email' | 'phone' | 'website' | 'linkedin'>;
  labels: Layout['footer'];
  year: number;
}

/** Three columns (bio, contact, links) and the copyright line. */
export function SiteFooter({ owner, labels, year }: SiteFooterProps) {
  // The year is marked up on its own: the prerendered page shows the build's year until the
  // visitor's clock takes over.
  const [beforeYear, ...afterYear] = fill(labels.copyright, { name: owner.name }).split('{year}');
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {owner.name}
          </h2>
          <p className={styles.bio}>{owner.bio}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {labels.contactHeading}
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={`mailto:${owner.email}`}>{owner.email}</a>
            </li>
            <li>
              {/* The specified wording for this link is "Email Me", although it dials. */}
              <a href={`tel:${owner.phone.replace(/[^\d+]/g, '')}`}>{labels.phoneLabel}</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {labels.linksHeading}
          </h2>
          <ul className={styles.list}>
            <li>
              <ExternalLink href={owner.website}>{labels.websiteLabel}</ExternalLink>
            </li>
            {owner.linkedin && (
              <li>
                <ExternalLink href={owner.linkedin}>{labels.linkedinLabel}</ExternalLink>
              </li>
            )}
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>
        {beforeYear}
        {afterYear.length > 0 && <span data-testid="copyright-year">{year}</span>}
        {afterYear.join(String(year))}
      </p>
    </footer>
  );
}
