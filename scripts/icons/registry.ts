/**
 * Every icon a name may stand for. Content names icons freely: any simple-icons slug ("react",
 * "ruby", "postgresql") for a technology's mark, or any lucide name ("map-pin", "rocket") for an
 * interface glyph. A few names are kept as the content has long written them (aliases), and brands
 * that vendors have withdrawn from the open icon sets are drawn as a short wordmark in a rounded
 * tile, so every technology still gets a recognisable, consistent mark. Read at build time to draw
 * the sprite (sprite.ts) and by the content check; nothing here ships to the browser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { icons as lucideIcons, type IconNode } from 'lucide';
import { neutralIcons } from '../../src/content/vocabulary.ts';

/** A brand mark (its path in a 24-unit box), an interface glyph, or a wordmark tile. */
export type Artwork = { brandPath: string } | { glyph: IconNode } | { monogram: string };

/** Brands without an open mark, drawn as a wordmark tile. */
const monograms: Record<string, string> = {
  csharp: 'C#',
  aws: 'AWS',
  azure: 'Az',
  sqlserver: 'SQL',
  openai: 'AI',
  java: 'Java',
  linkedin: 'in',
};

/** Names people write that differ from the icon sets' own. */
const aliases: Record<string, string> = {
  nodejs: 'nodedotjs',
  node: 'nodedotjs',
  nextjs: 'nextdotjs',
  reactjs: 'react',
  vuejs: 'vuedotjs',
  vue: 'vuedotjs',
  js: 'javascript',
  ts: 'typescript',
  postgres: 'postgresql',
  golang: 'go',
  k8s: 'kubernetes',
  kafka: 'apachekafka',
  layout: 'layout-dashboard',
  message: 'message-square',
  shield: 'shield-check',
  'test-tube': 'flask-conical',
};

/**
 * The glyphs the site's own code draws (beside the content's icons). LinkedIn and GitHub use
 * lucide's stroke glyphs here so they sit among the other interface glyphs.
 */
export const siteGlyphs = [
  'award',
  'briefcase',
  'calendar',
  'check',
  'chevron-down',
  'clock',
  'file-text',
  'github',
  'globe',
  'graduation-cap',
  'languages',
  'linkedin',
  'mail',
  'map-pin',
  'message',
  'phone',
  'quote',
  'trending-up',
  'user',
  'heart',
  'book-open',
  'hand-heart',
  ...Object.values(neutralIcons),
] as const;

/**
 * Names both sets have ("rocket", "target", "cloud") stand for the lucide glyph when the site or the
 * content has long used them as interface glyphs; any other shared name is the brand's mark.
 */
const glyphFirst = [
  ...siteGlyphs,
  ...['award', 'bot', 'brain', 'briefcase', 'building', 'calendar', 'clock', 'cloud', 'code', 'coffee'],
  ...['cpu', 'database', 'gauge', 'git-branch', 'globe', 'layers', 'layout', 'lightbulb', 'message'],
  ...['rocket', 'server', 'shield', 'sparkles', 'target', 'test-tube', 'trophy', 'users', 'video'],
  ...['workflow', 'zap'],
];

/** "MapPin" → "map-pin", "BarChart3" → "bar-chart-3", "AArrowDown" → "a-arrow-down". */
function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase();
}

const require = createRequire(import.meta.url);

/**
 * A simple-icons mark by slug, read from the package's one file per icon (`simple-icons/icons/…`),
 * so a build loads just the marks the content names rather than all three thousand.
 */
function brandPath(slug: string): string | undefined {
  if (!/^[a-z0-9]+$/.test(slug)) return undefined;
  let svg: string;
  try {
    svg = readFileSync(require.resolve(`simple-icons/icons/${slug}.svg`), 'utf8');
  } catch {
    return undefined;
  }
  return /<path d="([^"]+)"/.exec(svg)?.[1];
}

let glyphTable: Map<string, IconNode> | undefined;

function glyphs(): Map<string, IconNode> {
  glyphTable ??= new Map(Object.entries(lucideIcons).map(([name, node]) => [kebab(name), node]));
  return glyphTable;
}

/**
 * The artwork of an icon name: a wordmark for a withdrawn brand, then the site's glyphs, then a
 * simple-icons mark, then a lucide glyph. Undefined for a name neither set has.
 */
export function iconArtwork(name: string): Artwork | undefined {
  if (monograms[name]) return { monogram: monograms[name] };
  const target = aliases[name] ?? name;
  if ((glyphFirst as readonly string[]).includes(name) && glyphs().has(target))
    return { glyph: glyphs().get(target)! };
  const path = brandPath(target);
  if (path) return { brandPath: path };
  const glyph = glyphs().get(target);
  return glyph ? { glyph } : undefined;
}

/** Every name an icon may have, for "did you mean" (the sets' own names and the aliases). */
export function iconNames(): string[] {
  const brands = readdirSync(dirname(require.resolve('simple-icons/icons/react.svg')))
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -4));
  return [...Object.keys(monograms), ...Object.keys(aliases), ...brands, ...glyphs().keys()];
}
