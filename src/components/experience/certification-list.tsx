import type { CertificationEntry } from '../../content';
import { DraftMark } from '../ui/draft-mark';
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
            <h3 className={styles.name}>{certification.name}</h3>
            {import.meta.env.DEV && certification.draft && <DraftMark />}
            <p className={styles.issuer}>{certification.issuer}</p>
            <p className={styles.meta}>{certification.period.label}</p>
            <p className={styles.description}>{certification.description}</p>
          </div>
        </Card>
      ))}
    </Grid>
  );
}
