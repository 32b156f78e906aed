import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { buildIconSprite } from './sprite.ts';

/**
 * Writes the icon sprite to `src/components/ui/generated/icons.svg` (gitignored) before any module
 * is resolved, in dev, build and tests. `src/lib/icon-sprite.ts` imports its URL, so the build ships
 * it as a hashed, long-cached asset, which the prerenderer also reads for each page's symbols.
 */
export function iconSpritePlugin({ rootDir }: { rootDir: string }): Plugin {
  const file = path.join(rootDir, 'src/components/ui/generated/icons.svg');
  const write = () => {
    const sprite = buildIconSprite();
    const current = (() => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return undefined;
      }
    })();
    if (current === sprite) return;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, sprite);
  };
  return { name: 'icon-sprite', buildStart: write };
}
