import type { Education } from '../../content';
import { Badge } from '../ui/badge';
import { Icon } from '../ui/icon';
import { Card } from '../ui/card';
import iconTile from '../ui/icon-tile.module.css';
import styles from './credentials.module.css';

/** A degree or course of study. */
export function EducationCard({ entry, highlightsLabel }: { entry: Education; highlightsLabel: string }) {
  return (
    <Card
      as="article"
      className={styles.entry}
      aria-labelledby={`education-${entry.period.start}`}
      data-print="keep"
    >
      <span className={iconTile.tile}>
        <Icon name="graduation-cap" size={24} />
      </span>
      <div className={styles.body}>
        <header className={styles.header}>
          <h3 id={`education-${entry.period.start}`} className={styles.name}>
            {entry.degree}
          </h3>
          <Badge tone="neutral">{entry.type}</Badge>
        </header>
        <p className={styles.issuer}>{entry.school}</p>
        <p className={styles.meta}>
          {entry.location} · {entry.period.label}
        </p>
        <p className={styles.description}>{entry.description}</p>
        <ul className={styles.highlights} aria-label={highlightsLabel}>
          {entry.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
