/**
 * pdf.js loads its canvas package (a native binary) as it starts, to draw pages; reading a page's
 * text never draws one. Taking the package's place in Node's module cache with empty drawing types
 * spares that load: 0.4 s of a two-page PDF's 3 s import. Imported before pdf.js, for that.
 */
import { createRequire, Module } from 'node:module';

const require = createRequire(import.meta.resolve('pdfjs-dist/legacy/build/pdf.mjs'));

/** A drawing type pdf.js asks for at start and the text reader never uses. */
class Undrawn {}

let path: string | undefined;
try {
  path = require.resolve('@napi-rs/canvas');
} catch {
  // Not installed: pdf.js goes without it, as it does on its own.
}
if (path && !require.cache[path]) {
  const stand = new Module(path);
  stand.filename = path;
  stand.loaded = true;
  stand.exports = { DOMMatrix: Undrawn, ImageData: Undrawn, Path2D: Undrawn };
  require.cache[path] = stand;
}
