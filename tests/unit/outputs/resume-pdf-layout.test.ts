/**
 * How the résumé sets its text: lines break between words only, short items wrap whole and
 * balanced, and each character is drawn with a face that has its glyph.
 */
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { unpackWoff } from '#outputs/faces/face-for.ts';
import { mainFace, splitByFace } from '#outputs/faces/pdf-faces.ts';
import { layoutItems, layoutText, measure, type Line } from '#outputs/resume-pdf/text-layout.ts';
import { faces } from '#outputs/faces/fonts.ts';

const body = { role: 'regular', size: 8.75, color: '#000' } as const;
const textOf = (line: Line) => line.runs.map((run) => run.text).join('');
const widthOf = (text: string) => measure(text, mainFace('regular'), body);

describe('lines of text', () => {
  const paragraph =
    'Rebuilt the property search experience in React and TypeScript with server-side rendering, ' +
    'cutting median page load from 4.2 s to 1.1 s and lifting organic traffic by 35%';

  it('breaks between words only, each line within the width, the text kept whole', () => {
    const lines = layoutText([{ text: paragraph, style: body }], 200);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.every((line) => line.width <= 200)).toBe(true);
    expect(lines.map(textOf).join('')).toBe(paragraph);
    // Every line but the last ends with its space, so extracted lines run on as words.
    expect(lines.slice(0, -1).every((line) => textOf(line).endsWith(' '))).toBe(true);
    expect(lines.flatMap((line) => textOf(line).trim().split(' '))).toEqual(paragraph.split(' '));
  });

  it('never breaks at a no-break space: "40 %" stays on one line', () => {
    const text = 'réduit de 40\u00a0%';
    const width = widthOf('réduit de 40') + 1;
    expect(width).toBeLessThan(widthOf(text));
    expect(layoutText([{ text, style: body }], width).map(textOf)).toEqual(['réduit de ', '40\u00a0%']);
  });

  it('breaks a word wider than the whole line by characters, the one case it does', () => {
    const word = 'github.com/someone-with-a-very-long-name/and-a-repository-with-a-long-name-too';
    const lines = layoutText([{ text: word, style: body }], 100);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => line.width <= 100)).toBe(true);
    expect(lines.map(textOf).join('')).toBe(word);
  });

  it('places the runs of several spans one after the other', () => {
    const bold = { ...body, role: 'bold' } as const;
    const [line] = layoutText(
      [
        { text: 'Technologies: ', style: bold },
        { text: 'React, TypeScript', style: body },
      ],
      500,
    );
    expect(line!.runs.map((run) => [run.text, run.span.style.role])).toEqual([
      ['Technologies: ', 'bold'],
      ['React, TypeScript', 'regular'],
    ]);
    expect(line!.runs[1]!.x).toBeCloseTo(line!.runs[0]!.width);
  });
});

describe('short items in rows', () => {
  const contacts = [
    'Sterling Heights, MI',
    'hello@example.com',
    '+1 (555) 010-0199',
    'example.com',
    'linkedin.com/in/example',
    'github.com/example',
  ];
  const items = contacts.map((text) => [{ text, style: body }]);
  const gap = 12;
  const total = contacts.reduce((sum, text) => sum + widthOf(text), 0) + gap * (contacts.length - 1);

  it('keeps each item whole and in order, on one row when they fit', () => {
    const rows = layoutItems(items, total + 1, gap);
    expect(rows.map((row) => row.map((cell) => textOf(cell.line)))).toEqual([contacts]);
  });

  it('balances the rows when the items wrap: none is left alone on the last row', () => {
    // A little narrower than one row: filled greedily, the last address would sit alone.
    const width = total - 20;
    const rows = layoutItems(items, width, gap);
    expect(rows.map((row) => row.length)).toEqual([3, 3]);
    expect(rows.flat().map((cell) => textOf(cell.line))).toEqual(contacts);
    for (const row of rows) {
      const last = row.at(-1)!;
      expect(last.x + last.line.width).toBeLessThanOrEqual(width);
      expect(row.every((cell, index) => index === 0 || cell.x >= row[index - 1]!.x + gap)).toBe(true);
    }
  });
});

describe('faces', () => {
  const covered = (text: string, role: Parameters<typeof splitByFace>[1]) =>
    splitByFace(text, role).every((run) =>
      [...run.text].every((char) => run.face.font.hasGlyphForCodePoint(char.codePointAt(0)!)),
    );

  it('sets Latin text, French accents included, in the text face alone', () => {
    const runs = splitByFace('Société Générale d’Œuvres, Besançon', 'regular');
    expect(runs.map((run) => run.face)).toEqual([mainFace('regular')]);
  });

  it('takes Cyrillic, and an arrow, from fallbacks that have their glyphs', () => {
    for (const role of ['regular', 'bold'] as const) {
      const text = 'Олена Ґонтар: пошук у 3 рази швидше → 1,1 с';
      const runs = splitByFace(text, role);
      expect(runs.map((run) => run.text).join('')).toBe(text);
      expect(runs.some((run) => run.face !== mainFace(role))).toBe(true);
      expect(covered(text, role)).toBe(true);
    }
  });

  it('unpacks a WOFF font to the font it wraps, glyph for glyph', () => {
    const file = faces.text.regular.file;
    const woff = readFileSync(file);
    const unpacked = unpackWoff(woff);
    expect(unpacked.toString('latin1', 0, 4)).not.toBe('wOFF');
    const [packed, plain] = [woff, unpacked].map((data) => fontkit.create(data) as fontkit.Font);
    expect(plain!.numGlyphs).toBe(packed!.numGlyphs);
    const advance = (font: fontkit.Font) => font.layout('Résumé → 2026').advanceWidth;
    expect(advance(plain!)).toBe(advance(packed!));
    const ttf = readFileSync(faces.lastResort[400].file);
    expect(unpackWoff(ttf)).toBe(ttf);
  });
});
