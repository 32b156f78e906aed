import { ContactForm } from '../components/contact/contact-form';
import { Faq } from '../components/contact/faq';
import { QuickConnect, type QuickConnectLink } from '../components/contact/quick-connect';
import { EngagementTypes, MeetingPreferences, OfficeHours } from '../components/contact/side-panels';
import { ResumeDownloadLink } from '../components/resume-download-link';
import { Badge } from '../components/ui/badge';
import { ButtonLink } from '../components/ui/button-link';
import { PageHeader } from '../components/ui/page-header';
import { Section } from '../components/ui/section';
import { contactPage, profile } from '../content';
import { resumeDownload } from '../lib/resume';
import styles from './contact-page.module.css';

/** Quick Connect's tiles: the owner's addresses from the profile, the words from the page's copy. */
function quickConnectLinks(): QuickConnectLink[] {
  const tiles = contactPage.quickConnect;
  const {
    email,
    linkedin,
    github,
    profiles = [],
  } = {
    email: profile.email,
    linkedin: profile.linkedin,
    github: profile.github,
    profiles: profile.profiles,
  };
  const consultation = contactPage.booking?.consultation;
  return [
    ...(email ? [{ ...tiles.email, description: email, href: `mailto:${email}`, icon: 'mail' }] : []),
    ...(linkedin ? [{ ...tiles.linkedin, href: linkedin, icon: 'linkedin-outline' }] : []),
    ...(github ? [{ ...tiles.github, href: github, icon: 'github-outline' }] : []),
    ...profiles.map((other) => ({
      label: other.network,
      description: new URL(other.url).host.replace(/^www\./, ''),
      href: other.url,
      icon: other.icon ?? 'globe',
    })),
    ...(consultation ? [{ ...tiles.schedule, href: consultation, icon: 'calendar' }] : []),
  ];
}

export default function ContactPage() {
  const closing = contactPage.closing;
  const consultation = contactPage.booking?.consultation;
  const { officeHours, engagement, meetings, faq } = {
    officeHours: contactPage.officeHours,
    engagement: contactPage.engagement,
    meetings: contactPage.meetings,
    faq: contactPage.faq,
  };
  const email = profile.email;
  const availability = profile.availability;
  const hasPanels = Boolean(officeHours || engagement || meetings);
  return (
    <>
      <PageHeader
        eyebrow={
          availability && (
            <Badge tone="success" dot>
              {availability.message}
            </Badge>
          )
        }
        heading={contactPage.heading}
        intro={contactPage.intro}
        actions={<ResumeDownloadLink {...resumeDownload()} />}
      />
      <QuickConnect heading={contactPage.quickConnect.heading} links={quickConnectLinks()} />
      {/* From 64rem the form and the FAQ share the wide column, the side panels the narrow one. */}
      <div className={styles.columns} data-panels={hasPanels}>
        <div className={styles.form}>
          <ContactForm copy={contactPage.form} mailto={email ? `mailto:${email}` : undefined} />
        </div>
        {hasPanels && (
          <aside className={styles.aside} aria-label={contactPage.asideLabel}>
            {officeHours && <OfficeHours hours={officeHours} />}
            {engagement && <EngagementTypes engagement={engagement} />}
            {meetings && <MeetingPreferences meetings={meetings} />}
          </aside>
        )}
        {faq && (
          <Section id="faq" heading={faq.heading}>
            <Faq items={faq.items} />
          </Section>
        )}
      </div>
      {/* An offer of a call: without a booking link there is none to make (the email is above). */}
      {consultation && (
        <Section id="talk" heading={closing.heading} intro={closing.text} closing>
          <ButtonLink href={consultation} external>
            {closing.scheduleLabel}
          </ButtonLink>
          {email && (
            <ButtonLink href={`mailto:${email}`} variant="secondary">
              {closing.emailLabel}
            </ButtonLink>
          )}
        </Section>
      )}
    </>
  );
}
