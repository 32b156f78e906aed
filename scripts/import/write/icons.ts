/**
 * The icon a technology or a network is drawn with, found from the name a résumé gives it: a brand
 * whose simple-icons title or alias is that name ("Node.js", "Twitter" for X), else a name of the
 * site's own icon set written the way people write it ("C#" → `csharp`, "SQL Server" →
 * `sqlserver`). Words that only happen to name an interface glyph ("Cloud", "Mentoring") get none.
 */
import { createRequire } from 'node:module';
import type { IconData } from 'simple-icons/sdk';
import { getIconSlug } from 'simple-icons/sdk';
import { iconArtwork } from '#site-content/icons/registry.ts';

const require = createRequire(import.meta.url);

const key = (name: string) => name.trim().toLowerCase();

let brandTable: Map<string, string> | undefined;

/** Every simple-icons title and alias, lower-cased, to its slug. */
function brands(): Map<string, string> {
  if (brandTable) return brandTable;
  const icons = require('simple-icons/icons.json') as IconData[];
  const table = new Map<string, string>();
  for (const icon of icons) {
    const slug = getIconSlug(icon);
    const names = [
      icon.title,
      ...(icon.aliases?.aka ?? []),
      ...(icon.aliases?.dup ?? []).map((duplicate) => duplicate.title),
      ...Object.values(icon.aliases?.loc ?? {}),
    ];
    for (const name of names) if (!table.has(key(name))) table.set(key(name), slug);
  }
  brandTable = table;
  return table;
}

/** "C#" → "csharp", "Node.js" → "nodejs", "SQL Server" → "sqlserver". */
const squeezed = (name: string) =>
  key(name)
    .replace(/#/g, 'sharp')
    .replace(/\+/g, 'plus')
    .replace(/[^a-z0-9]/g, '');

/** The icon that names `name`'s brand, or undefined when no mark is known for it. */
export function brandIcon(name: string): string | undefined {
  const titled = brands().get(key(name));
  if (titled && iconArtwork(titled)) return titled;
  const written = squeezed(name);
  if (!written) return undefined;
  const artwork = iconArtwork(written);
  return artwork && !('glyph' in artwork) ? written : undefined;
}
