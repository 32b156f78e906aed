/**
 * How long each page is, in screens: its full height over the height of a phone's (375 × 812) and
 * a laptop's (1440 × 900) window, the way a reader feels it scrolling. Measured with the web fonts
 * loaded and every detail closed, as a page first shows.
 */
import { chromium } from '@playwright/test';
import { chromeArgs, findChrome, missingChromeMessage } from './find-chrome.ts';

export interface PageLength {
  route: string;
  width: number;
  screens: number;
}

const windows = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;

/** Every route's length at each window size, in screens to a hundredth. */
export async function measurePageLengths(origin: string, routes: readonly string[]): Promise<PageLength[]> {
  const executablePath = findChrome();
  if (!executablePath) throw new Error(missingChromeMessage);
  const browser = await chromium.launch({ executablePath, args: chromeArgs });
  const lengths: PageLength[] = [];
  try {
    for (const window of windows) {
      const page = await browser.newPage({ viewport: window });
      for (const route of routes) {
        await page.goto(`${origin}${route}`, { waitUntil: 'load' });
        const height = await page.evaluate(async () => {
          await document.fonts.ready;
          return document.documentElement.scrollHeight;
        });
        lengths.push({
          route,
          width: window.width,
          screens: Math.round((height / window.height) * 100) / 100,
        });
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return lengths;
}
