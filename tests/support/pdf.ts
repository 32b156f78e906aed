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
