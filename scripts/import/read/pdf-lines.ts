/**
 * A PDF's text as a careful reader's eye meets it, the first step of reading a résumé from a PDF:
 * its text layer (pdf.js gives each piece of text with its place, size and face), gathered into
 * lines (the pieces on one baseline, left to right), the lines into columns when the page has them
 * (a side bar, a two-column body: a band of the page that no text crosses, with text on both sides),
 * and the columns read one after the other, each from the top. Each line keeps what a heading is
 * known by (its size, its weight, its capitals), the addresses of the links over it (a link behind
 * an icon exists only as an annotation), and its place, `page:line`, for the report.
 */
import './pdf-canvas.ts';
import { getDocument, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readDate } from './dates.ts';
import type { DocumentLine } from './document-lines.ts';
import { isDuration } from './entry-words.ts';
import { iconGlyphs } from './reading-lines.ts';

export interface PdfLine extends DocumentLine {
  /** The line's pieces and where each begins, in points from the page's left, left to right. */
  pieces: { text: string; left: number }[];
  right: number;
  top: number;
}

export type PdfText =
  | { ok: true; pages: number; lines: PdfLine[] }
  | { ok: false; reason: 'encrypted' | 'no text' | 'unreadable'; message: string };

/** A piece of text as pdf.js gives it, where it stands and how it is set. */
export interface Piece {
  text: string;
  left: number;
  right: number;
  top: number;
  size: number;
  bold: boolean;
  /** As pdf.js reads the piece: 'rtl' for Arabic or Hebrew text. */
  dir: string;
}

interface Fragment {
  pieces: Piece[];
  left: number;
  right: number;
  top: number;
  size: number;
}

/**
 * The CJK radicals a font's glyph may be mapped to where the text meant the ideograph of the same
 * shape ("⻘" for "青", "⻝" for "食"): Unicode gives no compatibility mapping for these, so they are
 * listed here (those radicals that are whole characters).
 */
const radicalIdeographs = new Map(
  [
    ...'⺁厂⺇几⺌小⺒巳⺓幺⺔彐⺜日⺝月⺟母⺠民⺩王⺮竹⺯糸⺶羊⺻聿⺼肉⺽臼⻁虎⻄西⻅见⻆角⻉贝⻊足⻋车⻑長⻓长⻔门⻗雨⻘青⻙韦⻚页⻛风⻜飞⻝食⻢马⻣骨⻤鬼⻥鱼⻦鸟⻧卤⻨麦⻩黄⻪黾⻫斉⻬齐⻭歯⻮齿⻯竜⻰龙⻱龜⻲亀⻳龟',
  ].flatMap((character, index, all) => (index % 2 === 0 ? [[character, all[index + 1]!] as const] : [])),
);
const radicals = /[\u2E80-\u2EFF]/gu;

const boldFace = /bold|semibold|demi|heavy|black|[-,]sb\b|w[6-9]00/i;

/** The text of `bytes`, read page by page; why not, for a file without a text layer or locked. */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  let document;
  try {
    document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false })
      .promise;
  } catch (error) {
    if ((error as Error).name === 'PasswordException')
      return {
        ok: false,
        reason: 'encrypted',
        message:
          'The PDF is locked with a password, so its text cannot be read. Save it again without one ' +
          '(print it to a new PDF), or import the Word file or a JSON Resume instead.',
      };
    return {
      ok: false,
      reason: 'unreadable',
      message: `This PDF cannot be read: ${(error as Error).message}`,
    };
  }
  try {
    const lines: PdfLine[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      lines.push(...(await pageLines(page, number)));
    }
    if (lines.length === 0)
      return {
        ok: false,
        reason: 'no text',
        message:
          'The PDF has no text to read: it is a picture of pages (a scan, or a PDF saved as images). ' +
          'Export a PDF with text from the program you wrote the résumé in, or import its Word file.',
      };
    return { ok: true, pages: document.numPages, lines };
  } finally {
    await document.destroy();
  }
}

/**
 * A piece's Arabic with its lām-alif ligatures in the order they are spelt: some writers (LibreOffice)
 * map the ligature's glyph to its letters the other way round, "اإلمارات" for "الإمارات". Two alifs
 * never stand together in Arabic, so an alif before an alif-lām is the article's.
 */
export const mendLigatures = (text: string) => text.replace(/ا([أإآ])ل/gu, 'ال$1');

async function pageLines(page: PDFPageProxy, number: number): Promise<PdfLine[]> {
  const [, , , height] = page.view;
  const content = await page.getTextContent();
  // The faces' names (and so their weights) are known once the page's drawing is loaded.
  await page.getOperatorList();
  const faceName = (id: string): string =>
    page.commonObjs.has(id) ? String((page.commonObjs.get(id) as { name?: string }).name ?? '') : '';
  const pieces: Piece[] = [];
  for (const item of content.items) {
    if (!('str' in item) || !item.str.trim()) continue;
    const [a, b, , , x, y] = item.transform as number[];
    const size = Math.hypot(a!, b!);
    pieces.push({
      text: item.str,
      left: x!,
      right: x! + item.width,
      top: height! - y!,
      size,
      bold: boldFace.test(faceName(item.fontName)),
      dir: item.dir,
    });
  }
  const annotations = (await page.getAnnotations()) as { subtype: string; url?: string; rect: number[] }[];
  const links = annotations
    .filter((annotation) => annotation.subtype === 'Link' && annotation.url)
    .map((annotation) => ({
      url: annotation.url!,
      left: annotation.rect[0]!,
      right: annotation.rect[2]!,
      top: height! - annotation.rect[3]!,
      bottom: height! - annotation.rect[1]!,
    }));

  const fragments = fragmentsOf(pieces);
  const gutters = guttersOf(fragments, page.view[2]!);
  const columnOf = (fragment: Fragment): number => {
    if (gutters.length === 0) return 1;
    if (gutters.some((gutter) => fragment.left < gutter && fragment.right > gutter)) return 0;
    return 1 + gutters.filter((gutter) => fragment.left >= gutter).length;
  };
  // Reading order: down the page in bands split by what crosses the columns; within a band, each
  // column from its top, the left one first.
  const ordered = fragments
    .map((fragment) => ({ fragment, column: columnOf(fragment) }))
    .sort((a, b) => a.fragment.top - b.fragment.top);
  const bands: { fragment: Fragment; column: number }[][] = [];
  for (const entry of ordered) {
    const band = bands.at(-1);
    if (entry.column === 0 || !band || band[0]!.column === 0) bands.push([entry]);
    else band.push(entry);
  }
  const lines: PdfLine[] = [];
  for (const band of bands) {
    const byColumn = new Map<number, Fragment[]>();
    for (const { fragment, column } of band)
      (byColumn.get(column) ?? byColumn.set(column, []).get(column)!).push(fragment);
    for (const column of [...byColumn.keys()].sort((a, b) => a - b))
      for (const line of linesOf(byColumn.get(column)!))
        lines.push(lineOf(line, column, number, lines.length + 1, links));
  }
  return lines;
}

/**
 * The pieces gathered into fragments: those on one baseline, left to right, split where a gap is
 * wider than two letters' height (the space between two columns, or before a date set flush right).
 */
function fragmentsOf(pieces: readonly Piece[]): Fragment[] {
  const sorted = [...pieces].sort((a, b) => a.top - b.top || a.left - b.left);
  const rows: Piece[][] = [];
  // A piece joins the row whose nearest baseline is nearest its own, within a third of its size: a
  // heading's small capitals ("E" then "DUCATION" smaller, on the capital's baseline) stay on the row
  // of their capital when a line beside it sits a little higher.
  const distance = (row: readonly Piece[], piece: Piece) =>
    Math.min(...row.map((other) => Math.abs(other.top - piece.top)));
  for (const piece of sorted) {
    const row = rows
      .filter(
        (candidate) =>
          Math.abs(candidate[0]!.top - piece.top) <= piece.size * 0.3 || distance(candidate, piece) <= 0.5,
      )
      .sort((a, b) => distance(a, piece) - distance(b, piece))[0];
    if (row) row.push(piece);
    else rows.push([piece]);
  }
  const fragments: Fragment[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.left - b.left);
    let current: Piece[] = [];
    for (const piece of row) {
      const previous = current.at(-1);
      if (previous && piece.left - previous.right > 2 * Math.max(piece.size, previous.size)) {
        fragments.push(fragmentOf(current));
        current = [];
      }
      current.push(piece);
    }
    fragments.push(fragmentOf(current));
  }
  return fragments;
}

function fragmentOf(pieces: Piece[]): Fragment {
  return {
    pieces,
    left: Math.min(...pieces.map((piece) => piece.left)),
    right: Math.max(...pieces.map((piece) => piece.right)),
    top: Math.min(...pieces.map((piece) => piece.top)),
    size: Math.max(...pieces.map((piece) => piece.size)),
  };
}

/**
 * The x of each gutter between columns: a band between a fifth and four fifths of the width that no
 * fragment crosses except above or below the columns (a name and contact lines across the top),
 * with at least five fragments on each side, those on the right starting at one edge, as a
 * column's lines do (words set flush right, dates and places on a job's line, end at one edge and
 * start anywhere) and not dates alone, and the two sides beside each other down most of their
 * height.
 */
function guttersOf(fragments: readonly Fragment[], width: number): number[] {
  if (fragments.length < 10) return [];
  const gutters: number[] = [];
  for (let x = width * 0.2; x <= width * 0.8; x += 2) {
    const left = fragments.filter((fragment) => fragment.right <= x);
    const right = fragments.filter((fragment) => fragment.left >= x);
    if (
      left.length < 5 ||
      right.length < 5 ||
      !(startAtOneEdge(right) || flushRightBar(right)) ||
      datesAlone(right) ||
      marginRail(left) ||
      sparse(right)
    )
      continue;
    const [leftTop, leftBottom] = extent(left);
    const [rightTop, rightBottom] = extent(right);
    const [top, bottom] = [Math.max(leftTop, rightTop), Math.min(leftBottom, rightBottom)];
    if (bottom - top < 0.5 * Math.min(leftBottom - leftTop, rightBottom - rightTop)) continue;
    // A line across the gutter under at most three lines of either side (a summary under a name
    // and contact details set flush right) heads the page; one lower down says there is no gutter.
    const above = (side: readonly Fragment[], fragment: Fragment) =>
      side.filter((other) => other.top < fragment.top).length;
    const crosses = fragments.some(
      (fragment) =>
        fragment.left < x &&
        fragment.right > x &&
        fragment.top >= top &&
        fragment.top <= bottom &&
        (above(left, fragment) > 3 || above(right, fragment) > 3),
    );
    if (crosses) continue;
    const previous = gutters.at(-1);
    if (previous !== undefined && x - previous < 24) gutters[gutters.length - 1] = (previous + x) / 2;
    else gutters.push(x);
  }
  return gutters;
}

/**
 * Whether a side is a margin beside the text, not a column: short labels (headings) and, among them,
 * the entries' dates (three in ten or more), each to be read with the lines beside it.
 */
function marginRail(side: readonly Fragment[]): boolean {
  // A fragment's pieces joined as they stand (a heading set letter by letter is one word).
  const texts = side.map((fragment) => fragment.pieces.map((piece) => piece.text).join(''));
  if (texts.some((text) => text.trim().split(/\s+/).length > 5)) return false;
  return texts.filter((text) => /\p{Nd}{4}/u.test(text)).length >= texts.length * 0.3;
}

/**
 * Whether a side's fragments stand far apart down the page (half the gaps between them four lines
 * or more of the smaller half's size: large headings among small dates), as headings and dates set
 * flush right beside a single column do; a column's lines follow one another.
 */
function sparse(side: readonly Fragment[]): boolean {
  const tops = [...new Set(side.map((fragment) => Math.round(fragment.top)))].sort((a, b) => a - b);
  const gaps = tops.slice(1).map((top, index) => top - tops[index]!);
  const sizes = side.map((fragment) => fragment.size).sort((a, b) => a - b);
  const size = sizes[Math.floor((sizes.length - 1) / 2)]!;
  return gaps.filter((gap) => gap >= 4 * size).length * 2 >= gaps.length;
}

/**
 * Whether a side holds dates alone (four in five of its fragments name a year), as a rail of each
 * entry's dates beside the entries does: those are read with their entries' lines, not as a column.
 */
function datesAlone(side: readonly Fragment[]): boolean {
  const dated = side.filter((fragment) => datePiece(fragment.pieces.map((piece) => piece.text).join('')));
  return dated.length >= side.length * 0.8;
}

/**
 * Whether a fragment is a piece of an entry's dates as a rail sets them, one to a line: a date with
 * its year, the dash between two, the end ("— Present") or the spell's length ("6 years").
 */
function datePiece(text: string): boolean {
  const trimmed = text.trim();
  if (/\p{Nd}{4}/u.test(trimmed) || /^[–—-]$/u.test(trimmed) || isDuration(trimmed)) return true;
  const end = trimmed.replace(/^[–—-]\s*/u, '');
  return end !== trimmed && 'ongoing' in readDate(end);
}

/**
 * Whether most fragments (three in five) start at one edge, or set in from it as a list is; in a
 * column written right to left (most of its letters Arabic or Hebrew), end at one edge.
 */
function startAtOneEdge(side: readonly Fragment[]): boolean {
  const atEdge = (offsets: number[]) => {
    const edge = Math.min(...offsets);
    if (offsets.filter((offset) => offset - edge <= 16).length >= side.length * 0.6) return true;
    // Or at the edge and at one indent from it (a list's items), the two together most of them.
    const counts = new Map<number, number>();
    for (const offset of offsets)
      if (offset - edge <= 40)
        counts.set(Math.round(offset / 2), (counts.get(Math.round(offset / 2)) ?? 0) + 1);
    const [first = 0, second = 0] = [...counts.values()].sort((a, b) => b - a);
    return counts.has(Math.round(edge / 2)) && first + second >= side.length * 0.6;
  };
  if (atEdge(side.map((fragment) => fragment.left))) return true;
  const rtl = side.filter((fragment) => fragment.pieces.some((piece) => piece.dir === 'rtl')).length;
  return rtl >= side.length * 0.6 && atEdge(side.map((fragment) => -fragment.right));
}

/**
 * Whether a side is a side bar set flush right (skills, languages, links ending at the page's
 * margin): four in five of its rows end at one edge (a row of a grid within it, "Go  Kafka", at
 * its last fragment) and few fragments name a year. A job's dates and places set flush right
 * beside one column end there too, but half of those are dates; and where a side takes in a
 * column's dates set flush right short of the bar's edge, those dates are what ends short of it.
 */
function flushRightBar(side: readonly Fragment[]): boolean {
  const rows = new Map<number, number>();
  for (const fragment of side) {
    const top = Math.round(fragment.top);
    rows.set(top, Math.max(rows.get(top) ?? -Infinity, fragment.right));
  }
  const edge = Math.max(...rows.values());
  const atEdge = [...rows.values()].filter((right) => edge - right <= 4).length;
  const named = (fragment: Fragment) =>
    /\p{Nd}{4}/u.test(fragment.pieces.map((piece) => piece.text).join(''));
  const dated = side.filter(named);
  return (
    atEdge >= rows.size * 0.8 &&
    dated.length <= side.length * 0.2 &&
    dated.every((fragment) => edge - rows.get(Math.round(fragment.top))! <= 4)
  );
}

/** The highest and the lowest baseline of some fragments. */
const extent = (side: readonly Fragment[]): [number, number] => [
  Math.min(...side.map((fragment) => fragment.top)),
  Math.max(...side.map((fragment) => fragment.top)),
];

/** A column's fragments as lines: those on one baseline together, top to bottom. */
function linesOf(fragments: readonly Fragment[]): Fragment[] {
  const lines: Fragment[] = [];
  for (const fragment of [...fragments].sort((a, b) => a.top - b.top || a.left - b.left)) {
    const line = lines.find((candidate) => Math.abs(candidate.top - fragment.top) <= fragment.size * 0.3);
    if (line)
      Object.assign(line, fragmentOf([...line.pieces, ...fragment.pieces].sort((a, b) => a.left - b.left)));
    else lines.push(fragmentOf([...fragment.pieces]));
  }
  return lines;
}

/** Whether most of a line's letters read right to left. */
function rightToLeft(pieces: readonly Piece[]): boolean {
  const length = (dir: string) =>
    pieces.filter((piece) => piece.dir === dir).reduce((sum, piece) => sum + piece.text.length, 0);
  return length('rtl') > length('ltr');
}

/**
 * Marks of punctuation pdf.js gives apart, drawn among a right-to-left piece's words (the comma of
 * "مصممة واجهات, صيدا", which it sets after them all): each put back among those words, after the
 * word it stands beside.
 */
function punctuationInPlace(pieces: readonly Piece[]): Piece[] {
  const inserts = new Map<Piece, { at: number; text: string }[]>();
  const taken = new Set<Piece>();
  for (const mark of pieces) {
    if (mark.dir === 'rtl' || !/^\p{P}{1,2}$/u.test(mark.text)) continue;
    const host = pieces.find(
      (piece) => piece.dir === 'rtl' && piece.left < mark.left && mark.right < piece.right,
    );
    if (!host) continue;
    // Its letters run from the piece's right: the share of the width to its right is the share of
    // the text before it, and the mark goes at the nearest space.
    const before = ((host.right - mark.right) / (host.right - host.left)) * host.text.length;
    const spaces = [...host.text.matchAll(/ /g)].map((space) => space.index);
    const at = spaces.sort((a, b) => Math.abs(a - before) - Math.abs(b - before))[0];
    if (at === undefined) continue;
    inserts.set(host, [...(inserts.get(host) ?? []), { at, text: mark.text }]);
    taken.add(mark);
  }
  if (taken.size === 0) return [...pieces];
  return pieces
    .filter((piece) => !taken.has(piece))
    .map((piece) => {
      const marks = inserts.get(piece);
      if (!marks) return piece;
      let text = piece.text;
      for (const { at, text: mark } of marks.sort((a, b) => b.at - a.at))
        text = text.slice(0, at) + mark + text.slice(at);
      return { ...piece, text };
    });
}

/**
 * A line's pieces in the order they are read: left to right, or from the right in a line most of
 * whose letters read right to left (Arabic, Hebrew), where a stretch of left-to-right pieces (a
 * product's name, a number) still reads from its own left.
 */
export function readingOrder(line: readonly Piece[]): Piece[] {
  const pieces = punctuationInPlace(line);
  if (!rightToLeft(pieces)) {
    // Words of Arabic or Hebrew in a line that reads left to right (a school's name beside its
    // dates): each stretch of them, drawn a letter or two at a time, still reads from its right.
    const ordered: Piece[] = [];
    let run: Piece[] = [];
    for (const piece of pieces) {
      if (piece.dir === 'rtl') {
        run.push(piece);
        continue;
      }
      ordered.push(...run.reverse(), piece);
      run = [];
    }
    return [...ordered, ...run.reverse()];
  }
  const runs: Piece[][] = [];
  for (const piece of pieces) {
    const run = runs.at(-1);
    if (run && piece.dir !== 'rtl' && run[0]!.dir !== 'rtl') run.push(piece);
    else runs.push([piece]);
  }
  return runs.reverse().flat();
}

/**
 * A line's size: its largest letters', not an icon's drawn larger beside them (a Font Awesome glyph
 * before a phone number, which comes out as a private-use character or nothing).
 */
function sizeOf(pieces: readonly Piece[]): number {
  const lettered = pieces.filter((piece) => /[\p{L}\p{N}]/u.test(piece.text.replace(iconGlyphs, '')));
  return Math.max(...(lettered.length > 0 ? lettered : pieces).map((piece) => piece.size));
}

function lineOf(
  line: Fragment,
  column: number,
  page: number,
  number: number,
  links: readonly { url: string; left: number; right: number; top: number; bottom: number }[],
): PdfLine {
  // Pieces that touch are one word; a gap is a space, and a wide one another segment.
  const segments: string[] = [];
  const segmentLooks: {
    left: number;
    right: number;
    size: number;
    bold: boolean;
    endSize: number;
    endBold: boolean;
  }[] = [];
  let segment = '';
  let previous: Piece | undefined;
  for (const piece of readingOrder(line.pieces)) {
    const gap = previous ? Math.max(piece.left - previous.right, previous.left - piece.right) : 0;
    const size = Math.round(piece.size * 10) / 10;
    const look = {
      left: piece.left,
      right: piece.right,
      size,
      bold: piece.bold,
      endSize: size,
      endBold: piece.bold,
    };
    if (!previous) segmentLooks.push(look);
    // A wide gap, or a space between sizes far apart (a label in small capitals before the name),
    // sets the pieces apart.
    const sizes = previous ? [piece.size, previous.size].sort((a, b) => a - b) : [1, 1];
    if (previous && (gap > piece.size * 0.8 || (gap > piece.size * 0.15 && sizes[1]! >= sizes[0]! * 1.45))) {
      segments.push(segment);
      segmentLooks.push(look);
      segment = '';
    } else if (previous && gap > piece.size * 0.15 && !/\s$/.test(segment) && !/^\s/.test(piece.text))
      segment += ' ';
    const current = segmentLooks.at(-1)!;
    current.right = Math.max(current.right, piece.right);
    current.endSize = size;
    current.endBold = piece.bold;
    segment += piece.text;
    previous = piece;
  }
  segments.push(segment);
  // Text as it reads: compatibility forms made plain (a ligature "ﬁ", a Kangxi radical "⾼" for
  // "高", an Arabic letter's presentation form), as a PDF's fonts often map their glyphs.
  const tidy = (words: string) =>
    mendLigatures(words.normalize('NFKC'))
      // Control characters, which an icon font's glyphs may be mapped to.
      .replace(/\p{Cc}/gu, (character) => (/\s/.test(character) ? ' ' : ''))
      .replace(radicals, (radical) => radicalIdeographs.get(radical) ?? radical)
      .replace(/\s+/g, ' ')
      .trim();
  // In a line read right to left, a dash beside a number belongs to the right-to-left flow: the
  // "– 2020" pdf.js gives reads "2020 –" there ("فبراير 2020 – حتى الآن").
  if (rightToLeft(line.pieces))
    segments.forEach((words, index) => {
      const dashed = /^\s*([–—-])\s*(\p{Nd}+)\s*$/u.exec(words);
      if (dashed) segments[index] = `${dashed[2]} ${dashed[1]}`;
    });
  const text = tidy(segments.join(' '));
  const letters = (pieces: readonly Piece[]) =>
    pieces.reduce((sum, piece) => sum + piece.text.replace(/[^\p{L}]/gu, '').length, 0);
  const bold = letters(line.pieces.filter((piece) => piece.bold)) * 2 > letters(line.pieces);
  // Letters that have a case (Latin, Cyrillic, Greek), which must be most of the line's letters.
  const letterCount = text.replace(/[^\p{L}]/gu, '').length;
  const cased = text.replace(/[^\p{Lu}\p{Ll}]/gu, '');
  return {
    page,
    line: number,
    text,
    pieces: line.pieces.map((piece) => ({ text: piece.text, left: piece.left })),
    segments: segments.map(tidy).filter(Boolean),
    segmentLooks: segmentLooks.filter((_, index) => tidy(segments[index]!) !== ''),
    left: line.left,
    right: line.right,
    top: line.top,
    size: Math.round(sizeOf(line.pieces) * 10) / 10,
    bold,
    capitals: cased.length >= 2 && cased.length * 2 > letterCount && cased === cased.toUpperCase(),
    column,
    links: [
      ...new Set(
        links
          .filter(
            (link) =>
              link.left < line.right &&
              link.right > line.left &&
              (link.top + link.bottom) / 2 >= line.top - line.size &&
              (link.top + link.bottom) / 2 <= line.top + line.size * 0.3,
          )
          .map((link) => link.url),
      ),
    ],
  };
}
