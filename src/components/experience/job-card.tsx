import type { ExperiencePage, JobEntry } from '../../content';
import { fill } from '../../lib/fill';
import { Badge } from '../ui/badge';
import { Card } from '../ui/card';
import { CheckList } from '../ui/check-list';
import { ChipList } from '../ui/chip-list';
import { DraftMark } from '../ui/draft-mark';
import { Icon } from '../ui/icon';
import { LabelHeading } from '../ui/label-heading';
import { Prose } from '../ui/prose';
import styles from './job-card.module.css';

interface JobCardProps {
  job: JobEntry;
  /** The words every job card says (`content/pages/experience.json` → `job`). */
  labels: ExperiencePage['job'];
}

/** One job: role and company, when and where, what it was, what came of it. */
export function JobCard({ job, labels }: JobCardProps) {
  const { Body } = job;
  const company = { company: job.company };
  return (
    <Card as="article" className={styles.job} aria-labelledby={`job-${job.id}`}>
      <header className={styles.header}>
        <div>
          <h3 id={`job-${job.id}`} className={styles.role}>
            {job.role}
          </h3>
          <p className={styles.company}>{job.company}</p>
        </div>
        <div className={styles.marks}>
          {import.meta.env.DEV && job.draft && <DraftMark />}
          <Badge tone={job.type === 'Contract' ? 'warning' : 'info'}>{job.type}</Badge>
        </div>
      </header>
      <ul className={styles.meta} aria-label={labels.metaLabel}>
        <li>
          <Icon name="calendar" size={16} />
          <time dateTime={job.period.start}>{job.period.label}</time>
        </li>
        <li>
          <Icon name="map-pin" size={16} />
          {job.location}
        </li>
      </ul>
      <Prose Body={Body} headingLevel={3} className={styles.description} />
      <LabelHeading level={4} className={styles.subheading}>
        {labels.achievementsHeading}
      </LabelHeading>
      <CheckList items={job.achievements} />
      <LabelHeading level={4} className={styles.subheading}>
        {labels.technologiesHeading}
      </LabelHeading>
      <ChipList items={job.technologies} label={fill(labels.technologiesLabel, company)} />
      <aside className={styles.impact} aria-label={fill(labels.impactLabel, company)}>
        <Icon name="trending-up" size={22} className={styles.impactIcon} />
        <p>
          <span className={styles.impactMetric}>{job.impact.metric}</span>{' '}
          <strong className={styles.impactValue}>{job.impact.value}</strong>
          <span className={styles.impactText}>{job.impact.description}</span>
        </p>
      </aside>
    </Card>
  );
}
