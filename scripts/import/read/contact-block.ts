/**
 * The head of a résumé read from a PDF or a Word file, above its first section: the owner's name (its
 * first line, or its largest), their headline (the line under it, when it is words, not contact), and
 * the contact details wherever they stand on those lines, split at the separators résumés put between
 * them ("|", "·", "•", wide gaps): an email, a phone, the owner's site and profiles, a place. A link
 * that exists only behind an icon (a PDF's link annotation) counts as written. Every part of those
 * lines is placed or handed back, so the reader can report it.
 */
import type { JsonResume } from './json-resume-schema.ts';
import { degreeScore, roleScore } from './entry-words.ts';
import { profileNetworks } from './resume-shape.ts';

/** A line of the head, with the links over it. */
export interface HeadLine {
  text: string;
  /** Its words as the file sets them apart, where it does (a PDF's wide gaps). */
  segments?: readonly string[];
  size: number;
  /** Each segment's size, where the file says: a name may share its line with smaller details. */
  segmentSizes?: readonly number[];
  links: readonly string[];
}

export interface ContactBlock {
  basics: NonNullable<JsonResume['basics']>;
  /** Each part read, with the line it stood on (0-based among `lines`) and what it became. */
  placed: { line: number; text: string; as: string }[];
  /** The parts no field took, with their line. */
  notPlaced: { line: number; text: string }[];
}

const emailPattern = /^(?:mailto:)?([\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,})$/u;
/** An email address standing as a word of its own among others. */
const addressAmongWords = /(?:^|\s)([\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,})(?=\s|$)/u;
/**
 * A phone number: a leading + or digit, then at least seven digits among spaces, dots, dashes
 * (Unicode's too: "06‐5550‐4321"), brackets. Matched against the part read as `NFKC`, so full-width
 * digits ("０６－５５５０") are digits.
 */
const phonePattern = /^(?:tel:)?(\+?[\d(][\d\s().\-/\u2010-\u2015\u2212]{6,}\d)$/u;
const phoneIn = (part: string) => phonePattern.exec(part.normalize('NFKC'));
const urlPattern = /^(?:https?:\/\/)?(?:www\.)?([\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+)(\/\S*)?$/u;
/** A place: two or three names, a comma between each ("Lisbon, Portugal"). */
const placeName = /^\p{L}[\p{L}\p{M} .'’-]*(?:\s*,\s*\p{L}[\p{L}\p{M} .'’-]*){1,2}$/u;
/** What résumés put between contact details on one line. */
const separators = /\s*[|•·◦▪●⋅]\s*|\s{3,}|\s+[–—]\s+/u;

/**
 * A detail without what names it: "Email: ada@example.com", "Tel. +1 555…", or the one letter an
 * icon font leaves when its glyphs come out as text ("M +44…", "E ada@…").
 */
export function withoutLabel(part: string): string {
  const stripped = part
    .replace(/^[\p{So}\p{Co}]+\s*/u, '')
    .replace(
      /^(?:e-?mail|mail|phone|tel|tél|telefon|teléfono|telefone|telefono|телефон|тел|mobile|mobil|cell|web|website|site|homepage|адрес|почта|メール|電話|电话|邮箱|手机|이메일|전화|البريد|هاتف)\.?\s*[:：]\s*/iu,
      '',
    )
    .replace(/^\p{L}\s+(?=[+\d(]|[\p{L}\p{N}._%+-]+@|(?:https?:\/\/)?[\p{L}\p{N}-]+\.)/u, '');
  return stripped || part;
}

/** The network a profile address is on, by its host: "GitHub" for github.com/ada. */
function networkOf(host: string): string | undefined {
  const name = host
    .toLowerCase()
    .replace(/^www\./, '')
    .split('.')[0]!;
  return name === 'x' ? 'X' : profileNetworks[name];
}

/** An address as two spellings of it compare: no scheme, no www., no closing slash, lower case. */
const addressKey = (address: string) =>
  address
    .toLowerCase()
    .replace(/^(?:https?:\/\/)?(?:www\.)?/, '')
    .replace(/\/+$/, '');

/** The head's details, read from `lines` (those above the first section heading). */
export function readContactBlock(lines: readonly HeadLine[]): ContactBlock {
  const basics: ContactBlock['basics'] = {};
  const placed: ContactBlock['placed'] = [];
  const notPlaced: ContactBlock['notPlaced'] = [];
  const profiles: { network: string; username?: string; url?: string }[] = [];
  const place = (line: number, text: string, as: string) => placed.push({ line, text, as });
  if (lines.length === 0) return { basics, placed, notPlaced };

  // The name: the largest line, the first of them where several are as large.
  const largest = Math.max(...lines.map((line) => line.size));
  const nameLine = lines.findIndex((line) => line.size === largest);
  // On a line of segments set in sizes far apart ("Marcus Ellery   M +44…"), the name is its largest.
  const { segments: nameSegments = [], segmentSizes } = lines[nameLine]!;
  const largestSegment =
    segmentSizes && segmentSizes.length === nameSegments.length && nameSegments.length > 1
      ? segmentSizes.indexOf(Math.max(...segmentSizes))
      : -1;
  const apart =
    largestSegment >= 0 && segmentSizes!.some((size) => size < segmentSizes![largestSegment]! - 2);
  basics.name = (apart ? nameSegments[largestSegment]! : lines[nameLine]!.text).trim();
  // "Marcus Ellery, Staff Site Reliability Engineer": the name, then the headline.
  const withHeadline = /^(.+?)\s*(?:,|\s[|—–-])\s*(.+)$/u.exec(basics.name);
  if (withHeadline && roleScore(withHeadline[2]!) > 0 && roleScore(withHeadline[1]!) === 0) {
    basics.name = withHeadline[1]!;
    basics.label = withHeadline[2]!;
    place(nameLine, basics.label, 'basics.label');
  }
  // "Albrecht, Jonas": the surname first, as a European CV writes it; the site names the given name
  // first. Not "Ada Lovelace, PhD", whose second part is a degree or a suffix.
  const surnameFirst =
    /^(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}),\s*(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2})$/u.exec(
      basics.name,
    );
  if (
    surnameFirst &&
    degreeScore(surnameFirst[2]!) === 0 &&
    roleScore(surnameFirst[2]!) === 0 &&
    !/^(?:jr|sr|ii|iii|iv|phd|mba|md|esq)\.?$/i.test(surnameFirst[2]!)
  )
    basics.name = `${surnameFirst[2]!} ${surnameFirst[1]!}`;
  place(nameLine, basics.name, 'basics.name');

  const addUrl = (line: number, text: string, address: string) => {
    const match = urlPattern.exec(address);
    if (!match) return false;
    const url = /^https?:/i.test(address) ? address : `https://${address}`;
    const network = networkOf(match[1]!);
    if (network) {
      const username = match[2]?.split('/').filter(Boolean).at(-1);
      const named = profiles.find((profile) => profile.network === network && !profile.url);
      if (named) named.url = url;
      else if (!profiles.some((profile) => profile.url && addressKey(profile.url) === addressKey(url)))
        profiles.push({ network, ...(username ? { username } : {}), url });
      place(line, text, `basics.profiles (${network})`);
    } else if (!basics.url) {
      basics.url = url;
      place(line, text, 'basics.url');
    } else if (addressKey(basics.url) !== addressKey(url)) return false;
    return true;
  };

  // A profile written as its name and network, "noorhw (GitHub)" or "GitHub: noorhw", with or
  // without its address behind it.
  const addNamedProfile = (line: number, text: string) => {
    const named = /^@?([\p{L}\p{N}._-]+)\s*[(（]([\p{L} ]+)[)）]$/u.exec(text);
    const labelled = /^([\p{L} ]+)[:：]\s*@?([\p{L}\p{N}._-]+)$/u.exec(text);
    const [username, networkName] = named
      ? [named[1]!, named[2]!]
      : labelled
        ? [labelled[2]!, labelled[1]!]
        : [];
    const network = networkName && networkOf(networkName.replace(/\s+/g, ''));
    if (!username || !network) return false;
    const known = profiles.find((profile) => profile.network === network);
    if (!known) profiles.push({ network, username });
    else known.username ??= username;
    place(line, text, `basics.profiles (${network})`);
    return true;
  };

  lines.forEach((line, index) => {
    if (index === nameLine && !apart) return;
    const segments =
      index === nameLine ? nameSegments.filter((_, at) => at !== largestSegment) : line.segments;
    const parts = (segments ?? [line.text])
      .flatMap((segment) => segment.split(separators))
      .map((part) => withoutLabel(part.trim()))
      // An address among words no separator sets apart, as a line read from the right may put a
      // place beside it ("بيروت layla@example.com"): the address, and the words apart.
      .flatMap((part) => {
        const found = addressAmongWords.exec(part);
        if (!found || found[1] === part) return [part];
        const at = found.index + found[0].length - found[1]!.length;
        return [part.slice(0, at), found[1]!, part.slice(at + found[1]!.length)].map((piece) => piece.trim());
      })
      .filter(Boolean);
    const contactLike = parts.some(
      (part) => emailPattern.test(part) || phoneIn(part) !== null || urlPattern.test(part),
    );
    // The headline: the first line after the name that holds no contact detail.
    if (!contactLike && !basics.label && index === nameLine + 1) {
      basics.label = line.text.trim();
      place(index, basics.label, 'basics.label');
      return;
    }
    for (const part of parts) {
      const email = emailPattern.exec(part);
      const phone = phoneIn(part);
      if (email && !basics.email) {
        // An address in capitals is the look's (a heading style's), not the address's own.
        basics.email = email[1] === email[1]!.toUpperCase() ? email[1]!.toLowerCase() : email[1]!;
        place(index, part, 'basics.email');
      } else if (phone && !basics.phone && (phone[1]!.match(/\d/g)?.length ?? 0) >= 7) {
        basics.phone = phone[1]!.trim();
        place(index, part, 'basics.phone');
      } else if (addUrl(index, part, part)) {
        // Placed as the site or a profile.
      } else if (addNamedProfile(index, part)) {
        // "noorhw (GitHub)": a profile by its name and network.
      } else if (!basics.location && placeName.test(part) && part.split(/\s+/).length <= 6) {
        // "Lisbon, Portugal", "Львів, Львівська область, Україна": the city, then the rest.
        const [city, ...rest] = part.split(/\s*,\s*/);
        basics.location = { city: city!, region: rest.join(', ') };
        place(index, part, 'basics.location');
      } else notPlaced.push({ line: index, text: part });
    }
    // Links behind icons: addresses the line's words do not show.
    for (const link of line.links) {
      const email = /^mailto:(.+)$/i.exec(link);
      const phone = /^tel:(.+)$/i.exec(link);
      if (email) {
        if (!basics.email) {
          basics.email = email[1]!;
          place(index, link, 'basics.email');
        }
      } else if (phone) {
        if (!basics.phone && (phone[1]!.match(/\d/g)?.length ?? 0) >= 7) {
          basics.phone = phone[1]!;
          place(index, link, 'basics.phone');
        }
      } else if (!addUrl(index, link, link)) {
        notPlaced.push({ line: index, text: link });
      }
    }
  });
  // A profile's name beside its address ("noorhw · github.com/noorhw") is the profile's.
  for (const part of [...notPlaced]) {
    const name = part.text.replace(/^@/, '').toLowerCase();
    const profile = profiles.find((candidate) => candidate.username?.toLowerCase() === name);
    if (!profile) continue;
    notPlaced.splice(notPlaced.indexOf(part), 1);
    place(part.line, part.text, `basics.profiles (${profile.network})`);
  }
  if (profiles.length > 0) basics.profiles = profiles;
  return { basics, placed, notPlaced };
}
