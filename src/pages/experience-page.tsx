import { CertificationList } from '../components/experience/certification-list';
import { EducationCard } from '../components/experience/education-card';
import { EntrySection } from '../components/experience/entry-list';
import { JobCard } from '../components/experience/job-card';
import { PrintHeader } from '../components/experience/print-header';
import { ResumeDownloadLink } from '../components/resume-download-link';
import { ChipList } from '../components/ui/chip-list';
import { PageHeader } from '../components/ui/page-header';
import { Section } from '../components/ui/section';
import { StatList } from '../components/ui/stat-list';
import {
  awards,
  certifications,
  education,
  experiencePage,
  interests,
  jobs,
  jobsByCompany,
  languages,
  profile,
  publications,
  site,
  volunteer,
} from '../content';
import type { PartialDate } from '../content/values/dates';
import { dateText, periodOf, spanText } from '../lib/dates';
import { listComma } from '../lib/separators';
import { resumeDownload } from '../lib/resume';
import { useToday } from '../lib/use-today';
import styles from './experience-page.module.css';

/** A volunteer role as the résumé lists it: the position (or the organisation alone), where, when. */
const volunteerEntry = (role: (typeof volunteer)[number], today: PartialDate) => ({
  title: role.position ?? role.organization,
  byline: role.position ? role.organization : undefined,
  href: role.url,
  meta: [role.period && periodOf(role.period, today).text],
  text: role.summary,
  items: role.highlights,
});

/** An award as the résumé lists it: what, from whom, when. */
const awardEntry = (award: (typeof awards)[number]) => ({
  title: award.title,
  href: award.url,
  byline: award.awarder,
  meta: [award.date && spanText(award.date)],
  text: award.summary,
});

/** A publication as the résumé lists it: what, where, when. */
const publicationEntry = (publication: (typeof publications)[number]) => ({
  title: publication.name,
  href: publication.url,
  byline: publication.publisher,
  meta: [publication.date && dateText(publication.date.start)],
  text: publication.summary,
});

/** The career as a résumé: every part the content has, and no heading for a part it has not. */
export default function ExperiencePage() {
  const page = experiencePage;
  const stats = page.stats;
  const today = useToday();
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
          heading={page.heading}
          intro={page.intro}
          actions={<ResumeDownloadLink {...resumeDownload()} />}
          aside={stats && <StatList stats={stats} label={page.statsLabel} paired />}
        />
      </div>
      {jobs.length > 0 && (
        <Section id="work" heading={page.workHeading}>
          <ol className={styles.timeline}>
            {jobsByCompany().map((roles) => (
              <li key={roles[0]!.id} data-print="flow">
                <JobCard roles={roles} labels={page.job} today={today} />
              </li>
            ))}
          </ol>
        </Section>
      )}
      <EntrySection
        id="volunteer"
        heading={page.volunteerHeading}
        icon="hand-heart"
        entries={volunteer.map((role) => volunteerEntry(role, today))}
      />
      <div className={styles.pair}>
        {education.length > 0 && (
          <Section id="education" heading={page.educationHeading} tinted>
            <div className={styles.stack}>
              {education.map((entry, index) => (
                <EducationCard
                  key={index}
                  entry={entry}
                  index={index}
                  highlightsLabel={page.educationHighlightsLabel}
                  today={today}
                />
              ))}
            </div>
          </Section>
        )}
        {certifications.length > 0 && (
          <Section id="certifications" heading={page.certificationsHeading} intro={page.certificationsNote}>
            <CertificationList certifications={certifications} />
          </Section>
        )}
      </div>
      <EntrySection id="awards" heading={page.awardsHeading} icon="award" entries={awards.map(awardEntry)} />
      <EntrySection
        id="publications"
        heading={page.publicationsHeading}
        icon="book-open"
        entries={publications.map(publicationEntry)}
      />
      {languages.length > 0 && (
        <Section id="languages" heading={page.languagesHeading}>
          {/* A list, not a description list: a language may come without a fluency. */}
          <ul className={styles.languages}>
            {languages.map((language) => (
              <li key={language.language}>
                <span className={styles.language}>{language.language}</span>
                {language.fluency && <span className={styles.fluency}>{language.fluency}</span>}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {interests.length > 0 && (
        <Section id="interests" heading={page.interestsHeading}>
          <ChipList
            items={interests.map((interest) =>
              interest.keywords
                ? `${interest.name} (${interest.keywords.join(listComma(site.locale))})`
                : interest.name,
            )}
            label={page.interestsHeading}
          />
        </Section>
      )}
    </>
  );
}
