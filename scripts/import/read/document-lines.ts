/**
 * A résumé document's text as lines, the shape both the PDF reader and the Word reader hand to the
 * one reader of sections and entries (document-resume.ts): each line in reading order, with what a
 * heading or a bullet is known by and where it stands, so a line not placed can be reported at
 * `page:line`.
 */
export interface DocumentLine {
  /** 1-based; a Word file is one page. */
  page: number;
  /** 1-based, in reading order within its page (a Word file's paragraphs and list items, counted). */
  line: number;
  text: string;
  /**
   * The line's parts as the file sets them apart: a wide gap on a PDF's line, a tab in a Word
   * paragraph (a date set flush right with a tab stop).
   */
  segments: string[];
  /**
   * How each segment is set, where the file says (a PDF's line): where it begins and ends, its size
   * and weight, and the size and weight its last words are set in.
   */
  segmentLooks?: {
    left: number;
    right: number;
    size: number;
    bold: boolean;
    endSize?: number;
    endBold?: boolean;
  }[];
  /** The largest size of its text, in points (a Word run's size, else its style's). */
  size: number;
  /** Most of its letters are bold. */
  bold: boolean;
  /** Written in capitals (most of its letters have a case, and none is in lower case). */
  capitals: boolean;
  /** The column it stands in: 0 across the page, else 1, 2… from the left. */
  column: number;
  /** The addresses of the links over it. */
  links: string[];
  /** Where it begins, in points from the page's left (a Word paragraph's indent). */
  left: number;
  /** Where it ends, where the file says (a PDF's line); a Word paragraph is never wrapped. */
  right?: number;
  /** Its baseline, in points from the page's top, where the file says (a PDF's line). */
  top?: number;
  /** A heading by the file's own markup (Word's Heading 1…6 or Title), with its level: 0 for a title. */
  heading?: number;
  /** An item of a list by the file's own markup (a Word list), or a line that begins with a bullet. */
  bullet?: boolean;
}

/** What a document reader hands on: its lines, or why it could not read any. */
export type DocumentText =
  | { ok: true; pages: number; lines: DocumentLine[] }
  | { ok: false; reason: 'encrypted' | 'no text' | 'unreadable'; message: string };
