/**
 * Which way text reads, by the Unicode Bidirectional Algorithm (bidi-js): what a browser decides for
 * `dir="auto"`, for the renderers that draw text outside one (the PDF résumé, the social cards).
 */
import bidiFactory from 'bidi-js';

export const bidi = bidiFactory();

/** `rtl` when the text's first strong character reads right to left (Arabic, Hebrew), else `ltr`. */
export function directionOf(text: string): 'ltr' | 'rtl' {
  return bidi.getEmbeddingLevels(text).paragraphs[0]?.level === 1 ? 'rtl' : 'ltr';
}
