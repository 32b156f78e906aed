import type { ReactNode } from 'react';
import type { ExperiencePage, JobEntry } from '../../content';
import type { PartialDate } from '../../content/values/dates';
import { periodOf } from '../../lib/dates';
import { fill } from '../../lib/fill';
import { Badge } from '../ui/badge';
import { Card } from '../ui/card';
import { CheckList } from '../ui/check-list';
import { ChipList } from '../ui/chip-list';
import { Disclosure } from '../ui/disclosure';
import { DraftMark } from '../ui/draft-mark';
import { ExternalLink } from '../ui/external-link';
import { Icon } from '../ui/icon';
import { LabelHeading } from '../ui/label-heading';
import { Prose } from '../ui/prose';
import styles from './job-card.module.css';

type JobLabels = ExperiencePage['job'];

interface JobCardProps {
  /** One job, or the roles held at one company, latest first. */
  roles: readonly JobEntry[];
  /** The words every job card says (`content/pages/experience.json` → `job`). */
  labels: JobLabels;
  /** The day a role starting later is upcoming against ("2026-12-06"). */
  today: PartialDate;
}

/** The company's name, linked to its website when the content gives one. */
function Company({ job }: { job: JobEntry }) {
  return job.url ? <ExternalLink href={job.url}>{job.company}</ExternalLink> : <>{job.company}</>;
}

/**
 * A job: role and company, when and where, what it was, what came of it. Several roles held at one
 * company read as one card, the company first and the roles below it as a progression.
 */
export function JobCard({ roles, labels, today }: JobCardProps) {
  const [first] = roles;
  if (!first) return null;
  if (roles.length === 1) {
    return (
      <Card as="article" className={styles.job} aria-labelledby={`job-${first.id}`}>
        <RoleHeader job={first} level={3} labels={labels} today={today}>
          <p className={styles.company}>
            <Company job={first} />
          </p>
        </RoleHeader>
        <RoleDetails job={first} labels={labels} headingLevel={3} />
      </Card>
    );
  }
  const headingId = `company-${first.id}`;
  return (
    <Card as="article" className={styles.group} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.groupCompany}>
        <Company job={first} />
      </h3>
      <ol className={styles.roles} aria-label={fill(labels.rolesLabel, { company: first.company })}>
        {roles.map((job) => (
          <li key={job.id} className={styles.job} data-print="flow">
            <RoleHeader job={job} level={4} labels={labels} today={today} />
            <RoleDetails job={job} labels={labels} headingLevel={4} />
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** The role, then on one line the company (when the card has not named it already), when and where. */
function RoleHeader({
  job,
  level,
  labels,
  today,
  children,
}: {
  job: JobEntry;
  level: 3 | 4;
  labels: JobLabels;
  today: PartialDate;
  children?: ReactNode;
}) {
  const Heading = `h${level}` as const;
  const period = periodOf(job.period, today);
  return (
    <header className={styles.header}>
      <div>
        <Heading id={`job-${job.id}`} className={styles.role}>
          {job.role}
        </Heading>
        <div className={styles.byline}>
          {children}
          <ul className={styles.meta} aria-label={labels.metaLabel}>
            <li>
              <Icon name="calendar" size={16} />
              <time dateTime={job.period.start}>{period.text}</time>
            </li>
            {job.location && (
              <li>
                <Icon name="map-pin" size={16} />
                {job.location}
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className={styles.marks}>
        {import.meta.env.DEV && job.draft && <DraftMark />}
        {period.upcoming && <Badge tone="primary">{period.upcoming}</Badge>}
        {job.type && <Badge tone="info">{job.type}</Badge>}
      </div>
    </header>
  );
}

function RoleDetails({
  job,
  labels,
  headingLevel,
}: {
  job: JobEntry;
  labels: JobLabels;
  headingLevel: 3 | 4;
}) {
  const { Body } = job;
  const company = { company: job.company };
  const subheading = (headingLevel + 1) as 4 | 5;
  return (
    <>
      {Body && <Prose Body={Body} headingLevel={headingLevel} className={styles.description} />}
      {job.impact && (
        <aside className={styles.impact} aria-label={fill(labels.impactLabel, company)}>
          <Icon name="trending-up" size={22} className={styles.impactIcon} />
          <p>
            <span className={styles.impactMetric}>{job.impact.metric}</span>{' '}
            <strong className={styles.impactValue}>{job.impact.value}</strong>
            {job.impact.description && <span className={styles.impactText}>{job.impact.description}</span>}
          </p>
        </aside>
      )}
      {(job.achievements || job.technologies) && (
        <Disclosure
          className={styles.more}
          summary={[
            job.achievements && labels.achievementsHeading,
            job.technologies && labels.technologiesHeading,
          ]
            .filter(Boolean)
            .join(' · ')}
        >
          {job.achievements && (
            <>
              <LabelHeading level={subheading} className={styles.subheading}>
                {labels.achievementsHeading}
              </LabelHeading>
              <CheckList items={job.achievements} />
            </>
          )}
          {job.technologies && (
            <>
              <LabelHeading level={subheading} className={styles.subheading}>
                {labels.technologiesHeading}
              </LabelHeading>
              <ChipList items={job.technologies} label={fill(labels.technologiesLabel, company)} />
            </>
          )}
        </Disclosure>
      )}
    </>
  );
}
