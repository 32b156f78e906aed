import { CertificationList } from '../components/experience/certification-list';
import { EducationCard } from '../components/experience/education-card';
import { JobCard } from '../components/experience/job-card';
import { PrintHeader } from '../components/experience/print-header';
import { ResumeDownloadLink } from '../components/resume-download-link';
import { PageHeader } from '../components/ui/page-header';
import { Section } from '../components/ui/section';
import { StatList } from '../components/ui/stat-list';
import { certifications, education, experiencePage, jobs, profile } from '../content';
import { resumeDownload } from '../lib/resume';
import styles from './experience-page.module.css';

export default function ExperiencePage() {
  return (
    <>
      <PrintHeader
        name={profile.name}
        title={profile.title}
        email={profile.email}
        phone={profile.phone}
        website={profile.website}
      />
      {/* On paper the page is a résumé: the print header above opens it, and the jobs follow. */}
      <div data-print="hide">
        <PageHeader
          heading={experiencePage.heading}
          intro={experiencePage.intro}
          actions={<ResumeDownloadLink {...resumeDownload()} />}
        >
          <div className={styles.stats}>
            <StatList stats={experiencePage.stats} label={experiencePage.statsLabel} />
          </div>
        </PageHeader>
      </div>
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
