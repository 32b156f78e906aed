/**
 * The résumé's layout: one column of real text (what applicant-tracking systems read), the owner's
 * name, headline and contact details first, then each section that has entries. Tagged for
 * assistive technology: the name is the H1, sections are Sect elements under H2 headings, entries
 * are H3 with paragraphs (P) and bullet lists (L > LI > Lbl + LBody), and links are Link elements.
 * Every word comes from the content; this file only lays it out.
 */
import PDFDocument from 'pdfkit';
import type { ResumeContent, ResumeEntry, ResumeSection } from './content.ts';
import { BlockLayout, flow, type Block, type Parent } from './blocks.ts';
import { setContentLanguage } from '../faces/pdf-faces.ts';
import { TaggedWriter, type Element } from './tagged-writer.ts';
import { dashAfter, layoutText, type TextStyle } from './text-layout.ts';

/**
 * How much of each entry to print: `full` has everything; `compact`, for a long career, drops the
 * paragraphs and facts of the sections marked condensable (the jobs' stories and technologies).
 */
export type ResumeDetail = 'full' | 'compact';

const ink = '#111827';
const muted = '#4b5563';
/** The hairline of a section's mark: the site's rule colour, as paper shows it. */
const rule = '#d6d0c4';
/** Line height as a multiple of the font size: tight enough for two pages, open enough to read. */
const leading = 1.24;
const margins = { top: 34, bottom: 36, left: 42, right: 42 };

const styles = {
  name: { role: 'display', size: 21, color: ink, leading: 1.15 },
  headline: { role: 'bold', size: 11.5, color: muted },
  contact: { role: 'regular', size: 8.75, color: muted },
  heading: { role: 'display', size: 10.5, color: ink, tracking: 0.6 },
  mark: { role: 'bold', size: 5.5, color: ink },
  entryTitle: { role: 'bold', size: 9.75, color: ink },
  date: { role: 'regular', size: 8.75, color: muted },
  body: { role: 'regular', size: 8.75, color: ink },
  label: { role: 'bold', size: 8.75, color: ink },
} satisfies Record<string, TextStyle>;

/** Builds the résumé's blocks: its headings, entries and sections. */
class ResumeLayout extends BlockLayout {
  /**
   * The entry's heading (H3); level with its first line, the meta line (P) after it when both fit,
   * and the date (P) at the right. A meta line that does not fit goes under the heading.
   */
  entryHead(parent: Parent, title: string, meta: string, date: string | undefined): Block[] {
    const single = (text: string) => layoutText([{ text, style: styles.date }], Infinity)[0];
    // A date too long for the right of the title reads first in the meta line.
    const dateLine = date ? single(date) : undefined;
    const dateBeside = dateLine && dateLine.width <= this.width / 2 ? dateLine : undefined;
    const metaText = dateLine && !dateBeside ? [date, meta].filter((part) => part).join(' · ') : meta;
    const metaLine = metaText ? single(metaText) : undefined;
    const gap = 8;
    const titleWidth = this.width - (dateBeside ? dateBeside.width + gap : 0);
    const lines = layoutText([{ text: title, style: styles.entryTitle }], titleWidth);
    const metaBeside =
      metaLine && lines.length === 1 && lines[0]!.width + gap + metaLine.width <= titleWidth
        ? metaLine
        : undefined;
    const lineHeight = this.lineHeight([styles.entryTitle]);
    const height = lines.length * lineHeight;
    const head: Block = {
      before: 0,
      height,
      lead: height,
      keepWithNext: true,
      draw: () => {
        const top = this.writer.y;
        const baseline = this.writer.baseline(lines[0]!, lineHeight);
        const heading = this.writer.element(parent(), 'H3');
        this.drawLines(lines, this.left, lineHeight, heading, 'H3');
        heading.end();
        const beside = { top, lineHeight, baseline };
        if (metaBeside)
          this.drawBeside(parent, 'P', metaBeside, { ...beside, x: this.left + lines[0]!.width + gap });
        if (dateBeside) {
          this.drawBeside(parent, 'P', dateBeside, {
            ...beside,
            x: this.left + this.width - dateBeside.width,
          });
        }
      },
    };
    const metaBlock =
      metaText && !metaBeside
        ? this.text(parent, 'P', [{ text: metaText, style: styles.date }], { keepWithNext: true })
        : undefined;
    return metaBlock ? [head, metaBlock] : [head];
  }

  /**
   * A section's heading (H2) on the site's mark, a section cut: the section's number in a ring of
   * the accent colour, hung in the margin beside the heading, and a hairline from the heading's
   * words to the column's end. Paper keeps the mark on the heading's line, so a section costs no
   * more height than a heading.
   */
  heading(parent: Parent, text: string, accent: string, number: number): Block {
    const lines = layoutText([{ text, style: styles.heading }], this.width);
    const lineHeight = this.lineHeight([styles.heading]);
    const [ring, ringGap, lineGap, after] = [11, 5, 6, 6];
    const numeral = layoutText(
      [{ text: String(number).padStart(2, '0'), style: { ...styles.mark, color: accent } }],
      Infinity,
    )[0]!;
    const height = lines.length * lineHeight + after;
    return {
      before: 11,
      height,
      lead: height,
      keepWithNext: true,
      draw: () => {
        const top = this.writer.y;
        const radius = ring / 2;
        const middle = top + lineHeight / 2;
        const rtl = this.writer.direction === 'rtl';
        const start = (x: number) => (rtl ? this.left + this.width - x : this.left + x);
        const wordsEnd = Math.min(lines[0]!.width + lineGap, this.width);
        this.writer.artifact((doc) => {
          if (wordsEnd < this.width) {
            doc
              .moveTo(start(wordsEnd), middle)
              .lineTo(start(this.width), middle)
              .lineWidth(0.5)
              .strokeColor(rule)
              .stroke();
          }
          doc
            .circle(start(-ringGap - radius), middle, radius - 0.45)
            .lineWidth(0.9)
            .strokeColor(accent)
            .stroke();
        });
        const baseline = middle + styles.mark.size * 0.35;
        this.writer.artifactLine(numeral, this.left - ringGap - radius - numeral.width / 2, baseline);
        this.writer.y = top;
        const heading = this.writer.element(parent(), 'H2');
        this.drawLines(lines, this.left, lineHeight, heading, 'H2');
        heading.end();
        this.writer.y += after;
      },
    };
  }

  /** An entry's blocks: title and date, meta line, paragraphs, bullets, facts, links. */
  entry(parent: Parent, entry: ResumeEntry, brief: boolean, before: number): Block[] {
    const title = [entry.title, entry.subtitle]
      .filter((part) => part)
      .join(` ${dashAfter(entry.title ?? '', styles.entryTitle.role)} `);
    const meta = [...(title ? [] : [entry.date]), ...(entry.meta ?? [])].filter((part) => part).join(' · ');
    const blocks = [
      ...(title
        ? this.entryHead(parent, title, meta, entry.date)
        : [meta ? this.text(parent, 'P', [{ text: meta, style: styles.date }]) : undefined]),
      ...(brief ? [] : (entry.paragraphs ?? [])).map((paragraph, index) =>
        this.text(parent, 'P', [{ text: paragraph, style: styles.body }], { before: index > 0 ? 3 : 1 }),
      ),
      this.bullets(parent, entry.bullets ?? [], styles.body),
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
        { before: 2 },
      ),
    ].filter((block) => block !== undefined);
    if (blocks.length === 0) return [];
    blocks[0]!.before = before;
    // An entry's heading keeps with the entry's text, not with the next entry.
    blocks.at(-1)!.keepWithNext = false;
    return blocks;
  }

  /** A section (Sect): its heading, numbered `number`, then its entries; none when it has no entries. */
  section(
    root: Element,
    section: ResumeSection,
    detail: ResumeDetail,
    accent: string,
    number: number,
  ): Block[] {
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
    return [this.heading(parent, section.heading, accent, number), ...entries];
  }
}

/** The whole résumé as PDF bytes, and its number of pages. */
export async function writeResume(
  content: ResumeContent,
  detail: ResumeDetail,
  createdAt: Date,
): Promise<{ bytes: Buffer; pages: number }> {
  const doc = new PDFDocument({
    size: content.pageSize,
    margin: 0,
    pdfVersion: '1.7',
    tagged: true,
    lang: content.language,
    displayTitle: true,
    info: { Title: content.title, Author: content.name, CreationDate: createdAt },
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  setContentLanguage(content.language);

  // The language's own direction, as Intl knows it (`textInfo`, not yet in TypeScript's types).
  const { textInfo } = new Intl.Locale(content.language) as Intl.Locale & {
    textInfo?: { direction: 'ltr' | 'rtl' };
  };
  const writer = new TaggedWriter(doc, margins, textInfo?.direction);
  const layout = new ResumeLayout(writer, { left: margins.left, leading });
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
      { before: 6 },
    ),
  ].filter((block) => block !== undefined);
  // Sections are numbered as they are drawn, as the site numbers its sections: one left empty
  // takes no number.
  let drawn = 0;
  const body = content.sections.flatMap((section) => {
    const blocks = layout.section(root, section, detail, content.accentColor, drawn + 1);
    if (blocks.length > 0) drawn++;
    return blocks;
  });

  flow(writer, [...header, ...body]);
  writer.close();
  root.end();
  doc.end();
  await ended;
  return { bytes: Buffer.concat(chunks), pages: writer.pages };
}
