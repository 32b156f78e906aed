import type { JobEntry } from '../../content';
import { Badge } from '../ui/badge';
import { CheckList } from '../ui/check-list';
import { ChipList } from '../ui/chip-list';
import { Icon } from '../ui/icon';
import cardStyles from '../ui/card.module.css';
import styles from './job-card.module.css';

/** One job: role and company, when and where, what it was, what came of it. */
export function JobCard({ job }: { job: JobEntry }) {
  const { Body } = job;
  return (
    <article className={`${cardStyles.card} ${styles.job}`} aria-labelledby={`job-${job.id}`}>
      <header className={styles.header}>
        <div>
          <h3 id={`job-${job.id}`} className={styles.role}>
            {job.role}
          </h3>
          <p className={styles.company}>{job.company}</p>
        </div>
        <Badge tone={job.type === 'Contract' ? 'warning' : 'info'}>{job.type}</Badge>
      </header>
      <ul className={styles.meta} aria-label="Period and location">
        <li>
          <Icon name="calendar" size={16} />
          <time dateTime={job.period.start}>{job.period.label}</time>
        </li>
        <li>
          <Icon name="map-pin" size={16} />
          {job.location}
        </li>
      </ul>
      <div className={styles.description}>
        <Body />
      </div>
      <h4 className={styles.subheading}>Key Achievements</h4>
      <CheckList items={job.achievements} />
      <h4 className={styles.subheading}>Technologies</h4>
      <ChipList items={job.technologies} label={`Technologies at ${job.company}`} />
      <aside className={styles.impact} aria-label={`Impact at ${job.company}`}>
        <Icon name="trending-up" size={22} className={styles.impactIcon} />
        <p>
          <span className={styles.impactMetric}>{job.impact.metric}</span>{' '}
          <strong className={styles.impactValue}>{job.impact.value}</strong>
          <span className={styles.impactText}>{job.impact.description}</span>
        </p>
      </aside>
    </article>
  );
}
