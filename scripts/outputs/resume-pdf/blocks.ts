/**
 * What a document stacks down its column: blocks of tagged text, each laid out (measured) before
 * anything is drawn, so a page break can keep a heading with what follows it and a list item whole.
 */
import type { Element, TaggedWriter } from './tagged-writer.ts';
import { layoutItems, layoutText, type Line, type Span, type TextStyle } from './text-layout.ts';

/**
 * Something drawn down the column. Before drawing it, the page must hold its `lead` (the lines that
 * may not be left alone at the foot of a page), and, when it is kept with the next block, all of
 * it and the next block's lead too: a heading never ends a page.
 */
export interface Block {
  /** Space above it, dropped at the top of a page. */
  before: number;
  height: number;
  lead: number;
  keepWithNext?: boolean;
  draw(): void;
}

/** Draws the blocks down the pages, keeping each block's lead, and what is kept with the next, together. */
export function flow(writer: TaggedWriter, blocks: readonly Block[]): void {
  blocks.forEach((block, index) => {
    let need = block.before + (block.keepWithNext ? block.height : block.lead);
    for (let next = index; blocks[next]?.keepWithNext && blocks[next + 1]; next++) {
      const following = blocks[next + 1]!;
      need += following.before + (following.keepWithNext ? following.height : following.lead);
    }
    writer.keep(need);
    writer.space(block.before);
    block.draw();
  });
}

/** A structure element made when its block is drawn, so elements come in reading order. */
export type Parent = () => Element;

/** Makes blocks for one writer: text in a column starting at `left`, lines `leading` times their size. */
export class BlockLayout {
  readonly writer: TaggedWriter;
  readonly left: number;
  readonly leading: number;

  constructor(writer: TaggedWriter, { left, leading }: { left: number; leading: number }) {
    this.writer = writer;
    this.left = left;
    this.leading = leading;
  }

  get width(): number {
    return this.writer.width;
  }

  lineHeight(styles: readonly TextStyle[]): number {
    return Math.max(...styles.map((style) => style.size * (style.leading ?? this.leading)));
  }

  /** Draws lines down from the current position into `element`, moving to a new page as needed. */
  protected drawLines(lines: readonly Line[], x: number, lineHeight: number, element: Element, tag: string) {
    for (const line of lines) {
      this.writer.keep(lineHeight);
      this.writer.drawLine(line, x, lineHeight, element, tag);
      this.writer.y += lineHeight;
    }
    this.writer.close();
  }

  /**
   * Draws one line into a new element of `parent` beside what was drawn last: its top at `top`,
   * its baseline at `baseline`.
   */
  protected drawBeside(
    parent: Parent,
    tag: string,
    line: Line,
    { x, top, lineHeight, baseline }: { x: number; top: number; lineHeight: number; baseline: number },
  ) {
    const bottom = this.writer.y;
    this.writer.y = top;
    const element = this.writer.element(parent(), tag);
    this.writer.drawLine(line, x, lineHeight, element, tag, baseline);
    this.writer.close();
    element.end();
    this.writer.y = bottom;
  }

  /**
   * Text in one element (`tag`), which may break between lines; at least two lines stay together.
   * `whole` keeps every line together.
   */
  text(
    parent: Parent,
    tag: string,
    spans: readonly Span[],
    { before = 0, indent = 0, keepWithNext = false, whole = false } = {},
  ): Block | undefined {
    const lines = layoutText(spans, this.width - indent);
    if (lines.length === 0) return undefined;
    const lineHeight = this.lineHeight(spans.map((span) => span.style));
    const height = lines.length * lineHeight;
    return {
      before,
      height,
      lead: whole ? height : Math.min(2, lines.length) * lineHeight,
      keepWithNext,
      draw: () => {
        const element = this.writer.element(parent(), tag);
        this.drawLines(lines, this.left + indent, lineHeight, element, tag);
        element.end();
      },
    };
  }

  /**
   * Short items (contact details, addresses) in rows, each whole, `gap` apart, kept together. In a
   * list (`L`) each item is a list item; in a paragraph (`P`) the items are its text and links.
   */
  items(
    parent: Parent,
    tag: 'L' | 'P',
    items: readonly Span[],
    { before = 0, gap = 12 } = {},
  ): Block | undefined {
    if (items.length === 0) return undefined;
    const rows = layoutItems(
      items.map((item) => [item]),
      this.width,
      gap,
    );
    const lineHeight = this.lineHeight(items.map((item) => item.style));
    const height = rows.length * lineHeight;
    return {
      before,
      height,
      lead: height,
      draw: () => {
        const container = this.writer.element(parent(), tag);
        // An item too wide for one row has several cells: they share its list item.
        const bodies = new Map<number, Element>();
        const bodyOf = (item: number) => {
          if (tag === 'P') return container;
          let body = bodies.get(item);
          if (!body) {
            bodies.set(item, (body = this.writer.element(this.writer.element(container, 'LI'), 'LBody')));
          }
          return body;
        };
        for (const row of rows) {
          for (const cell of row) {
            const contentTag = tag === 'L' ? 'LBody' : 'P';
            this.writer.drawLine(cell.line, this.left + cell.x, lineHeight, bodyOf(cell.item), contentTag);
            this.writer.close();
          }
          this.writer.y += lineHeight;
        }
        for (const body of bodies.values()) body.end();
        container.end();
      },
    };
  }

  /** A bulleted list (`L` > `LI` > `Lbl` + `LBody`); each item stays whole on its page. */
  bullets(
    parent: Parent,
    items: readonly string[],
    style: TextStyle,
    { indent = 10, between = 1.5 } = {},
  ): Block | undefined {
    const lineHeight = this.lineHeight([style]);
    const laid = items
      .map((item) => layoutText([{ text: item, style }], this.width - indent))
      .filter((lines) => lines.length > 0);
    if (laid.length === 0) return undefined;
    const bullet = layoutText([{ text: '•', style }], indent)[0]!;
    const heights = laid.map((lines) => lines.length * lineHeight);
    return {
      before: between,
      height: heights.reduce((sum, height) => sum + height, 0) + between * (laid.length - 1),
      lead: heights[0]!,
      draw: () => {
        const list = this.writer.element(parent(), 'L');
        laid.forEach((lines, index) => {
          if (index > 0) {
            this.writer.keep(between + heights[index]!);
            this.writer.space(between);
          }
          this.writer.keep(heights[index]!);
          const item = this.writer.element(list, 'LI');
          const label = this.writer.element(item, 'Lbl');
          this.writer.drawLine(bullet, this.left, lineHeight, label, 'Lbl');
          this.writer.close();
          label.end();
          const body = this.writer.element(item, 'LBody');
          this.drawLines(lines, this.left + indent, lineHeight, body, 'LBody');
          body.end();
          item.end();
        });
        list.end();
      },
    };
  }
}
