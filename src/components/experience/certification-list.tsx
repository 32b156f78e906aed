import type { CertificationEntry } from '../../content';
import { spanText } from '../../lib/dates';
import { DraftMark } from '../ui/draft-mark';
import { ExternalLink } from '../ui/external-link';
import { Icon } from '../ui/icon';
import { Card } from '../ui/card';
import { Grid } from '../ui/grid';
import iconTile from '../ui/icon-tile.module.css';
import styles from './credentials.module.css';

/** Professional certifications, each with issuer, years held and what it covers. */
export function CertificationList({ certifications }: { certifications: readonly CertificationEntry[] }) {
  return (
    <Grid columns="fill-wide">
      {certifications.map((certification) => (
        <Card as="li" key={certification.id} className={styles.entry} data-print="keep">
          <span className={iconTile.tile}>
            <Icon name="award" size={24} />
          </span>
          <div className={styles.body}>
            <h3 className={styles.name}>
              {certification.url ? (
                <ExternalLink href={certification.url}>{certification.name}</ExternalLink>
              ) : (
                certification.name
              )}
            </h3>
            {import.meta.env.DEV && certification.draft && <DraftMark />}
            {certification.issuer && <p className={styles.issuer}>{certification.issuer}</p>}
            {certification.period && <p className={styles.meta}>{spanText(certification.period)}</p>}
            {certification.description && <p className={styles.description}>{certification.description}</p>}
          </div>
        </Card>
      ))}
    </Grid>
  );
}
