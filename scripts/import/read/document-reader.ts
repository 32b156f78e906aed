/**
 * The PDF and Word readers: a résumé saved or printed as a PDF, read from its text layer
 * (pdf-lines.ts), or written in Word (docx-lines.ts), each read the way any document's lines are
 * (document-resume.ts). A PDF without text (a scan), a locked file and one that is not a résumé are
 * refused with why and what to do.
 */
import { readFileSync } from 'node:fs';
import { readDocumentResume } from './document-resume.ts';
import type { DocumentText } from './document-lines.ts';
import { type ReadResult, refusal } from './read-result.ts';

async function readDocument(
  path: string,
  format: string,
  toText: (bytes: Uint8Array) => Promise<DocumentText>,
): Promise<ReadResult> {
  const text = await toText(readFileSync(path));
  if (!text.ok) return refusal(path, text.message);
  return readDocumentResume(text.lines, path, format);
}

// pdf.js and mammoth are loaded when a document is read, not with every import.
export const readPdfResume = (path: string) =>
  readDocument(path, 'PDF', async (bytes) => (await import('./pdf-lines.ts')).readPdfText(bytes));
export const readDocxResume = (path: string) =>
  readDocument(path, 'Word document', async (bytes) => (await import('./docx-lines.ts')).readDocxText(bytes));
