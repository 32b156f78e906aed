/**
 * An owner's drawing kept to what draws, in the page's colours: what is refused and left out, the
 * class each colour of the palette gets, the ids it is given, and the size its words are drawn at.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  colourRoles,
  drawingFile,
  drawingRoles,
  drawingStylesheetFile,
  readDrawing,
  renderDrawingStylesheet,
  smallLabelProblem,
  type Drawing,
} from '#site-content/images/drawing.ts';
import { palette } from '#src/styles/palette.ts';

const accent = '#b4421f';

/** The drawing `body` makes in a 360 × 200 box, which must be readable. */
function read(body: string, root = 'viewBox="0 0 360 200"'): Drawing {
  const reading = readDrawing(`<svg xmlns="http://www.w3.org/2000/svg" ${root}>${body}</svg>`, {
    id: 'demo-0',
    accent,
  });
  if (!reading.ok) throw new Error(reading.reason);
  return reading;
}

describe('readDrawing: what runs or loads', () => {
  it('refuses what would run, and leaves it out', () => {
    const drawing = read(
      '<script>alert(1)</script><rect width="10" height="10" onclick="alert(2)"/>' +
        '<a href="javascript:alert(3)"><text y="20">Go</text></a>',
    );
    expect(drawing.refused).toEqual([
      'a <script> element',
      'an event handler (onclick)',
      'a javascript: address',
    ]);
    expect(drawing.markup).not.toMatch(/script|onclick|javascript/);
    // The link's drawing stays, as drawing: the picture opens as a whole.
    expect(drawing.markup).toContain('<text y="20">Go</text>');
    expect(drawing.markup).not.toContain('<a');
  });

  it('leaves out what loads or needs a style, and says what', () => {
    const drawing = read(
      '<image href="https://example.com/logo.png" width="10" height="10"/>' +
        '<use href="other.svg#shape"/>' +
        '<rect width="10" height="10" fill="url(https://example.com/#paint)"/>' +
        '<foreignObject width="10" height="10"><p xmlns="http://www.w3.org/1999/xhtml">Hi</p></foreignObject>' +
        '<rect width="10" height="10" style="fill: #57534b; mix-blend-mode: multiply"/>',
    );
    expect(drawing.refused).toEqual([]);
    expect(drawing.removed).toEqual([
      'an embedded or linked picture (<image>)',
      'a reference to other.svg#shape outside the drawing',
      'a reference to url(https://example.com/#paint) outside the drawing',
      'HTML inside the drawing (<foreignObject>): export its words as text',
      'style properties the site cannot keep (mix-blend-mode:multiply)',
    ]);
    expect(drawing.markup).not.toMatch(/example\.com|other\.svg|foreignObject|style=|<image/);
    // What a style could say as an attribute is kept as one.
    expect(drawing.markup).toContain('<rect width="10" height="10" fill="#57534b" class="dw-fill-muted"/>');
  });

  it("keeps a drawing tool's stylesheet as attributes, without the sheet", () => {
    const drawing = read(
      '<style>.box { fill: #f2efe8; stroke: #8a8378 } @font-face { font-family: X; src: url(x.woff) }</style>' +
        '<rect class="box" width="10" height="10"/>',
    );
    expect(drawing.markup).toBe(
      '<rect width="10" height="10" fill="#f2efe8" stroke="#8a8378" class="dw-fill-surface dw-stroke-control"/>',
    );
    expect(drawing.removed).toEqual([
      'a <style> element (the site allows no inline styles: give colours as fill and stroke)',
    ]);
  });

  it("prefixes its ids and the references to them with the picture's own", () => {
    const drawing = read(
      '<defs><marker id="arrow"><path d="M0 0L10 5L0 10z"/></marker></defs>' +
        '<path d="M0 0H50" marker-end="url(#arrow)"/><use href="#arrow"/>',
    );
    expect(drawing.markup).toContain('<marker id="demo-0__arrow">');
    expect(drawing.markup).toContain('marker-end="url(#demo-0__arrow)"');
    expect(drawing.markup).toContain('<use href="#demo-0__arrow"/>');
  });
});

describe('readDrawing: colours', () => {
  it('gives each colour of the palette its role, as the light scheme shows it', () => {
    const drawing = read(
      [
        palette.light.bg,
        '#FFF',
        palette.light.surface,
        palette.light.text,
        'black',
        'rgb(87, 83, 75)',
        accent,
      ]
        .map((colour) => `<rect width="1" height="1" fill="${colour}" stroke="${colour}"/>`)
        .join(''),
    );
    const classes = [...drawing.markup.matchAll(/class="([^"]+)"/g)].map((match) => match[1]);
    expect(classes).toEqual([
      'dw-fill-page dw-stroke-page',
      'dw-fill-page dw-stroke-page',
      'dw-fill-surface dw-stroke-surface',
      'dw-fill-text dw-stroke-text',
      'dw-fill-text dw-stroke-text',
      'dw-fill-muted dw-stroke-muted',
      'dw-fill-accent dw-stroke-accent',
    ]);
    expect(drawing.fixedColours).toEqual([]);
  });

  it('notes a colour the palette lacks, which stays as it is in both schemes', () => {
    const drawing = read(
      '<rect width="1" height="1" fill="#ff0000" stroke="none"/><circle r="1" fill="currentColor"/>' +
        '<rect width="1" height="1" fill="rgba(27, 26, 23, 0.5)"/><stop stop-color="#00f"/>',
    );
    expect(drawing.fixedColours).toEqual(['#ff0000', 'rgba(27, 26, 23, 0.5)', '#00f']);
    expect(drawing.markup).not.toContain('class=');
  });

  // color-mix in sRGB, 9% into the page.
  it("mixes the accent's tint as the stylesheet does", () => {
    expect([...colourRoles(accent)].find(([, role]) => role === 'accent-soft')?.[0]).toBe('#f5e9e4');
  });

  it("keeps the root's drawing attributes on a group around its elements", () => {
    const drawing = read(
      '<text y="20">Hi</text>',
      'viewBox="0 0 100 50" width="400" fill="#1b1a17" font-size="20"',
    );
    expect(drawing.markup).toBe(
      '<g fill="#1b1a17" font-size="20" class="dw-fill-text"><text y="20">Hi</text></g>',
    );
    expect({ viewBox: drawing.viewBox, width: drawing.width, height: drawing.height }).toEqual({
      viewBox: '0 0 100 50',
      width: 100,
      height: 50,
    });
  });
});

describe('readDrawing: its size', () => {
  // A drawing with neither is refused.
  it('takes the width and height for a box without a viewBox, and refuses neither', () => {
    expect(read('', 'width="300px" height="120"')).toMatchObject({ viewBox: '0 0 300 120', width: 300 });
    expect(readDrawing('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>', { id: 'a', accent })).toEqual(
      {
        ok: false,
        reason: 'has no size: give its <svg> a viewBox (or a width and height in pixels)',
      },
    );
  });

  it('says where a file is not a drawing it can read', () => {
    expect(readDrawing('<svg xmlns="http://www.w3.org/2000/svg"><rect>', { id: 'a', accent })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^is not an SVG drawing that can be read \(line 1, column \d+: /),
    });
  });

  it('measures each word at the size it is drawn: inherited, relative and scaled', () => {
    const drawing = read(
      '<text>Plain</text><g font-size="20"><text>Group</text><text font-size="50%">Half</text>' +
        '<text><tspan font-size="1.5em">Em</tspan></text></g>' +
        '<g transform="translate(10 10) scale(2)"><text font-size="9pt">Scaled</text></g>' +
        '<text style="font-size: 14px">Styled</text>',
    );
    expect(drawing.labels).toEqual([
      { text: 'Plain', size: 16 },
      { text: 'Group', size: 20 },
      { text: 'Half', size: 10 },
      { text: 'Em', size: 30 },
      { text: 'Scaled', size: 24 },
      { text: 'Styled', size: 14 },
    ]);
  });
});

describe('smallLabelProblem', () => {
  const labels = (...sizes: number[]) => sizes.map((size, index) => ({ text: `word ${index}`, size }));

  it('passes words of at least 12 px where the narrowest screen draws the drawing', () => {
    // 360 units across 278 px: 16 units are 12.4 px.
    expect(smallLabelProblem({ width: 360, labels: labels(16, 18) })).toBeUndefined();
    // Narrower than the column, a drawing is drawn at its own size.
    expect(smallLabelProblem({ width: 200, labels: labels(12) })).toBeUndefined();
  });

  it('names the smallest word, how small it reads, and how to make it readable', () => {
    expect(smallLabelProblem({ width: 1200, labels: labels(24, 17, 18) })).toBe(
      '"word 1" (and 2 more) reads 3.9 px high on a 320 px screen, where the 1200-unit-wide drawing is ' +
        '278 px wide; words need 12 px: draw it at most 393 units wide, or its smallest words at least 52 units high',
    );
    expect(smallLabelProblem({ width: 200, labels: labels(10, 14) })).toBe(
      '"word 0" reads 10 px high on a 320 px screen, where the 200-unit-wide drawing is 200 px wide; ' +
        'words need 12 px: draw its smallest words at least 12 units high',
    );
  });
});

describe('the drawing as a file of its own', () => {
  it('is in the light scheme and the page face, named by its alt text', () => {
    const drawing = read('<use xlink:href="#a" xmlns:xlink="http://www.w3.org/1999/xlink"/>');
    expect(drawingFile(drawing, 'A & B <flow>', "'Public Sans', sans-serif")).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 360 200" ' +
        `width="360" height="200" fill="${palette.light.text}" font-family="'Public Sans', sans-serif" ` +
        'font-size="16"><title>A &amp; B &lt;flow&gt;</title><use xlink:href="#demo-0__a"/></svg>\n',
    );
  });
});

describe('the stylesheet of drawings', () => {
  const stylesheet = readFileSync(drawingStylesheetFile, 'utf8');

  it('is the one the roles make', () => {
    expect(
      stylesheet,
      'run `node --import ./scripts/lib/typescript.mjs scripts/site-content/images/drawing.ts` to refresh it',
    ).toBe(renderDrawingStylesheet());
  });

  // The visitor's own where they force colours.
  it("draws each role in the page's colour it names, or the visitor's own", () => {
    for (const { role, variable, forced } of drawingRoles) {
      expect(stylesheet).toContain(`[data-drawing] .dw-fill-${role} {\n  fill: var(${variable});\n}`);
      expect(stylesheet).toContain(
        `  [data-drawing] .dw-stroke-${role} {\n    stroke: ${forced.stroke};\n  }`,
      );
    }
  });
});
