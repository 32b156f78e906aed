/**
 * Lines of text for the résumé: spans of styled text broken into lines at spaces only, so words stay
 * whole and nothing is hyphenated (a parser reading "Kuber- netes" finds no skill); each line is a
 * list of runs, each drawn in one face, so a Cyrillic word or an arrow takes its glyphs from a
 * fallback face. Lines that hold right-to-left text have their runs placed in visual order (the
 * Unicode Bidirectional Algorithm, by bidi-js), which neither PDFKit nor a PDF viewer applies. Pure
 * measurement: nothing here draws.
 */
import { bidi, directionOf } from '../faces/direction.ts';
import { fontkitReverses, runFeatures, splitByFace, type LoadedFace, type Role } from '../faces/pdf-faces.ts';

export interface TextStyle {
  role: Role;
  /** Points. */
  size: number;
  color: string;
  /** Extra space after each character, in points. */
  tracking?: number;
  /** Line height as a multiple of `size`, where it differs from the running text's. */
  leading?: number;
}

/** Text in one style; with `href`, a link. */
export interface Span {
  text: string;
  style: TextStyle;
  href?: string;
}

/** A stretch of a line drawn in one face and one span's style; `x` from the line's start. */
export interface Run {
  text: string;
  face: LoadedFace;
  span: Span;
  x: number;
  width: number;
}

export interface Line {
  runs: Run[];
  /** Without the space the line may end with. */
  width: number;
}

const advances = new Map<LoadedFace, Map<string, number>>();

/** The advance of text in a face, in em (kerning and ligatures as the PDF writer applies them). */
function advance(face: LoadedFace, text: string): number {
  let cache = advances.get(face);
  if (!cache) advances.set(face, (cache = new Map()));
  let width = cache.get(text);
  if (width === undefined) {
    width = face.font.layout(text, runFeatures(text)).advanceWidth / face.font.unitsPerEm;
    cache.set(text, width);
  }
  return width;
}

/** Points the text takes in the face at the style's size and tracking. */
export function measure(text: string, face: LoadedFace, style: TextStyle): number {
  return advance(face, text) * style.size + (style.tracking ?? 0) * [...text].length;
}

/** A piece of a span in one face, with its width. */
interface Part {
  text: string;
  face: LoadedFace;
  span: Span;
  width: number;
}

/** The dashes a heading's parts may be joined by, the em dash first. */
const dashes = ['—', '–', '‐', '-'];

/**
 * The dash that joins a heading's parts ("title — company") after `text`, set in `role`: the em
 * dash, or after right-to-left words the first of `dashes` their face draws. A PDF reader keeps no
 * space where a line drawn right to left changes face (pdf.js starts a new piece at each step back
 * and drops the space it held), so the dash and its spaces belong in the words' run: Noto Sans
 * Arabic and Noto Sans Hebrew draw the hyphen (‐) but no em dash.
 */
export function dashAfter(text: string, role: Role): string {
  const words = splitByFace(text, role).findLast((run) => /[\p{L}\p{N}]/u.test(run.text));
  if (!words || !fontkitReverses(words.text)) return dashes[0]!;
  return dashes.find((dash) => words.face.font.hasGlyphForCodePoint(dash.codePointAt(0)!)) ?? dashes[0]!;
}

/** A word (possibly in several spans or faces) and the spaces after it. */
interface Word {
  parts: Part[];
  width: number;
  spaces: Part[];
  spaceWidth: number;
}

const partsOf = (text: string, span: Span, after?: LoadedFace): Part[] =>
  splitByFace(text, span.style.role, undefined, after).map(({ text: runText, face }) => ({
    text: runText,
    face,
    span,
    width: measure(runText, face, span.style),
  }));

/**
 * The face of the right-to-left words the parts end with, if they do: a neutral part (a space, a
 * dash) in that face keeps it, one in another face or a letter of another script ends it.
 */
function rightToLeftAfter(parts: readonly Part[], before: LoadedFace | undefined): LoadedFace | undefined {
  let face = before;
  for (const part of parts) {
    if (fontkitReverses(part.text)) face = part.face;
    else if (part.face !== face || /[\p{L}\p{N}]/u.test(part.text)) face = undefined;
  }
  return face;
}

/** Lines break at spaces only: a no-break space (French "10 %", "Attention :") holds its words together. */
function wordsOf(spans: readonly Span[]): Word[] {
  const words: Word[] = [];
  // Between right-to-left words, spaces and the punctuation their face has are drawn in the
  // words' face: one run, which a PDF reader reads with its spaces (between runs drawn right to
  // left it reads none).
  let rightToLeft: LoadedFace | undefined;
  for (const span of spans) {
    for (const token of span.text.replace(/[\t\n\r ]+/g, ' ').match(/ +|[^ ]+/g) ?? []) {
      const last = words.at(-1);
      if (token.startsWith(' ')) {
        if (!last) continue;
        const parts = partsOf(token, span, rightToLeft);
        rightToLeft = rightToLeftAfter(parts, rightToLeft);
        last.spaces.push(...parts);
        last.spaceWidth += parts.reduce((sum, part) => sum + part.width, 0);
        continue;
      }
      const parts = partsOf(token, span, rightToLeft);
      rightToLeft = rightToLeftAfter(parts, rightToLeft);
      const width = parts.reduce((sum, part) => sum + part.width, 0);
      if (last && last.spaces.length === 0) {
        last.parts.push(...parts);
        last.width += width;
      } else {
        words.push({ parts, width, spaces: [], spaceWidth: 0 });
      }
    }
  }
  return words;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** A word wider than the whole line (a very long address) is the one thing broken inside: by characters. */
function splitWide(word: Word, maxWidth: number): Word[] {
  const chunks: Word[] = [];
  let chunk: Word = { parts: [], width: 0, spaces: [], spaceWidth: 0 };
  for (const part of word.parts) {
    for (const { segment } of graphemes.segment(part.text)) {
      const width = measure(segment, part.face, part.span.style);
      if (chunk.parts.length > 0 && chunk.width + width > maxWidth) {
        chunks.push(chunk);
        chunk = { parts: [], width: 0, spaces: [], spaceWidth: 0 };
      }
      chunk.parts.push({ ...part, text: segment, width });
      chunk.width += width;
    }
  }
  chunks.push({ ...chunk, spaces: word.spaces, spaceWidth: word.spaceWidth });
  return chunks;
}

const reversed = (text: string): string => [...text].reverse().join('');

const graphemesOf = (text: string): string[] => [...graphemes.segment(text)].map(({ segment }) => segment);

/**
 * The runs of a line placed for a reader of its direction: split where the embedding level
 * changes, each placed where the algorithm's rule L2 puts it, each right-to-left run's characters
 * drawn from right to left. fontkit reverses a run of Arabic or Hebrew itself (and shapes it in
 * logical order, as it must); other text at a right-to-left level is mirrored ("(" drawn as ")").
 * The runs stay in reading order, so the page's content, its tags and its copied text read as
 * written; only their places change.
 */
function placeForReading(runs: Run[], direction: 'ltr' | 'rtl'): Run[] {
  const text = runs.map((run) => run.text).join('');
  const levels = bidi.getEmbeddingLevels(text, direction);
  if (levels.levels.every((level) => level === 0)) return runs;
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels);
  const pieces: (Run & { level: number })[] = [];
  let offset = 0;
  for (const run of runs) {
    let start = 0;
    for (let index = 1; index <= run.text.length; index++) {
      const low = /[\uDC00-\uDFFF]/.test(run.text[index] ?? '');
      if (index < run.text.length && (low || levels.levels[offset + index] === levels.levels[offset + start]))
        continue;
      const piece = [...run.text.slice(start, index)]
        .map((char, at) => mirrored.get(offset + start + at) ?? char)
        .join('');
      const level = levels.levels[offset + start]!;
      const rightToLeft = level % 2 === 1;
      // Other text that reads right to left (a dash and an ellipsis between Arabic words) is drawn
      // a character at a time in reading order: reversed as one run, a PDF reader would copy it
      // reversed.
      // fontkit lays Arabic-Indic digits out from right to left: reversed here, they read right.
      for (const part of rightToLeft && !fontkitReverses(piece) ? graphemesOf(piece) : [piece]) {
        const drawn = !rightToLeft && fontkitReverses(part) ? reversed(part) : part;
        pieces.push({ ...run, text: drawn, level, x: 0, width: measure(drawn, run.face, run.span.style) });
      }
      start = index;
    }
    offset += run.text.length;
  }
  const visual = [...pieces];
  const highest = Math.max(...pieces.map((piece) => piece.level));
  const lowestOdd = Math.min(...pieces.map((piece) => piece.level).filter((level) => level % 2 === 1));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let index = 0; index < visual.length; index++) {
      if (visual[index]!.level < level) continue;
      let end = index;
      while (end + 1 < visual.length && visual[end + 1]!.level >= level) end++;
      visual.splice(index, end - index + 1, ...visual.slice(index, end + 1).reverse());
      index = end;
    }
  }
  let x = 0;
  for (const piece of visual) {
    piece.x = x;
    x += piece.width;
  }
  return pieces;
}

/** Adjacent parts of one face and span become one run: fewer, longer text operations. */
function lineOf(words: Word[], last: boolean, direction: 'ltr' | 'rtl'): Line {
  const parts = words.flatMap((word, index) =>
    last && index === words.length - 1 ? word.parts : [...word.parts, ...word.spaces],
  );
  const runs: Run[] = [];
  let x = 0;
  for (const part of parts) {
    const previous = runs.at(-1);
    if (previous && previous.face === part.face && previous.span === part.span) {
      previous.text += part.text;
      previous.width += part.width;
    } else {
      runs.push({ text: part.text, face: part.face, span: part.span, x, width: part.width });
    }
    x += part.width;
  }
  const trailing = words.at(-1)!;
  return { runs: placeForReading(runs, direction), width: last ? x : x - trailing.spaceWidth };
}

/**
 * Breaks the spans into lines no wider than `maxWidth`, filling each line in turn. Every line but
 * the last keeps the space it ends with, so text copied or read aloud runs on between lines.
 */
export function layoutText(spans: readonly Span[], maxWidth: number): Line[] {
  const lines: Word[][] = [];
  let current: Word[] = [];
  let width = 0;
  for (const word of wordsOf(spans).flatMap((word) =>
    word.width > maxWidth ? splitWide(word, maxWidth) : [word],
  )) {
    const previous = current.at(-1);
    const added = previous ? previous.spaceWidth + word.width : word.width;
    if (previous && width + added > maxWidth) {
      lines.push(current);
      current = [word];
      width = word.width;
    } else {
      current.push(word);
      width += added;
    }
  }
  if (current.length > 0) lines.push(current);
  const direction = directionOf(spans.map((span) => span.text).join(''));
  return lines.map((words, index) => lineOf(words, index === lines.length - 1, direction));
}

/** Where an item of a row sits: which item, its text and its offset from the row's start. */
export interface Cell {
  item: number;
  line: Line;
  x: number;
}

/** Rows of `items` as whole items, `gap` apart, greedily filled to `width`. */
function fillRows(items: readonly Line[][], width: number, gap: number): Cell[][] {
  const rows: Cell[][] = [];
  let row: Cell[] = [];
  let x = 0;
  items.forEach((lines, item) => {
    if (lines.length === 0) return;
    if (lines.length > 1) {
      // An item wider than the line has rows of its own.
      if (row.length > 0) rows.push(row);
      rows.push(...lines.map((line) => [{ item, line, x: 0 }]));
      row = [];
      x = 0;
      return;
    }
    const line = lines[0]!;
    if (row.length > 0 && x + gap + line.width > width) {
      rows.push(row);
      row = [];
      x = 0;
    }
    const at = row.length > 0 ? x + gap : 0;
    row.push({ item, line, x: at });
    x = at + line.width;
  });
  if (row.length > 0) rows.push(row);
  return rows;
}

/**
 * Lays out short items (contact details, addresses) in rows, each item whole, `gap` apart. When they
 * need more than one row they are balanced across the rows, so no item is left alone on the last.
 */
export function layoutItems(items: readonly (readonly Span[])[], maxWidth: number, gap: number): Cell[][] {
  const lines = items.map((spans) => layoutText(spans, maxWidth));
  const greedy = fillRows(lines, maxWidth, gap);
  if (greedy.length < 2) return greedy;
  // The narrowest width that needs no more rows than the full width does.
  let low = Math.max(...lines.map((itemLines) => Math.max(...itemLines.map((line) => line.width))));
  let high = maxWidth;
  for (let step = 0; step < 16 && high - low > 0.5; step++) {
    const middle = (low + high) / 2;
    if (fillRows(lines, middle, gap).length <= greedy.length) high = middle;
    else low = middle;
  }
  return fillRows(lines, high, gap);
}
