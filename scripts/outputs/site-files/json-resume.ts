import {
  awards,
  certifications,
  education,
  interests,
  jobs,
  jobText,
  languages,
  profile,
  projects,
  projectText,
  publications,
  references,
  site,
  skills,
  volunteer,
  type DateSpan,
  type SkillGroup,
} from '#src/content/index.ts';
import { localDay, upcoming, type PartialDate } from '#src/content/values/dates.ts';
import { handleOf } from '#src/lib/contact-address.ts';
import { countryCode } from './country-code.ts';
import { absoluteUrl, jsonResumePath } from '#src/lib/page-head.ts';

export { jsonResumePath };

/**
 * The profile's location as JSON Resume's parts: "Sterling Heights, MI" → city and region; a last
 * part naming a country, in the site's language or English, becomes its code ("Utrecht,
 * Netherlands", "Nouvelle-Zélande").
 */
function location(text: string | undefined) {
  if (!text) return undefined;
  const parts = text.split(/,\s*/).filter((part) => part !== '');
  const code = countryCode(parts.at(-1) ?? '', site.locale.split('_')[0]);
  const rest = code ? parts.slice(0, -1) : parts;
  return {
    ...(rest[0] ? { city: rest[0] } : {}),
    ...(rest.length > 1 ? { region: rest.slice(1).join(', ') } : {}),
    ...(code ? { countryCode: code } : {}),
  };
}

/**
 * A span's ends as JSON Resume writes them: ISO dates, no end while ongoing, nor for an upcoming
 * role given by its start alone ("June 2027": it starts then, its end unknown).
 */
function dates(span: DateSpan | undefined, today: PartialDate): { startDate?: string; endDate?: string } {
  if (!span) return {};
  if (span.end === null || (span.end === span.start && upcoming(span, today)))
    return { startDate: span.start };
  return { startDate: span.start, endDate: span.end };
}

/** A group's level: its own, or the level most of its skills are at (the first on a tie). */
function groupLevel(group: SkillGroup): string | undefined {
  if (group.level) return group.level;
  const counts = new Map<string, number>();
  for (const item of group.items) if (item.level) counts.set(item.level, (counts.get(item.level) ?? 0) + 1);
  let best: string | undefined;
  for (const [level, count] of counts) if (best === undefined || count > counts.get(best)!) best = level;
  return best;
}

/** "B.S. in Computer Science" → study type and area, when the content gives no area of its own. */
function study(degree: string | undefined, area: string | undefined) {
  if (area || !degree) return { studyType: degree, area };
  const [, studyType = degree, parsedArea] = /^(.*?) in (.*)$/.exec(degree) ?? [];
  return { studyType, area: parsedArea };
}

/**
 * The owner's résumé in the JSON Resume format (jsonresume.org, schema v1.0.0), built from the same
 * validated content as the pages, so it cannot drift from them. Every section the content has is
 * here, and nothing it lacks: absent fields are left out, not emptied.
 */
export function jsonResume(builtAt: Date = new Date()) {
  const today = localDay(builtAt);
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: profile.name,
      label: profile.title,
      // The owner's photo as the site publishes it; a monogram in its place is no picture of them.
      ...(profile.photo ? { image: absoluteUrl(site.image) } : {}),
      email: profile.email,
      phone: profile.phone,
      url: profile.website,
      summary: profile.summary,
      location: location(profile.location),
      profiles: [
        { network: 'LinkedIn', url: profile.linkedin },
        { network: 'GitHub', url: profile.github },
        ...(profile.profiles ?? []),
      ].flatMap(({ network, url, ...rest }: { network: string; url?: string; username?: string }) =>
        url ? [{ network, username: rest.username ?? handleOf(url), url }] : [],
      ),
    },
    work: jobs.map((job) => ({
      name: job.company,
      position: job.role,
      url: job.url,
      location: job.location,
      ...dates(job.period, today),
      summary: jobText(job) || undefined,
      highlights: job.achievements,
    })),
    volunteer: volunteer.map((role) => ({
      organization: role.organization,
      position: role.position,
      url: role.url,
      ...dates(role.period, today),
      summary: role.summary,
      highlights: role.highlights,
    })),
    education: education.map((entry) => ({
      institution: entry.school,
      url: entry.url,
      ...study(entry.degree, entry.area),
      ...dates(entry.period, today),
      score: entry.score,
      courses: entry.highlights,
    })),
    awards: awards.map((award) => ({
      title: award.title,
      date: award.date?.start,
      awarder: award.awarder,
      summary: award.summary,
    })),
    certificates: certifications.map((certification) => ({
      name: certification.name,
      date: certification.period?.start,
      issuer: certification.issuer,
      url: certification.url,
    })),
    publications: publications.map((publication) => ({
      name: publication.name,
      publisher: publication.publisher,
      releaseDate: publication.date?.start,
      url: publication.url,
      summary: publication.summary,
    })),
    skills: (skills.groups ?? []).map((group) => ({
      name: group.title,
      level: groupLevel(group),
      keywords: group.items.map((item) => item.name),
    })),
    languages: languages.map((language) => ({ language: language.language, fluency: language.fluency })),
    interests: interests.map((interest) => ({ name: interest.name, keywords: interest.keywords })),
    references: references.map((reference) => ({
      ...(reference.name || reference.role
        ? { name: [reference.name, reference.role].filter(Boolean).join(', ') }
        : {}),
      reference: reference.text,
    })),
    projects: projects.map((project) => ({
      name: project.title,
      description: project.description ?? (projectText(project) || undefined),
      highlights: project.outcomes ?? project.features,
      keywords: project.technologies,
      ...dates(project.year, today),
      url: project.links.live ?? project.links.github,
      type: project.category,
    })),
    meta: {
      canonical: absoluteUrl(jsonResumePath),
      version: 'v1.0.0',
      lastModified: builtAt.toISOString().slice(0, 19),
    },
  };
}
