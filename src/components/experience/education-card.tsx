import { site, type Education } from '../../content';
import type { PartialDate } from '../../content/values/dates';
import { periodOf } from '../../lib/dates';
import { listComma } from '../../lib/separators';
import { Badge } from '../ui/badge';
import { ExternalLink } from '../ui/external-link';
import { Icon } from '../ui/icon';
import { Card } from '../ui/card';
import iconTile from '../ui/icon-tile.module.css';
import styles from './credentials.module.css';
import { MetaLine } from '../ui/meta-line';

interface EducationCardProps {
  entry: Education;
  /** The entry's place in the list, for its heading's id. */
  index: number;
  highlightsLabel: string;
  /** The day a course starting later is upcoming against ("2026-12-06"). */
  today: PartialDate;
}

/** A degree, course of study or school: what and where, when, how it went, and its courses. */
export function EducationCard({ entry, index, highlightsLabel, today }: EducationCardProps) {
  const headingId = `education-${index}`;
  const study = [entry.degree, entry.area].filter(Boolean).join(listComma(site.locale));
  const period = entry.period && periodOf(entry.period, today);
  const meta = [entry.location, period?.text, entry.score].filter((fact): fact is string => Boolean(fact));
  const school = entry.url ? <ExternalLink href={entry.url}>{entry.school}</ExternalLink> : entry.school;
  return (
    <Card as="article" className={styles.entry} aria-labelledby={headingId} data-print="keep">
      <span className={iconTile.tile}>
        <Icon name="graduation-cap" size={24} />
      </span>
      <div className={styles.body}>
        <header className={styles.header}>
          <h3 id={headingId} className={styles.name}>
            {study || school}
          </h3>
          {period?.upcoming && <Badge tone="primary">{period.upcoming}</Badge>}
          {entry.type && <Badge tone="neutral">{entry.type}</Badge>}
        </header>
        {study && <p className={styles.issuer}>{school}</p>}
        {meta.length > 0 && <MetaLine items={meta} className={styles.meta} />}
        {entry.description && <p className={styles.description}>{entry.description}</p>}
        {entry.highlights && (
          <ul className={styles.highlights} aria-label={highlightsLabel}>
            {entry.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
