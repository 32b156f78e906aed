import { CertificationList } from '../components/experience/certification-list';
import { EducationCard } from '../components/experience/education-card';
import { JobCard } from '../components/experience/job-card';
import { PageHeader } from '../components/ui/page-header';
import { Section } from '../components/ui/section';
import { StatList } from '../components/ui/stat-list';
import { certifications, education, experiencePage, jobs } from '../content';
import styles from './experience-page.module.css';

export default function ExperiencePage() {
  return (
    <>
      <PageHeader heading={experiencePage.heading} intro={experiencePage.intro}>
        <div className={styles.stats}>
          <StatList stats={experiencePage.stats} label={experiencePage.statsLabel} />
        </div>
      </PageHeader>
      <Section id="work" heading={experiencePage.workHeading}>
        <ol className={styles.timeline}>
          {jobs.map((job) => (
            <li key={job.id} data-print="flow">
              <JobCard job={job} labels={experiencePage.job} />
            </li>
          ))}
        </ol>
      </Section>
      <Section id="education" heading={experiencePage.educationHeading} tinted>
        <div className={styles.stack}>
          {education.map((entry) => (
            <EducationCard
              key={entry.degree}
              entry={entry}
              highlightsLabel={experiencePage.educationHighlightsLabel}
            />
          ))}
        </div>
      </Section>
      <Section
        id="certifications"
        heading={experiencePage.certificationsHeading}
        intro={experiencePage.certificationsNote}
      >
        <CertificationList certifications={certifications} />
      </Section>
    </>
  );
}
