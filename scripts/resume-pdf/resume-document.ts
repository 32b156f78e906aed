/**
 * The résumé's layout: one column of real text (what applicant-tracking systems read), the owner's
 * name, headline and contact details first, then each section that has entries. Tagged for
 * assistive technology: the name is the H1, sections are Sect elements under H2 headings, entries
 * are H3 with paragraphs (P) and bullet lists (L > LI > Lbl + LBody), and links are Link elements.
 * Every word comes from the content; this file only lays it out.
 */
import PDFDocument from 'pdfkit';
import type { ResumeContent, ResumeEntry, ResumeSection } from '../../src/lib/resume-content.ts';
import { allFaces } from './faces.ts';
import { TaggedWriter, type Element } from './tagged-writer.ts';
import { layoutItems, layoutText, type Line, type Span, type TextStyle } from './text-layout.ts';

/**
 * How much of each entry to print: `full` has everything; `compact`, for a long career, drops the
 * paragraphs and facts of the sections marked condensable (the jobs' stories and technologies).
 */
export type ResumeDetail = 'full' | 'compact';

const ink = '#111827';
const muted = '#4b5563';
/** Line height as a multiple of the font size: tight enough for two pages, open enough to read. */
const leading = 1.24;
const margins = { top: 34, bottom: 36, left: 42, right: 42 };

const styles = {
  name: { role: 'display', size: 21, color: ink, leading: 1.15 },
  headline: { role: 'bold', size: 11.5, color: muted },
  contact: { role: 'regular', size: 8.75, color: muted },
  heading: { role: 'display', size: 10.5, color: ink, tracking: 0.6 },
  entryTitle: { role: 'bold', size: 9.75, color: ink },
  date: { role: 'regular', size: 8.75, color: muted },
  body: { role: 'regular', size: 8.75, color: ink },
  label: { role: 'bold', size: 8.75, color: ink },
} satisfies Record<string, TextStyle>;

/** Space between the contact details, and between an entry's links. */
const itemGap = 12;
/** The bullet's column. */
const bulletIndent = 10;

/**
 * Something drawn down the column. Before drawing it, the page must hold its `lead` (the lines that
 * may not be left alone at the foot of a page), and, when it is kept with the next block, all of
 * it and the next block's lead too: a heading never ends a page.
 */
interface Block {
  /** Space above it, dropped at the top of a page. */
  before: number;
  height: number;
  lead: number;
  keepWithNext?: boolean;
  draw(): void;
}

/** Builds the blocks of one document: its writer, and where each kind of text goes. */
class ResumeLayout {
  readonly writer: TaggedWriter;

  constructor(writer: TaggedWriter) {
    this.writer = writer;
  }

  get width(): number {
    return this.writer.width;
  }

  /**
   * Text in one element (`tag`), which may break between lines; at least two lines stay together.
   * `whole` keeps every line together.
   */
  text(
    parent: () => Element,
    tag: string,
    spans: readonly Span[],
    { before = 0, indent = 0, keepWithNext = false, whole = false } = {},
  ): Block | undefined {
    const lines = layoutText(spans, this.width - indent);
    if (lines.length === 0) return undefined;
    const lineHeight = Math.max(...spans.map(({ style }) => style.size * (style.leading ?? leading)));
    const height = lines.length * lineHeight;
    return {
      before,
      height,
      lead: whole ? height : Math.min(2, lines.length) * lineHeight,
      keepWithNext,
      draw: () => {
        const element = this.writer.element(parent(), tag);
        this.drawLines(lines, margins.left + indent, lineHeight, element, tag);
        element.end();
      },
    };
  }

  private drawLines(lines: readonly Line[], x: number, lineHeight: number, element: Element, tag: string) {
    for (const line of lines) {
      this.writer.keep(lineHeight);
      this.writer.drawLine(line, x, lineHeight, element, tag);
      this.writer.y += lineHeight;
    }
    this.writer.close();
  }

  /**
   * Short items (contact details, addresses) in rows, each whole. In a list (`L`) each item is a
   * list item; in a paragraph (`P`) the items are its links.
   */
  items(parent: () => Element, tag: 'L' | 'P', items: readonly Span[], before: number): Block | undefined {
    if (items.length === 0) return undefined;
    const rows = layoutItems(
      items.map((item) => [item]),
      this.width,
      itemGap,
    );
    const lineHeight = Math.max(...items.map((item) => item.style.size)) * leading;
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
            const body = bodyOf(cell.item);
            this.writer.drawLine(
              cell.line,
              margins.left + cell.x,
              lineHeight,
              body,
              tag === 'L' ? 'LBody' : 'P',
            );
            this.writer.close();
          }
          this.writer.y += lineHeight;
        }
        for (const body of bodies.values()) body.end();
        container.end();
      },
    };
  }

  /** A bulleted list; each item stays whole on its page. */
  bullets(parent: () => Element, items: readonly string[]): Block | undefined {
    const lineHeight = styles.body.size * leading;
    const laid = items
      .map((item) => layoutText([{ text: item, style: styles.body }], this.width - bulletIndent))
      .filter((lines) => lines.length > 0);
    if (laid.length === 0) return undefined;
    const bullet = layoutText([{ text: '•', style: styles.body }], bulletIndent)[0]!;
    const itemBefore = 1.5;
    const heights = laid.map((lines) => lines.length * lineHeight);
    return {
      before: itemBefore,
      height: heights.reduce((sum, height) => sum + height, 0) + itemBefore * (laid.length - 1),
      lead: heights[0]!,
      draw: () => {
        const list = this.writer.element(parent(), 'L');
        laid.forEach((lines, index) => {
          if (index > 0) {
            this.writer.keep(itemBefore + heights[index]!);
            this.writer.space(itemBefore);
          }
          this.writer.keep(heights[index]!);
          const item = this.writer.element(list, 'LI');
          const label = this.writer.element(item, 'Lbl');
          this.writer.drawLine(bullet, margins.left, lineHeight, label, 'Lbl');
          this.writer.close();
          label.end();
          const body = this.writer.element(item, 'LBody');
          this.drawLines(lines, margins.left + bulletIndent, lineHeight, body, 'LBody');
          body.end();
          item.end();
        });
        list.end();
      },
    };
  }

  /**
   * The entry's heading (H3); level with its first line, the meta line (P) after it when both fit,
   * and the date (P) at the right. A meta line that does not fit goes under the heading.
   */
  entryHead(parent: () => Element, title: string, meta: string, date: string | undefined): Block[] {
    const single = (text: string) => layoutText([{ text, style: styles.date }], Infinity)[0];
    let dateLine = date ? single(date) : undefined;
    if (dateLine && dateLine.width > this.width / 2) {
      // A date too long for the right of the title reads first in the meta line.
      meta = [date, meta].filter((part) => part).join(' · ');
      dateLine = undefined;
    }
    const metaLine = meta ? single(meta) : undefined;
    const gap = 8;
    const titleWidth = this.width - (dateLine ? dateLine.width + gap : 0);
    const lines = layoutText([{ text: title, style: styles.entryTitle }], titleWidth);
    const inline =
      metaLine !== undefined && lines.length === 1 && lines[0]!.width + gap + metaLine.width <= titleWidth;
    const lineHeight = styles.entryTitle.size * leading;
    const height = lines.length * lineHeight;
    const drawBeside = (line: Line, x: number, top: number, baseline: number) => {
      const bottom = this.writer.y;
      this.writer.y = top;
      const element = this.writer.element(parent(), 'P');
      this.writer.drawLine(line, x, lineHeight, element, 'P', baseline);
      this.writer.close();
      element.end();
      this.writer.y = bottom;
    };
    const head: Block = {
      before: 0,
      height,
      lead: height,
      keepWithNext: true,
      draw: () => {
        const top = this.writer.y;
        const baseline = this.writer.baseline(lines[0]!, lineHeight);
        const heading = this.writer.element(parent(), 'H3');
        this.drawLines(lines, margins.left, lineHeight, heading, 'H3');
        heading.end();
        if (inline) drawBeside(metaLine, margins.left + lines[0]!.width + gap, top, baseline);
        if (dateLine) drawBeside(dateLine, margins.left + this.width - dateLine.width, top, baseline);
      },
    };
    const metaBlock =
      meta && !inline
        ? this.text(parent, 'P', [{ text: meta, style: styles.date }], { keepWithNext: true })
        : undefined;
    return metaBlock ? [head, metaBlock] : [head];
  }

  /** A section's heading (H2) over a rule in the accent colour. */
  heading(parent: () => Element, text: string, accent: string): Block {
    const lines = layoutText([{ text, style: styles.heading }], this.width);
    const lineHeight = styles.heading.size * leading;
    const [ruleGap, rule, after] = [2, 1, 5];
    const height = lines.length * lineHeight + ruleGap + rule + after;
    return {
      before: 11,
      height,
      lead: height,
      keepWithNext: true,
      draw: () => {
        const heading = this.writer.element(parent(), 'H2');
        this.drawLines(lines, margins.left, lineHeight, heading, 'H2');
        heading.end();
        const y = this.writer.y + ruleGap + rule / 2;
        this.writer.artifact((doc) =>
          doc
            .moveTo(margins.left, y)
            .lineTo(margins.left + this.width, y)
            .lineWidth(rule)
            .strokeColor(accent)
            .stroke(),
        );
        this.writer.y += ruleGap + rule + after;
      },
    };
  }

  /** An entry's blocks: title and date, meta line, paragraphs, bullets, facts, links. */
  entry(parent: () => Element, entry: ResumeEntry, brief: boolean, before: number): Block[] {
    const title = [entry.title, entry.subtitle].filter((part) => part).join(' — ');
    const meta = [...(title ? [] : [entry.date]), ...(entry.meta ?? [])].filter((part) => part).join(' · ');
    const blocks = [
      ...(title
        ? this.entryHead(parent, title, meta, entry.date)
        : [meta ? this.text(parent, 'P', [{ text: meta, style: styles.date }]) : undefined]),
      ...(brief ? [] : (entry.paragraphs ?? [])).map((paragraph, index) =>
        this.text(parent, 'P', [{ text: paragraph, style: styles.body }], { before: index > 0 ? 3 : 1 }),
      ),
      this.bullets(parent, entry.bullets ?? []),
      ...(brief ? [] : (entry.facts ?? []))
        .filter((fact) => fact.text)
        .map((fact) =>
          this.text(
            parent,
            'P',
            [
              { text: `${fact.label}: `, style: styles.label },
              { text: fact.text, style: styles.body },
            ],
            { before: 2 },
          ),
        ),
      this.items(
        parent,
        'P',
        (entry.links ?? []).map((link) => ({ text: link.text, href: link.href, style: styles.body })),
        2,
      ),
    ].filter((block) => block !== undefined);
    if (blocks.length === 0) return [];
    blocks[0]!.before = before;
    // An entry's heading keeps with the entry's text, not with the next entry.
    blocks.at(-1)!.keepWithNext = false;
    return blocks;
  }

  /** A section (Sect): its heading, then its entries; none when it has no entries. */
  section(root: Element, section: ResumeSection, detail: ResumeDetail, accent: string): Block[] {
    let element: Element | undefined;
    const parent = () => (element ??= this.writer.element(root, 'Sect'));
    const brief = detail === 'compact' && section.condensable === true;
    // Entries that are only a heading line (certifications) sit closer, as a list.
    const hasBody = (entry: ResumeEntry | undefined) =>
      [entry?.paragraphs, entry?.bullets, entry?.facts, entry?.links].some((part) => part?.length);
    const entries = section.entries.flatMap((entry, index) =>
      this.entry(
        parent,
        entry,
        brief,
        index === 0 ? 0 : hasBody(entry) || hasBody(section.entries[index - 1]) ? 7 : 4,
      ),
    );
    if (entries.length === 0) return [];
    return [this.heading(parent, section.heading, accent), ...entries];
  }
}

/** Draws the blocks down the pages, keeping each block's lead, and what is kept with the next, together. */
function flow(writer: TaggedWriter, blocks: readonly Block[]): void {
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

/** The whole résumé as PDF bytes, and its number of pages. */
export async function writeResume(
  content: ResumeContent,
  detail: ResumeDetail,
): Promise<{ bytes: Buffer; pages: number }> {
  const doc = new PDFDocument({
    size: content.pageSize,
    margin: 0,
    pdfVersion: '1.7',
    tagged: true,
    lang: content.language,
    displayTitle: true,
    info: { Title: content.title, Author: content.name },
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  // PDFKit takes a parsed fontkit font (since 0.20; its typings list only files and bytes), so a
  // WOFF file's tables are inflated once per build rather than once per document.
  for (const face of allFaces()) doc.registerFont(face.file, face.font as unknown as Buffer);

  const writer = new TaggedWriter(doc, margins);
  const layout = new ResumeLayout(writer);
  const root = doc.struct('Document');
  doc.addStructure(root);
  const top = () => root;
  const header = [
    layout.text(top, 'H1', [{ text: content.name, style: styles.name }], { whole: true }),
    content.headline
      ? layout.text(top, 'P', [{ text: content.headline, style: styles.headline }], { before: 2 })
      : undefined,
    layout.items(
      top,
      'L',
      content.contacts.map((contact) => ({
        text: contact.text,
        href: contact.href,
        style: contact.href ? { ...styles.contact, color: ink } : styles.contact,
      })),
      6,
    ),
  ].filter((block) => block !== undefined);
  const body = content.sections.flatMap((section) =>
    layout.section(root, section, detail, content.accentColor),
  );
  flow(writer, [...header, ...body]);
  writer.close();
  root.end();
  doc.end();
  await ended;
  return { bytes: Buffer.concat(chunks), pages: writer.pages };
}
