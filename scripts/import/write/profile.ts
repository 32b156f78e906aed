/**
 * `basics` of a JSON Resume document as `content/profile.json`: who the owner is and how to reach
 * them. Only what the résumé says: no intro, bio or availability is made up, and a field the site
 * cannot use (a phone written "Upon request", a street address) is reported rather than bent.
 */
import { profileSchema } from '#src/content/schemas/profile.ts';
import { brandIcon } from './icons.ts';
import type { JsonResume } from '../read/json-resume-schema.ts';
import type { Placing } from './placing.ts';
import { handleOf, telHref } from '#src/lib/contact-address.ts';

type Profile = Record<string, unknown> & { name?: string; title?: string };

export interface ProfileResult {
  /** The profile's fields, `photo` aside (the caller places the picture). */
  profile: Profile;
  /** The owner's handle on X (Twitter), for link previews ("@name"), and the network as named. */
  twitterHandle?: { value: string; network: string };
  /** `basics.image`, as written. */
  image?: string;
}

/**
 * Where a profile is on networks that put it at a fixed address, for a profile given by its user
 * name alone.
 */
const profileAddresses: Record<string, (user: string) => string> = {
  github: (user) => `https://github.com/${user}`,
  gitlab: (user) => `https://gitlab.com/${user}`,
  linkedin: (user) => `https://www.linkedin.com/in/${user}`,
  x: (user) => `https://x.com/${user}`,
  twitter: (user) => `https://x.com/${user}`,
};

/** The networks a profile's address names, by host, for a profile given by its address alone. */
const networkHosts: Record<string, string> = {
  'behance.net': 'Behance',
  'bsky.app': 'Bluesky',
  'codepen.io': 'CodePen',
  'dev.to': 'DEV',
  'dribbble.com': 'Dribbble',
  'github.com': 'GitHub',
  'gitlab.com': 'GitLab',
  'huggingface.co': 'Hugging Face',
  'kaggle.com': 'Kaggle',
  'linkedin.com': 'LinkedIn',
  'medium.com': 'Medium',
  'npmjs.com': 'npm',
  'stackoverflow.com': 'Stack Overflow',
  'twitter.com': 'X',
  'x.com': 'X',
  'youtube.com': 'YouTube',
};

/** "GitHub" for https://github.com/ada, else the address's host: "ada.dev", "hachyderm.io". */
function networkOf(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '');
  return networkHosts[host] ?? host;
}

const isX = (network: string) => ['x', 'twitter'].includes(network.toLowerCase());

/** The X "@name" from a user name or the profile's address. */
function xHandle(username: string | undefined, url: string | undefined): string | undefined {
  const name = username ?? (url ? handleOf(url) : undefined);
  const handle = name?.replace(/^@/, '');
  return handle && /^\w{1,15}$/.test(handle) ? `@${handle}` : undefined;
}

/** "Lyon, Auvergne-Rhône-Alpes, France": the place as written, the country named in the site's language. */
function placeOf(location: NonNullable<NonNullable<JsonResume['basics']>['location']>, locale: string) {
  let country: string | undefined;
  const code = location.countryCode?.trim();
  if (code) {
    try {
      country = new Intl.DisplayNames([locale.replace('_', '-')], { type: 'region' }).of(code.toUpperCase());
    } catch {
      country = code;
    }
  }
  const parts = [location.city, location.region, country].map((part) => part?.trim()).filter(Boolean);
  // A region that is also the city's name ("Utrecht, Utrecht") is said once.
  return [...new Set(parts)].join(', ') || undefined;
}

/**
 * Without a headline, the title of the job begun last, as a reader of the résumé would take it;
 * said so, so the owner can write another. A role not begun yet is not the owner's title.
 */
function latestRole(resume: JsonResume, placing: Placing): string | undefined {
  const jobs = (resume.work ?? [])
    .map((job, index) => ({ index, role: placing.text(job.position), start: job.startDate ?? '' }))
    .filter((job) => job.role !== undefined && !placing.upcoming(job.start));
  const latest = jobs.toSorted((a, b) => b.start.localeCompare(a.start))[0];
  if (!latest) return undefined;
  placing.read(
    ['work', latest.index, 'position'],
    `no headline in the résumé (basics.label): read as "${latest.role}", the title of your latest job`,
  );
  return latest.role;
}

/**
 * What the site's profile holds now, for what the site needs and a résumé may not say: the owner's
 * name, headline and a way to reach them.
 */
export interface CurrentProfile {
  name?: unknown;
  title?: unknown;
  email?: unknown;
  website?: unknown;
  linkedin?: unknown;
  github?: unknown;
}

const contactFields = ['email', 'website', 'linkedin', 'github'] as const;

/**
 * The profile from `basics`; every field the site cannot take is reported on `placing`. What the
 * site needs and the résumé does not say (a name, a headline, a way to reach the owner) is kept
 * from `current`, and said so; without it there, the import stops and says what to add.
 */
export function profileFrom(
  resume: JsonResume,
  placing: Placing,
  locale: string,
  current: CurrentProfile = {},
): ProfileResult {
  const basics = resume.basics ?? {};
  const at = (...path: (string | number)[]) => ['basics', ...path];
  const profile: Profile = {};
  const result: ProfileResult = { profile };

  const kept = (field: keyof CurrentProfile, path: (string | number)[], what: string) => {
    const value = current[field];
    if (typeof value !== 'string' || !value.trim()) return undefined;
    placing.read(
      path,
      `no ${what} in the résumé: kept "${value}", the one profile.json has; change it there`,
    );
    return value;
  };
  profile.name = placing.text(basics.name) ?? kept('name', at('name'), 'name (basics.name)');
  if (!profile.name) placing.fail(at('name'), 'The site needs your name: add basics.name to the résumé');
  profile.title =
    placing.text(basics.label) ??
    latestRole(resume, placing) ??
    kept('title', at('label'), 'headline (basics.label) and no job title');
  if (!profile.title)
    placing.fail(at('label'), 'The site needs your headline, like "Backend Developer": add basics.label');

  const location = basics.location && placeOf(basics.location, locale);
  if (location) profile.location = location;
  for (const field of ['address', 'postalCode'] as const)
    if (placing.text(basics.location?.[field]))
      placing.notPlace(
        at('location', field),
        'The site shows your city, region and country, never your street address; not imported',
      );

  const email = placing.text(basics.email);
  if (email && profileSchema.shape.email.safeParse(email).success) profile.email = email;
  else if (email)
    placing.notPlace(at('email'), `"${email}" is not an email address the site can link to; not imported`);
  const phone = placing.text(basics.phone);
  if (phone && profileSchema.shape.phone.safeParse(phone).success) {
    // Kept as written, whatever its digits; the pages link it only when they make a number to dial.
    profile.phone = phone;
    if (!telHref(phone))
      placing.read(
        at('phone'),
        `"${phone}" kept as written; its digits are too few or too many to dial, so the site shows it without a telephone link`,
      );
  } else if (phone)
    placing.notPlace(at('phone'), `"${phone}" is not a phone number the site can call; not imported`);
  const website = placing.url(at('url'), basics.url);
  if (website) profile.website = website;

  const others: { network: string; username?: string; url: string; icon?: string }[] = [];
  (basics.profiles ?? []).forEach((entry, index) => {
    const named = placing.text(entry.network);
    const username = placing.text(entry.username);
    const written = placing.text(entry.url);
    const url = written
      ? placing.url(at('profiles', index, 'url'), written)
      : named && username && profileAddresses[named.toLowerCase()]?.(username.replace(/^@/, ''));
    if (!url) {
      if (!written)
        placing.notPlace(
          at('profiles', index),
          named
            ? `The ${named} profile has no address (url), and its user name alone does not give one; not imported`
            : 'A profile needs its address (url); not imported',
        );
      return;
    }
    // A profile given by its address alone is named by it: "GitHub", else the host.
    const network = named ?? networkOf(url);
    const key = network.toLowerCase();
    const handle = isX(network) ? xHandle(username, url) : undefined;
    if (handle) result.twitterHandle ??= { value: handle, network };
    if (key === 'linkedin' && !profile.linkedin) profile.linkedin = url;
    else if (key === 'github' && !profile.github) profile.github = url;
    else {
      const icon = brandIcon(network);
      // The user name is kept only where the address does not end in it ("@ada@hachyderm.io").
      const said = username && handleOf(url).replace(/^@/, '') !== username.replace(/^@/, '');
      others.push({ network, ...(said ? { username } : {}), url, ...(icon ? { icon } : {}) });
    }
  });
  if (others.length > 0) profile.profiles = others;

  if (contactFields.every((field) => !profile[field]))
    for (const field of contactFields) {
      const value = kept(field, at(), 'email, website, LinkedIn or GitHub profile');
      if (value) {
        profile[field] = value;
        break;
      }
    }
  if (contactFields.every((field) => !profile[field]))
    placing.fail(
      at(),
      'The site needs a way to reach you: give basics.email, basics.url, or a LinkedIn or GitHub profile',
    );
  const summary = placing.text(basics.summary);
  if (summary) profile.summary = summary;
  // In the order the schema and the sample list them, whatever order the résumé gave.
  const order = Object.keys(profileSchema.shape);
  result.profile = Object.fromEntries(
    Object.entries(profile).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)),
  );
  result.image = placing.text(basics.image);

  return result;
}
