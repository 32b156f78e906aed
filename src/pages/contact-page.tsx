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
  const linkedin = profile.linkedin;
  const github = profile.github;
  return [
    { ...tiles.email, description: profile.email, href: `mailto:${profile.email}`, icon: 'mail' as const },
    ...(linkedin ? [{ ...tiles.linkedin, href: linkedin, icon: 'linkedin' as const }] : []),
    ...(github ? [{ ...tiles.github, href: github, icon: 'github' as const }] : []),
    { ...tiles.schedule, href: contactPage.booking.consultation, icon: 'calendar' as const },
  ];
}

export default function ContactPage() {
  const closing = contactPage.closing;
  return (
    <>
      <PageHeader
        eyebrow={
          <Badge tone="success" dot>
            {profile.availability.message}
          </Badge>
        }
        heading={contactPage.heading}
        intro={contactPage.intro}
        actions={<ResumeDownloadLink {...resumeDownload()} />}
      />
      <Section id="quick-connect" heading={contactPage.quickConnect.heading}>
        <QuickConnect links={quickConnectLinks()} />
      </Section>
      {/* From 64rem the form and the FAQ share the wide column, the side panels the narrow one. */}
      <div className={styles.columns}>
        <div className={styles.form}>
          <ContactForm copy={contactPage.form} mailto={`mailto:${profile.email}`} />
        </div>
        <aside className={styles.aside} aria-label={contactPage.asideLabel}>
          <OfficeHours hours={contactPage.officeHours} />
          <EngagementTypes engagement={contactPage.engagement} />
          <MeetingPreferences meetings={contactPage.meetings} />
        </aside>
        <Section id="faq" heading={contactPage.faq.heading}>
          <Faq items={contactPage.faq.items} />
        </Section>
      </div>
      <Section id="talk" heading={closing.heading} intro={closing.text} closing>
        <ButtonLink href={contactPage.booking.consultation} external>
          {closing.scheduleLabel}
        </ButtonLink>
        <ButtonLink href={`mailto:${profile.email}`} variant="secondary">
          {closing.emailLabel}
        </ButtonLink>
      </Section>
    </>
  );
}
