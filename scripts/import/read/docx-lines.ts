/**
 * A Word résumé's text as lines, the Word side of what pdf-lines.ts does for a PDF: each paragraph,
 * list item and table cell's paragraph one line, in the order the file holds them, with what a
 * heading or a bullet is known by. mammoth reads the body (runs, tabs, links, lists, tables, text
 * boxes, tracked changes); what it does not resolve, the sizes, weights and capitals a paragraph
 * takes from its style and the document's defaults, and a style's outline level, comes from
 * styles.xml. The header and footer of the first page, which mammoth ignores and where contact
 * details often stand, are read first and last.
 *
 * Known gaps: a list item's indent set by its list's definition (numbering.xml) is not read, since
 * mammoth does not say which list a paragraph belongs to, so `left` holds the paragraph's own or its
 * style's indent; an outline level set on a paragraph itself (not its style) is not seen; a run
 * whose bold is switched off against a bold style counts as bold (mammoth reads an explicit "off" as
 * absent); a text box written only as a DrawingML shape, without the VML copy Word and LibreOffice
 * also write, is lost (mammoth reads the VML copy).
 */
import { DOMParser } from '@xmldom/xmldom';
import { strFromU8, strToU8, unzipSync, zipSync, type Unzipped } from 'fflate';
import mammoth from 'mammoth';
import type { DocumentLine, DocumentText } from './document-lines.ts';

/** The parts of mammoth's document model this reader uses (its README's "document transforms"). */
interface DocxNode {
  type: string;
  children?: DocxNode[];
  /** A text's characters. */
  value?: string;
  /** A hyperlink's address; a link to a bookmark in the file has none. */
  href?: string;
  styleId?: string | null;
  styleName?: string | null;
  numbering?: object | null;
  /** A paragraph's own indent, in twentieths of a point. */
  indent?: { start: string | null };
  isBold?: boolean;
  isAllCaps?: boolean;
  /** A run's own size, in points. */
  fontSize?: number | null;
}

/** What a style (with those it is based on) or the document's defaults set. */
interface Look {
  size?: number;
  bold?: boolean;
  caps?: boolean;
  /** 0 for a first-level heading, as Word counts. */
  outline?: number;
  indent?: number;
}

interface Styles {
  paragraph: (styleId: string | null | undefined) => Look;
  character: (styleId: string | null | undefined) => Look;
}

interface Piece {
  text: string;
  size: number;
  bold: boolean;
  caps: boolean;
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
/** The namespace of a package's relationship parts (`_rels/*.rels`). */
const relationshipsNamespace = 'http://schemas.openxmlformats.org/package/2006/relationships';
/** Word's size when neither a run, its styles nor the document's defaults set one. */
const wordDefaultSize = 10;
const compoundFileSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const bulletGlyph = /^(?:[•▪·◦●■]|[-–*]\s)/u;

const saveAgain = 'Open it in Word and save it again as a .docx, or export it as a PDF, and import that.';

/**
 * The lines of a .docx file: its first page's header, its body, its first page's footer; or why
 * there are none (a file that is no .docx, locked, or without text).
 */
export async function readDocxText(bytes: Uint8Array): Promise<DocumentText> {
  if (compoundFileSignature.every((byte, index) => bytes[index] === byte)) return compoundFile(bytes);
  let files: Unzipped;
  try {
    files = unzipSync(bytes);
  } catch {
    return {
      ok: false,
      reason: 'unreadable',
      message:
        'This file is not a Word document: a .docx file is a zip package and this one is not (another ' +
        `kind of file renamed, or a damaged copy). ${saveAgain}`,
    };
  }
  if (!mainDocumentPath(files))
    return {
      ok: false,
      reason: 'unreadable',
      message:
        'This file is a zip package with no Word document in it (another kind of file, such as a ' +
        'spreadsheet or a zipped folder). Save the résumé from Word as a .docx, or export it as a ' +
        'PDF, and import that.',
    };
  let styles: Styles;
  let parts: DocxNode[];
  try {
    styles = stylesOf(files);
    const sources = [partAsBody(files, 'header'), bytes, partAsBody(files, 'footer')];
    parts = await Promise.all(sources.filter((source) => source !== undefined).map(documentOf));
  } catch (error) {
    return {
      ok: false,
      reason: 'unreadable',
      message: `This Word file cannot be read (${(error as Error).message}). ${saveAgain}`,
    };
  }
  const lines: DocumentLine[] = [];
  for (const paragraph of parts.flatMap(paragraphsOf)) {
    const line = lineOf(paragraph, styles, lines.length + 1);
    if (line) lines.push(line);
  }
  if (lines.length === 0)
    return {
      ok: false,
      reason: 'no text',
      message:
        'The Word file has no text to read: it is empty, or its pages hold only pictures (a scanned ' +
        'résumé, or one pasted in as an image). Import the file the résumé was written in, or a PDF ' +
        'with text.',
    };
  return { ok: true, pages: 1, lines };
}

/**
 * Why a compound file (the container of Word 97–2003 documents, and of a .docx locked with a
 * password, which holds streams named EncryptionInfo and EncryptedPackage) cannot be read. The
 * directory names its streams in UTF-16.
 */
function compoundFile(bytes: Uint8Array): DocumentText {
  const names = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (['EncryptionInfo', 'EncryptedPackage'].some((name) => names.includes(Buffer.from(name, 'utf16le'))))
    return {
      ok: false,
      reason: 'encrypted',
      message:
        'The Word file is locked with a password, so its text cannot be read. Open it in Word, ' +
        'save a copy without the password (File › Info › Protect Document › Encrypt with Password, ' +
        'then clear it), and import that copy, or export it as a PDF.',
    };
  return {
    ok: false,
    reason: 'unreadable',
    message:
      'This is a Word 97–2003 document (.doc), which cannot be read. Open it in Word and save it as ' +
      'a .docx (File › Save As › Word Document), or export it as a PDF, and import that.',
  };
}

/** The document mammoth reads from a .docx, before it is turned into HTML (none is wanted). */
async function documentOf(bytes: Uint8Array): Promise<DocxNode> {
  let document: DocxNode = { type: 'document', children: [] };
  await mammoth.convertToHtml(
    { buffer: Buffer.from(bytes) },
    {
      transformDocument: (read: DocxNode) => {
        document = read;
        return { ...read, children: [] };
      },
    },
  );
  return document;
}

/**
 * The paragraphs in the order the file holds them. A table is read row by row, each row's cells
 * left to right: a table that lays out a résumé's entries (dates in one cell, the job in the next)
 * keeps each entry's parts together, and a two-cell layout table gives its left column, then its
 * right one. mammoth places a text box's paragraphs after the paragraph it is anchored in.
 */
function paragraphsOf(node: DocxNode): DocxNode[] {
  if (node.type === 'paragraph') return [node];
  return (node.children ?? []).flatMap(paragraphsOf);
}

function lineOf(paragraph: DocxNode, styles: Styles, number: number): DocumentLine | undefined {
  const look = styles.paragraph(paragraph.styleId);
  const links: string[] = [];
  const pieces = piecesOf(paragraph, look, styles, links);
  const tidy = (words: string) => words.replace(/\s+/g, ' ').trim();
  // A tab (a date set flush right), a line break or a wide run of spaces sets a part apart.
  const segments = pieces
    .map((piece) => piece.text)
    .join('')
    .split(/[\t\n]|\s{3,}/)
    .map(tidy)
    .filter(Boolean);
  const text = segments.join(' ');
  if (!text) return undefined;
  const letters = (some: readonly Piece[]) =>
    some.reduce((sum, piece) => sum + piece.text.replace(/[^\p{L}]/gu, '').length, 0);
  // Capitals as Word shows them: a run with the all-caps property is displayed in capitals.
  const shown = pieces.map((piece) => (piece.caps ? piece.text.toUpperCase() : piece.text)).join('');
  const cased = shown.replace(/[^\p{Lu}\p{Ll}]/gu, '');
  const heading = headingOf(paragraph, look);
  return {
    page: 1,
    line: number,
    text,
    segments,
    size: Math.max(...pieces.filter((piece) => piece.text.trim()).map((piece) => piece.size)),
    bold: letters(pieces.filter((piece) => piece.bold)) * 2 > letters(pieces),
    capitals: cased.length >= 2 && cased.length * 2 > letters(pieces) && cased === cased.toUpperCase(),
    column: 0,
    links: [...new Set(links)],
    left: paragraph.indent?.start ? Number(paragraph.indent.start) / 20 : (look.indent ?? 0),
    ...(heading === undefined ? {} : { heading }),
    bullet: heading === undefined && (Boolean(paragraph.numbering) || bulletGlyph.test(text)),
  };
}

/**
 * A paragraph's text run by run, each with the size, weight and capitals it is shown in: the run's
 * own, else its character style's, else its paragraph style's (with the document's defaults under
 * it). Tabs and line breaks are kept as characters; the addresses of links are gathered in `links`.
 */
function piecesOf(node: DocxNode, paragraph: Look, styles: Styles, links: string[]): Piece[] {
  if (node.type === 'hyperlink' && node.href) links.push(node.href);
  if (node.type !== 'run')
    return (node.children ?? []).flatMap((child) => piecesOf(child, paragraph, styles, links));
  const character = styles.character(node.styleId);
  const text = (node.children ?? [])
    .map((child) =>
      child.type === 'text' ? child.value : child.type === 'tab' ? '\t' : child.type === 'break' ? '\n' : '',
    )
    .join('');
  return [
    {
      text,
      size: node.fontSize ?? character.size ?? paragraph.size ?? wordDefaultSize,
      bold: Boolean(node.isBold || (character.bold ?? paragraph.bold)),
      caps: Boolean(node.isAllCaps || (character.caps ?? paragraph.caps)),
    },
  ];
}

/** 0 for a title, 1–6 for a heading, by its style's name or, failing that, its outline level. */
function headingOf(paragraph: DocxNode, look: Look): number | undefined {
  const name = paragraph.styleName ?? '';
  if (/^title$/i.test(name)) return 0;
  const level = /^heading ([1-6])$/i.exec(name)?.[1];
  if (level) return Number(level);
  if (look.outline !== undefined && look.outline < 6) return look.outline + 1;
  return undefined;
}

/**
 * The looks styles.xml gives each style, each on top of the style it is based on and of the
 * document's defaults; a paragraph without a style takes the default paragraph style's.
 */
function stylesOf(files: Unzipped): Styles {
  const root = xmlOf(files, 'word/styles.xml');
  const defaults = root
    ? lookOf(child(child(root, 'docDefaults'), 'rPrDefault'), child(child(root, 'docDefaults'), 'pPrDefault'))
    : {};
  const byId = new Map<string, { type: string; basedOn?: string; look: Look; isDefault: boolean }>();
  for (const style of children(root, 'style'))
    byId.set(style.getAttributeNS(W, 'styleId') ?? '', {
      type: style.getAttributeNS(W, 'type') ?? '',
      basedOn: valueOf(child(style, 'basedOn')),
      look: lookOf(style, style),
      isDefault: ['1', 'true', 'on'].includes(style.getAttributeNS(W, 'default') ?? ''),
    });
  const resolve = (styleId: string | undefined, seen: Set<string> = new Set()): Look => {
    const style = styleId === undefined ? undefined : byId.get(styleId);
    if (!style || seen.has(styleId!)) return {};
    seen.add(styleId!);
    return { ...resolve(style.basedOn, seen), ...style.look };
  };
  const defaultParagraph = [...byId].find(([, style]) => style.type === 'paragraph' && style.isDefault)?.[0];
  return {
    paragraph: (styleId) => ({ ...defaults, ...resolve(styleId ?? defaultParagraph) }),
    character: (styleId) => resolve(styleId ?? undefined),
  };
}

/** What an element's run properties (`w:rPr`) and paragraph properties (`w:pPr`) set, and only that. */
function lookOf(runParent: Element | undefined, paragraphParent: Element | undefined): Look {
  const run = child(runParent, 'rPr');
  const paragraph = child(paragraphParent, 'pPr');
  const size = Number(valueOf(child(run, 'sz')));
  const outline = Number(valueOf(child(paragraph, 'outlineLvl')));
  const indent = child(paragraph, 'ind');
  const start = indent?.getAttributeNS(W, 'start') || indent?.getAttributeNS(W, 'left');
  const look: Look = {
    size: size > 0 ? size / 2 : undefined,
    bold: onOff(child(run, 'b')),
    caps: onOff(child(run, 'caps')),
    outline: Number.isInteger(outline) ? outline : undefined,
    indent: start ? Number(start) / 20 : undefined,
  };
  return Object.fromEntries(Object.entries(look).filter(([, value]) => value !== undefined));
}

/**
 * The first page's header or footer as the body of a copy of the file, so mammoth, which reads
 * only a document's body, reads it as it reads the body (its links resolved by the part's own
 * relationships). The first page shows the section's "first" header when the section has a
 * different first page, else its default one.
 */
function partAsBody(files: Unzipped, kind: 'header' | 'footer'): Uint8Array | undefined {
  const documentPath = mainDocumentPath(files)!;
  const section = xmlOf(files, documentPath)?.getElementsByTagNameNS(W, 'sectPr')[0];
  const type = onOff(child(section, 'titlePg')) ? 'first' : 'default';
  const id = children(section, `${kind}Reference`)
    .find((reference) => (reference.getAttributeNS(W, 'type') || 'default') === type)
    ?.getAttributeNS(R, 'id');
  const partPath =
    id && relatedPath(files, documentPath, (relationship) => relationship.getAttribute('Id') === id);
  const part = partPath && files[partPath];
  if (!part) return undefined;
  const root = kind === 'header' ? 'hdr' : 'ftr';
  const xml = strFromU8(part);
  if (!new RegExp(`</(\\w+):${root}>\\s*$`).test(xml)) return undefined;
  const body = xml
    .replace(new RegExp(`<(\\w+):${root}\\b([^>]*)>`), '<$1:document$2><$1:body>')
    .replace(new RegExp(`</(\\w+):${root}>\\s*$`), '</$1:body></$1:document>');
  const copy: Unzipped = { ...files, [documentPath]: strToU8(body) };
  const partRelationships = files[relationshipsPath(partPath)];
  if (partRelationships) copy[relationshipsPath(documentPath)] = partRelationships;
  else delete copy[relationshipsPath(documentPath)];
  return zipSync(copy, { level: 0 });
}

/** Where the document's body is: the package's main part, else where Word puts it, if it is there. */
function mainDocumentPath(files: Unzipped): string | undefined {
  const path =
    relatedPath(files, '', (relationship) =>
      relationship.getAttribute('Type')?.endsWith('/officeDocument'),
    ) ?? 'word/document.xml';
  return files[path] ? path : undefined;
}

/** word/document.xml → word/_rels/document.xml.rels; '' (the package) → _rels/.rels. */
const relationshipsPath = (path: string) => path.replace(/([^/]*)$/, '_rels/$1.rels');

/**
 * The path of the part that the first relationship of the part at `from` that `matches` points
 * to: relative to `from`'s folder, or to the package when it starts with /.
 */
function relatedPath(
  files: Unzipped,
  from: string,
  matches: (relationship: Element) => boolean | undefined,
): string | undefined {
  const target = children(xmlOf(files, relationshipsPath(from)), 'Relationship', relationshipsNamespace)
    .find(matches)
    ?.getAttribute('Target');
  if (!target) return undefined;
  return target.startsWith('/') ? target.slice(1) : from.replace(/[^/]*$/, '') + target;
}

/** The root element of the part at `path`, if there is one. */
function xmlOf(files: Unzipped, path: string): Element | undefined {
  const file = files[path];
  if (!file) return undefined;
  const fail = () => {
    throw new Error(`its part ${path} is damaged`);
  };
  return new DOMParser({
    errorHandler: { warning: () => {}, error: fail, fatalError: fail },
  }).parseFromString(strFromU8(file), 'application/xml').documentElement;
}

/** The child elements of `parent` named `name` in a namespace (WordprocessingML's unless given). */
function children(parent: Element | undefined, name: string, namespace = W): Element[] {
  if (!parent) return [];
  return Array.from(parent.childNodes).filter(
    (node): node is Element =>
      node.nodeType === 1 &&
      (node as Element).localName === name &&
      (node as Element).namespaceURI === namespace,
  );
}

const child = (parent: Element | undefined, name: string): Element | undefined => children(parent, name)[0];

const valueOf = (element: Element | undefined): string | undefined =>
  element?.getAttributeNS(W, 'val') || undefined;

/** An on/off property: present and not switched off by its value. */
function onOff(element: Element | undefined): boolean | undefined {
  if (!element) return undefined;
  return !['0', 'false', 'off'].includes(element.getAttributeNS(W, 'val') ?? '');
}
