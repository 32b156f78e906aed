/**
 * The face that draws each character: the face asked for when it has the glyph, else the first of
 * its weight's fallbacks that has it (fontkit's `hasGlyphForCodePoint`), else the Noto face of the
 * character's script, else the last resort. The PDF résumé and the social cards both choose so, and
 * both print every character of any script a face here covers.
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';
import type { Font } from 'satori';
import { faces, type Face, type FaceWeight } from './fonts.ts';
import { scriptFaces } from './script-faces.ts';

/** A face with its font parsed, once per build. */
export interface LoadedFace {
  face: Face;
  /** The font file: the face's name in the PDF writer too. */
  file: string;
  /** Parsed once per process: for measuring and for which characters it draws. */
  font: fontkit.Font;
  /** The font's bytes (a WOFF 1 file unpacked), for a writer that keeps a parse of its own. */
  bytes: Buffer;
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

export function loadFace(face: Face): LoadedFace {
  let entry = loaded.get(face.file);
  if (!entry) {
    const bytes = unpackWoff(readFileSync(face.file));
    const font = fontkit.create(bytes);
    if (!('hasGlyphForCodePoint' in font)) throw new Error(`${face.file} is a font collection, not a font`);
    entry = { face, file: face.file, font, bytes };
    loaded.set(face.file, entry);
  }
  return entry;
}

/**
 * The face that draws `codePoint` where `asked` is asked for, in content written in `language` (a
 * BCP 47 tag, which picks the Chinese, Japanese or Korean forms of a Han character). A character
 * no face has goes to the last resort, which draws it as a missing glyph.
 */
export function faceFor(codePoint: number, asked: Face, language: string): LoadedFace {
  for (const face of [asked, ...faces.fallbacks[asked.weight]]) {
    const candidate = loadFace(face);
    if (candidate.font.hasGlyphForCodePoint(codePoint)) return candidate;
  }
  for (const face of scriptFaces(codePoint, asked.weight, language)) {
    const candidate = loadFace(face);
    if (candidate.font.hasGlyphForCodePoint(codePoint)) return candidate;
  }
  return loadFace(faces.lastResort[asked.weight]);
}

/** The faces and family stacks an element renderer (satori) is given for some text. */
export interface Typefaces {
  faces: Face[];
  /** Family names by role, in the order a glyph is looked for. */
  display: string[];
  text: string[];
}

/** The faces the cards and the pages draw with: text, its semibold, and the display face. */
const drawn = [faces.text.regular, faces.text.semibold, faces.display.bold];

/**
 * The Noto files that draw the characters of `text` the site's faces lack, in each weight of
 * `drawn`, as `faceFor` chooses them: the files the cards embed and the pages' stylesheet declares.
 */
export function scriptFacesFor(text: string, language: string): Face[] {
  const own = new Set(
    [...drawn, ...drawn.flatMap((face) => faces.fallbacks[face.weight])].map((face) => face.file),
  );
  const skipped = new Set([...own, ...Object.values(faces.lastResort).map((face) => face.file)]);
  const script = new Map<string, Face>();
  for (const char of new Set(text.normalize('NFC'))) {
    for (const face of drawn) {
      const chosen = faceFor(char.codePointAt(0)!, face, language).face;
      if (!skipped.has(chosen.file)) script.set(chosen.file, chosen);
    }
  }
  return [...script.values()];
}

/**
 * The site's faces, the Noto faces that draw the characters of `text` the site's lack, and the
 * last resort, in every weight the cards draw; with the family stacks that fall back in the same
 * order as the PDF's. Only the files `text` needs are read.
 */
export function typefacesFor(text: string, language: string): Typefaces {
  const script = scriptFacesFor(text, language);
  const lastResort = Object.values(faces.lastResort);
  // Each weight of a Noto file is its own face but shares its family name: listed once.
  const scriptFamilies = [...new Set(script.map((face) => face.family))];
  const stack = (first: Face, weight: FaceWeight) =>
    [first, ...faces.fallbacks[weight]]
      .map((face) => face.family)
      .concat(scriptFamilies, faces.lastResort[weight].family);
  const all = [...drawn, ...Object.values(faces.fallbacks).flat(), ...script, ...lastResort];
  return {
    faces: all.filter((face, index) => all.findIndex((other) => other.file === face.file) === index),
    display: stack(faces.display.bold, 600),
    text: stack(faces.text.regular, 400),
  };
}

const satoriFaces = new Map<string, Font>();

/** The faces as satori takes them (the social cards, the monogram), each file read once per process. */
export function satoriFonts(faces: readonly Face[]): Font[] {
  return faces.map((face) => {
    let font = satoriFaces.get(face.file);
    if (!font) {
      font = { name: face.family, data: readFileSync(face.file), weight: face.weight, style: face.style };
      satoriFaces.set(face.file, font);
    }
    return font;
  });
}
