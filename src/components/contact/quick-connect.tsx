import { AddressText } from '../ui/address-text';
import { ExternalLink } from '../ui/external-link';
import { Grid } from '../ui/grid';
import iconTile from '../ui/icon-tile.module.css';
import { Icon } from '../ui/icon';
import { Section } from '../ui/section';
import styles from './quick-connect.module.css';

export interface QuickConnectLink {
  label: string;
  description: string;
  href: string;
  icon: string;
}

/**
 * The ways to get in touch under their heading; the external ones open in a new tab. An owner who
 * gives none of them (no email, no profiles, no booking page) gets no section, not a bare heading.
 */
export function QuickConnect({ heading, links }: { heading: string; links: readonly QuickConnectLink[] }) {
  if (links.length === 0) return null;
  return (
    <Section id="quick-connect" heading={heading}>
      <Grid columns="xs2 fill-narrow" gap="tight">
        {links.map((link) => {
          const content = (
            <>
              <span className={iconTile.tile}>
                <Icon name={link.icon} size={24} />
              </span>
              <span className={styles.text}>
                <span className={styles.label}>{link.label}</span>
                <span className={styles.description}>
                  <AddressText text={link.description} />
                </span>
              </span>
            </>
          );
          return (
            <li key={link.label}>
              {link.href.startsWith('http') ? (
                <ExternalLink href={link.href} className={styles.tile}>
                  {content}
                </ExternalLink>
              ) : (
                <a href={link.href} className={styles.tile}>
                  {content}
                </a>
              )}
            </li>
          );
        })}
      </Grid>
    </Section>
  );
}
