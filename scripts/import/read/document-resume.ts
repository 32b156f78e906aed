/**
 * A résumé read from its lines (a PDF's or a Word file's, document-lines.ts) the way a careful
 * recruiter reads one: the lines a wrap split joined again, the sections found by their headings
 * (section-headings.ts), the head above them read for the owner's name and contact details
 * (contact-block.ts), and each section's entries read (document-entries.ts). Every line of the file
 * ends up in the résumé or in the report, at `page N, line M` with why; each guess is a reading the
 * owner can check.
 */
import { readContactBlock, withoutLabel } from './contact-block.ts';
import { type EntryKind, readEntries, readListSection } from './document-entries.ts';
import { findDates, rangeGoesOn } from './date-ranges.ts';
import { documentLanguage } from './document-language.ts';
import { looksLikeName, schoolScore } from './entry-words.ts';
import type { DocumentLine } from './document-lines.ts';
import type { JsonResume } from './json-resume-schema.ts';
import { pathKey, type ReadResult, refusal } from './read-result.ts';
import { bulletMark, iconGlyphs, joinParagraphs, Ledger, type Line, unspacedJoin } from './reading-lines.ts';
import { type ResumeSection, sectionNamed } from './section-headings.ts';

/** The size most of the text is set in: the body's. */
function bodySizeOf(lines: readonly DocumentLine[]): number {
  const weight = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.size * 2) / 2;
    weight.set(size, (weight.get(size) ?? 0) + line.text.length);
  }
  return [...weight].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

/** A document's line as the reader reads it: icon glyphs dropped, a bullet set apart by a tab its mark. */
function readingLine(raw: DocumentLine): Line {
  const text = raw.text.replace(iconGlyphs, '').replace(/\s+/g, ' ').trim();
  const segments = raw.segments.map((segment) => segment.replace(iconGlyphs, '').trim());
  const line: Line = {
    ...raw,
    text,
    segments: segments.filter(Boolean),
    segmentLooks: raw.segmentLooks?.filter((_, index) => segments[index] !== ''),
    bullet: raw.bullet || bulletMark.test(text),
    sources: [raw],
  };
  if (line.segments.length > 1 && /^[•●▪◦‣∙·○■□➢➤►▸✓✔–—*-]$/u.test(line.segments[0]!)) {
    line.segments = line.segments.slice(1);
    line.segmentLooks = line.segmentLooks?.slice(1);
    line.text = line.segments.join(' ');
    line.left = line.segmentLooks?.[0]?.left ?? line.left;
    line.bullet = true;
  }
  return line;
}

/**
 * The right edge each line's text block runs to: the furthest right of the lines that start where
 * it starts on its page and column (a table's cell, a list's items), or of its column when fewer
 * than three lines start there or they stop far short of it.
 */
function rightEdges(lines: readonly Line[]): Map<Line, number> {
  const edges = new Map<Line, number>();
  for (const line of lines) {
    const same = lines.filter(
      (other) => other.page === line.page && other.column === line.column && other.right !== undefined,
    );
    if (same.length === 0) continue;
    const columnEdge = Math.max(...same.map((other) => other.right!));
    const aligned = same.filter((other) => Math.abs(other.left - line.left) <= 2);
    const alignedEdge = Math.max(...aligned.map((other) => other.right!));
    // A block narrower than most of its column is a cell's or a list's, when enough lines say so.
    edges.set(line, aligned.length >= 3 && alignedEdge >= columnEdge * 0.7 ? alignedEdge : columnEdge);
  }
  return edges;
}

/**
 * The lines with each wrapped sentence joined again: a line that runs to its block's right edge
 * goes on in the next when the next has its look, starts where it started (or under its text, for
 * a bullet) and is not a bullet of its own. Lines without a known right edge (a Word file's) stand.
 */
function joinWrapped(lines: readonly DocumentLine[]): Line[] {
  const read = lines.flatMap((raw) => {
    const line = readingLine(raw);
    return line.text ? (splitHeading(line) ?? [line]).flatMap(splitAfterDates) : [line];
  });
  const edges = rightEdges(read.filter((line) => line.text));
  const joined: Line[] = [];
  for (const line of read) {
    const previous = joined.at(-1);
    if (line.text && previous?.text && wrapsInto(previous, line, edges.get(previous))) {
      // A word broken at a hyphen ("full-\nstack") joins up, keeping its hyphen.
      const joinsUp =
        unspacedJoin(previous.text, line.text) ||
        /\p{L}-$/u.test(previous.text) ||
        brokenAddress(previous.text, line.text) ||
        brokenEmail(previous.text, line.text) ||
        sameLink(previous, line);
      previous.text += joinsUp ? line.text : ` ${line.text}`;
      previous.segments = [previous.text];
      previous.sources.push(...line.sources);
      previous.right = line.right;
    } else if (line.text && previous?.text && headingGoesOn(previous, line)) {
      previous.segments = [`${previous.segments[0]!} ${line.text}`, ...previous.segments.slice(1)];
      previous.text = previous.segments.join(' ');
      previous.sources.push(...line.sources);
      const split = splitHeading(previous);
      if (split) joined.splice(joined.length - 1, 1, ...split);
    } else if (line.text && previous?.text && cellAddressGoesOn(previous, line)) {
      const last = previous.segments.length - 1;
      previous.segments = [...previous.segments.slice(0, last), `${previous.segments[last]!}${line.text}`];
      previous.text = previous.segments.join(' ');
      previous.sources.push(...line.sources);
    } else joined.push(line);
  }
  return joined;
}

/**
 * A section's name a narrow margin wrapped onto a second line, both in capitals ("EXPÉRIENCE" over
 * "PROFESSIONNELLE", flush right in a Europass CV's left column): the two lines name a section
 * together, where the second alone names none.
 */
function headingGoesOn(previous: Line, line: Line): boolean {
  const first = previous.segments[0]!;
  const capitals = (text: string) => /\p{Lu}/u.test(text) && text === text.toUpperCase();
  if (line.segments.length !== 1 || line.page !== previous.page || !capitals(line.text) || !capitals(first))
    return false;
  if (sectionNamed(line.text) || !sectionNamed(`${first} ${line.text}`)) return false;
  const look = previous.segmentLooks?.[0];
  const [left, right] = look ? [look.left, look.right] : [previous.left, previous.right];
  return (
    Math.abs(line.left - left) <= 2 ||
    (right !== undefined && line.right !== undefined && Math.abs(line.right - right) <= 2)
  );
}

/**
 * An email address in a table's cell beside its label ("Email   ada.lovelace@student.north-"), broken
 * where it cannot end (at a "-" or a "."), that the next line goes on with under it.
 */
function cellAddressGoesOn(previous: Line, line: Line): boolean {
  const looks = previous.segmentLooks;
  if (previous.segments.length < 2 || !looks || looks.length !== previous.segments.length) return false;
  if (line.segments.length !== 1 || /\s/.test(line.text) || line.page !== previous.page) return false;
  const last = previous.segments.at(-1)!;
  return (
    /^[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]*[-.]$/u.test(last) && Math.abs(looks.at(-1)!.left - line.left) <= 2
  );
}

/**
 * A heading too long for its cell, run into the dates of the next cell so that the file gives them
 * as one piece ("Ведущий backend-разработчик2019-09 - Present"): the range that ends the segment,
 * glued to a letter, set apart as a segment of its own.
 */
function splitGluedDates(line: Line): Line {
  const segments: string[] = [];
  const looks: NonNullable<Line['segmentLooks']> = [];
  let split = false;
  line.segments.forEach((segment, index) => {
    const look = line.segmentLooks?.[index];
    const glued = /\p{L}(?=\p{Nd})/u.exec(segment);
    const at = glued ? glued.index + 1 : 0;
    const found = glued ? findDates(segment.slice(at)) : undefined;
    if (
      found &&
      (found.end !== undefined || found.ongoing) &&
      found.index === 0 &&
      found.length >= segment.length - at - 1
    ) {
      split = true;
      segments.push(segment.slice(0, at), segment.slice(at));
      if (look) looks.push(look, look);
    } else {
      segments.push(segment);
      if (look) looks.push(look);
    }
  });
  if (!split) return line;
  return { ...line, segments, segmentLooks: line.segmentLooks ? looks : undefined };
}

/**
 * An entry's heading and dates with the first line of its text beside them, as a layout of three
 * columns sets them ("Programistka Java   2016-03 - 2019-08   Rozwój bankowości internetowej…"):
 * the text after the dates stands as a line of its own, where it begins.
 */
function splitAfterDates(original: Line): Line[] {
  const line = splitGluedDates(original);
  const at = line.segments.findIndex((segment, index) => {
    const found = findDates(segment);
    // A range set apart in pieces ends at its last: "يناير" "2021 –" "حتى الآن".
    if (rangeGoesOn(segment, line.segments[index + 1])) return false;
    return found && (found.end !== undefined || found.ongoing) && found.length >= segment.length - 2;
  });
  const after = line.segments.slice(at + 1);
  // Only between a heading and a text: dates that begin the line are a margin's.
  if (at < 1 || after.length === 0 || after.join(' ').split(/\s+/).length < 3) return [line];
  // A school's name in the next cell is another heading, not the text ("IUT de la Croix-Rousse").
  if (after.length === 1 && schoolScore(after[0]!) > 0 && looksLikeName(after[0]!)) return [line];
  const looks = line.segmentLooks;
  return [
    {
      ...line,
      segments: line.segments.slice(0, at + 1),
      segmentLooks: looks?.slice(0, at + 1),
      text: line.segments.slice(0, at + 1).join(' '),
    },
    {
      ...line,
      segments: after,
      segmentLooks: looks?.slice(at + 1),
      text: after.join(' '),
      left: looks?.[at + 1]?.left ?? line.left,
      bold: looks?.[at + 1]?.bold ?? line.bold,
      size: looks?.[at + 1]?.size ?? line.size,
      sources: [...line.sources],
    },
  ];
}

/**
 * A heading set on the line of its section's first entry ("Work   Founder & CTO", the heading in the
 * margin; at the line's end in a line read right to left), as two lines: the heading, then the rest
 * with the look of its own words.
 */
function splitHeading(line: Line): Line[] | undefined {
  if (line.segments.length < 2 || sectionNamed(line.text)) return undefined;
  const last = line.segments.length - 1;
  const at = sectionNamed(line.segments[0]!) ? 0 : sectionNamed(line.segments[last]!) ? last : undefined;
  if (at === undefined) return undefined;
  const heading = line.segments[at]!;
  const rest = line.segments.filter((_, index) => index !== at);
  const restLooks = line.segmentLooks?.filter((_, index) => index !== at);
  const look = restLooks?.[0];
  // The heading in its own look: not the size of a larger name beside it.
  const headingLook = line.segmentLooks?.[at];
  const cased = heading.replace(/[^\p{Lu}\p{Ll}]/gu, '');
  return [
    {
      ...line,
      text: heading,
      segments: [heading],
      segmentLooks: undefined,
      right: undefined,
      ...(headingLook ? { size: headingLook.size, bold: headingLook.bold } : {}),
      capitals: cased.length >= 2 && cased === cased.toUpperCase(),
    },
    {
      ...line,
      text: rest.join(' '),
      segments: rest,
      segmentLooks: restLooks,
      ...(look
        ? {
            left: Math.min(...restLooks!.map((candidate) => candidate.left)),
            size: look.size,
            bold: look.bold,
          }
        : {}),
      sources: [...line.sources],
    },
  ];
}

/** A link's address as its words would show it: decoded, in lower case. */
function linkShown(link: string): string {
  try {
    return decodeURI(link).toLowerCase();
  } catch {
    return link.toLowerCase();
  }
}

/**
 * Whether two lines are one address the page broke: the same link over both, no space in the
 * second, and the two parts joined spell part of the link's address (a phone number under a link
 * drawn too wide is not the start of the site's address).
 */
function sameLink(previous: Line, line: Line): boolean {
  if (line.links.length === 0 || /\s/.test(line.text)) return false;
  if (!line.links.every((link) => previous.links.includes(link))) return false;
  const written = `${previous.text.split(' ').at(-1)!}${line.text}`.toLowerCase();
  return line.links.some((link) => linkShown(link).includes(written));
}

/** Whether a line ends in an address broken at its end ("…/in/marcus-", "ada@example.co") that `next` goes on with. */

const brokenAddress = (text: string, next: string) => {
  const lastWord = text.split(' ').at(-1)!;
  return (
    (/[-/]$/.test(lastWord) || lastWord.includes('@')) &&
    !/\s/.test(next) &&
    next.length <= 24 &&
    !contactDetail.test(next)
  );
};

/** Whether a line ends in the start of an email address that `next`, with no space, completes. */
const brokenEmail = (text: string, next: string) => {
  const lastWord = text.split(' ').at(-1)!;
  return emailStart.test(lastWord) && !/\s/.test(next) && emailAddress.test(`${lastWord}${next}`);
};

/**
 * A line that is a contact detail, alone or after its label ("Email: ada@example.com"): an
 * address, a number, or words over a mail or telephone link.
 */
const isContactDetail = (line: Line) =>
  contactDetail.test(withoutLabel(line.text)) || line.links.some((link) => /^(?:mailto|tel):/i.test(link));

/** The start of an email address, which a narrow column may break before its end ("ada@example.c"). */
const emailStart = /^[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]*$/u;

const emailAddress = /^[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}$/u;

/** An email address, a telephone number or a web address, alone. */
const contactDetail =
  /^[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}$|^\+?[\d(][\d\s().-]{6,}$|^(?:https?:\/\/)?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?:\/\S*)?$/u;

function wrapsInto(previous: Line, line: Line, edge: number | undefined): boolean {
  const last = previous.sources.at(-1)!;
  if (edge === undefined || previous.right === undefined || line.right === undefined) return false;
  if (line.bullet || line.heading !== undefined || previous.heading !== undefined) return false;
  if (last.page !== line.page || last.column !== line.column) return false;
  // A name the theme sets in bold may go on in its regular weight; its next words begin small
  // ("Казанский государственный" over "технический университет").
  const goesOnSmall = /^\p{Ll}/u.test(line.text) && !/[.,;:!?]$/u.test(previous.text);
  if (Math.abs(previous.size - line.size) > 0.5 || (previous.bold !== line.bold && !goesOnSmall))
    return false;
  if (previous.segments.length > 1 || line.segments.length > 1) return false;
  // Contact details stand one to a line; only an address broken at its "-" or "/" goes on. Where
  // links lie over the lines, only the link both lines share says so: an address the page broke
  // is linked over both parts.
  const lastWord = previous.text.split(' ').at(-1)!;
  // An email broken where it cannot end ("ada@example." over "com"), or anywhere at the edge of a
  // narrow column ("ada@examp" over "le.com"), goes on, whatever link a theme drew over the block:
  // only a mail link of another address says otherwise.
  const email = `${lastWord}${line.text}`.toLowerCase();
  if (
    (/[-.]$/.test(lastWord) || previous.right >= edge - line.size) &&
    brokenEmail(previous.text, line.text) &&
    !previous.links.some((link) => /^mailto:/i.test(link) && !link.toLowerCase().endsWith(email))
  )
    return true;
  if (
    contactDetail.test(line.text) ||
    emailStart.test(line.text) ||
    contactDetail.test(lastWord) ||
    lastWord.includes('@')
  )
    return previous.links.length > 0 || line.links.length > 0
      ? sameLink(previous, line)
      : brokenAddress(previous.text, line.text);
  // Words in scripts written without spaces break after any letter.
  const firstWord = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(
    line.text,
  )
    ? 1
    : line.text.split(/\s/)[0]!.length;
  // The previous line stopped short of the edge by less than the next line's first word: a wrap.
  if (previous.right < edge - (firstWord + 2) * 0.55 * line.size) return false;
  const left = previous.sources.length === 1 ? previous.left : last.left;
  const startsUnder = Math.abs(line.left - left) <= 2;
  const hangs = previous.bullet === true && line.left > left && line.left - left <= 3 * line.size;
  // In a block set flush right (a side bar's), a wider line of words over words that go on small.
  const endsOver =
    goesOnSmall &&
    Math.abs(line.right - previous.right) <= 2 &&
    line.left > previous.left &&
    previous.text.split(' ').length >= 2;
  if (!startsUnder && !hangs && !endsOver) return false;
  // Close below it, as a paragraph's lines are.
  return (
    last.top === undefined ||
    line.top === undefined ||
    (line.top > last.top && line.top - last.top <= 1.9 * line.size)
  );
}

/**
 * Entries a layout sets side by side in columns (two schools, their dates under each, then their
 * degrees): three lines or more, one under the other, each with as many segments, standing at the
 * same places, the first naming a school in each. Read column by column, each a line of its own.
 */
function sideBySide(lines: readonly Line[]): Line[] {
  const read: Line[] = [];
  for (let index = 0; index < lines.length;) {
    const first = lines[index]!;
    const looks = first.segmentLooks;
    const columns = first.segments.length;
    let end = index + 1;
    const lined = (line: Line) =>
      line.segments.length === columns &&
      line.page === first.page &&
      line.segmentLooks?.every((look, at) => Math.abs(look.left - looks![at]!.left) <= 3) === true;
    if (looks && columns >= 2 && first.segments.every((segment) => schoolScore(segment) > 0))
      while (end < lines.length && lined(lines[end]!)) end++;
    if (end - index < 3) {
      read.push(first);
      index++;
      continue;
    }
    const run = lines.slice(index, end);
    for (let column = 0; column < columns; column++)
      for (const line of run) {
        const look = line.segmentLooks![column]!;
        read.push({
          ...line,
          text: line.segments[column]!,
          segments: [line.segments[column]!],
          segmentLooks: [look],
          left: look.left,
          right: look.right,
          size: look.size,
          bold: look.bold,
        });
      }
    index = end;
  }
  return read;
}

/** A heading found among the lines, with the section it opens (undefined: one no field takes). */
interface Heading {
  line: Line;
  section: ResumeSection | undefined;
}

/**
 * The headings: lines whose words open a section and that look like the other such lines (size,
 * capitals), or that the file marks as headings; lines that look like those but name no section
 * known open one no field takes. A heading set on the line of its first entry ("Work  Founder & CTO"
 * in the left margin) is split from it.
 */
function findHeadings(lines: readonly Line[], bodySize: number): Map<Line, Heading> {
  const look = (line: Line) => `${Math.round(line.size)}|${line.capitals}`;
  const named = lines.filter(
    (line) =>
      line.text &&
      !line.bullet &&
      (line.heading === undefined || line.heading > 0) &&
      sectionNamed(line.text),
  );
  const looks = new Map<string, number>();
  for (const line of named) looks.set(look(line), (looks.get(look(line)) ?? 0) + 1);
  const usual = [...looks].sort((a, b) => b[1] - a[1])[0]?.[0];
  const headings = new Map<Line, Heading>();
  for (const line of named) {
    const standsOut = line.size > bodySize * 1.1 || line.bold || line.capitals;
    // A look shared by two headings or more is a heading's look (a side bar's headings may be
    // set apart from the main column's); a word alone in another look may be a skill's group.
    const shared = (looks.get(look(line)) ?? 0) >= 2;
    if (line.heading !== undefined || look(line) === usual || (standsOut && (shared || named.length === 1)))
      headings.set(line, { line, section: sectionNamed(line.text) });
  }
  // The level the file's own markup gives its sections' headings: a deeper one heads an entry.
  const levels = [...headings.keys()].flatMap((line) => (line.heading ? [line.heading] : []));
  const sectionLevel = levels.length > 0 ? Math.max(...levels) : 1;
  // Lines that look like the headings but name no section the reader knows: in their weight too
  // (a school's name in bold capitals, under headings in regular capitals, is no heading).
  const usualLines = named.filter((line) => look(line) === usual);
  const usualBold = usualLines.filter((line) => line.bold).length * 2 > usualLines.length;
  if (usual && (looks.get(usual) ?? 0) >= 2)
    for (const line of lines) {
      if (headings.has(line) || line.bullet || !line.text) continue;
      const words = line.text.split(/\s+/).length;
      const marked = line.heading !== undefined && line.heading > 0 && line.heading <= sectionLevel;
      const alike =
        look(line) === usual &&
        line.bold === usualBold &&
        line.capitals &&
        words <= 4 &&
        !/\p{Nd}/u.test(line.text) &&
        !/[.,;@]/.test(line.text);
      if (marked || alike) headings.set(line, { line, section: undefined });
    }
  return headings;
}

/** The lines of each section, in reading order, and the head's lines (above every section). */
interface Sections {
  head: Line[];
  sections: { heading: Heading; lines: Line[] }[];
}

/**
 * Each line given to its section: the section last opened in its column, or across the page; a
 * line of a column no heading has opened yet on the first page is the head's (a name at the top of
 * the main column, beside a side bar). A page whose columns differ from the last page's goes on
 * with the section that was open in the last page's fullest column.
 */
function sectionsOf(lines: readonly Line[], headings: ReadonlyMap<Line, Heading>): Sections {
  const head: Line[] = [];
  const sections: Sections['sections'] = [];
  let open = new Map<number, Sections['sections'][number]>();
  let page = 0;
  // A column no heading has opened takes the section of the nearest heading above it on its page
  // (a grid of skills beside its heading in the margin), or beside it: a line of smaller text on a
  // heading's line may sit a little higher.
  const seen: { page: number; top: number; section: Sections['sections'][number] }[] = [];
  const headingAbove = (line: Line) =>
    line.top === undefined
      ? undefined
      : seen
          .filter((candidate) => candidate.page === line.page && candidate.top <= line.top! + line.size * 0.5)
          .sort((a, b) => b.top - a.top)[0]?.section;
  const columnsOn = (number: number) =>
    new Set(lines.filter((line) => line.page === number).map((line) => line.column));
  for (const line of lines) {
    if (line.page !== page) {
      const previous = page;
      page = line.page;
      if (previous > 0) {
        const before = [...columnsOn(previous)].sort().join();
        const now = [...columnsOn(page)].sort().join();
        if (before !== now) {
          const counts = new Map<number, number>();
          for (const candidate of lines)
            if (candidate.page === previous)
              counts.set(candidate.column, (counts.get(candidate.column) ?? 0) + 1);
          const fullest = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
          const going = fullest === undefined ? undefined : (open.get(fullest) ?? open.get(0));
          open = new Map();
          if (going) for (const column of columnsOn(page)) open.set(column, going);
        }
      }
    }
    const heading = headings.get(line);
    if (heading) {
      const section = { heading, lines: [] as Line[] };
      sections.push(section);
      if (line.top !== undefined) seen.push({ page: line.page, top: line.top, section });
      if (line.column === 0) open = new Map([[0, section]]);
      else open.set(line.column, section);
      continue;
    }
    const section = open.get(line.column) ?? headingAbove(line) ?? open.get(0);
    if (section) section.lines.push(line);
    else if (page === 1 || sections.length === 0) head.push(line);
    else sections.at(-1)!.lines.push(line);
  }
  return { head, sections };
}

/** Reads a résumé from a document's lines; `file` names it in the report. */
export function readDocumentResume(
  documentLines: readonly DocumentLine[],
  file: string,
  format: string,
  today = new Date(),
): ReadResult {
  const ordinal = new Map(documentLines.map((line, index) => [line, index + 1] as const));
  const ledger = new Ledger(file, ordinal);
  const lines = joinWrapped(documentLines).filter((line) => {
    if (line.text) return true;
    for (const source of line.sources) ledger.place({ ...line, sources: [source] }, ['(blank)']);
    return false;
  });
  const bodySize = bodySizeOf(documentLines);
  const headings = findHeadings(lines, bodySize);
  const { head, sections } = sectionsOf(lines, headings);
  if (!sections.some(({ heading }) => heading.section && heading.section !== 'contact'))
    return refusal(
      file,
      'This does not read as a résumé: none of its lines is a section heading a résumé has ' +
        '("Experience", "Education", "Skills", in any language). If it is your résumé, import ' +
        'its Word file or a JSON Resume instead, and say which heading was missed.',
    );
  const resume: JsonResume = {};

  // The head, with any section of contact details, and the details an "About" section lists.
  const detailsAbout = sections
    .filter(({ heading }) => heading.section === 'summary')
    .flatMap((section) => {
      const details = section.lines.filter(isContactDetail);
      section.lines = section.lines.filter((line) => !details.includes(line));
      return details;
    });
  const contactLines = [
    ...head,
    ...sections.filter(({ heading }) => heading.section === 'contact').flatMap(({ lines }) => lines),
    ...detailsAbout,
  ];
  for (const { heading } of sections)
    if (heading.section === 'contact') ledger.place(heading.line, ['(heading)']);
  // A name too long for its cell, wrapped: two lines of the largest size, one under the other.
  const largest = Math.max(...contactLines.map((line) => line.size));
  const named = contactLines.filter((line) => line.size === largest);
  if (
    named.length === 2 &&
    Math.abs(named[0]!.left - named[1]!.left) <= 2 &&
    named.every((line) => line.segments.length === 1 && line.text.split(/\s+/).length <= 3)
  ) {
    const [first, second] = named as [Line, Line];
    first.text = `${first.text} ${second.text}`;
    first.segments = [first.text];
    first.sources.push(...second.sources);
    contactLines.splice(contactLines.indexOf(second), 1);
  }
  const contact = readContactBlock(
    contactLines.map((line) => ({
      text: line.text,
      segments: line.segments,
      size: line.size,
      segmentSizes: line.segmentLooks?.map((look) => look.size),
      links: line.links,
    })),
  );
  resume.basics = contact.basics;
  for (const { line, as } of contact.placed) ledger.place(contactLines[line]!, as.split(' ')[0]!.split('.'));
  // What the head's lines hold besides contact details: sentences are the owner's summary.
  const summary: string[] = [];
  const unplacedLines = new Map<number, string[]>();
  for (const { line, text } of contact.notPlaced)
    (unplacedLines.get(line) ?? unplacedLines.set(line, []).get(line)!).push(text);
  for (const [index, texts] of unplacedLines) {
    const line = contactLines[index]!;
    const whole = texts.join(' ');
    if (whole.split(/\s+/).length >= 6 || /[.。]$/.test(whole)) {
      summary.push(line.text);
      ledger.place(line, ['basics', 'summary']);
    } else for (const text of texts) ledger.report(line, text, 'in the head, and not a contact detail');
  }

  for (const { heading, lines: sectionLines } of sections) {
    const section = heading.section;
    if (section === 'contact') continue;
    if (section === undefined) {
      ledger.place(heading.line, ['(heading)']);
      for (const line of sectionLines)
        ledger.report(line, line.text, `under "${heading.line.text}", a section no field takes`);
      continue;
    }
    ledger.place(heading.line, ['(heading)']);
    if (section === 'summary') {
      for (const line of sectionLines) {
        summary.push(line.text);
        ledger.place(line, ['basics', 'summary']);
      }
    } else if (section === 'references') {
      for (const line of sectionLines) ledger.report(line, line.text, 'references are not shown on the site');
    } else if (entryKinds.has(section)) {
      const entries = readEntries(
        section === 'education' ? sideBySide(sectionLines) : sectionLines,
        section as EntryKind,
        bodySize,
        ledger,
        today,
      );
      const list = (resume[section as EntryKind] ??= []) as unknown[];
      const offset = list.length;
      list.push(...entries.map(({ value }) => value));
      entries.forEach(({ places }, index) => {
        for (const [field, line] of places)
          ledger.place(line, [section, offset + index, ...field.split('.')]);
      });
    } else readListSection(sectionLines, section, resume, ledger);
  }
  if (summary.length > 0) resume.basics.summary = joinParagraphs(summary);
  const language = documentLanguage(
    documentLines.map((line) => line.text).join(' '),
    sections.map(({ heading }) => heading.line.text),
  );
  if (language && lines[0]) {
    resume.meta = { language };
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(language);
    ledger.reading(
      lines[0],
      `the résumé read as written in ${name} (${language}), from its letters and headings`,
    );
  }

  ledger.reportTheRest(documentLines);
  return {
    ok: true,
    format,
    resume,
    origin: (path) => {
      for (let length = path.length; length > 0; length--) {
        const place = ledger.origins.get(pathKey(path.slice(0, length)));
        if (place) return place;
      }
      return { file, line: 1, column: 1 };
    },
    readings: ledger.readings,
    notPlaced: ledger.notPlaced,
    lines: { total: documentLines.length, ...ledger.count() },
  };
}

const entryKinds = new Set<ResumeSection>(['work', 'volunteer', 'education', 'projects']);
