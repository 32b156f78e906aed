/**
 * An owner's drawing (a project's SVG picture) made part of the page, so that it is drawn in the
 * page's colours in either scheme, in the page's face, and its words are text a visitor can read
 * at any size. svgo reads the file; what is left is what draws:
 *
 * - nothing that runs: a `<script>`, an `on…` handler or a `javascript:` address is refused;
 * - nothing that loads, or that the site's policy forbids: addresses outside the drawing, embedded
 *   pictures, HTML (`<foreignObject>`), `<style>` and `style=""` (turned into attributes first,
 *   where they can be) are left out, and said so;
 * - every colour that is one of the page's colours as the light scheme shows them gets the class of
 *   its role (`drawingRoles`), which drawing-colours.css draws in the scheme in force;
 * - ids are prefixed with the picture's own name, so two drawings on a page never share one.
 *
 * It also measures the drawing's words: the check warns when one would read under
 * `smallestLabelPx` on the narrowest screen (`smallLabelProblem`).
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { colord, extend } from 'colord';
import names from 'colord/plugins/names';
import type * as Svgo from 'svgo';
import { palette } from '#src/styles/palette.ts';

extend([names]);

// Loaded when a drawing is first read: content without drawings is checked without it.
const require = createRequire(import.meta.url);
let svgo: typeof Svgo | undefined;

type Element = Svgo.XastElement;
type Child = Svgo.XastChild;

/**
 * The size the page gives words that name none (CSS `font-size` on the drawing,
 * drawing-colours.css), in the drawing's units.
 */
const defaultFontSize = 16;

/** The least height, in CSS pixels, a drawing's words may be drawn at (WCAG's usual floor for text). */
export const smallestLabelPx = 12;

/**
 * The narrowest a drawing is drawn, in CSS pixels: the site's narrowest screen (320 px) less the
 * page's margin on each side (`--gutter` in tokens.css, 1.25rem there) and the picture's 1 px border
 * (project-picture.module.css). The pages draw a drawing across the column or at its own width,
 * whichever is less.
 */
const narrowestColumnPx = 320 - 2 * 20 - 2;

/**
 * The colours a drawing may be drawn with and still follow the scheme, by role: each is the page's
 * colour of that name (`--color-…`, from src/styles/palette.ts and the owner's accent), written as the
 * light scheme shows it. `forced` is the system colour it takes where the visitor forces their own.
 */
export const drawingRoles = [
  { role: 'page', variable: '--color-bg', forced: { fill: 'Canvas', stroke: 'Canvas' } },
  { role: 'surface', variable: '--color-surface', forced: { fill: 'Canvas', stroke: 'Canvas' } },
  { role: 'accent-soft', variable: '--color-accent-soft', forced: { fill: 'Canvas', stroke: 'Canvas' } },
  { role: 'rule', variable: '--color-rule', forced: { fill: 'Canvas', stroke: 'GrayText' } },
  { role: 'control', variable: '--color-control', forced: { fill: 'CanvasText', stroke: 'CanvasText' } },
  { role: 'muted', variable: '--color-muted', forced: { fill: 'CanvasText', stroke: 'CanvasText' } },
  { role: 'text', variable: '--color-text', forced: { fill: 'CanvasText', stroke: 'CanvasText' } },
  { role: 'accent', variable: '--color-accent', forced: { fill: 'CanvasText', stroke: 'Highlight' } },
] as const;

type Role = (typeof drawingRoles)[number]['role'];

/** The class a drawn colour gets: `dw-fill-text`, `dw-stroke-muted`. */
const roleClass = (property: 'fill' | 'stroke', role: Role) => `dw-${property}-${role}`;

/** `share` of `colour` in `base`, mixed as CSS's `color-mix(in srgb, …)` mixes them. */
function mixed(colour: string, share: number, base: string): string {
  const [a, b] = [colord(colour).toRgb(), colord(base).toRgb()];
  const channel = (key: 'r' | 'g' | 'b') => a[key] * share + b[key] * (1 - share);
  return colord({ r: channel('r'), g: channel('g'), b: channel('b') }).toHex();
}

/**
 * The colours an owner draws with, as lower-case hex, each to its role: the light scheme's page
 * colours, the owner's light accent and its tint (mixed as tokens.css mixes `--color-accent-soft`),
 * and white and black for the page and its text, as drawing tools start with.
 */
export function colourRoles(accent: string): Map<string, Role> {
  const light = palette.light;
  const entries: [string, Role][] = [
    [light.bg, 'page'],
    ['#ffffff', 'page'],
    [light.surface, 'surface'],
    [mixed(accent, 0.09, light.bg), 'accent-soft'],
    [light.rule, 'rule'],
    [light.control, 'control'],
    [light.muted, 'muted'],
    [light.text, 'text'],
    ['#000000', 'text'],
    [accent, 'accent'],
  ];
  return new Map(entries.map(([hex, role]) => [colord(hex).toHex(), role]));
}

/** A piece of text in a drawing and the height it is drawn at, in the drawing's units. */
interface Label {
  text: string;
  size: number;
}

export interface Drawing {
  /** The box the drawing is drawn in (`viewBox`), and so its size on the page where there is room. */
  viewBox: string;
  width: number;
  height: number;
  /** The drawing's elements, to be put inside an `<svg>` of the page. */
  markup: string;
  /** What would run, refused and left out: problems. */
  refused: string[];
  /** What the page cannot show, left out: warnings. */
  removed: string[];
  /** Colours that are none of the page's, drawn as they are in both schemes. */
  fixedColours: string[];
  labels: Label[];
}

export type DrawingReading = ({ ok: true } & Drawing) | { ok: false; reason: string };

/** Elements that draw, or hold what draws; any other is left out. */
const drawingElements = new Set([
  'g',
  'defs',
  'symbol',
  'use',
  'svg',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'marker',
  'clipPath',
  'mask',
  'pattern',
  'linearGradient',
  'radialGradient',
  'stop',
  'filter',
  ...['feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix'],
  ...['feDiffuseLighting', 'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood'],
  ...['feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feMerge', 'feMergeNode'],
  ...['feMorphology', 'feOffset', 'fePointLight', 'feSpecularLighting', 'feSpotLight', 'feTile'],
  'feTurbulence',
]);

/** Elements that run code: refused. */
const runningElements = new Set(['script', 'handler']);

/** Why other elements a drawing tool writes are left out, as the owner is told. */
const leftOutElements: Record<string, string> = {
  style: 'a <style> element (the site allows no inline styles: give colours as fill and stroke)',
  image: 'an embedded or linked picture (<image>)',
  feImage: 'an embedded or linked picture (<feImage>)',
  foreignObject: 'HTML inside the drawing (<foreignObject>): export its words as text',
  animate: 'an animation',
  animateMotion: 'an animation',
  animateTransform: 'an animation',
  set: 'an animation',
  a: 'a link (the picture opens as a whole): its drawing is kept',
};

/** Elements whose children are kept in their place. */
const unwrapped = new Set(['a', 'switch']);

/** Attributes of the root `<svg>` that say where and how big it is, rather than how it draws. */
const rootOnly = new Set(['viewBox', 'width', 'height', 'x', 'y', 'version', 'baseProfile']);
const rootOnlyPattern = /^(xmlns|preserveAspectRatio|enable-background|role|aria-|focusable|tabindex)/;

/** Attributes that mean nothing once the drawing is part of a page, dropped quietly. */
const quietlyDropped = /^(class|tabindex|focusable|role|aria-.*|data-.*)$/;
const keptNamespaced = new Set(['xlink:href', 'xml:space', 'xml:lang']);

const localUrl = /^url\(\s*['"]?#/i;
const textElements = new Set(['text', 'tspan', 'textPath']);
/** CSS's absolute font-size keywords, in CSS pixels (medium is the page's 16). */
const sizeKeywords: Record<string, number> = {
  'xx-small': 9,
  'x-small': 10,
  small: 13,
  medium: 16,
  large: 18,
  'x-large': 24,
  'xx-large': 32,
};

/** A `font-size` given `parent`, the size it inherits, in the drawing's units. */
function fontSize(value: string | undefined, parent: number): number {
  if (value === undefined) return parent;
  const trimmed = value.trim().toLowerCase();
  if (trimmed in sizeKeywords) return sizeKeywords[trimmed]!;
  if (trimmed === 'smaller') return parent / 1.2;
  if (trimmed === 'larger') return parent * 1.2;
  const match = /^([\d.]+)(px|pt|em|rem|%)?$/.exec(trimmed);
  if (!match) return parent;
  const number = Number(match[1]);
  switch (match[2]) {
    case 'pt':
      return (number * 4) / 3;
    case 'em':
      return number * parent;
    case 'rem':
      return number * defaultFontSize;
    case '%':
      return (number / 100) * parent;
    default:
      return number;
  }
}

/** How much a `transform` scales what it holds vertically (translations and rotations do not). */
function verticalScale(transform: string | undefined): number {
  if (!transform) return 1;
  let scale = 1;
  for (const [, name, args] of transform.matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const numbers = args!
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (name === 'scale') scale *= Math.abs(numbers[1] ?? numbers[0] ?? 1);
    if (name === 'matrix') scale *= Math.hypot(numbers[2] ?? 0, numbers[3] ?? 1);
  }
  return scale;
}

/** A colour as lower-case six-digit hex, or undefined for none, a reference, or one with transparency. */
function opaqueHex(value: string): string | undefined {
  const colour = colord(value.trim());
  if (!colour.isValid() || colour.alpha() < 1) return undefined;
  return colour.toHex();
}

const notAColour = /^(none|transparent|inherit|currentcolor|context-fill|context-stroke|url\(.*)$/i;

/** The owner's findings while a drawing is kept to what draws. */
class Keeper {
  refused = new Set<string>();
  removed = new Set<string>();
  fixedColours = new Set<string>();
  labels: Label[] = [];
  private roles: Map<string, Role>;

  constructor(roles: Map<string, Role>) {
    this.roles = roles;
  }

  /** Keeps `node`'s drawing: its attributes, then its children, in place. */
  element(node: Element, size: number, scale: number): Child[] {
    if (runningElements.has(node.name)) {
      this.refused.add(`a <${node.name}> element`);
      return [];
    }
    if (!drawingElements.has(node.name) && !unwrapped.has(node.name)) {
      this.removed.add(
        leftOutElements[node.name] ?? `a <${node.name}> element, which the page does not draw`,
      );
      return [];
    }
    if (leftOutElements[node.name]) this.removed.add(leftOutElements[node.name]!);
    this.attributes(node);
    const ownSize = fontSize(node.attributes['font-size'], size);
    const ownScale = scale * verticalScale(node.attributes.transform);
    if (textElements.has(node.name)) this.label(node, ownSize * ownScale);
    node.children = node.children.flatMap((child) =>
      child.type === 'element' ? this.element(child, ownSize, ownScale) : [child],
    );
    return unwrapped.has(node.name) ? node.children : [node];
  }

  private label(node: Element, size: number) {
    const text = node.children
      .map((child) => (child.type === 'text' || child.type === 'cdata' ? child.value : ''))
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    if (text) this.labels.push({ text, size });
  }

  private attributes(node: Element) {
    const classes: string[] = [];
    for (const [name, value] of Object.entries(node.attributes)) {
      const drop = () => delete node.attributes[name];
      if (/^on/i.test(name)) {
        this.refused.add(`an event handler (${name})`);
        drop();
      } else if (/javascript:/i.test(value)) {
        this.refused.add(`a javascript: address`);
        drop();
      } else if (name === 'style') {
        this.removed.add(`style properties the site cannot keep (${value.trim()})`);
        drop();
      } else if (quietlyDropped.test(name) || (name.includes(':') && !keptNamespaced.has(name))) {
        drop();
      } else if ((name === 'href' || name === 'xlink:href') && !value.trim().startsWith('#')) {
        this.removed.add(`a reference to ${value.trim()} outside the drawing`);
        drop();
      } else if (value.includes('url(') && !localUrl.test(value.trim())) {
        this.removed.add(`a reference to ${value.trim()} outside the drawing`);
        drop();
      } else if (name === 'fill' || name === 'stroke') {
        const role = this.colour(value);
        if (role) classes.push(roleClass(name, role));
      } else if (['stop-color', 'flood-color', 'lighting-color', 'color'].includes(name)) {
        this.colour(value, false);
      }
    }
    if (classes.length > 0) node.attributes.class = classes.join(' ');
  }

  /** The role of a colour the drawing names; one without a role is noted as drawn as it is. */
  private colour(value: string, mapped = true): Role | undefined {
    if (notAColour.test(value.trim())) return undefined;
    const hex = opaqueHex(value);
    const role = hex && mapped ? this.roles.get(hex) : undefined;
    if (!role) this.fixedColours.add(value.trim());
    return role;
  }
}

/** The numbers of a `viewBox`, or of the width and height it stands for when there is none. */
function drawingBox(root: Element): { viewBox: string; width: number; height: number } | undefined {
  const box = root.attributes.viewBox
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0)
    return { viewBox: box.join(' '), width: box[2]!, height: box[3]! };
  const [width, height] = [root.attributes.width, root.attributes.height].map((value) =>
    value && /^[\d.]+(px)?$/.test(value.trim()) ? Number.parseFloat(value) : Number.NaN,
  );
  if (width! > 0 && height! > 0) return { viewBox: `0 0 ${width} ${height}`, width: width!, height: height! };
  return undefined;
}

/**
 * Reads an owner's SVG as a drawing for the page: `id` (unique on the site, a project's id and the
 * picture's place) prefixes its ids; `accent` is the owner's light accent.
 */
export function readDrawing(svg: string, { id, accent }: { id: string; accent: string }): DrawingReading {
  const key = JSON.stringify([svg, id, accent]);
  let reading = readings.get(key);
  if (!reading) {
    reading = readAnew(svg, { id, accent });
    readings.set(key, reading);
  }
  return reading;
}

/**
 * The drawings read so far: the content check reads each, and so does every generation of the
 * content's modules, which a build does for each of its bundles.
 */
const readings = new Map<string, DrawingReading>();

function readAnew(svg: string, { id, accent }: { id: string; accent: string }): DrawingReading {
  svgo ??= require('svgo') as typeof Svgo;
  const keeper = new Keeper(colourRoles(accent));
  let box: ReturnType<typeof drawingBox>;
  let data: string;
  try {
    ({ data } = svgo.optimize(svg, {
      plugins: [
        'removeDoctype',
        'removeXMLProcInst',
        'removeComments',
        'removeMetadata',
        'removeEditorsNSData',
        // The page names the drawing by its alternative text.
        'removeTitle',
        'removeDesc',
        // A drawing tool's stylesheet and style="" as attributes, which the site's policy allows.
        { name: 'inlineStyles', params: { onlyMatchedOnce: false } },
        'convertStyleToAttrs',
        { name: 'prefixIds', params: { prefix: id, prefixClassNames: false } },
        {
          name: 'keepToDrawing',
          fn: () => ({
            root: {
              enter: (root) => {
                const svgRoot = root.children.find(
                  (child): child is Element => child.type === 'element' && child.name === 'svg',
                );
                box = svgRoot && drawingBox(svgRoot);
                if (!svgRoot || !box) return;
                // The root's own drawing attributes (fill, font…) pass to a group around its children.
                const drawn = Object.entries(svgRoot.attributes).filter(
                  ([name]) => !rootOnly.has(name) && !rootOnlyPattern.test(name),
                );
                const group: Element = {
                  type: 'element',
                  name: 'g',
                  attributes: Object.fromEntries(drawn),
                  children: svgRoot.children,
                };
                const kept = keeper.element(group, defaultFontSize, 1);
                svgRoot.attributes = { xmlns: 'http://www.w3.org/2000/svg', viewBox: box.viewBox };
                svgRoot.children =
                  drawn.length > 0 ? kept : kept.flatMap((node) => ('children' in node ? node.children : []));
                root.children = [svgRoot];
              },
            },
          }),
        },
      ],
    }));
  } catch (error) {
    const parse = error as { reason?: string; line?: number; column?: number };
    return {
      ok: false,
      reason: parse.reason
        ? `is not an SVG drawing that can be read (line ${parse.line}, column ${parse.column}: ${parse.reason})`
        : `could not be read as an SVG drawing (${String(error)})`,
    };
  }
  if (!box)
    return {
      ok: false,
      reason: 'has no size: give its <svg> a viewBox (or a width and height in pixels)',
    };
  return {
    ok: true,
    ...box,
    markup: data.slice(data.indexOf('>') + 1, data.lastIndexOf('</svg>')),
    refused: [...keeper.refused],
    removed: [...keeper.removed],
    fixedColours: [...keeper.fixedColours],
    labels: keeper.labels,
  };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The drawing as a file of its own, which a page links to (and which opens without JavaScript):
 * in the light scheme's colours, the page's face, with its alternative text as its title. The root's
 * attributes hold no `>`: the app finds the elements after the first one (drawing.tsx).
 */
export function drawingFile(drawing: Drawing, title: string, fontFamily: string): string {
  const xlink = drawing.markup.includes('xlink:href') ? ' xmlns:xlink="http://www.w3.org/1999/xlink"' : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg"${xlink} viewBox="${drawing.viewBox}" width="${drawing.width}" ` +
    `height="${drawing.height}" fill="${palette.light.text}" font-family="${escapeXml(fontFamily)}" ` +
    `font-size="${defaultFontSize}"><title>${escapeXml(title)}</title>${drawing.markup}</svg>\n`
  );
}

/** The smallest a drawing's words are drawn, in CSS pixels, on the narrowest screen. */
function narrowestLabel(drawing: Pick<Drawing, 'width' | 'labels'>) {
  const drawnWidth = Math.min(drawing.width, narrowestColumnPx);
  const scale = drawnWidth / drawing.width;
  const smallest = drawing.labels.reduce<Label | undefined>(
    (least, label) => (!least || label.size < least.size ? label : least),
    undefined,
  );
  return smallest && { ...smallest, px: smallest.size * scale, drawnWidth };
}

/** Why a drawing's words would be too small to read on the narrowest screen, or undefined. */
export function smallLabelProblem(drawing: Pick<Drawing, 'width' | 'labels'>): string | undefined {
  const smallest = narrowestLabel(drawing);
  if (!smallest || smallest.px >= smallestLabelPx - 0.005) return undefined;
  const round = (value: number) => Math.round(value * 10) / 10;
  const under = drawing.labels.filter(
    (label) => (label.size * smallest.drawnWidth) / drawing.width < smallestLabelPx - 0.005,
  ).length;
  const others = under > 1 ? ` (and ${under - 1} more)` : '';
  const widest = Math.floor((narrowestColumnPx * smallest.size) / smallestLabelPx);
  const fix =
    drawing.width > narrowestColumnPx
      ? `draw it at most ${widest} units wide, or its smallest words at least ` +
        `${Math.ceil((smallestLabelPx * drawing.width) / narrowestColumnPx)} units high`
      : `draw its smallest words at least ${smallestLabelPx} units high`;
  return (
    `"${smallest.text}"${others} reads ${round(smallest.px)} px high on a 320 px screen, where the ` +
    `${round(drawing.width)}-unit-wide drawing is ${round(smallest.drawnWidth)} px wide; words need ` +
    `${smallestLabelPx} px: ${fix}`
  );
}

/**
 * drawing-colours.css: the drawing's defaults (the page's text colour, face and size) and each role's
 * class in the scheme in force, and in the visitor's own colours where they force them.
 */
export function renderDrawingStylesheet(): string {
  const rules = (colour: (role: (typeof drawingRoles)[number], property: 'fill' | 'stroke') => string) =>
    drawingRoles.flatMap((role) =>
      (['fill', 'stroke'] as const).map(
        (property) =>
          `[data-drawing] .${roleClass(property, role.role)} {\n  ${property}: ${colour(role, property)};\n}`,
      ),
    );
  const indent = (lines: string[]) => lines.map((line) => line.replace(/^(?=.)/gm, '  '));
  return [
    '/* generated from the drawing colours of scripts/site-content/images/drawing.ts — do not edit */',
    '[data-drawing] {',
    '  color: var(--color-text);',
    '  fill: var(--color-text);',
    '  font-family: var(--font-text);',
    `  font-size: ${defaultFontSize}px;`,
    '}',
    ...rules((role) => `var(${role.variable})`),
    '@media (forced-colors: active) {',
    '  [data-drawing] {',
    '    color: CanvasText;',
    '    fill: CanvasText;',
    '  }',
    ...indent(rules((role, property) => role.forced[property])),
    '}',
    '',
  ].join('\n');
}

export const drawingStylesheetFile = join(
  import.meta.dirname,
  '../../../src/components/projects/drawing-colours.css',
);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(drawingStylesheetFile, renderDrawingStylesheet());
  console.log(`Wrote ${drawingStylesheetFile}`);
}
