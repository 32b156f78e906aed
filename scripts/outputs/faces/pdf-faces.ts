/**
 * The résumé's typefaces, taken by role from scripts/outputs/faces/fonts.ts, and the choice of face for each
 * character (scripts/outputs/faces/face-for.ts): the role's own face when it has the glyph, else a fallback
 * that does, so French, Ukrainian, Japanese or Arabic print with real glyphs and extract as the
 * same text.
 */
import { faceFor, loadFace, type LoadedFace } from './face-for.ts';
import { faces, type Face } from './fonts.ts';

export type { LoadedFace } from './face-for.ts';

/** The faces the résumé sets text in: each one used is a font embedded in the file. */
const roleFaces = {
  regular: faces.text.regular,
  bold: faces.text.bold,
  display: faces.display.bold,
} satisfies Record<string, Face>;

export type Role = keyof typeof roleFaces;

/** The role's own face, whose metrics set the line's baseline. */
export const mainFace = (role: Role): LoadedFace => loadFace(roleFaces[role]);

/** A stretch of text one face draws. */
export interface FaceRun {
  text: string;
  face: LoadedFace;
}

/**
 * The language the résumé being laid out is written in. A résumé is laid out in one piece, without
 * waiting on anything, so the one being written sets it before its first line rather than every
 * span carrying it.
 */
let contentLanguage = 'en';

export function setContentLanguage(language: string): void {
  contentLanguage = language;
}

/**
 * Whether fontkit lays the text out from right to left: it does so, glyphs reversed, when the first
 * character of a script is of a right-to-left one, Arabic-Indic digits included.
 */
export const fontkitReverses = (text: string): boolean =>
  /^[\p{Script=Common}\p{Script=Inherited}]*[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u.test(
    text,
  );

/**
 * Splits text into runs by the face that draws each character in content written in `language`.
 * A space or a combining mark stays in the run before it (or in `after`, the face of the
 * right-to-left words before) when that face has it, so runs change only where the script does.
 * After right-to-left words, so do the punctuation and symbols their face draws (Noto Sans Hebrew's
 * hyphen): a line of them stays one run.
 */
export function splitByFace(
  text: string,
  role: Role,
  language = contentLanguage,
  after?: LoadedFace,
): FaceRun[] {
  const asked = roleFaces[role];
  const runs: FaceRun[] = [];
  for (const char of text.normalize('NFC')) {
    const codePoint = char.codePointAt(0)!;
    const last = runs.at(-1);
    const current = last ?? (after && { text: '', face: after });
    const neutral =
      /[\s\p{M}]/u.test(char) || (/[\p{P}\p{S}]/u.test(char) && (!last || fontkitReverses(last.text)));
    const joins = current && neutral && current.face.font.hasGlyphForCodePoint(codePoint);
    const face = joins ? current.face : faceFor(codePoint, asked, language);
    if (runs.length > 0 && current?.face === face) current.text += char;
    else runs.push({ text: char, face });
  }
  return runs;
}

/**
 * OpenType features a run is laid out with, where a face's defaults would lose text. Given any,
 * PDFKit lays the run out whole, as it must for right-to-left text: without, it lays out each word
 * on its own and a run of several words would be drawn in the wrong order. Noto Sans Arabic's
 * `ccmp` draws a dotted letter as its dotless body and its dots, and a PDF maps each glyph to one
 * text: ش and س would share a body glyph and be copied as the same letter. Without it each letter
 * keeps a glyph of its own, joined and shaped as before.
 */
export function runFeatures(text: string): Record<string, boolean> | undefined {
  if (/\p{Script=Arabic}/u.test(text)) return { ccmp: false };
  return /[\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u.test(text) ? {} : undefined;
}
