import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';

/** The built site the browser tests run against. */
export const distDir = path.resolve(import.meta.dirname, '../..', process.env.E2E_DIST ?? 'dist');

export interface BuiltPage {
  /** Relative to dist/, e.g. `experience/index.html`. */
  file: string;
  /** The address that serves it, e.g. `/experience`. */
  route: string;
  html: string;
  document: Document;
}

/** Every HTML page in dist/, parsed. */
export function builtPages(): BuiltPage[] {
  return readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const html = readFileSync(path.join(distDir, file), 'utf8');
      const route = file === 'index.html' ? '/' : `/${file.replace(/(\/index)?\.html$/, '')}`;
      return { file, route, html, document: new JSDOM(html).window.document };
    });
}
