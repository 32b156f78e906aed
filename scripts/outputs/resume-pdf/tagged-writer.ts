/**
 * Draws laid-out lines onto PDF pages and tags them as it goes: every piece of text is marked
 * content of a structure element (a heading, a paragraph, a list label or body), every link is a
 * Link element holding its text and its annotation, and anything only decorative is an artifact.
 * Content is drawn in reading order, so the structure tree, the content stream and text
 * extraction all read the same way. Pages are added as the text flows down.
 */
import { mainFace, runFeatures } from '../faces/pdf-faces.ts';
import type { Line, Run, TextStyle } from './text-layout.ts';

export type Element = PDFKit.PDFStructureElement;

export interface Margins {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Points from a line's top to its baseline: the line's extra height split above and below the text. */
function baselineOffset(style: TextStyle, lineHeight: number): number {
  const { font } = mainFace(style.role);
  const ascent = (font.ascent / font.unitsPerEm) * style.size;
  const descent = (-font.descent / font.unitsPerEm) * style.size;
  return (lineHeight - ascent - descent) / 2 + ascent;
}

export class TaggedWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly margins: Margins;
  /** The top of the next thing drawn. */
  y: number;
  pages = 1;
  /** The element whose marked content is being written. */
  private open: Element | undefined;
  private color: string | undefined;
  /** The faces given to PDFKit so far: only those the text uses are read and embedded. */
  private readonly registered = new Set<string>();

  /**
   * `rtl` mirrors the page for a language written from right to left: every line keeps its width
   * and its distance from the text's edge, measured from the right, so headings, bullets and dates
   * stand where a reader of Arabic or Hebrew looks for them.
   */
  readonly direction: 'ltr' | 'rtl';

  constructor(doc: PDFKit.PDFDocument, margins: Margins, direction: 'ltr' | 'rtl' = 'ltr') {
    this.doc = doc;
    this.margins = margins;
    this.direction = direction;
    this.y = margins.top;
  }

  /** The width text may take. */
  get width(): number {
    return this.doc.page.width - this.margins.left - this.margins.right;
  }

  private get bottom(): number {
    return this.doc.page.height - this.margins.bottom;
  }

  /** Starts a new page unless `height` more points fit on this one, or nothing is on it yet. */
  keep(height: number): void {
    if (this.y + height > this.bottom && this.y > this.margins.top) {
      this.close();
      this.doc.addPage();
      this.pages++;
      // A page starts with the default colour.
      this.color = undefined;
      this.y = this.margins.top;
    }
  }

  /** Moves down, except at the top of a page: space before a block is not carried over to the next. */
  space(points: number): void {
    if (this.y > this.margins.top) this.y += points;
  }

  /** A new structure element of `tag` in `parent`, in reading order. */
  element(parent: Element, tag: string): Element {
    const element = this.doc.struct(tag);
    parent.add(element);
    return element;
  }

  /** Ends the marked content being written, if any. */
  close(): void {
    if (!this.open) return;
    this.doc.endMarkedContent();
    this.open = undefined;
  }

  /** Continues `element`'s marked content, or starts a new piece of it. */
  private mark(element: Element, tag: string): void {
    if (this.open === element) return;
    this.close();
    element.add(this.doc.markStructureContent(tag));
    this.open = element;
  }

  /** Where the baseline of a line whose top is at the current position falls. */
  baseline(line: Line, lineHeight: number): number {
    return this.y + Math.max(...line.runs.map((run) => baselineOffset(run.span.style, lineHeight)));
  }

  /**
   * Draws a line at `x` with its top at the current position (without moving down), as content of
   * `element`; `baseline` sets it level with another line. The runs of a link become a Link element
   * inside `element`, with an annotation over them.
   */
  drawLine(
    line: Line,
    x: number,
    lineHeight: number,
    element: Element,
    tag: string,
    baseline = this.baseline(line, lineHeight),
  ): void {
    if (this.direction === 'rtl') x = this.doc.page.width - x - line.width;
    const runs = line.runs;
    for (let index = 0; index < runs.length;) {
      const run = runs[index]!;
      const href = run.span.href;
      if (!href) {
        this.mark(element, tag);
        this.drawRun(run, x, baseline);
        index++;
        continue;
      }
      const group: Run[] = [];
      while (runs[index]?.span === run.span) group.push(runs[index++]!);
      this.close();
      const link = this.element(element, 'Link');
      link.add(this.doc.markStructureContent('Link'));
      for (const part of group) this.drawRun(part, x, baseline);
      this.doc.endMarkedContent();
      // A right-to-left link's runs are not placed left to right: the annotation spans them all.
      const left = Math.min(...group.map((part) => part.x));
      const right = Math.max(...group.map((part) => part.x + part.width));
      const text = group
        .map((part) => part.text)
        .join('')
        .trimEnd();
      // `structParent` ties the annotation to its Link element (PDFKit's typings predate it), and
      // `Contents` is its text for assistive technology: a String object, which PDFKit writes as
      // text where it would write a plain string as a name.
      const options = { structParent: link, Contents: new String(text) } as object;
      this.doc.link(x + left, this.y, right - left, lineHeight, href, options);
      link.end();
    }
  }

  private drawRun(run: Run, x: number, baseline: number): void {
    const { style } = run.span;
    // Set only when it changes: each setting is an operator in the page's content.
    if (style.color !== this.color) this.doc.fillColor((this.color = style.color));
    if (!this.registered.has(run.face.file)) {
      // Parsed anew for each document: fontkit keeps each glyph with the characters it was first
      // laid out for, and PDFKit maps a glyph back to text by them, so a parse shared with an earlier
      // document (another site built in the same process) made pdf.js read "حتى" as "+ت*".
      this.doc.registerFont(run.face.file, run.face.bytes);
      this.registered.add(run.face.file);
    }
    this.doc
      .font(run.face.file)
      .fontSize(style.size)
      .text(run.text, x + run.x, baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
        characterSpacing: style.tracking ?? 0,
        // PDFKit hands its features to fontkit, which takes them by name too (its typings list tags).
        features: runFeatures(run.text) as unknown as PDFKit.Mixins.OpenTypeFeatures[] | undefined,
      });
  }

  /**
   * Draws a line of text as decoration (a section's number in its mark), which assistive technology
   * skips: at `x` from the start side, its baseline at `baseline`.
   */
  artifactLine(line: Line, x: number, baseline: number): void {
    if (this.direction === 'rtl') x = this.doc.page.width - x - line.width;
    this.close();
    this.doc.markContent('Artifact', { type: 'Layout' });
    for (const run of line.runs) this.drawRun(run, x, baseline);
    this.doc.endMarkedContent();
  }

  /** Draws something decorative, which assistive technology skips. */
  artifact(draw: (doc: PDFKit.PDFDocument) => void): void {
    this.close();
    this.doc.markContent('Artifact', { type: 'Layout' });
    draw(this.doc);
    this.doc.endMarkedContent();
  }
}
