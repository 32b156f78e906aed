/**
 * `npm run dev` as an owner meets it: the development server is started as the command starts it,
 * then each route is loaded afresh (a new browser context: nothing cached) and timed from the start
 * of the navigation to the first contentful paint, which the server-rendered page makes the page's
 * own content. Median of `runs` loads per route.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { chromeArgs, findChrome, missingChromeMessage } from './find-chrome.ts';

export interface DevPaint {
  route: string;
  ms: number;
  runs: number[];
}

/**
 * The page's first contentful paint, in the page. The paint entry can be recorded after `load` (the
 * page loads, then paints), so it is awaited through a buffered observer rather than read at once;
 * a page that never paints content in 10 s fails the run rather than giving no figure.
 */
function firstContentfulPaint(): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no first contentful paint within 10 s')), 10_000);
    new PerformanceObserver((list, observer) => {
      const entry = list.getEntriesByName('first-contentful-paint')[0];
      if (!entry) return;
      clearTimeout(timer);
      observer.disconnect();
      resolve(entry.startTime);
    }).observe({ type: 'paint', buffered: true });
  });
}

export async function timeDevServer(
  rootDir: string,
  routes: readonly string[],
  runs = 3,
): Promise<DevPaint[]> {
  const executablePath = findChrome();
  if (!executablePath) throw new Error(missingChromeMessage);
  const server = await createServer({
    configFile: path.join(rootDir, 'vite.config.ts'),
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  await server.listen();
  const address = server.httpServer!.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath, args: chromeArgs });
  try {
    const results: DevPaint[] = [];
    for (const route of routes) {
      const samples: number[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${origin}${route}`, { waitUntil: 'load' });
        samples.push(await page.evaluate(firstContentfulPaint));
        await context.close();
      }
      const sorted = [...samples].sort((a, b) => a - b);
      results.push({ route, ms: sorted[Math.floor(sorted.length / 2)]!, runs: samples });
    }
    return results;
  } finally {
    await browser.close();
    await server.close();
  }
}
