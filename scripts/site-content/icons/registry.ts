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
import { neutralIcons } from '#src/content/values/vocabulary.ts';
import { closest, kebabCase } from '#engine/words.ts';

/** A brand mark (its path in a 24-unit box), an interface glyph, or a wordmark tile. */
export type Artwork = { brandPath: string } | { glyph: IconNode } | { monogram: string };

/**
 * Brands drawn as an outlined wordmark tile: those without an open mark, and those whose open mark
 * is itself a filled tile (TypeScript, JavaScript), so every tile in a row is drawn alike.
 */
const monograms: Record<string, string> = {
  typescript: 'TS',
  javascript: 'JS',
  // The .NET mark is a wordmark; as a tile it stands among the other marks as one of them.
  dotnet: '.NET',
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
  // simple-icons' "x" is the social network's mark.
  close: 'x',
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
  'github-outline',
  'linkedin-outline',
  'monitor',
  'moon',
  'sun',
  'arrow-right',
  'rss',
  'maximize-2',
  'close',
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

/**
 * The two profile marks as outlines, to stand among the interface glyphs (lucide drew them so before
 * it withdrew brand icons; these are its last published drawings, ISC licence).
 */
const outlines: Record<string, IconNode> = {
  'github-outline': [
    [
      'path',
      {
        d: 'M15 22v-4a4.8 4.8 0 0 0-1-3.5c3 0 6-2 6-5.5.08-1.25-.27-2.48-1-3.5.28-1.15.28-2.35 0-3.5 0 0-1 0-3 1.5-2.64-.5-5.36-.5-8 0C6 2 5 2 5 2c-.3 1.15-.3 2.35 0 3.5A5.4 5.4 0 0 0 4 9c0 3.5 3 5.5 6 5.5-.39.49-.68 1.05-.85 1.65-.17.6-.22 1.23-.15 1.85v4',
      },
    ],
    ['path', { d: 'M9 18c-4.51 2-5-2-7-2' }],
  ],
  'linkedin-outline': [
    ['path', { d: 'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z' }],
    ['rect', { width: '4', height: '12', x: '2', y: '9' }],
    ['circle', { cx: '4', cy: '4', r: '2' }],
  ],
};

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
  glyphTable ??= new Map(Object.entries(lucideIcons).map(([name, node]) => [kebabCase(name), node]));
  return glyphTable;
}

/**
 * The artwork of an icon name: a wordmark for a withdrawn brand, then the site's glyphs, then a
 * simple-icons mark, then a lucide glyph. Undefined for a name neither set has.
 */
export function iconArtwork(name: string): Artwork | undefined {
  if (monograms[name]) return { monogram: monograms[name] };
  if (outlines[name]) return { glyph: outlines[name] };
  const target = aliases[name] ?? name;
  if ((glyphFirst as readonly string[]).includes(name) && glyphs().has(target))
    return { glyph: glyphs().get(target)! };
  const path = brandPath(target);
  if (path) return { brandPath: path };
  const glyph = glyphs().get(target);
  return glyph ? { glyph } : undefined;
}

/** Every name an icon may have, for "did you mean" (the sets' own names and the aliases). */
function iconNames(): string[] {
  const brands = readdirSync(dirname(require.resolve('simple-icons/icons/react.svg')))
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -4));
  return [
    ...Object.keys(monograms),
    ...Object.keys(outlines),
    ...Object.keys(aliases),
    ...brands,
    ...glyphs().keys(),
  ];
}

/** A name the icon sets do not have, with the nearest one they do. */
export function unknownIconMessage(name: string): string {
  const suggestion = closest(name, iconNames());
  const hint = suggestion ? ` — did you mean "${suggestion}"?` : '';
  return `No icon is called "${name}": use a simple-icons slug (simpleicons.org) or a lucide name (lucide.dev/icons)${hint}`;
}
