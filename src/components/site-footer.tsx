import type { ReactNode } from 'react';
import type { Layout, Profile } from '../content';
import { telHref } from '../lib/contact-address';
import { AddressText } from './ui/address-text';
import { ExternalLink } from './ui/external-link';
import { LabelHeading } from './ui/label-heading';
import styles from './site-footer.module.css';

interface SiteFooterProps {
  owner: Pick<Profile, 'name' | 'bio' | 'email' | 'phone' | 'website' | 'linkedin' | 'github' | 'profiles'>;
  labels: Layout['footer'];
  year: number;
}

function Column({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <LabelHeading level={2} id={id} className={styles.heading}>
        {heading}
      </LabelHeading>
      {children}
    </section>
  );
}

/** The telephone link, or the number as written when its digits cannot be dialled. */
function PhoneItem({ phone, label }: { phone: string; label: string }) {
  const href = telHref(phone);
  return (
    <li>
      {/* The specified wording for this link is "Email Me", although it dials. */}
      {href ? <a href={href}>{label}</a> : <span dir="ltr">{phone}</span>}
    </li>
  );
}

/** Three columns (bio, contact, links) and the copyright line; a column with nothing to say is left out. */
export function SiteFooter({ owner, labels, year }: SiteFooterProps) {
  // The year is marked up on its own: the prerendered page shows the build's year until the
  // visitor's clock takes over. The name is isolated: a name in Arabic or Hebrew would otherwise set
  // the direction of the whole line, English words and all.
  const parts = labels.copyright.split(/(\{year\}|\{name\})/);
  const links = [
    owner.website && { href: owner.website, label: labels.websiteLabel },
    owner.linkedin && { href: owner.linkedin, label: labels.linkedinLabel },
    owner.github && { href: owner.github, label: labels.githubLabel },
    ...(owner.profiles ?? []).map((profile) => ({ href: profile.url, label: profile.network })),
  ].filter((link) => !!link);
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {owner.bio && (
          <Column id="footer-about" heading={owner.name}>
            <p className={styles.bio}>{owner.bio}</p>
          </Column>
        )}
        {(owner.email || owner.phone) && (
          <Column id="footer-contact" heading={labels.contactHeading}>
            <ul className={styles.list}>
              {owner.email && (
                <li>
                  <a href={`mailto:${owner.email}`}>
                    <AddressText text={owner.email} />
                  </a>
                </li>
              )}
              {owner.phone && <PhoneItem phone={owner.phone} label={labels.phoneLabel} />}
            </ul>
          </Column>
        )}
        {links.length > 0 && (
          <Column id="footer-links" heading={labels.linksHeading}>
            <ul className={styles.list}>
              {links.map((link) => (
                <li key={link.href}>
                  <ExternalLink href={link.href}>{link.label}</ExternalLink>
                </li>
              ))}
            </ul>
          </Column>
        )}
      </div>
      <p className={styles.copyright}>
        {parts.map((part, index) =>
          part === '{year}' ? (
            <span key={index} data-testid="copyright-year">
              {year}
            </span>
          ) : part === '{name}' ? (
            <bdi key={index}>{owner.name}</bdi>
          ) : (
            part
          ),
        )}
      </p>
    </footer>
  );
}
