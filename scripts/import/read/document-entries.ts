/**
 * The entries of a résumé's sections, read from their lines (document-resume.ts): jobs, volunteer
 * roles, schools and projects, each known by its dates and the lines that look like its heading
 * (bold, larger, in capitals, a place, a spell's length) around them, the lines after them its
 * text; and the sections that are lists (skills, languages, certificates, awards, publications,
 * interests). The parts of an entry's heading are told apart by their words (entry-words.ts) and,
 * where words do not tell, by their order, which is reported as a reading.
 */
import { type FoundDates, findDates, rangeGoesOn } from './date-ranges.ts';
import {
  companyScore,
  degreeScore,
  durationPattern,
  isDuration,
  isFluency,
  isPlace,
  isRemote,
  looksLikeName,
  roleScore,
  schoolScore,
} from './entry-words.ts';
import type { JsonResume } from './json-resume-schema.ts';
import { bulletMark, joinParagraphs, type Ledger, type Line } from './reading-lines.ts';
import type { ResumeSection } from './section-headings.ts';

export type EntryKind = 'work' | 'volunteer' | 'education' | 'projects';

/** An entry read, with the line each of its fields came from (`highlights.2`, `position`). */
export interface ReadEntry {
  value: Record<string, unknown>;
  places: [string, Line][];
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** Whether a line ends a sentence: a full stop that does not end an abbreviation ("sp. z o.o.", "S.A."). */
function endsSentence(text: string): boolean {
  const trimmed = text.trim();
  if (!/[.。;；!?！？]$/.test(trimmed)) return false;
  const last = trimmed.split(/\s+/).at(-1)!;
  return !/^(?:\p{L}{1,3}\.)+$/u.test(last) && companyScore(last) === 0;
}

/** The dates of an entry's line, where they are an entry's (not a year inside a sentence). */
function entryDates(
  line: Line,
  today: Date,
): { dates: FoundDates; text: string; segment: number; span: number } | undefined {
  // A bullet's dates are its own words; a line a dash begins may be a heading's wrap ("— Tidewater").
  if (line.bullet && !(/^[–—-]\s/u.test(line.text) && line.segments.length > 1)) return undefined;
  const candidates = line.segments.length > 1 ? line.segments : [line.text];
  let found: { dates: FoundDates; text: string; segment: number; span: number } | undefined;
  // Or at its start, before the entry's words, as a right-to-left line sets them ("يناير" "2021 –"
  // "حتى الآن" "مطور ويب"); a month alone after the dash is the end's, its year wrapped away.
  if (candidates.length > 2)
    for (let span = candidates.length; span >= 2; span--) {
      const text = candidates.slice(0, span).join(' ');
      const dates = findDates(text, today);
      if (!dates || dates.index > 0 || (dates.end === undefined && !dates.ongoing)) continue;
      if (dates.length < text.length - 2) continue;
      const month = span < candidates.length && rangeGoesOn(text, candidates[span]);
      return { dates, text, segment: 0, span: month ? span + 1 : span };
    }
  // A range set apart in pieces at the line's end ("فبراير" "2020 –" "حتى الآن"), before any piece
  // of it ("2020 –") is read as a range of its own.
  for (let segment = 1; segment < candidates.length - 1; segment++) {
    const text = candidates.slice(segment).join(' ');
    const dates = findDates(text, today);
    if (dates && (dates.end !== undefined || dates.ongoing) && dates.length >= text.length - 2)
      return { dates, text, segment, span: candidates.length - segment };
  }
  for (const [segment, text] of candidates.entries()) {
    const dates = findDates(text, today);
    if (!dates) continue;
    const range = dates.end !== undefined || dates.ongoing;
    const share = dates.length / text.replace(durationPattern, '').trim().length;
    if (
      (range && (words(text) <= 14 || share >= 0.5)) ||
      share >= 0.6 ||
      (words(text) <= 6 && !endsSentence(text))
    ) {
      found = { dates, text, segment, span: 1 };
      if (range) return found;
      break;
    }
  }
  return found;
}

/**
 * A range of dates that runs on over the next lines, as in a narrow column of dates beside the
 * entries ("septembre" over "2020 –" over "aujourd’hui", or "Jun 2021 –  Staff Engineer, …" over
 * "Present"): the range is gathered into the first line, as a segment of its own, and each line
 * below keeps the rest of its words.
 */
function completeRanges(lines: readonly Line[]): void {
  lines.forEach((line, index) => {
    const first = line.segments[0];
    if (!first) return;
    // "mars 2017 – Développeuse…": a date and a dash, then the entry's words.
    const open = /^(.{1,30}?)\s*[–—-]\s*(.*)$/u.exec(first);
    const opened = open && findDates(open[1]!);
    // Not where the words after the dash are the end's month, its year on the next line ("– May").
    const [start, rest] =
      open &&
      opened &&
      !opened.end &&
      !opened.ongoing &&
      opened.length >= open[1]!.length - 1 &&
      !rangeGoesOn(`${open[1]} –`, open[2])
        ? [`${open[1]} –`, open[2]!]
        : first.length <= 30
          ? [first, '']
          : [undefined, ''];
    if (!start) return;
    const already = findDates(start);
    if (already && (already.end !== undefined || (already.ongoing && !openEnded(start)))) return;
    let joined = start;
    let taken = 0;
    let range: string | undefined;
    for (let count = 1; count <= 2; count++) {
      const piece = lines[index + count]?.segments[0];
      if (!piece || piece.length > 30) break;
      joined = `${joined} ${piece}`;
      const found = findDates(joined);
      if (
        found &&
        (found.end !== undefined || found.ongoing) &&
        found.index === 0 &&
        found.length >= joined.length - 1
      ) {
        range = joined;
        taken = count;
      }
    }
    if (!range) return;
    line.segments = [range, ...(rest ? [rest] : []), ...line.segments.slice(1)];
    line.text = line.segments.join(' ');
    for (const next of lines.slice(index + 1, index + 1 + taken)) {
      line.sources.push(...next.sources.filter((source) => !line.sources.includes(source)));
      next.segments = next.segments.slice(1);
      next.text = next.segments.join(' ');
      if (next.segmentLooks) {
        next.segmentLooks = next.segmentLooks.slice(1);
        if (next.segmentLooks[0]) next.left = next.segmentLooks[0].left;
      }
    }
  });
}

/**
 * A range a rail of dates beside the entries runs over lines of its own, the entries' lines read
 * between them ("January 2019", then the title, "—", a bullet, "April 2022"): the pieces, short
 * lines set far right of the section's text, are gathered into the first as one range.
 */
function completeRailRanges(lines: readonly Line[]): void {
  const railAt = (line: Line) => {
    const edge = Math.max(
      ...lines.filter((other) => other.page === line.page).map((other) => other.right ?? 0),
    );
    return (
      line.right !== undefined &&
      line.segments.length === 1 &&
      line.text.length <= 30 &&
      line.left >= edge * 0.6
    );
  };
  const rail = lines.filter(railAt);
  rail.forEach((line, index) => {
    const start = findDates(line.text);
    if (!start || start.end !== undefined || (start.ongoing && !openEnded(line.text))) return;
    let joined = line.text;
    for (const [count, next] of rail.slice(index + 1, index + 3).entries()) {
      if (next.page !== line.page || lines.indexOf(next) - lines.indexOf(line) > 4 || !next.text) break;
      joined = `${joined} ${next.text}`;
      const found = findDates(joined);
      // A dash the range ends in is read as "still going on" until the piece after it says when.
      const open = openEnded(joined) && count === 0;
      if (!found || (found.end === undefined && !found.ongoing) || found.index > 0 || open) continue;
      if (found.length < joined.length - 1) break;
      line.segments = [joined];
      line.text = joined;
      for (const taken of rail.slice(index + 1, index + 2 + count)) {
        line.sources.push(...taken.sources.filter((source) => !line.sources.includes(source)));
        taken.segments = [];
        taken.text = '';
      }
      return;
    }
  });
}

/**
 * An entry's heading wrapped beside its dates ("Engineering Manager, Data Platform and   Jan 2021 –
 * Feb 2022" over "Analytics Infrastructure (EMEA) · Tidewater"): the next line goes on with the
 * heading's words when it starts where they start and its first word would not have fit before the
 * dates.
 */
function joinHeadingWraps(
  lines: readonly Line[],
  dated: readonly (ReturnType<typeof entryDates> | undefined)[],
): void {
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    const found = dated[index];
    const looks = line.segmentLooks;
    // The dates beside the heading's words, at the line's end or in the cell after them.
    if (!next || !found || !looks || looks.length < 2 || found.segment < 1) return;
    if (next.bullet || next.segments.length !== 1 || dated[index + 1] || Math.abs(next.left - line.left) > 2)
      return;
    if (words(next.text) > 6 || endsSentence(next.text)) return;
    // A degree under a school's name is the next part of the heading, not its name's wrap.
    if (degreeScore(next.text) > 0 && schoolScore(next.text) === 0) return;
    // The room left before the dates, against the width of the next line's first word.
    const nextLook = next.segmentLooks?.[0];
    if (!nextLook) return;
    const firstWord = next.text.split(/\s/)[0]!;
    const wordWidth = ((nextLook.right - nextLook.left) * firstWord.length) / next.text.length;
    const room = looks[1]!.left - looks[0]!.right;
    // A wrap goes on in the size and weight the heading's words ended in.
    const nextStart = next.segmentLooks?.[0];
    if (Math.abs((looks[0]!.endSize ?? looks[0]!.size) - (nextStart?.size ?? next.size)) > 0.5) return;
    if ((looks[0]!.endBold ?? looks[0]!.bold) !== (nextStart?.bold ?? next.bold)) return;
    // And the words say it goes on: a word broken at a hyphen, a last word that joins ("and", "&",
    // "·"), a next line in lower case, or holding the heading's next part, or a company's form ("GmbH").
    const goesOn =
      /(?:\p{L}-|\s(?:and|of|for|&|und|für|et|de|y|i|и|в|·|—|–)|,)$/u.test(line.segments[0]!) ||
      // A quotation or a bracket the heading opens and the next line closes: "АО «Тайга" over "Логистик»".
      (/[«“(„]/u.test(line.segments[0]!) && !/[»”)“]/u.test(line.segments[0]!.replace(/^.*[«“(„]/u, ''))) ||
      /^\p{Ll}/u.test(next.text) ||
      // A bracket that opens the next line and closes it: "Norra Strandens gymnasium" over "(upper secondary)".
      /^[(（][^()（）]*[)）]$/u.test(next.text) ||
      /\s[·|—–]\s/u.test(next.text) ||
      companyScore(next.text.split(/\s/)[0]!) > 0 ||
      // A school's name, its last words in a name's capitals: "Technische Universität" over "Nordheim".
      (schoolScore(line.segments[0]!) > 0 &&
        schoolScore(next.text) === 0 &&
        words(next.text) <= 3 &&
        looksLikeName(next.text)) ||
      // Or it goes on in bold, as a heading's words are and a place under it is not.
      (nextStart?.bold === true && looks[0]!.endBold === true);
    if (!goesOn) return;
    if (room > wordWidth + line.size) return;
    const head = line.segments[0]!;
    line.segments = [
      /\p{L}-$/u.test(head) ? `${head}${next.text}` : `${head} ${next.text}`,
      ...line.segments.slice(1),
    ];
    line.text = line.segments.join(' ');
    line.sources.push(...next.sources);
    next.segments = [];
    next.text = '';
  });
}

/**
 * A range of dates at a line's end that a wrap carried on to the next line ("… ООО «Ладога Софт»
 * сентябрь 2019" over "— по настоящее время", "февраль 2016 — август" over "2019"): the next line's
 * words join the range when they are all part of it.
 */
function completeWrappedRanges(lines: readonly Line[]): void {
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    // A dash that begins the next line may be the range's, not a bullet's.
    const dashed = next?.bullet && /^[–—-]/u.test(next.text);
    if (
      !next ||
      line.bullet ||
      (next.bullet && !dashed) ||
      next.segments.length !== 1 ||
      next.text.length > 30
    )
      return;
    if (next.page !== line.page || !line.text) return;
    const joined = `${line.text} ${next.text}`;
    const found = findDates(joined);
    if (!found || (found.end === undefined && !found.ongoing)) return;
    const before = findDates(line.text);
    const gained =
      !before ||
      (before.end === undefined && (!before.ongoing || openEnded(line.text))) ||
      before.end !== found.end;
    if (!gained || found.index > line.text.length || found.index + found.length < joined.length - 1) return;
    const last = line.segments.length - 1;
    line.segments = [...line.segments.slice(0, last), `${line.segments[last] ?? ''} ${next.text}`.trim()];
    line.text = joined;
    line.sources.push(...next.sources.filter((source) => !line.sources.includes(source)));
    next.segments = [];
    next.text = '';
    next.bullet = false;
  });
}

/**
 * A range of dates in a table's right-hand cell that wraps while the left-hand cell goes on beside
 * it ("Ingeniera de datos sénior   marzo de 2018 -" over "Energías del Guadalquivir S.A.   actualidad"):
 * the last segments of the two lines join into one range on the first.
 */
function completeCellRanges(lines: readonly Line[]): void {
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    if (!next || line.segments.length < 2 || next.segments.length < 2 || next.page !== line.page) return;
    const last = line.segments.at(-1)!;
    const nextLast = next.segments.at(-1)!;
    const before = findDates(last);
    if (before && (before.end !== undefined || (before.ongoing && !openEnded(last)))) return;
    const joined = `${last} ${nextLast}`;
    const found = findDates(joined);
    if (!found || (found.end === undefined && !found.ongoing) || found.length < joined.length - 2) return;
    line.segments = [...line.segments.slice(0, -1), joined];
    line.text = line.segments.join(' ');
    next.segments = next.segments.slice(0, -1);
    next.text = next.segments.join(' ');
    next.segmentLooks = next.segmentLooks?.slice(0, -1);
    line.sources.push(...next.sources.filter((source) => !line.sources.includes(source)));
  });
}

/** A web address alone: "https://loomwright.example.com", "keelson.example.org/docs". */
const webAddress = /^(?:https?:\/\/)?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?:\/\S*)?$/u;

/** Whether a text ends in a dash, as a range whose end a wrap carried on does ("Jun 2021 –"). */
const openEnded = (text: string) => /[–—-]\s*$/u.test(text);

/** The labels résumés set over an entry's lists: "Highlights", "Responsibilities:", "Aufgaben". */
const entryLabel =
  /^(?:highlights|courses|coursework|relevant coursework|key courses|kurse|cours|cursos|курсы|key achievements|achievements|accomplishments|responsibilities|key responsibilities|tasks|technologies|tech stack|stack|tools|environment|aufgaben|erfolge|technologien|tâches|réalisations|responsabilités|logros|responsabilidades|tareas|obowiązki|osiągnięcia|обязанности|достижения|задачи|технологии|主な実績|担当業務|主要职责|工作内容|主要成就|담당 업무|주요 성과)\s*[:：]?$/iu;

/** A line set like an entry's heading: short, no sentence, and bold, larger, in capitals or marked. */
function titleLook(line: Line, bodySize: number): boolean {
  if (line.bullet || words(line.text) > 12 || endsSentence(line.text) || entryLabel.test(line.text))
    return false;
  return line.bold || line.size > bodySize * 1.05 || line.capitals || (line.heading ?? -1) > 0;
}

/** A short line that is no sentence. */
const short = (line: Line) => !line.bullet && words(line.text) <= 10 && !endsSentence(line.text);

/** Where each entry's heading begins and ends among `lines`, and where its text ends. */
/**
 * A spell's two years set one over the other, without a dash ("2011" over "2013"): one range on the
 * first line, the later year the end.
 */
function stackedYears(lines: readonly Line[]): void {
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    if (!next || next.page !== line.page || line.segments.length !== 1 || next.segments.length !== 1) return;
    const [first, second] = [line.text.trim(), next.text.trim()];
    if (!/^\p{Nd}{4}$/u.test(first) || !/^\p{Nd}{4}$/u.test(second) || Number(second) < Number(first)) return;
    if (Math.abs(next.left - line.left) > 2) return;
    line.segments = [`${first} – ${second}`];
    line.text = line.segments[0]!;
    line.sources.push(...next.sources.filter((source) => !line.sources.includes(source)));
    next.segments = [];
    next.text = '';
  });
}

/** Whether most of a line's letters are Arabic or Hebrew, which are read from the right. */
function readsRightToLeft(line: Line): boolean {
  const letters = line.text.replace(/[^\p{L}]/gu, '');
  return letters.replace(/[^\p{Script=Arabic}\p{Script=Hebrew}]/gu, '').length * 2 > letters.length;
}

/** Whether two lines begin at one edge: their left, or their right where both read from the right. */
const sameStart = (line: Line, other: Line) =>
  Math.abs(line.left - other.left) <= 2 ||
  (line.right !== undefined &&
    other.right !== undefined &&
    Math.abs(line.right - other.right) <= 2 &&
    readsRightToLeft(line) &&
    readsRightToLeft(other));

/** A line that gives a school's grade: "GPA 3.8", "Grade: Mention bien". */
const gradeLine = /^(?:gpa|grade|note|moyenne|ocena|средний балл|score)\b/iu;

function entryBlocks(lines: readonly Line[], bodySize: number, today: Date) {
  stackedYears(lines);
  completeRanges(lines);
  completeRailRanges(lines);
  completeWrappedRanges(lines);
  completeCellRanges(lines);
  let dated = lines.map((line) => entryDates(line, today));
  joinHeadingWraps(lines, dated);
  dated = lines.map((line) => entryDates(line, today));
  const headerLike = (index: number) => {
    const line = lines[index]!;
    if (entryLabel.test(line.text)) return false;
    return titleLook(line, bodySize) || isPlace(line.text) || isDuration(line.text);
  };
  let anchors = dated.flatMap((found, index) => (found ? [index] : []));
  // No dates at all: each line set like a heading begins an entry (projects, schools without years).
  if (anchors.length === 0)
    anchors = lines.flatMap((line, index) => (titleLook(line, bodySize) ? [index] : []));
  if (anchors.length === 0 && lines.length > 0) anchors = [0];
  const trailing = trailingDates(lines, anchors, bodySize, dated);
  if (trailing) return trailing;
  // Dates alone set flush right, above the heading they belong to ("01/2022 - Present" over
  // "주식회사 한빛페이"): the heading is under them, not above.
  const floated = (anchor: number) => {
    const found = dated[anchor];
    const under = lines[anchor + 1];
    return (
      found !== undefined &&
      found.dates.length >= lines[anchor]!.text.length - 2 &&
      under !== undefined &&
      lines[anchor]!.left - under.left > 100
    );
  };
  // Whether the lines above an entry's dates ran up to the dates above them, all set as headings:
  // then which belong to the entry above is not told by them.
  const reachedAbove = new Set<number>();
  // The first entry's heading begins with its dates' line, set as a heading: so do the others,
  // and a plain short line above one's dates ends the entry above (a school's degree).
  const datedFirst = anchors[0] === 0 && titleLook(lines[0]!, bodySize);
  const startsAbove = (anchor: number, line: Line) =>
    !datedFirst || !titleLook(lines[anchor]!, bodySize) || titleLook(line, bodySize);
  const starts = anchors.map((anchor, position) => {
    const floor = position === 0 ? 0 : anchors[position - 1]! + 1;
    let start = anchor;
    if (floated(anchor)) return start;
    let index = anchor - 1;
    // A line set in further than the entry's dates is a bullet of the entry above (drawn bullets),
    // unless the dates stand in a margin left of the entries' headings (where the first begins).
    const setIn = (line: Line) => line.left > Math.max(lines[anchor]!.left, lines[0]!.left) + 4;
    for (; index >= floor && anchor - index <= 3; index--) {
      const line = lines[index]!;
      if (dated[index] || setIn(line) || gradeLine.test(line.text)) break;
      // Two short lines at the dates' edge, under text set in further (the bullets of the entry
      // above): the company and the title over the dates.
      const aligned = (at: number) => Math.abs(lines[at]!.left - lines[anchor]!.left) <= 2;
      const underSetIn =
        index === anchor - 2 &&
        index > floor &&
        setIn(lines[index - 1]!) &&
        aligned(index) &&
        aligned(index + 1) &&
        start === index + 1;
      if (
        headerLike(index) ||
        webAddress.test(line.text) ||
        (index === anchor - 1 && short(line) && startsAbove(anchor, line)) ||
        (underSetIn && short(line))
      )
        start = index;
      else break;
    }
    // Short lines under a line set as a heading are that heading's too (a company, then what it
    // does, then its address, over the dates): up to four lines above the dates, and not the
    // heading lines right under the dates above, which are that entry's.
    let named = false;
    for (let above = index; above >= floor + 2 && anchor - above <= 5; above--) {
      const line = lines[above]!;
      if (dated[above] || setIn(line) || !short(line)) break;
      if (titleLook(line, bodySize)) {
        named = true;
        start = above;
        index = above - 1;
      } else if (named) break;
    }
    if (index < floor && position > 0) reachedAbove.add(position);
    return start;
  });
  // There, the entry takes as many heading lines above its dates as most entries the lines above
  // bound do ("Cobalt Circuit" over its dates over "Software Engineer", then "Cobalt Circuit" again):
  // the rest are the heading of the entry above, under its dates.
  const counts = new Map<number, number>();
  anchors.forEach((anchor, position) => {
    if (position > 0 && !reachedAbove.has(position)) {
      const count = anchor - starts[position]!;
      counts.set(count, (counts.get(count) ?? 0) + 1);
    }
  });
  const [usual, seen = 0] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (usual !== undefined && seen >= 2)
    for (const position of reachedAbove)
      starts[position] = Math.max(starts[position]!, anchors[position]! - usual);
  // The first entry begins at the section's first line: what stands above its heading is its own.
  if (starts.length > 0) starts[0] = Math.min(starts[0]!, 0);
  return anchors.map((anchor, position) => {
    const next = starts[position + 1] ?? lines.length;
    let headerEnd = anchor;
    // A heading of one line that names only the title: the company may be the name under it. (The
    // dates may be set apart in pieces: "شباط" "2020 –" "حاليا".)
    const found = dated[anchor];
    const names = lines[anchor]!.segments.filter((segment, at) =>
      found && found.span > 1 ? at < found.segment || at >= found.segment + found.span : !findDates(segment),
    );
    const named = names.join(' ');
    // A line of dates alone: the short name under it is the heading's (the title, after the company).
    // (Not when the lines above already name the title, and it names none: a place, then.)
    const titleAbove = lines.slice(starts[position], anchor).some((line) => roleScore(line.text) > 0);
    const datesOnly = (dated[anchor]?.dates.length ?? 0) >= lines[anchor]!.text.length - 2;
    const alone =
      starts[position] === anchor &&
      names.length === 1 &&
      lines[anchor]!.segments.length >= 2 &&
      !/,|\s[–—|·@-]\s|\s(?:at|bei|chez|в|w|en)\s/u.test(named);
    // A line whose words were gathered into the dates' range above ("время" of "по настоящее время")
    // stands for none: the line under it is the first under the dates.
    const gathered = (index: number) => lines[index]!.text.trim() === '';
    let firstUnder = anchor + 1;
    for (let index = anchor + 1; index < next && index - firstUnder <= 1; index++) {
      const line = lines[index]!;
      if (gathered(index) && index === firstUnder) {
        firstUnder++;
        continue;
      }
      // Under floated dates, the heading's lines: short names at the entries' edge.
      if (
        floated(anchor) &&
        short(line) &&
        !dated[index] &&
        Math.abs(line.left - lines[anchor + 1]!.left) <= 2
      ) {
        headerEnd = index;
        continue;
      }
      const nameUnder =
        (alone || (datesOnly && (!titleAbove || roleScore(line.text) > 0))) &&
        index === firstUnder &&
        short(line) &&
        sameStart(line, lines[anchor]!) &&
        // A title may be written in small letters ("Ingénieure données senior"): its words say it.
        (looksLikeName(line.text) || roleScore(line.text) > 0) &&
        !dated[index];
      if (
        isPlace(line.text) ||
        isDuration(line.text) ||
        webAddress.test(line.text) ||
        (titleLook(line, bodySize) && !dated[index]) ||
        nameUnder
      )
        headerEnd = index;
      else break;
    }
    return { start: starts[position]!, anchor, headerEnd, end: next, dates: dated[anchor] };
  });
}

type Block = ReturnType<typeof entryBlocks>[number];

/**
 * Entries without dates among entries with them: in an entry's text, after a bullet or a sentence,
 * lines set as the entries' headings are (their first line's size and weight) begin another entry,
 * its heading those lines.
 */
function undatedEntries(lines: readonly Line[], blocks: readonly Block[], bodySize: number): Block[] {
  // The looks of the entries' headings: each heading line's (a heading may begin with its dates,
  // set smaller in a margin).
  const looks = new Set(
    blocks.flatMap((block) =>
      lines.slice(block.start, block.headerEnd + 1).map((line) => `${line.size}|${line.bold}`),
    ),
  );
  const split: Block[] = [];
  for (const block of blocks) {
    let current = { ...block };
    for (let index = block.headerEnd + 2; index < block.end; index++) {
      const line = lines[index]!;
      const above = lines[index - 1]!;
      const headingLike =
        titleLook(line, bodySize) && looks.has(`${line.size}|${line.bold}`) && !isPlace(line.text);
      if (!headingLike || !(above.bullet || endsSentence(above.text) || above.left > line.left + 4)) continue;
      let headerEnd = index;
      while (headerEnd + 1 < block.end && titleLook(lines[headerEnd + 1]!, bodySize)) headerEnd++;
      if (headerEnd + 1 >= block.end && headerEnd === index) continue;
      split.push({ ...current, end: index });
      current = { start: index, anchor: index, headerEnd, end: block.end, dates: undefined };
      index = headerEnd;
    }
    split.push(current);
  }
  return split;
}

/**
 * The entries of a section whose dates follow each entry's text (a table with the job in one cell and
 * its dates in the next, read row by row): most dates stand right after a bullet or a sentence. Each
 * line set like a heading then begins an entry, its heading the short lines under it, its dates
 * the first dates within it.
 */
function trailingDates(
  lines: readonly Line[],
  anchors: readonly number[],
  bodySize: number,
  dated: readonly (ReturnType<typeof entryDates> | undefined)[],
) {
  // Dates alone on their line, after a bullet or a sentence.
  const afterText = anchors.filter((anchor) => {
    const found = dated[anchor];
    const alone = found !== undefined && found.dates.length >= lines[anchor]!.text.length - 2;
    const above = lines[anchor - 1];
    return alone && above !== undefined && (above.bullet || endsSentence(above.text));
  });
  if (afterText.length * 2 <= anchors.length) return undefined;
  // A section that opens with dates alone sets each entry's dates before it (a grid's left cells):
  // the dates after the entry above begin the next one.
  const first = dated[0];
  if (anchors[0] === 0 && first && first.dates.length >= lines[0]!.text.length - 2) return undefined;
  const starts = lines.flatMap((line, index) =>
    titleLook(line, bodySize) &&
    !dated[index] &&
    !(index > 0 && titleLook(lines[index - 1]!, bodySize) && !dated[index - 1])
      ? [index]
      : [],
  );
  if (starts.length === 0) return undefined;
  if (starts[0]! > 0) starts[0] = 0;
  return starts.map((start, position) => {
    const end = starts[position + 1] ?? lines.length;
    let headerEnd = start;
    for (let index = start + 1; index < end && index - start <= 2; index++) {
      const line = lines[index]!;
      if (line.bullet || dated[index] || !short(line)) break;
      headerEnd = index;
    }
    const anchor = dated.findIndex((found, index) => found !== undefined && index >= start && index < end);
    return {
      start,
      anchor: anchor >= 0 ? anchor : start,
      headerEnd,
      end,
      dates: anchor >= 0 ? dated[anchor] : undefined,
    };
  });
}

/**
 * A name and the place after its last comma ("Tiendas Alameda S.L., Madrid", "주식회사 한빛페이, 서울
 * 강남구", Arabic's own comma in "مطورة ويب، عمّان"): the place in one to three words written as a
 * place's name, no company's words among them.
 */
function placeAfterComma(text: unknown): [string | undefined, string | undefined] {
  if (typeof text !== 'string') return [undefined, undefined];
  const pieces = text.split(/\s*[,،]\s*/);
  const comma = text.includes('،') ? '، ' : ', ';
  const placeName = (name: string) => {
    const placeWords = name.split(/\s+/);
    return (
      placeWords.length <= 3 &&
      placeWords.every((word) => /^\p{Lu}/u.test(word) || !/[\p{Lu}\p{Ll}]/u.test(word)) &&
      !/\p{Nd}/u.test(name) &&
      companyScore(name) === 0 &&
      roleScore(name) === 0
    );
  };
  // The first comma after which every name is a place's: "Fairfield Payments Ltd, London, United Kingdom".
  for (let at = 1; at < pieces.length && pieces.length - at <= 3; at++)
    if (pieces.slice(at).every(placeName))
      return [pieces.slice(0, at).join(comma), pieces.slice(at).join(comma)];
  return [text, undefined];
}

/** A degree and its field, where its words name both: "BSc in Computer Science", "Grado, Matemáticas". */
function degreeOf(text: string): { studyType: string; area?: string } {
  const split =
    /^(.+?)\s+(?:in|en|im|w zakresie|по)\s+(.+)$/u.exec(text) ??
    /^(.+?)(?:\s+(?:of|de|der)\s+|,\s*)(.+)$/u.exec(text);
  return split && degreeScore(split[1]!) > 0
    ? { studyType: split[1]!, area: split[2]! }
    : { studyType: text };
}

/** A part of an entry's heading: some words of one of its lines. */
interface Part {
  text: string;
  line: Line;
  /** What stood before it on its line: " at " says a title came before and a company after. */
  after?: 'at';
  /** A place by where it stands: the last of a heading's parts set apart by commas. */
  place?: boolean;
}

/** A heading line's parts: its segments without their dates and lengths, split where résumés join parts. */
function partsOf(
  line: Line,
  dateSegment: { segment: number; span: number; dates: FoundDates } | undefined,
): Part[] {
  const segments = line.segments.length > 0 ? line.segments : [line.text];
  const parts: Part[] = [];
  segments.forEach((segment, index) => {
    // The segments a range set apart in pieces took are read.
    if (
      dateSegment &&
      dateSegment.span > 1 &&
      index >= dateSegment.segment &&
      index < dateSegment.segment + dateSegment.span
    )
      return;
    let text = segment;
    if (dateSegment && (line.segments.length <= 1 || index === dateSegment.segment)) {
      const { index: at, length } = dateSegment.dates;
      const source = line.segments.length <= 1 ? line.text : segment;
      text = `${source.slice(0, at)} ${source.slice(at + length)}`;
    }
    text = text.replace(durationPattern, ' ').replace(/\(\s*\)/g, ' ');
    const pieces = text.split(
      /((?:^|\s+)(?:at|@|bei|chez|в|w|en)\s+|\s*@\s*|\s+[|·•・]\s+|\s+[–—-]\s+|\s*[|]\s*)/u,
    );
    let after: Part['after'];
    for (const piece of pieces) {
      if (/^\s*(?:at|@|bei|chez|в|w|en)\s*$/u.test(piece)) {
        after = 'at';
        continue;
      }
      const cleaned = piece.replace(/^[\s,;:|·•・–—-]+|[\s,;:|·•・–—-]+$/gu, '').trim();
      if (!cleaned || /^[|·•・–—-]$/u.test(piece.trim())) continue;
      parts.push({ text: cleaned, line, ...(after ? { after } : {}) });
      after = undefined;
    }
  });
  return parts;
}

/**
 * Whether the section's entries name the title before the company ('title') or after it
 * ('company'), by the entries whose words tell the two apart: the order an entry whose words do
 * not tell ("City of Hamilton" over "IT Co-op Student") keeps too. Undefined where none tell or
 * they disagree as often as not.
 */
function headingOrder(headings: readonly Part[][]): 'title' | 'company' | undefined {
  let titleFirst = 0;
  let companyFirst = 0;
  for (const parts of headings) {
    const named = parts.filter((part) => !isPlace(part.text) && !webAddress.test(part.text) && !part.after);
    const best = (score: (text: string) => number) =>
      [...named].sort((a, b) => score(b.text) - score(a.text)).find((part) => score(part.text) > 0);
    const role = best(roleScore);
    const company = best((text) => (looksLikeName(text) ? companyScore(text) : 0));
    const [first] = named;
    if (!first || named.length < 2) continue;
    if (role && company && role !== company) {
      if (named.indexOf(role) < named.indexOf(company)) titleFirst++;
      else companyFirst++;
    } else if (role && !company) {
      if (role === first) titleFirst++;
      else companyFirst++;
    } else if (company && !role) {
      if (company === first) companyFirst++;
      else titleFirst++;
    }
  }
  return titleFirst > companyFirst ? 'title' : companyFirst > titleFirst ? 'company' : undefined;
}

/**
 * Marks the name beside a job's dates as its place where the heading's first line names the title
 * and the company already: "Senior Engineer, Lumen Labs" (or "… — Lumen Labs") over
 * "Leeds | Feb 2016 – Aug 2020". A first line of one name ("Engineer" over "Lumen | 2019") leaves
 * the name beside the dates to be read as the company.
 */
function placeBesideDates(parts: readonly Part[], first: Line, datesLine: Line | undefined): void {
  const onFirst = parts.filter((part) => part.line === first);
  const beside = parts.filter((part) => part.line !== first);
  const [place] = beside;
  if (onFirst.length === 0 || beside.length !== 1 || place!.line !== datesLine || place!.after) return;
  const pieces = onFirst.length === 1 ? onFirst[0]!.text.split(/\s*,\s*/) : onFirst.map((part) => part.text);
  // The title: the piece named as one, or else the piece beside the one named as a company.
  const role =
    pieces.find((piece) => roleScore(piece) > 0) ??
    (pieces.filter((piece) => companyScore(piece) > 0).length === 1
      ? pieces.find((piece) => companyScore(piece) === 0)
      : undefined);
  const company = pieces.find((piece) => piece !== role);
  const both =
    pieces.length === 2 &&
    pieces.every((piece) => words(piece) <= 8) &&
    role !== undefined &&
    company !== undefined &&
    (companyScore(company) > 0 || (roleScore(company) === 0 && looksLikeName(company)));
  const named = roleScore(place!.text) > 0 || companyScore(place!.text) > 0 || schoolScore(place!.text) > 0;
  if (both && !named && words(place!.text) <= 3 && looksLikeName(place!.text)) place!.place = true;
}

/** What a date reading says: `"Mar 2019 – Present" read as 2019-03, ongoing`. */
function dateReading(text: string, dates: FoundDates, single: string): string {
  const range = dates.end
    ? `${dates.start} to ${dates.end}`
    : dates.ongoing
      ? `${dates.start}, ongoing`
      : single;
  return `"${text.slice(dates.index, dates.index + dates.length).trim()}" read as ${range}${dates.notes.length ? ` (${dates.notes.join('; ')})` : ''}`;
}

/** Reads a section of entries (jobs, volunteer roles, schools, projects) from its lines. */
export function readEntries(
  lines: readonly Line[],
  kind: EntryKind,
  bodySize: number,
  ledger: Ledger,
  today: Date,
): ReadEntry[] {
  const entries: ReadEntry[] = [];
  const blocks = undatedEntries(lines, entryBlocks(lines, bodySize, today), bodySize);
  const largestHeading = Math.max(0, ...blocks.map((block) => lines[block.start]!.size));
  let previousCompany: string | undefined;
  let previousGrouped = false;
  const headingParts = blocks.map((block) =>
    lines
      .slice(block.start, block.headerEnd + 1)
      .flatMap((line, offset) =>
        partsOf(line, block.start + offset === block.anchor ? block.dates : undefined),
      ),
  );
  // Two schools named in one heading, and none in the next entry's (a grid that set the second
  // school's name beside the first's dates, and its dates under them): the last is the next one's.
  if (kind === 'education')
    headingParts.forEach((parts, index) => {
      const schools = parts.filter((part) => schoolScore(part.text) > 0);
      const next = headingParts[index + 1];
      if (schools.length < 2 || !next || next.some((part) => schoolScore(part.text) > 0)) return;
      parts.splice(parts.indexOf(schools.at(-1)!), 1);
      next.unshift(schools.at(-1)!);
    });
  const order = kind === 'work' || kind === 'volunteer' ? headingOrder(headingParts) : undefined;
  for (const [index, block] of blocks.entries()) {
    const value: Record<string, unknown> = {};
    const places: [string, Line][] = [];
    const header = lines.slice(block.start, block.headerEnd + 1);
    const parts = headingParts[index]!;
    const grouped = header.some((line) => isDuration(line.text) || durationPattern.test(line.text));
    durationPattern.lastIndex = 0;

    // Dates.
    if (block.dates) {
      const { dates, text } = block.dates;
      const anchor = lines[block.anchor]!;
      const alone = dates.end === undefined && !dates.ongoing;
      if (alone && kind === 'education') value.endDate = dates.start;
      else {
        value.startDate = dates.start;
        // A date alone is when it began and ended: a job still going on says so ("– Present").
        if (dates.end || alone) value.endDate = dates.end ?? dates.start;
      }
      places.push([alone && kind === 'education' ? 'endDate' : 'startDate', anchor]);
      ledger.reading(
        anchor,
        dateReading(
          text,
          dates,
          alone
            ? kind === 'education'
              ? `${dates.start}, the end`
              : `${dates.start}, begun and ended then (a date alone)`
            : dates.start,
        ),
      );
    }

    if (kind === 'work' || kind === 'volunteer')
      placeBesideDates(parts, lines[block.start]!, block.dates ? lines[block.anchor] : undefined);
    // The heading's parts. One part with commas holds them all: "Title, Company, City, Country".
    const words1 = parts.filter((part) => !part.place && !isPlace(part.text) && !webAddress.test(part.text));
    if (words1.length === 1 && kind !== 'projects' && words1[0]!.text.includes(', ')) {
      const whole = words1[0]!;
      const pieces = whole.text.split(/\s*,\s*/).filter(Boolean);
      const at = parts.indexOf(whole);
      // A school's heading names each part once ("Informatik, Master of Science, Universität
      // Ostbayern"), its words telling which; a job's after its first two is where it was.
      const split: Part[] = pieces
        .slice(0, kind === 'education' ? pieces.length : 2)
        .map((text) => ({ text, line: whole.line }));
      if (pieces.length > 2 && kind !== 'education')
        split.push({ text: pieces.slice(2).join(', '), line: whole.line, place: true });
      parts.splice(at, 1, ...split);
    }
    const location = parts.find((part) => part.place || isPlace(part.text));
    if (location && kind !== 'projects' && kind !== 'education') {
      value.location = location.text;
      places.push(['location', location.line]);
    }
    const rest = parts.filter((part) => part !== location);
    // The company's or the project's web address, under its name.
    const address = rest.find((part) => webAddress.test(part.text));
    if (address) {
      rest.splice(rest.indexOf(address), 1);
      if (kind !== 'education') {
        value.url = /^https?:/i.test(address.text) ? address.text : `https://${address.text}`;
        places.push(['url', address.line]);
      } else ledger.report(address.line, address.text, "a school's address, which schools do not keep");
    }
    const take = (part: Part | undefined, field: string) => {
      if (!part) return;
      value[field] = part.text;
      places.push([field, part.line]);
      rest.splice(rest.indexOf(part), 1);
    };
    if (kind === 'work' || kind === 'volunteer') {
      const companyField = kind === 'work' ? 'name' : 'organization';
      const atPart = rest.find((part) => part.after === 'at');
      const sub = lines[block.start]!.size < largestHeading - 0.5 || previousGrouped;
      // The title: the part most named as one; of two named as much, the one less named as a company
      // ("ひかりシステム開発" holds a title's word, "開発", within a company's, "システム開発").
      const byRole = [...rest].sort(
        (a, b) => roleScore(b.text) - roleScore(a.text) || companyScore(a.text) - companyScore(b.text),
      )[0];
      const title = atPart
        ? rest[rest.indexOf(atPart) - 1]
        : byRole && roleScore(byRole.text) > 0
          ? byRole
          : undefined;
      // The part named as a company is ("… GmbH", "株式会社…"), among those not yet taken.
      const scoredCompany = () =>
        rest
          .filter((part) => companyScore(part.text) > 0 && looksLikeName(part.text))
          .sort((a, b) => companyScore(b.text) - companyScore(a.text))[0];
      const scored = scoredCompany();
      if (atPart) {
        take(title, 'position');
        take(atPart, companyField);
      } else if (title) {
        take(title, 'position');
        // A company is named in a few words, as a name is written; a longer part describes it.
        take(
          scoredCompany() ??
            rest.find((part) => looksLikeName(part.text) && words(part.text) <= 8) ??
            rest[0],
          companyField,
        );
      } else if (rest.length === 1 && previousCompany && sub && !scored) {
        take(rest[0], 'position');
      } else if (scored) {
        take(scored, companyField);
        const other = rest.find((part) => words(part.text) <= 8);
        if (other) {
          take(other, 'position');
          ledger.reading(
            lines[block.start]!,
            `"${value.position}" read as the title, beside the company "${value[companyField]}"`,
          );
        }
      } else if (rest.length > 0) {
        // Neither part says which it is: they stand in the order the section's other entries keep,
        // or, where those do not tell, the first is the title, as most résumés set it.
        const companyFirst = order === 'company' && rest.filter((part) => words(part.text) <= 8).length >= 2;
        const [first, second] = companyFirst ? [companyField, 'position'] : ['position', companyField];
        take(rest[0], first);
        const other = rest.find((part) => words(part.text) <= 8);
        if (other) {
          take(other, second);
          ledger.reading(
            lines[block.start]!,
            `"${value.position}" read as the title and "${value[companyField]}" as the ${kind === 'work' ? 'company' : 'organisation'}, by their order${order ? " in the section's entries" : ''}`,
          );
        }
      }
      // "Tiendas Alameda S.L., Madrid": the company, then where it was.
      const [company, where] = placeAfterComma(value[companyField]);
      if (where && !value.location) {
        value[companyField] = company;
        value.location = where;
        ledger.reading(lines[block.start]!, `"${where}" read as the place of ${describe(kind, value)}`);
      }
      // A title with no company, over a line of names read as a place ("Northfleet Analytics,
      // Manchester, United Kingdom"): its first name is the company's.
      const names = typeof value.location === 'string' ? value.location.split(/\s*,\s*/) : [];
      if (!value[companyField] && value.position && names.length >= 3 && !isRemote(names[0]!)) {
        value[companyField] = names[0];
        value.location = names.slice(1).join(', ');
        places.push([
          companyField,
          places.find(([field]) => field === 'location')?.[1] ?? lines[block.start]!,
        ]);
        ledger.reading(lines[block.start]!, `"${names[0]}" read as the company of ${describe(kind, value)}`);
      }
      // A role under a company named once above it (a smaller line, or a group with its length).
      if (!value[companyField] && value.position && previousCompany && (sub || grouped)) {
        value[companyField] = previousCompany;
        places.push([companyField, lines[block.start]!]);
        ledger.reading(lines[block.start]!, `"${value.position}" read as another role at ${previousCompany}`);
      }
      if (grouped || value[companyField] !== previousCompany) previousGrouped = grouped;
      previousCompany = value[companyField] as string | undefined;
    } else if (kind === 'education') {
      const school = [...rest].sort((a, b) => schoolScore(b.text) - schoolScore(a.text))[0];
      const degree = [...rest].sort((a, b) => degreeScore(b.text) - degreeScore(a.text))[0];
      if (school && schoolScore(school.text) > 0) take(school, 'institution');
      if (degree && degreeScore(degree.text) > 0 && rest.includes(degree)) {
        const { studyType, area } = degreeOf(degree.text);
        // With the subject a part of its own ("Informatik, Master of Science, …"), the degree is whole.
        const areaApart = rest.some(
          (part) => part !== degree && degreeScore(part.text) === 0 && words(part.text) <= 8,
        );
        if (area && !areaApart) {
          Object.assign(value, { studyType, area });
          places.push(['studyType', degree.line], ['area', degree.line]);
          rest.splice(rest.indexOf(degree), 1);
        } else take(degree, 'studyType');
      }
      if (!value.institution) take(rest[0], 'institution');
      const [institution, where] = placeAfterComma(value.institution);
      if (where) {
        value.institution = institution;
        ledger.report(
          lines[block.start]!,
          where,
          `the place of ${describe(kind, value)}, which schools do not keep`,
        );
      }
      if (!value.area && rest.length > 0 && words(rest[0]!.text) <= 8) take(rest[0], 'area');
    } else {
      take(rest[0], 'name');
      const link = header.flatMap((line) => line.links).find((address) => /^https?:/i.test(address));
      if (link) value.url = link;
    }
    for (const part of [...rest]) {
      const placeLike =
        words(part.text) <= 3 && looksLikeName(part.text) && !/[\p{Nd}.:;。]/u.test(part.text);
      if ((kind === 'work' || kind === 'volunteer') && !value.location && placeLike && value.position) {
        // A name left over beside the title and the company is where the job was: "杭州".
        take(part, 'location');
        ledger.reading(part.line, `"${part.text}" read as the place of ${describe(kind, value)}`);
      } else if (kind === 'work' && !value.description && words(part.text) >= 3) take(part, 'description');
      else if (kind === 'projects' && !value.description && words(part.text) >= 3) take(part, 'description');
      else ledger.report(part.line, part.text, `in the heading of ${describe(kind, value)}`);
    }
    for (const line of header)
      if (!places.some(([, placed]) => placed === line)) places.push(['(heading)', line]);

    // The entry's text: bullets (or lines set in from its heading) are highlights, the rest its summary.
    const headerLeft = Math.min(...header.map((line) => line.left));
    const highlights: string[] = [];
    const summary: string[] = [];
    let offset = -1;
    for (const [at, line] of lines.slice(block.headerEnd + 1, block.end).entries()) {
      const text = line.text.replace(bulletMark, '').trim();
      // The entry's dates, where they follow its text, are read already.
      if (!text || block.headerEnd + 1 + at === block.anchor) continue;
      // A label over the entry's lists ("Highlights", "Responsibilities") is no words of its own.
      if (entryLabel.test(text)) {
        places.push(['(label)', line]);
        continue;
      }
      offset++;
      // A place's name: a few words (or, in a script without spaces, a few letters), no sentence.
      const nameAlone =
        !line.bullet &&
        words(text) <= 3 &&
        (/\s/.test(text) || text.length <= 12) &&
        looksLikeName(text) &&
        !/[\p{Nd}.:;。、，]/u.test(text);
      const companyField = kind === 'work' ? 'name' : 'organization';
      const nameUnder =
        offset === 0 && !line.bullet && words(text) <= 8 && looksLikeName(text) && !endsSentence(text);
      if (
        nameUnder &&
        (kind === 'work' || kind === 'volunteer') &&
        value.position &&
        !value[companyField] &&
        (companyScore(text) > 0 || !nameAlone || value.location)
      ) {
        // A title over the name of where it was, as the European CV sets it: "Isarpay GmbH, München".
        const [company, where] = placeAfterComma(text);
        value[companyField] = company;
        places.push([companyField, line]);
        if (where && !value.location) {
          value.location = where;
          places.push(['location', line]);
        }
        ledger.reading(
          line,
          `"${company}" read as the ${kind === 'work' ? 'company' : 'organisation'} of ${describe(kind, value)}`,
        );
      } else if (
        // A school's name in a language that writes its words small ("технический университет").
        offset === 0 &&
        !line.bullet &&
        words(text) <= 8 &&
        !endsSentence(text) &&
        kind === 'education' &&
        schoolScore(text) > 0 &&
        schoolScore(String(value.institution ?? '')) === 0
      ) {
        // A degree over the school's name: the name is the school, what the heading named its subject.
        if (value.institution && !value.area) value.area = value.institution;
        value.institution = text;
        places.push(['institution', line]);
      } else if (offset === 0 && nameAlone && !value.location && (kind === 'work' || kind === 'volunteer')) {
        // A name alone under the entry's heading is where it was: "Sevilla".
        value.location = text;
        places.push(['location', line]);
        ledger.reading(line, `"${text}" read as the place of ${describe(kind, value)}`);
      } else if (
        offset === 0 &&
        kind === 'education' &&
        !value.area &&
        !line.bullet &&
        words(text) <= 8 &&
        !endsSentence(text)
      ) {
        // The degree and what it is in ("BSc in Computer Science"), or what it is in alone.
        const { studyType, area } = degreeOf(text);
        if (area && !value.studyType) Object.assign(value, { studyType, area });
        else value.area = text;
        places.push(['area', line]);
      } else if (
        /^(?:https?:\/\/)?[\w.-]+\.[a-z]{2,}(?:\/\S*)?$/iu.test(text) &&
        !value.url &&
        kind !== 'education'
      ) {
        value.url = /^https?:/i.test(text) ? text : `https://${text}`;
        places.push(['url', line]);
      } else if (gradeLine.test(text) && kind === 'education') {
        value.score = text.replace(/^[^:：]*[:：]\s*/u, '');
        places.push(['score', line]);
      } else if (line.bullet || line.left > headerLeft + 4) {
        places.push([`${kind === 'education' ? 'courses' : 'highlights'}.${highlights.length}`, line]);
        highlights.push(text);
      } else {
        places.push([kind === 'projects' ? 'description' : kind === 'education' ? 'area' : 'summary', line]);
        summary.push(text);
      }
    }
    if (highlights.length > 0) value[kind === 'education' ? 'courses' : 'highlights'] = highlights;
    if (summary.length > 0) {
      const field = kind === 'projects' ? 'description' : kind === 'education' ? 'area' : 'summary';
      const joined = joinParagraphs(summary);
      value[field] =
        value[field] && field !== 'area' ? `${value[field]}\n\n${joined}` : (value[field] ?? joined);
      if (field === 'area' && value.area !== joined)
        for (const line of summary)
          ledger.report(
            places.find(([, placed]) => placed.text.includes(line))?.[1] ?? header[0]!,
            line,
            `in ${describe(kind, value)}`,
          );
    }
    if (!block.dates && kind === 'work')
      ledger.reading(header[0]!, `${describe(kind, value)} has no dates the reader could find: check it`);
    entries.push({ value, places });
  }
  if (kind === 'work' || kind === 'volunteer') {
    placesAfterTitles(entries, lines, ledger);
    namesReadAsPlace(entries, kind, ledger);
  }
  return entries;
}

/**
 * A job short of its company or title whose place is two names or more ("Maquetadora, Valencia"),
 * or one that took that line otherwise ("IT Co-op Student, Hamilton, ON" as company and place),
 * where the section's other jobs take the same two of title, company and place from one line of
 * their heading, in one order ("Desarrolladora Web, Alicante"): the names are those two, and the
 * name read from another line is the field still missing.
 */
function namesReadAsPlace(entries: readonly ReadEntry[], kind: 'work' | 'volunteer', ledger: Ledger): void {
  const companyField = kind === 'work' ? 'name' : 'organization';
  const fields = ['position', companyField, 'location'];
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  /** The fields one line gave an entry, as they stand on it. */
  const fieldsFrom = ({ value, places }: ReadEntry, line: Line) =>
    fields
      .filter((field) => text(value[field]) && places.some(([placed, at]) => placed === field && at === line))
      .sort((a, b) => line.text.indexOf(text(value[a])!) - line.text.indexOf(text(value[b])!));
  // The two fields a line with a comma gave an entry: "position location".
  const pairOf = (entry: ReadEntry) => {
    for (const line of new Set(entry.places.map(([, line]) => line))) {
      const from = fieldsFrom(entry, line);
      if (from.length === 2 && line.text.includes(',')) return from.join(' ');
    }
    return undefined;
  };
  const whole = (entry: ReadEntry) => Boolean(text(entry.value.position) && text(entry.value[companyField]));
  const counts = new Map<string, number>();
  for (const entry of entries.filter(whole)) {
    const pair = pairOf(entry);
    if (pair) counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  const [[pair, count] = ['', 0], ...others] = [...counts].sort((a, b) => b[1] - a[1]);
  if (count < 2 || others.reduce((sum, [, other]) => sum + other, 0) > 1) return;
  const [first, second] = pair.split(' ') as [string, string];
  for (const entry of entries) {
    const { value, places } = entry;
    const line = places.find(([field]) => field === 'location')?.[1];
    if (!line || (whole(entry) && pairOf(entry) === pair)) continue;
    // The names that line holds, and what the entry took from its other lines.
    const onLine = fieldsFrom(entry, line);
    const names = onLine.flatMap((field) => text(value[field])!.split(/\s*[,،]\s*/));
    const elsewhere = ['position', companyField].filter(
      (field) => text(value[field]) && !onLine.includes(field),
    );
    if (names.length < 2 || elsewhere.length > 1 || (second !== 'location' && names.length !== 2)) continue;
    const read: Record<string, unknown> = { [first]: names[0], [second]: names.slice(1).join(', ') };
    const missing = ['position', companyField].find((field) => !text(read[field]));
    if (missing && elsewhere[0]) read[missing] = value[elsewhere[0]];
    if (!text(read.position) || !text(read[companyField])) continue;
    const moved = places.find(([field]) => field === elsewhere[0])?.[1];
    for (const field of fields) delete value[field];
    Object.assign(value, read);
    const kept = places.filter(([field]) => !fields.includes(field));
    places.splice(0, places.length, ...kept, [first, line], [second, line]);
    if (missing && moved) places.push([missing, moved]);
    const called = (field: string) =>
      field === 'position'
        ? 'title'
        : field === 'location'
          ? 'place'
          : kind === 'work'
            ? 'company'
            : 'organisation';
    ledger.reading(
      line,
      `"${names.join(', ')}" read as the ${called(first)} and the ${called(second)} of ${describe(kind, value)}, as the section's other entries set them`,
    );
  }
}

/**
 * A place after each title's comma ("Senior Engineer, Munich"), in two entries or more and half of
 * them at least, none with a place of its own: where each was. One title alone so written may be a
 * title's own words ("Engineer, Platform").
 */
function placesAfterTitles(entries: readonly ReadEntry[], lines: readonly Line[], ledger: Ledger): void {
  const splits = entries.map(({ value }) =>
    value.location === undefined ? placeAfterComma(value.position)[1] : undefined,
  );
  const placed = splits.filter(Boolean).length;
  if (placed < 2 || placed * 2 < entries.length) return;
  entries.forEach(({ value, places }, index) => {
    const where = splits[index];
    if (!where) return;
    const line = places.find(([field]) => field === 'position')?.[1] ?? lines[0]!;
    value.position = placeAfterComma(value.position)[0];
    value.location = where;
    places.push(['location', line]);
    ledger.reading(line, `"${where}" read as the place of ${describe('work', value)}`);
  });
}

/** An entry as the report names it: `the job "Engineer at Lumen"`. */
function describe(kind: EntryKind, value: Record<string, unknown>): string {
  const name = [value.position, value.name ?? value.organization ?? value.institution]
    .filter(Boolean)
    .join(' at ');
  const noun = { work: 'the job', volunteer: 'the role', education: 'the school', projects: 'the project' }[
    kind
  ];
  return name ? `${noun} "${name}"` : noun;
}

/** A list's items on a line: its segments, each split at commas, bullets and bars. */
const itemsOf = (text: string) =>
  text
    .split(/\s*[,;|·•،、，；]\s*|\s{2,}/u)
    .map((item) => item.replace(bulletMark, '').trim())
    .filter(Boolean);

type ListSection = Exclude<ResumeSection, EntryKind | 'summary' | 'contact' | 'references'>;

/** Reads a section that is a list (skills, languages, certificates, awards, publications, interests). */
export function readListSection(
  lines: readonly Line[],
  section: ResumeSection,
  resume: JsonResume,
  ledger: Ledger,
): void {
  const kind = section as ListSection;
  if (kind === 'skills') readSkills(lines, resume, ledger);
  else if (kind === 'languages') readLanguages(lines, resume, ledger);
  else if (kind === 'interests') {
    const interests = (resume.interests ??= []);
    for (const line of lines)
      for (const item of itemsOf(line.segments.join(' | '))) {
        ledger.place(line, ['interests', interests.length, 'name']);
        interests.push({ name: item });
      }
  } else readDatedList(lines, kind, resume, ledger);
}

/**
 * Skills: a line "Group: a, b, c" is a group; a line set like a heading over lines of items names
 * the group they belong to (each of its segments the group of the items below it in that place);
 * items with no group are skills of their own.
 */
function readSkills(lines: readonly Line[], resume: JsonResume, ledger: Ledger): void {
  const skills = (resume.skills ??= []);
  let groups: number[] = [];
  const bodySize = Math.min(...lines.map((line) => line.size));
  for (const line of lines) {
    const labelled = /^([^:：]{1,40})[:：]\s*(.+)$/u.exec(line.text);
    if (labelled) {
      ledger.place(line, ['skills', skills.length]);
      skills.push({ name: labelled[1]!.trim(), keywords: itemsOf(labelled[2]!) });
      groups = [];
      continue;
    }
    const segmentItems = line.segments.length > 0 ? line.segments.map(itemsOf) : [itemsOf(line.text)];
    const namesGroups =
      !line.bullet &&
      (line.bold || line.size > bodySize + 0.5) &&
      segmentItems.every((items) => items.length === 1);
    if (namesGroups) {
      groups = segmentItems.map((items) => {
        skills.push({ name: items[0]!, keywords: [] });
        return skills.length - 1;
      });
      ledger.place(line, ['skills', groups[0]!, 'name']);
      continue;
    }
    segmentItems.forEach((items, index) => {
      const group = groups.length === 0 ? undefined : groups[Math.min(index, groups.length - 1)];
      if (group === undefined) {
        for (const item of items) {
          ledger.place(line, ['skills', skills.length, 'name']);
          skills.push({ name: item });
        }
      } else {
        skills[group]!.keywords!.push(...items);
        ledger.place(line, ['skills', group, 'keywords']);
      }
    });
  }
  // A group name with no items under it is a skill of its own.
  for (const skill of skills) if (skill.keywords?.length === 0) delete skill.keywords;
}

/**
 * Languages: "English (Native)", "German — C1", "French: fluent", or a line of languages over a
 * line of how well each is spoken.
 */
function readLanguages(lines: readonly Line[], resume: JsonResume, ledger: Ledger): void {
  const languages = (resume.languages ??= []);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const next = lines[index + 1];
    const items = line.segments.length > 1 ? line.segments : itemsOf(line.text);
    const nextItems = next ? (next.segments.length > 1 ? next.segments : itemsOf(next.text)) : [];
    if (next && nextItems.length === items.length && nextItems.every(isFluency) && !items.some(isFluency)) {
      items.forEach((item, position) => {
        ledger.place(line, ['languages', languages.length, 'language']);
        ledger.place(next, ['languages', languages.length, 'fluency']);
        languages.push({ language: item, fluency: nextItems[position]! });
      });
      index++;
      continue;
    }
    for (const item of items) {
      const split = /^(.+?)\s*(?:[(（]\s*(.+?)\s*[)）]|[:：]\s*(.+)|\s+[–—-]\s+(.+))$/u.exec(item);
      const fluency = split?.[2] ?? split?.[3] ?? split?.[4];
      if (split && fluency) languages.push({ language: split[1]!.trim(), fluency: fluency.trim() });
      else if (isFluency(item) && languages.length > 0 && !languages.at(-1)!.fluency) {
        languages.at(-1)!.fluency = item;
        ledger.place(line, ['languages', languages.length - 1, 'fluency']);
        continue;
      } else languages.push({ language: item });
      ledger.place(line, ['languages', languages.length - 1]);
    }
  }
}

/**
 * Certificates, awards and publications: each item begins at a line set like a heading or a bullet
 * (or at every line, where none is); its first line without its date is its name, a part after a
 * dash or "by" its issuer, a date anywhere in it its date, and the rest its summary.
 */
function readDatedList(
  lines: readonly Line[],
  kind: 'certificates' | 'awards' | 'publications',
  resume: JsonResume,
  ledger: Ledger,
): void {
  const bodySize = Math.min(...lines.map((line) => line.size));
  const starts = (line: Line) =>
    (line.bullet || line.bold || line.size > bodySize + 0.5) &&
    !/^(?:awarded|issued|published)?\s*by\b/iu.test(line.text);
  const everyLine = !lines.some(starts) || lines.every(starts);
  const items: Line[][] = [];
  for (const line of lines) {
    if (everyLine || starts(line) || items.length === 0) items.push([line]);
    else items.at(-1)!.push(line);
  }
  const [nameField, issuerField, dateField] = {
    certificates: ['name', 'issuer', 'date'],
    awards: ['title', 'awarder', 'date'],
    publications: ['name', 'publisher', 'releaseDate'],
  }[kind];
  const list = (resume[kind] ??= []) as Record<string, unknown>[];
  for (const item of items) {
    const value: Record<string, unknown> = {};
    const position = list.length;
    const summary: { text: string; line: Line }[] = [];
    item.forEach((line, offset) => {
      let text = line.segments.join(' | ').replace(bulletMark, '');
      const dates = findDates(text);
      if (dates && (dates.length >= text.length * 0.3 || offset > 0 || line.segments.length > 1)) {
        value[dateField!] ??= dates.start;
        ledger.reading(line, dateReading(text, dates, dates.start));
        text = `${text.slice(0, dates.index)} ${text.slice(dates.index + dates.length)}`;
      }
      text = text.replace(/(?:^|\s)(?:awarded|issued|published)\s+by\s+/iu, ' | ');
      const parts = text
        .split(/\s+[|·•–—]\s+|\s*[|]\s*|\s+(?:at|by|from|von|par|de|от)\s+/u)
        .map((part) => part.replace(/^[\s,;:-]+|[\s,;:-]+$/g, '').trim())
        .filter(Boolean);
      for (const part of parts) {
        if (!value[nameField!]) value[nameField!] = part;
        else if (!value[issuerField!] && words(part) <= 8) value[issuerField!] = part;
        else summary.push({ text: part, line });
      }
      ledger.place(line, [kind, position]);
    });
    if (kind === 'certificates')
      for (const { text, line } of summary) ledger.report(line, text, 'beside a certificate');
    else if (summary.length > 0) value.summary = summary.map(({ text }) => text).join(' ');
    const link = item.flatMap((line) => line.links).find((address) => /^https?:/i.test(address));
    if (link && kind !== 'awards') value.url = link;
    if (Object.keys(value).length > 0) list.push(value);
  }
}
