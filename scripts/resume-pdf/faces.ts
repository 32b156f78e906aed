/**
 * The résumé's typefaces, taken by role from scripts/lib/fonts.ts, and the choice of face for each
 * character: the role's own face when it has the glyph, else the first fallback that does, so
 * French, Ukrainian or an arrow print with real glyphs and extract as the same text.
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';
import { faces, type Face } from '../lib/fonts.ts';

/** The faces the résumé sets text in: each one used is a font embedded in the file. */
const roleFaces = {
  regular: faces.text.regular,
  bold: faces.text.bold,
  display: faces.display.bold,
} satisfies Record<string, Face>;

export type Role = keyof typeof roleFaces;

export interface LoadedFace {
  /** The font file: the face's name in the PDF writer too. */
  file: string;
  font: fontkit.Font;
}

/**
 * A WOFF 1 font as the plain TrueType/OpenType font it wraps. fontkit reads WOFF 1 itself, but
 * inflates a table on every read, the glyph table once per glyph: unpacked here once, with Node's
 * zlib, a résumé is written in a fraction of the time. Other formats are returned as they are.
 */
export function unpackWoff(data: Buffer): Buffer {
  if (data.toString('latin1', 0, 4) !== 'wOFF') return data;
  const count = data.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const [offset, packed, length] = [8, 12, 16].map((at) => data.readUInt32BE(entry + at - 4));
    const stored = data.subarray(offset!, offset! + packed!);
    return {
      tag: data.subarray(entry, entry + 4),
      checksum: data.readUInt32BE(entry + 16),
      bytes: packed === length ? stored : inflateSync(stored),
    };
  });
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(data.readUInt32BE(4), 0);
  const power = 2 ** Math.floor(Math.log2(count));
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach(({ tag, checksum, bytes }, index) => {
    const record = 12 + index * 16;
    tag.copy(header, record);
    header.writeUInt32BE(checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(bytes.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(bytes.length / 4) * 4);
    bytes.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const loaded = new Map<string, LoadedFace>();

function load(face: Face): LoadedFace {
  let entry = loaded.get(face.file);
  if (!entry) {
    const font = fontkit.create(unpackWoff(readFileSync(face.file)));
    if (!('hasGlyphForCodePoint' in font)) throw new Error(`${face.file} is a font collection, not a font`);
    entry = { file: face.file, font };
    loaded.set(face.file, entry);
  }
  return entry;
}

/** The role's face, then its weight's fallbacks, in the order they are tried. */
function chainOf(role: Role): LoadedFace[] {
  const face = roleFaces[role];
  return [face, ...faces.fallbacks[face.weight]].map(load);
}

const chains = new Map<Role, LoadedFace[]>();
const chain = (role: Role) => chains.get(role) ?? chains.set(role, chainOf(role)).get(role)!;

/** Every face a role may draw with, for the writer to register. */
export function allFaces(): LoadedFace[] {
  const all = (Object.keys(roleFaces) as Role[]).flatMap(chain);
  return [...new Set(all)];
}

/** The role's own face, whose metrics set the line's baseline. */
export const mainFace = (role: Role): LoadedFace => chain(role)[0]!;

/** A stretch of text one face draws. */
export interface FaceRun {
  text: string;
  face: LoadedFace;
}

/**
 * Splits text into runs by the first face of the role's chain that has each character. A space or
 * a combining mark stays in the run before it when that face has it, so runs change only where the
 * script does. A character no face has goes to the last fallback, the widest in coverage.
 */
export function splitByFace(text: string, role: Role): FaceRun[] {
  const candidates = chain(role);
  const runs: FaceRun[] = [];
  for (const char of text.normalize('NFC')) {
    const codePoint = char.codePointAt(0)!;
    const current = runs.at(-1);
    const joins = current && /[\s\p{M}]/u.test(char) && current.face.font.hasGlyphForCodePoint(codePoint);
    const face = joins
      ? current.face
      : (candidates.find((option) => option.font.hasGlyphForCodePoint(codePoint)) ?? candidates.at(-1)!);
    if (current?.face === face) current.text += char;
    else runs.push({ text: char, face });
  }
  return runs;
}
