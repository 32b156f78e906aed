import { CertificationList } from '../components/experience/certification-list';
import { EducationCard } from '../components/experience/education-card';
import { JobCard } from '../components/experience/job-card';
import { PageHeader } from '../components/ui/page-header';
import { Section } from '../components/ui/section';
import { StatList } from '../components/ui/stat-list';
import { education, experiencePage, getCertifications, getJobs } from '../content';
import styles from './experience-page.module.css';

export default function ExperiencePage() {
  return (
    <>
      <PageHeader heading={experiencePage.heading} intro={experiencePage.intro}>
        <div className={styles.stats}>
          <StatList stats={experiencePage.stats} label="Career in numbers" />
        </div>
      </PageHeader>
      <Section id="work" heading={experiencePage.workHeading}>
        <ol className={styles.timeline}>
          {getJobs().map((job) => (
            <li key={job.id} data-print="flow">
              <JobCard job={job} />
            </li>
          ))}
        </ol>
      </Section>
      <Section id="education" heading={experiencePage.educationHeading} tinted>
        <div className={styles.stack}>
          {education.map((entry) => (
            <EducationCard key={entry.degree} entry={entry} />
          ))}
        </div>
      </Section>
      <Section
        id="certifications"
        heading={experiencePage.certificationsHeading}
        intro={experiencePage.certificationsNote}
      >
        <CertificationList certifications={getCertifications()} />
      </Section>
    </>
  );
}
