import { Grid } from './grid';
import { SiteLink } from './site-link';
import styles from './nearby-links.module.css';

interface Neighbour {
  path: string;
  /** What the link is ("Previous post"), above the neighbour's title. */
  label: string;
  title: string;
}

interface NearbyLinksProps {
  /** The navigation's name for assistive technology ("More writing"). */
  label: string;
  previous?: Neighbour;
  next?: Neighbour;
  /** Back to the list the page belongs to. */
  all: { path: string; label: string };
}

/** The entries on either side of a page of an entry (a post, a case study), and the way back to their list. */
export function NearbyLinks({ label, previous, next, all }: NearbyLinksProps) {
  const neighbour = (entry: Neighbour, side: 'previous' | 'next') => (
    <SiteLink
      to={entry.path}
      className={styles.neighbour}
      data-side={side}
      rel={side === 'next' ? 'next' : 'prev'}
    >
      <span className={styles.label}>{entry.label}</span>
      <span className={styles.title}>{entry.title}</span>
    </SiteLink>
  );
  return (
    <nav aria-label={label} className={styles.nearby} data-print="hide">
      {(previous || next) && (
        <Grid as="div" columns="md2" gap="tight">
          {previous && neighbour(previous, 'previous')}
          {next && neighbour(next, 'next')}
        </Grid>
      )}
      <SiteLink to={all.path} className={styles.all}>
        {all.label}
      </SiteLink>
    </nav>
  );
}
