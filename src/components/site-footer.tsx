import { ExternalLink } from './external-link';
import styles from './site-footer.module.css';

interface SiteFooterProps {
  name: string;
  bio: string;
  email: string;
  phone: string;
  website: string;
  linkedin: string;
  year: number;
}

/** Three columns (bio, contact, links) and the copyright line. */
export function SiteFooter({ name, bio, email, phone, website, linkedin, year }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {name}
          </h2>
          <p className={styles.bio}>{bio}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={`mailto:${email}`}>{email}</a>
            </li>
            <li>
              {/* The visible text says "Email Me" although it dials: the specified wording. */}
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>Email Me</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            Links
          </h2>
          <ul className={styles.list}>
            <li>
              <ExternalLink href={website}>Personal Website</ExternalLink>
            </li>
            <li>
              <ExternalLink href={linkedin}>LinkedIn</ExternalLink>
            </li>
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>
        © <span data-testid="copyright-year">{year}</span> {name}. All rights reserved.
      </p>
    </footer>
  );
}
