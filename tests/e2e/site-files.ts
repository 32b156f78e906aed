import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';

const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** Text as an HTML attribute or element writes it, its entities decoded. */
export const decodeEntities = (text: string) =>
  text.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => entities[entity]!);

export interface BuiltPage {
  /** Relative to the build folder, e.g. `experience.html` or `experience/index.html`. */
  file: string;
  /** The address that serves it, e.g. `/experience` or `/experience/` (scripts/outputs/route-files.ts). */
  route: string;
  html: string;
  document: Document;
}

/** Every HTML page of a built site, parsed. */
export function builtPages(distDir: string): BuiltPage[] {
  return readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const html = readFileSync(path.join(distDir, file), 'utf8');
      const route = `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
      return { file, route, html, document: new JSDOM(html).window.document };
    });
}
