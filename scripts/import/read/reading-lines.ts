/**
 * A line of a résumé document as the reader reads it (one or more of the file's lines, a wrapped
 * sentence joined), what becomes of each of the file's lines (placed in the résumé, or reported
 * with why), and how lines join into paragraphs.
 */
import type { Problem } from '#engine/problem.ts';
import type { DocumentLine } from './document-lines.ts';
import { pathKey, type SourcePlace } from './read-result.ts';

/** A line as the reader reads it: one or more of the file's lines (a wrapped sentence joined). */
export interface Line extends DocumentLine {
  /** The file's lines it was made of, first to last. */
  sources: DocumentLine[];
}

/** What becomes of each line, and every reading made: the report's half of reading a document. */
export class Ledger {
  readonly readings: Problem[] = [];
  readonly notPlaced: Problem[] = [];
  readonly origins = new Map<string, SourcePlace>();
  private readonly fates = new Map<DocumentLine, 'placed' | 'reported'>();

  private readonly file: string;
  private readonly ordinal: ReadonlyMap<DocumentLine, number>;

  constructor(file: string, ordinal: ReadonlyMap<DocumentLine, number>) {
    this.file = file;
    this.ordinal = ordinal;
  }

  private problem(line: DocumentLine, message: string): Problem {
    return {
      file: this.file,
      line: this.ordinal.get(line) ?? 1,
      column: 1,
      path: `page ${line.page}, line ${line.line}`,
      message,
    };
  }

  /** `line` is in the résumé at `path`. */
  place(line: Line, path: readonly PropertyKey[]): void {
    for (const source of line.sources) this.fates.set(source, 'placed');
    const key = pathKey(path);
    const first = line.sources[0]!;
    if (!this.origins.has(key))
      this.origins.set(key, {
        file: this.file,
        line: this.ordinal.get(first) ?? 1,
        column: 1,
        field: `page ${first.page}, line ${first.line}`,
      });
  }

  /** A reading of `line`'s words, which the owner should check. */
  reading(line: Line, message: string): void {
    this.readings.push(this.problem(line.sources[0]!, message));
  }

  /** Words of `line` no field takes, and why. The line counts as reported. */
  report(line: Line, text: string, why: string): void {
    for (const source of line.sources) if (!this.fates.has(source)) this.fates.set(source, 'reported');
    this.notPlaced.push(this.problem(line.sources[0]!, `not placed: "${clip(text)}" (${why})`));
  }

  /** The file's lines neither placed nor reported, reported now: nothing is silently lost. */
  reportTheRest(lines: readonly DocumentLine[]): void {
    for (const line of lines)
      if (!this.fates.has(line)) {
        this.fates.set(line, 'reported');
        this.notPlaced.push(this.problem(line, `not placed: "${clip(line.text)}" (no field reads it)`));
      }
  }

  /** How many of the file's lines were placed, and how many reported. */
  count(): { placed: number; reported: number } {
    const fates = [...this.fates.values()];
    return {
      placed: fates.filter((fate) => fate === 'placed').length,
      reported: fates.filter((fate) => fate === 'reported').length,
    };
  }
}

const clip = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}…` : text);

/** Glyphs of icon fonts (the Private Use Area), which come out of a PDF as letters of no script. */
export const iconGlyphs = /[\uE000-\uF8FF]|[\u{F0000}-\u{FFFFD}]/gu;

/** What begins a bullet's line. */
export const bulletMark = /^[•●▪◦‣∙·・○■□➢➤►▸✓✔–—*{-]\s+|^[•●▪◦‣∙○■□➢➤►▸✓✔]/u;

/** Whether a line's last letter and the next line's first are both of scripts written without spaces. */
export const unspacedJoin = (before: string, after: string) =>
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u.test(before) &&
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(after);

/** Lines as paragraphs: one per line, a line that ends a sentence ending its paragraph. */
export function joinParagraphs(lines: readonly string[]): string {
  let text = '';
  for (const line of lines) {
    if (!text) text = line;
    else if (/[.!?。！？:]$/.test(text)) text += `\n\n${line}`;
    else text += unspacedJoin(text, line) ? line : ` ${line}`;
  }
  return text;
}
