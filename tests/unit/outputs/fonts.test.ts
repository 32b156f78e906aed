/** The site's typefaces: every file named exists, and every face has sized fallbacks. */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFaces } from '#outputs/faces/content-faces.ts';
import { firstFaceFiles, fontStack, renderFontFaceCss } from '#outputs/faces/font-faces.ts';
import { scriptFacesFor } from '#outputs/faces/face-for.ts';
import { webFaceOf } from '#outputs/faces/script-faces.ts';
import { allFaces, faces as pdfFaces } from '#outputs/faces/fonts.ts';
import { drawnWeight, fontFile, typefaces, type Subset, type Typeface } from '#src/styles/typefaces.ts';

const require = createRequire(import.meta.url);
const css = renderFontFaceCss();
const faces = css.split('@font-face').slice(1);

describe('the typefaces stylesheet', () => {
  it('names only WOFF2 files that the packages ship', () => {
    const urls = [...css.matchAll(/url\('([^']+)'\)/g)].map((match) => match[1]!);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url).toMatch(/\.woff2$/);
      expect(existsSync(require.resolve(url)), url).toBe(true);
    }
  });

  // With its own display when it comes late.
  it('declares each face in every weight for Latin and Latin Extended', () => {
    for (const face of Object.values(typefaces)) {
      for (const weight of face.weights) {
        const own = faces.filter(
          (rule) =>
            rule.includes(`font-family: '${face.family}';`) && rule.includes(`font-weight: ${weight};`),
        );
        expect(own.map((rule) => /latin(-ext)?-\d+/.exec(rule)?.[0])).toEqual([
          `latin-${weight}`,
          `latin-ext-${weight}`,
        ]);
        for (const rule of own) expect(rule).toContain(`font-display: ${face.display};`);
      }
    }
  });

  it('sizes a fallback on each local font to the face, for every weight', () => {
    for (const face of Object.values(typefaces)) {
      for (const weight of face.weights) {
        for (const fallback of face.fallbacks) {
          const rule = faces.find(
            (candidate) =>
              candidate.includes(`font-family: '${face.family} fallback ${fallback.metrics}';`) &&
              candidate.includes(`font-weight: ${weight};`),
          );
          expect(rule, `${face.family} ${weight} on ${fallback.metrics}`).toBeDefined();
          expect(rule).toMatch(/size-adjust: \d+(\.\d+)?%;/);
          expect(rule).toMatch(/src: local\('/);
          expect(rule).not.toContain('url(');
        }
      }
      expect(css).toContain(fontStack(face));
    }
  });

  // So the browser never thickens it.
  it('gives headings a weight the display face declares, never thickened', () => {
    const weight = /--font-display-weight: (\d+);/.exec(css)?.[1];
    expect(typefaces.display.weights).toContain(Number(weight));
  });
});

// Scripts the site’s own faces lack.
describe('faces for other scripts', () => {
  const projectDir = new URL('../../..', import.meta.url).pathname;

  // Its stylesheet is the site’s faces alone.
  // It loads the whole content, which takes seconds on a busy machine.
  it('are none for the sample’s content, only the site’s faces', { timeout: 30_000 }, () => {
    const faces = contentFaces(projectDir);
    expect(faces).toEqual({ faces: [], families: [] });
    expect(renderFontFaceCss(faces)).toBe(css);
  });

  // Listed after the sized fallbacks.
  it('are the Noto files that hold the text’s characters, each with its range', () => {
    const text = 'ソフトウェアエンジニア 株式会社 — مهندسة برمجيات أولى — Lisbon';
    const script = scriptFacesFor(text, 'ja').map((face) => webFaceOf(face)!);
    const families = ['Noto Sans JP', 'Noto Sans Arabic'];
    expect([...new Set(script.map((face) => face.family))].sort()).toEqual([...families].sort());
    const withScripts = renderFontFaceCss({ faces: script, families });
    const rules = withScripts.split('@font-face').slice(1);
    for (const char of text.replace(/[\s—A-Za-z]/g, '')) {
      const codePoint = char.codePointAt(0)!;
      const holding = rules
        .filter((rule) => rule.includes("font-family: 'Noto Sans"))
        .filter((rule) =>
          /unicode-range: ([^;]+);/
            .exec(rule)![1]!
            .split(',')
            .some((part) => {
              const [start, end = start] = part.trim().replace(/^U\+/i, '').split('-');
              return codePoint >= parseInt(start!, 16) && codePoint <= parseInt(end!, 16);
            }),
        );
      expect(holding.length, char).toBeGreaterThan(0);
    }
    for (const face of Object.values(typefaces)) {
      expect(withScripts).toContain(fontStack(face, families));
      expect(fontStack(face, families)).toMatch(
        /fallback [^']+', 'Noto Sans JP', 'Noto Sans Arabic', (sans-)?serif$/,
      );
    }
    for (const face of script) expect(existsSync(require.resolve(face.src)), face.src).toBe(true);
  });
});

// At once, as the page is parsed.
describe('the faces the head script asks for', () => {
  const declared = Object.values(typefaces) as Typeface[];
  /** A built file's name: the package's file name, then the build's hash. */
  const builtName = (face: Typeface, subset: Subset, weight: number, format: 'woff2' | 'woff') =>
    `${path.basename(fontFile(face, subset, weight, format), `.${format}`)}-8Rpg0ruU.${format}`;
  const latin = declared.flatMap((face) =>
    face.weights.map((weight) => builtName(face, 'latin', weight, 'woff2')),
  );
  const { text } = typefaces;
  const built = [
    ...declared.flatMap((face) =>
      face.weights.map((weight) => builtName(face, 'latin-ext', weight, 'woff2')),
    ),
    builtName(text, 'latin', text.weights[0], 'woff'),
    ...[...latin].reverse(),
    'style-U50vWo9C.css',
  ];

  it("are each face's built Latin file per weight, not Latin Extended", () => {
    expect(firstFaceFiles(built)).toEqual(latin);
  });

  it('name the face a build lacks', () => {
    const missing = path.basename(fontFile(text, 'latin', text.weights.at(-1)!, 'woff2'), '.woff2');
    expect(() => firstFaceFiles(built.filter((name) => !name.startsWith(`${missing}-`)))).toThrow(
      `The client build has no ${missing} face (assets/${missing}-*.woff2)`,
    );
  });
});

describe('the weight a face is drawn in', () => {
  const face = (weights: number[]) => ({ ...typefaces.text, weights });

  it('is the weight asked for when declared, else the browser’s pick', () => {
    expect(drawnWeight(face([400, 600]), 600)).toBe(600);
    expect(drawnWeight(face([400, 700]), 600)).toBe(700);
    expect(drawnWeight(face([400]), 600)).toBe(400);
    expect(drawnWeight(face([300, 500, 700]), 400)).toBe(500);
    expect(drawnWeight(face([300, 700]), 400)).toBe(300);
    expect(drawnWeight(face([600]), 400)).toBe(600);
  });
});

describe('the faces of the PDF and the cards', () => {
  it('are files of the same faces, with fallbacks for other scripts', () => {
    const { text, display } = typefaces;
    const file = (face: Typeface, subset: Subset, weight: number) =>
      require.resolve(fontFile(face, subset, drawnWeight(face, weight), 'woff'));
    for (const face of allFaces()) expect(existsSync(face.file), face.file).toBe(true);
    expect(pdfFaces.text.regular.file).toBe(file(text, 'latin', 400));
    expect(pdfFaces.text.semibold.file).toBe(file(text, 'latin', 600));
    expect(pdfFaces.display.bold.file).toBe(file(display, 'latin', 600));
    expect(pdfFaces.fallbacks[400].map((face) => face.family)).toEqual([
      `${text.family} Extended`,
      'Inter Cyrillic',
      'Inter Greek',
    ]);
    expect(pdfFaces.lastResort[400].family).toBe('DejaVu Sans');
  });
});
