import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import * as simpleIcons from 'simple-icons';
import { techMarks, uiGlyphs } from '../../src/components/ui/icon-registry.ts';

type IconNode = [tag: string, attributes: Record<string, string | number>][];

const require = createRequire(import.meta.url);
const escape = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

async function lucideNode(file: string): Promise<IconNode> {
  const url = pathToFileURL(require.resolve(`lucide-react/dist/esm/icons/${file}.mjs`)).href;
  const { __iconData } = (await import(url)) as { __iconData: { node: IconNode } };
  return __iconData.node;
}

function monogram(text: string): string {
  const size = text.length > 2 ? 8.5 : 10;
  // The letters are cut out of the tile (a mask), so the mark takes one colour from `currentColor`.
  return (
    `<mask id="m-${escape(text)}"><rect width="24" height="24" fill="#fff"/>` +
    `<text x="12" y="12.5" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-weight="800" font-size="${size}" fill="#000">${escape(text)}</text></mask>` +
    `<rect x="1" y="3" width="22" height="18" rx="4" fill="currentColor" mask="url(#m-${escape(text)})"/>`
  );
}

/**
 * Draws every icon the content may name into one SVG sprite of `<symbol id="name">` elements, so
 * pages reference icons with `<use href="sprite#name">` and ship no icon artwork in JavaScript.
 */
export async function buildIconSprite(): Promise<string> {
  const symbols: string[] = [];
  for (const [name, mark] of Object.entries(techMarks)) {
    const body =
      'monogram' in mark
        ? monogram(mark.monogram)
        : `<path fill="currentColor" d="${(simpleIcons as unknown as Record<string, { path: string }>)[mark.simpleIcon]!.path}"/>`;
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${body}</symbol>`);
  }
  for (const [name, file] of Object.entries(uiGlyphs)) {
    const children = (await lucideNode(file))
      .map(
        ([tag, attributes]) =>
          `<${tag} ${Object.entries(attributes)
            .filter(([key]) => key !== 'key')
            .map(([key, value]) => `${key}="${escape(value)}"`)
            .join(' ')}/>`,
      )
      .join('');
    symbols.push(
      `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${children}</symbol>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
