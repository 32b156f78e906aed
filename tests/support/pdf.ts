/**
 * A PDF as software reads it, through pdf.js: the text in content order, and the structure tree a
 * screen reader walks, with each element's text and each link's address.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

export const openPdf = (bytes: Uint8Array): Promise<PDFDocumentProxy> =>
  getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;

/** Each page's text items, in the order the PDF draws them. */
export async function pageTexts(pdf: PDFDocumentProxy): Promise<string[][]> {
  const pages: string[][] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.flatMap((item) => ('str' in item && item.str.trim() ? [item.str] : [])));
  }
  return pages;
}

/** The whole text as pdf.js extracts it: the spaces the PDF draws, a space at each line's end. */
export async function documentText(pdf: PDFDocumentProxy): Promise<string> {
  let text = '';
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? ' ' : '');
  }
  // Only ASCII white space: a no-break space is part of the text.
  return text.replace(/[ \t\n\r]+/g, ' ').trim();
}

/**
 * Each page's lines as a reader's eye meets them, from where the glyphs stand alone (neither the
 * tag tree nor the order the file draws them in): top to bottom, a line's pieces from left to
 * right, or from right to left in a line most of whose text pdf.js reads right to left (each
 * stretch of left-to-right pieces in it still read from its left). Pieces are
 * joined without the spaces between them (pdf.js makes a gap a piece of its own, placed anywhere).
 */
async function layoutLines(pdf: PDFDocumentProxy): Promise<string[][]> {
  const pages: string[][] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const { items } = await (await pdf.getPage(number)).getTextContent();
    const lines = new Map<number, { str: string; dir: string; x: number }[]>();
    for (const item of items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const y = Math.round(item.transform[5] as number);
      const line = lines.get(y) ?? lines.set(y, []).get(y)!;
      line.push({ str: item.str, dir: item.dir, x: item.transform[4] as number });
    }
    pages.push(
      [...lines.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, pieces]) => {
          const length = (dir: string) =>
            pieces.filter((piece) => piece.dir === dir).reduce((sum, piece) => sum + piece.str.length, 0);
          const visual = pieces.sort((a, b) => a.x - b.x).map((piece) => piece.str.trim());
          if (length('rtl') <= length('ltr')) return visual.join('');
          // A right-to-left line reads from the right, but a stretch of left-to-right words in it
          // (a product's name, a number) reads from its own left.
          const words = (index: number) =>
            pieces[index]!.dir !== 'rtl' && /[\p{L}\p{N}]/u.test(visual[index]!);
          const groups: string[][] = [];
          pieces.forEach((_, index) => {
            if (index > 0 && words(index) && words(index - 1)) groups.at(-1)!.push(visual[index]!);
            else groups.push([visual[index]!]);
          });
          return groups
            .reverse()
            .map((group) => group.join(''))
            .join('');
        }),
    );
  }
  return pages;
}

/** A structure element as assistive technology meets it. */
export interface Tag {
  /** The structure type: `H1`, `P`, `L`, `LI`, `Link`… */
  role: string;
  /** Every piece of text inside it, in reading order, spaces collapsed. */
  text: string;
  children: Tag[];
  /** For a link, the address of each annotation it holds. */
  urls: string[];
}

interface StructNode {
  role: string;
  children: (StructNode | { type: string; id: string })[];
}

/**
 * The structure tree of each page, in reading order, with the text of the marked content and the
 * annotations each element holds. An element that runs onto the next page is met on both.
 */
export async function structureTrees(pdf: PDFDocumentProxy): Promise<Tag[]> {
  const pages: Tag[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const contentText = new Map<string, string>();
    const open: string[] = [];
    const { items } = await page.getTextContent({ includeMarkedContent: true });
    for (const item of items) {
      if ('type' in item) {
        if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') {
          open.push(item.id ?? '');
        } else if (item.type === 'endMarkedContent') open.pop();
      } else if (open.at(-1)) {
        const id = open.at(-1)!;
        // A line's end is a word break, as in the page's text (a wrapped heading's last word and
        // the first of its next line are two words).
        contentText.set(id, (contentText.get(id) ?? '') + item.str + (item.hasEOL ? ' ' : ''));
      }
    }
    // pdf.js names an annotation in the tree by its object ("24R"), sometimes with a prefix.
    const annotations = new Map(
      (await page.getAnnotations()).map((annotation: { id: string; url?: string }) => [
        annotation.id,
        annotation.url ?? '',
      ]),
    );
    const toTag = (node: StructNode): Tag => {
      const children: Tag[] = [];
      const urls: string[] = [];
      let text = '';
      for (const child of node.children) {
        if ('role' in child) {
          const tag = toTag(child);
          children.push(tag);
          text += ` ${tag.text} `;
        } else if (child.type === 'content') {
          text += contentText.get(child.id) ?? '';
        } else {
          const url = annotations.get(child.id.replace(/^pdfjs_internal_id_/, ''));
          if (url !== undefined) urls.push(url);
        }
      }
      return { role: node.role, text: text.replace(/\s+/g, ' ').trim(), children, urls };
    };
    pages.push(toTag((await page.getStructTree()) as StructNode));
  }
  return pages;
}

/** Every element of the trees, depth first, in reading order. */
export const allTags = (trees: readonly Tag[]): Tag[] =>
  trees.flatMap((tree) => [tree, ...allTags(tree.children)]);

/**
 * What poppler's `pdfinfo` says about the file, or `undefined` where poppler-utils is not installed
 * (CI installs it).
 */
export function pdfinfo(bytes: Uint8Array): Record<string, string> | undefined {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdfinfo-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    const output = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return Object.fromEntries(
      output
        .split('\n')
        .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
        .filter((match) => match !== null)
        .map((match) => [match[1]!, match[2]!]),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The fonts a PDF embeds, as poppler's `pdffonts` names them (`[none]` for a Type 3 font, drawn as
 * shapes), without the subset's tag; `undefined` where poppler-utils is not installed (CI installs it).
 */
export function pdffonts(bytes: Uint8Array): string[] | undefined {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdffonts-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    const output = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    return output
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => line.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, ''));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The dash the résumé joins a title and its company with: an em dash, or after Arabic or Hebrew
 * words, whose Noto faces have none, the hyphen (‐) those faces draw, so the heading is one run of
 * text and a reader keeps its spaces (decision 020).
 */
export const titleDash = (title: string): string =>
  /[\p{Script=Arabic}\p{Script=Hebrew}][^\p{L}\p{N}]*$/u.test(title) ? '‐' : '—';

/** What a recruiter's software must find in a résumé, in this order. */
export interface ResumeReading {
  name: string;
  email?: string;
  jobs: readonly { title: string; company: string; dates: string }[];
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

/**
 * What goes wrong when the résumé's text layer is read in layout order (`layoutLines`): the name,
 * the email and each job's title, company and dates, each looked for after the one before (a job's
 * dates on its title's line or the next two, at the right of a left-to-right line and the left of
 * a right-to-left one); ligature, private-use or replacement characters; a character of the
 * expected text missing. Empty when a reader finds it all.
 */
export async function textLayerProblems(bytes: Uint8Array, expected: ResumeReading): Promise<string[]> {
  const lines = (await layoutLines(await openPdf(bytes))).flat().map(squeeze);
  const starts: number[] = [];
  let all = '';
  for (const line of lines) {
    starts.push(all.length);
    all += line;
  }
  const lineAt = (position: number) => starts.findLastIndex((start) => start <= position);
  const problems: string[] = [];
  let from = 0;
  const find = (what: string, text: string, start = from, end = all.length) => {
    const at = all.slice(0, end).indexOf(squeeze(text), start);
    if (at < 0) problems.push(`${what} "${text}" not found in order in:\n${lines.join('\n')}`);
    return at;
  };
  const name = find('name', expected.name);
  if (name >= 0) from = name + squeeze(expected.name).length;
  if (expected.email) {
    const email = find('email', expected.email);
    if (email >= 0) from = email + expected.email.length;
  }
  for (const job of expected.jobs) {
    const title = find('title', job.title);
    if (title < 0) continue;
    const company = find('company', job.company, title + squeeze(job.title).length);
    const end = company >= 0 ? company + squeeze(job.company).length : title + squeeze(job.title).length;
    const window = starts[lineAt(end) + 3] ?? all.length;
    find('dates', job.dates, starts[lineAt(title)]!, window);
    from = end;
  }
  const wrong = [...all].filter((char) => /[\uFB00-\uFB06\uFFFD\p{Co}]/u.test(char));
  if (wrong.length > 0) problems.push(`ligature, private-use or replacement characters: ${wrong.join(' ')}`);
  const text = [expected.name, expected.email ?? '', ...expected.jobs.flatMap(Object.values)].join('');
  const missing = [...new Set(squeeze(text))].filter((char) => !all.includes(char));
  if (missing.length > 0) problems.push(`characters missing from the text layer: ${missing.join(' ')}`);
  return problems;
}
