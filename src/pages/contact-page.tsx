import { ContactForm } from '../components/contact/contact-form';
import { Faq } from '../components/contact/faq';
import { QuickConnect } from '../components/contact/quick-connect';
import { EngagementTypes, MeetingPreferences, OfficeHours } from '../components/contact/side-panels';
import { ResumeDownloadLink } from '../components/resume-download-link';
import { Badge } from '../components/ui/badge';
import { ButtonLink } from '../components/ui/button-link';
import cardStyles from '../components/ui/card.module.css';
import { CtaPanel } from '../components/ui/cta-panel';
import { PageHeader } from '../components/ui/page-header';
import { Section } from '../components/ui/section';
import { contactPage, profile } from '../content';
import { contactEndpoint } from '../lib/contact-delivery';
import { resumeDownload } from '../lib/resume';
import styles from './contact-page.module.css';

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
      <Section id="quick-connect" heading={contactPage.quickConnectHeading}>
        <QuickConnect links={contactPage.quickConnect} />
      </Section>
      <div className={styles.columns}>
        <div className={`${cardStyles.card} ${styles.formCard}`}>
          <ContactForm
            copy={contactPage.form}
            fallbackAction={contactEndpoint ?? `mailto:${profile.email}`}
          />
        </div>
        <aside className={styles.aside} aria-label="Availability and meetings">
          <OfficeHours hours={contactPage.officeHours} />
          <EngagementTypes engagement={contactPage.engagement} />
          <MeetingPreferences meetings={contactPage.meetings} />
        </aside>
      </div>
      <Section id="faq" heading={contactPage.faq.heading}>
        <Faq items={contactPage.faq.items} />
      </Section>
      <CtaPanel id="talk" heading={closing.heading} text={closing.text}>
        <ButtonLink href={contactPage.booking.consultation} external>
          {closing.scheduleLabel}
        </ButtonLink>
        <ButtonLink href={`mailto:${profile.email}`} variant="secondary">
          {closing.emailLabel}
        </ButtonLink>
      </CtaPanel>
    </>
  );
}
