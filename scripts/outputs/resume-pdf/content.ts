import {
  awards,
  certifications,
  education,
  interests,
  jobs,
  jobText,
  languages,
  profile,
  projectsIn,
  publications,
  references,
  resume,
  site,
  skills,
  volunteer,
  type JobEntry,
  type ProjectEntry,
} from '#src/content/index.ts';
import { shortUrl, telHref } from '#src/lib/contact-address.ts';
import { localDay, type PartialDate } from '#src/content/values/dates.ts';
import { periodOf, spanText } from '#src/lib/dates.ts';
import { resumeTitle } from '#src/lib/resume.ts';
import { listComma } from '#src/lib/separators.ts';

/**
 * Everything the PDF résumé prints, as plain text in reading order: the same validated content and
 * the same ordering as the pages, so the PDF cannot drift from the site. The body is a list of
 * sections, so a kind of entry is added by data; the PDF leaves out a section with no entries.
 */
export interface ResumeContent {
  /** The document's title: "Richard Hale — Résumé". */
  title: string;
  /** The paper the owner's readers use: US Letter in North America, A4 elsewhere (from the site's locale). */
  pageSize: 'LETTER' | 'A4';
  /** The site's accent colour, for the rules under the headings. */
  accentColor: string;
  /** The document's language, e.g. `en-US`. */
  language: string;
  /** The owner's name: the document's author and its first heading. */
  name: string;
  /** What the owner does, under the name. */
  headline?: string;
  /** How to reach the owner, in order; an item with `href` is a link. */
  contacts: readonly ResumeLink[];
  sections: readonly ResumeSection[];
}

/** Text, and where it leads when it is a link (`mailto:`, `tel:` or a web address). */
interface ResumeLink {
  text: string;
  href?: string;
}

export interface ResumeSection {
  heading: string;
  entries: readonly ResumeEntry[];
  /**
   * When the whole résumé runs past the pages recruiters read, this section's entries drop their
   * paragraphs and facts and keep their title lines, bullets and links.
   */
  condensable?: boolean;
}

/** One job, project, school or certification; or, untitled, a section's only text. */
export interface ResumeEntry {
  /** A heading of its own: the role, the project's name, the degree. */
  title?: string;
  /** Who or where, printed after the title: the company, the school. */
  subtitle?: string;
  /** When, at the right of the title. */
  date?: string;
  /** Short facts under the title, in one line: location, kind of job. */
  meta?: readonly string[];
  paragraphs?: readonly string[];
  bullets?: readonly string[];
  /** Labelled lines: "Technologies: React, TypeScript". */
  facts?: readonly ResumeFact[];
  links?: readonly ResumeLink[];
}

interface ResumeFact {
  label: string;
  text: string;
}

const webLink = (url: string): ResumeLink => ({ text: shortUrl(url), href: url });

/** The texts given, the empty ones left out: most fields are optional. */
const given = (...parts: (string | undefined)[]): string[] =>
  parts.filter((part): part is string => part !== undefined && part !== '');

/**
 * A body's plain text (paragraphs apart by a blank line, a list item a line of its own after its
 * marker) as one paragraph and its list items: on paper the job's story reads as its
 * introduction, and the points it lists as points, before its achievements.
 */
export function storyOf(text: string): { paragraph?: string; items: string[] } {
  const items: string[] = [];
  const prose: string[] = [];
  for (const line of text.split('\n')) {
    const item = /^\s*(?:[-•*]|\d+[.)])\s+(.+)$/.exec(line);
    if (item) items.push(item[1]!.trim());
    else if (line.trim() !== '') prose.push(line.trim());
  }
  return { paragraph: prose.join(' ') || undefined, items };
}

function jobEntry(job: JobEntry, today: PartialDate): ResumeEntry {
  const story = storyOf(jobText(job));
  return {
    title: job.role,
    subtitle: job.company,
    date: periodOf(job.period, today).text,
    meta: given(job.location, job.type),
    paragraphs: given(story.paragraph),
    bullets: [...story.items, ...(job.achievements ?? [])],
    facts: job.technologies?.length
      ? [{ label: resume.technologiesLabel, text: job.technologies.join(listComma(site.locale)) }]
      : [],
  };
}

function projectEntry(project: ProjectEntry): ResumeEntry {
  const { live, github, documentation, demo } = project.links;
  return {
    title: project.title,
    date: project.year && spanText(project.year),
    paragraphs: given(project.description),
    facts: project.technologies?.length
      ? [{ label: resume.technologiesLabel, text: project.technologies.join(listComma(site.locale)) }]
      : [],
    // Documentation and demo may be placeholders (`true`): only addresses are printed.
    links: [live, github, documentation, demo].filter((link) => typeof link === 'string').map(webLink),
  };
}

/** The skill lines: the profile's own for the résumé, or else the groups of skills.json. */
function skillFacts(): ResumeFact[] {
  const lines =
    profile.skills ??
    (skills.groups ?? []).map((group) => ({
      label: group.title,
      items: group.items.map((item) => item.name),
    }));
  return lines
    .filter(({ items }) => items.length > 0)
    .map(({ label, items }) => ({ label, text: items.join(listComma(site.locale)) }));
}

/**
 * The résumé's content, for the build to print (scripts/outputs/resume-pdf), its sections in the headings'
 * order; a role starting after `today` reads "Starting June 2027".
 */
export function resumeContent(today: PartialDate = localDay(new Date())): ResumeContent {
  const { headings } = resume;
  const inOneLine = (items: string[]): ResumeEntry[] =>
    items.length > 0 ? [{ paragraphs: [items.join(listComma(site.locale))] }] : [];
  return {
    title: resumeTitle(),
    pageSize: /_(US|CA)$/.test(site.locale) ? 'LETTER' : 'A4',
    accentColor: site.accent.light,
    language: site.locale.replace('_', '-'),
    name: profile.name,
    headline: profile.title,
    contacts: [
      ...given(profile.location).map((text) => ({ text })),
      ...given(profile.email).map((email) => ({ text: email, href: `mailto:${email}` })),
      // As written; a link only when its digits make a number to dial.
      ...given(profile.phone).map((phone) => {
        const href = telHref(phone);
        return href ? { text: phone, href } : { text: phone };
      }),
      ...given(profile.website, profile.linkedin, profile.github).map(webLink),
      ...(profile.profiles ?? []).map((other) => webLink(other.url)),
    ],
    sections: [
      { heading: headings.summary, entries: given(profile.summary).map((text) => ({ paragraphs: [text] })) },
      { heading: headings.experience, condensable: true, entries: jobs.map((job) => jobEntry(job, today)) },
      { heading: headings.skills, entries: skillFacts().length > 0 ? [{ facts: skillFacts() }] : [] },
      { heading: headings.projects, condensable: true, entries: projectsIn(null).map(projectEntry) },
      {
        heading: headings.education,
        entries: education.map((entry) => ({
          title: entry.degree ?? entry.school,
          subtitle: entry.degree ? entry.school : undefined,
          date: entry.period && periodOf(entry.period, today).text,
          meta: given(entry.area, entry.location, entry.type, entry.score),
        })),
      },
      {
        heading: headings.certifications,
        entries: certifications.map((certification) => ({
          title: certification.name,
          subtitle: certification.issuer,
          date: certification.period && spanText(certification.period),
        })),
      },
      {
        heading: headings.volunteer,
        condensable: true,
        entries: volunteer.map((role) => ({
          title: role.position ?? role.organization,
          subtitle: role.position ? role.organization : undefined,
          date: role.period && periodOf(role.period, today).text,
          paragraphs: given(role.summary),
          bullets: role.highlights,
          links: given(role.url).map(webLink),
        })),
      },
      {
        heading: headings.awards,
        entries: awards.map((award) => ({
          title: award.title,
          subtitle: award.awarder,
          date: award.date && spanText(award.date),
          paragraphs: given(award.summary),
          links: given(award.url).map(webLink),
        })),
      },
      {
        heading: headings.publications,
        entries: publications.map((publication) => ({
          title: publication.name,
          subtitle: publication.publisher,
          date: publication.date && spanText(publication.date),
          paragraphs: given(publication.summary),
          links: given(publication.url).map(webLink),
        })),
      },
      {
        heading: headings.languages,
        entries: inOneLine(
          languages.map(({ language, fluency }) => (fluency ? `${language} (${fluency})` : language)),
        ),
      },
      {
        heading: headings.interests,
        entries: inOneLine(
          interests.map(({ name, keywords }) =>
            keywords?.length ? `${name} (${keywords.join(listComma(site.locale))})` : name,
          ),
        ),
      },
      {
        heading: headings.references,
        entries: references.map((reference) => ({
          title: reference.name,
          subtitle: reference.role,
          paragraphs: [reference.text],
        })),
      },
    ],
  };
}
