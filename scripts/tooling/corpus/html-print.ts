/**
 * Prints HTML to PDF (or a picture) in Chromium, offline: a theme's web fonts and CDN styles are
 * refused, so every file is made from what is on this machine, the same each time.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromeArgs, findChrome, missingChromeMessage } from '#tooling/bench/find-chrome.ts';
import { fixedPdfDates } from './fixed-dates.ts';

interface PrintOptions {
  /** A footer on every page, with Chromium's `pageNumber` and `totalPages` placeholders. */
  footer?: string;
  /** The page's margin on every side, in CSS units (the template's own when undefined). */
  margin?: string;
}

export interface Printer {
  pdf(html: string, options?: PrintOptions): Promise<Buffer>;
  /** The first page's worth of the HTML as a PNG, A4 at `scale` device pixels per CSS pixel. */
  picture(html: string, scale: number): Promise<Buffer>;
}

/** Only what the page itself holds or the machine serves: no request leaves it. */
const offline = (url: string): boolean =>
  /^(data|file|about|blob):/.test(url) || /^https?:\/\/127\.0\.0\.1[:/]/.test(url);

/** An A4 page's width and height in CSS pixels. */
const a4 = { width: 794, height: 1123 };

/** Runs `print` with a browser's printer, and closes the browser whatever happens. */
export async function withPrinter<T>(print: (printer: Printer) => Promise<T>): Promise<T> {
  const executablePath = findChrome();
  if (!executablePath) throw new Error(missingChromeMessage);
  const browser = await chromium.launch({ executablePath, args: chromeArgs });
  // Pages are opened from a file, so they may load the faces in node_modules.
  const folder = mkdtempSync(join(tmpdir(), 'corpus-print-'));
  try {
    return await print(printerOf(browser, join(folder, 'page.html')));
  } finally {
    await browser.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

function printerOf(browser: Browser, file: string): Printer {
  async function open(html: string, scale = 1): Promise<Page> {
    const page = await browser.newPage({ viewport: a4, deviceScaleFactor: scale });
    await page.route('**/*', (route) => (offline(route.request().url()) ? route.continue() : route.abort()));
    writeFileSync(file, html);
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return page;
  }
  return {
    async pdf(html, { footer, margin } = {}) {
      const page = await open(html);
      try {
        const bytes = await page.pdf({
          format: 'A4',
          printBackground: true,
          preferCSSPageSize: false,
          ...(margin && { margin: { top: margin, right: margin, bottom: margin, left: margin } }),
          ...(footer && {
            displayHeaderFooter: true,
            headerTemplate: '<span></span>',
            footerTemplate: footer,
          }),
        });
        return fixedPdfDates(bytes);
      } finally {
        await page.close();
      }
    },
    async picture(html, scale) {
      const page = await open(html, scale);
      try {
        await page.emulateMedia({ media: 'print' });
        return await page.screenshot({ clip: { x: 0, y: 0, ...a4 } });
      } finally {
        await page.close();
      }
    },
  };
}
