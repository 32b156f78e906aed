/**
 * Faces for the scripts the site's own faces lack: Noto Sans for Japanese, Chinese, Korean, Arabic,
 * Hebrew, Devanagari and Thai, from Fontsource's npm packages. Fontsource splits each face into
 * files by `unicode-range` (a hundred and more for a CJK face), and each package's `unicode.json`
 * says which file holds which characters, so a character finds its file without opening any font,
 * and a build opens only the files its content uses.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Face, FaceWeight } from './fonts.ts';

const require = createRequire(import.meta.url);

/** A Fontsource package of one Noto face, and the language tags that prefer it over its kin. */
interface ScriptFamily {
  /** `noto-sans-jp`: the package name after `@fontsource/`. */
  id: string;
  family: string;
  /** Primary language subtags that prefer this family where families share characters (Han). */
  languages: readonly string[];
}

/**
 * In the order they are tried. Han characters are in the three CJK families and drawn differently
 * in each, so the content's language puts its own first (`orderFor`); Japanese goes first otherwise.
 */
const families: readonly ScriptFamily[] = [
  { id: 'noto-sans-jp', family: 'Noto Sans JP', languages: ['ja'] },
  { id: 'noto-sans-sc', family: 'Noto Sans SC', languages: ['zh'] },
  { id: 'noto-sans-kr', family: 'Noto Sans KR', languages: ['ko'] },
  { id: 'noto-sans-arabic', family: 'Noto Sans Arabic', languages: ['ar', 'fa', 'ur'] },
  { id: 'noto-sans-hebrew', family: 'Noto Sans Hebrew', languages: ['he', 'yi'] },
  { id: 'noto-sans-devanagari', family: 'Noto Sans Devanagari', languages: ['hi', 'mr', 'ne'] },
  { id: 'noto-sans-thai', family: 'Noto Sans Thai', languages: ['th'] },
];

/**
 * The characters these faces are for: their scripts' letters, digits and punctuation (by
 * Script_Extensions, so the Arabic comma and the Japanese long-vowel mark count) and the CJK
 * punctuation and full-width forms. A symbol (an arrow, a bullet) stays with the faces that drew
 * it before: a Latin résumé embeds no Noto face.
 */
const scriptCharacter =
  /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}\p{scx=Bopomofo}\p{scx=Arabic}\p{scx=Hebrew}\p{scx=Devanagari}\p{scx=Thai}\u3000-\u303F\uFF00-\uFFEF]/u;

/** Files of scripts the site's faces, Inter's and DejaVu cover already: never picked from here. */
const covered = /^(latin|cyrillic|greek|vietnamese|math|symbols)/;

/** One file of a family: the characters it holds, as sorted, non-overlapping ranges. */
interface SubsetFile {
  family: ScriptFamily;
  subset: string;
  /** As `unicode.json` writes it, which is CSS's `unicode-range` syntax. */
  range: string;
  ranges: [number, number][];
}

function parseRanges(unicodeRange: string): [number, number][] {
  return unicodeRange
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, '').split('-'))
    .map(([start, end]) => [parseInt(start!, 16), parseInt(end ?? start!, 16)] as [number, number])
    .sort((a, b) => a[0] - b[0]);
}

function holds(ranges: readonly [number, number][], codePoint: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [start, end] = ranges[middle]!;
    if (codePoint < start) high = middle - 1;
    else if (codePoint > end) low = middle + 1;
    else return true;
  }
  return false;
}

let subsetFiles: SubsetFile[] | undefined;

function allSubsetFiles(): SubsetFile[] {
  return (subsetFiles ??= families.flatMap((family) => {
    const ranges = JSON.parse(
      readFileSync(require.resolve(`@fontsource/${family.id}/unicode.json`), 'utf8'),
    ) as Record<string, string>;
    return Object.entries(ranges)
      .filter(([subset]) => !covered.test(subset))
      .map(([subset, range]) => ({ family, subset, range, ranges: parseRanges(range) }));
  }));
}

/** The files in the order a language tries them: its own family first. */
function orderFor(language: string): SubsetFile[] {
  const primary = language.toLowerCase().split(/[-_]/)[0]!;
  const files = allSubsetFiles();
  const own = files.filter((file) => file.family.languages.includes(primary));
  return [...own, ...files.filter((file) => !own.includes(file))];
}

const orders = new Map<string, SubsetFile[]>();

/**
 * The Noto faces that may draw `codePoint` at `weight` for content in `language` (a BCP 47 tag), in
 * the order to try them: each file whose range holds it (a CJK file's range may list a character
 * its font has no glyph for), none when the character is not of their scripts. Fontsource names
 * each file by the subset, so each file is a family of its own (`Noto Sans JP 42`), which the card
 * renderer picks by name.
 */
export function scriptFaces(codePoint: number, weight: FaceWeight, language: string): Face[] {
  if (!scriptCharacter.test(String.fromCodePoint(codePoint))) return [];
  let order = orders.get(language);
  if (!order) orders.set(language, (order = orderFor(language)));
  return order
    .filter((candidate) => holds(candidate.ranges, codePoint))
    .map(({ family, subset, range }) => {
      const name = /^\[\d+\]$/.test(subset) ? subset.slice(1, -1) : subset;
      const file = `@fontsource/${family.id}/files/${family.id}-${name}-${weight}-normal`;
      const face: Face = {
        family: `${family.family} ${name}`,
        weight,
        style: 'normal',
        file: require.resolve(`${file}.woff`),
      };
      webFaces.set(face.file, { family: family.family, weight, src: `${file}.woff2`, unicodeRange: range });
      return face;
    });
}

/** A Noto file as a page's stylesheet declares it. */
export interface ScriptWebFace {
  /**
   * The face's own name (`Noto Sans JP`): a browser picks among a family's files by their
   * `unicode-range`, which the PDF writer and the card renderer cannot, hence a family per file there.
   */
  family: string;
  weight: FaceWeight;
  /** The WOFF 2 file, as a module specifier (`@fontsource/…/files/…`). */
  src: string;
  unicodeRange: string;
}

const webFaces = new Map<string, ScriptWebFace>();

/** The stylesheet's declaration of a face `scriptFaces` gave, or none for any other face. */
export function webFaceOf(face: Face): ScriptWebFace | undefined {
  return webFaces.get(face.file);
}

/** The Noto families in the order content in `language` tries them (its own first, for Han). */
export function scriptFamilies(language: string): string[] {
  return [...new Set(orderFor(language).map((file) => file.family.family))];
}
