/** @jsxRuntime automatic @jsxImportSource react */
// The build runs this file under tsx, which takes compiler options only from a tsconfig.json that
// lists the file; the root one only references the two programs, so JSX is set up here.
/**
 * The résumé as react-pdf components: one column of real text (what applicant-tracking systems
 * read), the owner's contact details first, then summary, experience, skills, education and
 * certifications. Every word comes from the content; this file only lays it out.
 */
import { Document, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { shortUrl, telHref } from '../../src/lib/contact-address.ts';
import type { ResumeContent } from '../../src/lib/resume-content.ts';
import { fontFamilies } from '../lib/fonts.ts';

const ink = '#111827';
const muted = '#4b5563';

const styles = StyleSheet.create({
  page: {
    paddingTop: 34,
    paddingBottom: 40,
    paddingHorizontal: 42,
    fontFamily: [fontFamilies.primary, fontFamilies.primaryExtended, fontFamilies.fallback],
    fontSize: 8.75,
    lineHeight: 1.32,
    color: ink,
  },
  name: {
    fontFamily: [fontFamilies.display, fontFamilies.displayExtended, fontFamilies.fallback],
    fontSize: 22,
    fontWeight: 600,
    lineHeight: 1.15,
  },
  title: { marginTop: 2, fontSize: 11.5, fontWeight: 600, color: muted },
  contacts: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 6, color: muted },
  contact: { marginRight: 12 },
  link: { color: ink, textDecoration: 'none' },
  section: { marginTop: 12 },
  heading: {
    fontSize: 10.5,
    fontWeight: 700,
    letterSpacing: 0.6,
    paddingBottom: 2,
    marginBottom: 5,
    borderBottomWidth: 1,
  },
  job: { marginBottom: 8 },
  jobHeader: { flexDirection: 'row', justifyContent: 'space-between' },
  role: { fontWeight: 700, fontSize: 9.75, flexShrink: 1, paddingRight: 8 },
  period: { color: muted },
  meta: { color: muted, marginBottom: 2 },
  bullet: { flexDirection: 'row', marginTop: 1.5 },
  bulletMark: { width: 10 },
  bulletText: { flex: 1 },
  technologies: { marginTop: 2, color: muted },
  label: { fontWeight: 600, color: ink },
  row: { marginBottom: 2 },
});

function Section({ heading, accent, children }: { heading: string; accent: string; children: ReactNode }) {
  return (
    <View style={styles.section}>
      {/* A heading is never left alone at the bottom of a page. */}
      <Text style={[styles.heading, { borderBottomColor: accent }]} minPresenceAhead={40}>
        {heading}
      </Text>
      {children}
    </View>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return items.map((item) => (
    <View key={item} style={styles.bullet} wrap={false}>
      <Text style={styles.bulletMark}>•</Text>
      <Text style={styles.bulletText}>{item}</Text>
    </View>
  ));
}

/**
 * How much of each job to print: `full` has its description and technologies; `compact`, for a long
 * career, keeps the role, dates and achievements.
 */
export type ResumeDetail = 'full' | 'compact';

/** The whole résumé document. */
export function ResumeDocument({
  content,
  detail = 'full',
}: {
  content: ResumeContent;
  detail?: ResumeDetail;
}) {
  const { owner, labels, accentColor } = content;
  const contacts = [
    ...(owner.location ? [{ text: owner.location }] : []),
    ...(owner.email ? [{ text: owner.email, href: `mailto:${owner.email}` }] : []),
    ...(owner.phone ? [{ text: owner.phone, href: telHref(owner.phone) }] : []),
    ...[owner.website, owner.linkedin, owner.github]
      .filter((url) => url !== undefined)
      .map((url) => ({ text: shortUrl(url), href: url })),
  ];
  return (
    <Document
      title={content.title}
      author={owner.name}
      subject={owner.title}
      creator={owner.name}
      producer={owner.name}
      language={content.language}
    >
      <Page size={content.pageSize} style={styles.page}>
        <Text style={styles.name}>{owner.name}</Text>
        <Text style={styles.title}>{owner.title}</Text>
        <View style={styles.contacts}>
          {contacts.map(({ text, href }) => (
            <Text key={text} style={styles.contact}>
              {href ? (
                <Link src={href} style={styles.link}>
                  {text}
                </Link>
              ) : (
                text
              )}
            </Text>
          ))}
        </View>

        {owner.summary && (
          <Section heading={labels.headings.summary} accent={accentColor}>
            <Text>{owner.summary}</Text>
          </Section>
        )}

        {content.jobs.length > 0 && (
          <Section heading={labels.headings.experience} accent={accentColor}>
            {content.jobs.map((job) => (
              <View key={`${job.company} ${job.period}`} style={styles.job}>
                <View wrap={false} minPresenceAhead={30}>
                  <View style={styles.jobHeader}>
                    <Text style={styles.role}>
                      {job.role} — {job.company}
                    </Text>
                    <Text style={styles.period}>{job.period}</Text>
                  </View>
                  <Text style={styles.meta}>
                    {job.location} · {job.type}
                  </Text>
                </View>
                {detail === 'full' &&
                  // One paragraph: on paper the job's story reads as its introduction.
                  job.description && <Text>{job.description.replace(/\s*\n\s*/g, ' ')}</Text>}
                <Bullets items={job.achievements} />
                {detail === 'full' && job.technologies.length > 0 && (
                  <Text style={styles.technologies}>
                    <Text style={styles.label}>{labels.technologiesLabel}: </Text>
                    {job.technologies.join(', ')}
                  </Text>
                )}
              </View>
            ))}
          </Section>
        )}

        {content.skills.length > 0 && (
          <Section heading={labels.headings.skills} accent={accentColor}>
            {content.skills.map(({ label, items }) => (
              <Text key={label} style={styles.row}>
                <Text style={styles.label}>{label}: </Text>
                {items.join(', ')}
              </Text>
            ))}
          </Section>
        )}

        {content.education.length > 0 && (
          <Section heading={labels.headings.education} accent={accentColor}>
            {content.education.map((entry) => (
              <View key={`${entry.degree} ${entry.school}`} style={styles.row} wrap={false}>
                <Text>
                  <Text style={styles.label}>{entry.degree ?? entry.school}</Text>
                  {[entry.degree ? entry.school : undefined, entry.location]
                    .filter(Boolean)
                    .map((part) => ` — ${part}`)}
                </Text>
                <Text style={styles.meta}>{[entry.period, entry.type].filter(Boolean).join(' · ')}</Text>
              </View>
            ))}
          </Section>
        )}

        {content.certifications.length > 0 && (
          <Section heading={labels.headings.certifications} accent={accentColor}>
            {content.certifications.map((certification) => (
              <Text key={certification.name} style={styles.row}>
                <Text style={styles.label}>{certification.name}</Text>
                {[certification.issuer, certification.period].filter(Boolean).map((part) => ` — ${part}`)}
              </Text>
            ))}
          </Section>
        )}
      </Page>
    </Document>
  );
}
