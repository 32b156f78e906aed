/**
 * `npm run dev` as an owner meets it: the development server is started as the command starts it,
 * then each route is loaded afresh (a new browser context: nothing cached) and timed from the start
 * of the navigation to the first contentful paint, which the server-rendered page makes the page's
 * own content. Median of `runs` loads per route. And the owner's loop itself: a job's text edited
 * while its page is open, timed until the page shows the new words.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { contentDirVariable } from '#site-content/content.ts';
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
  const { server, origin } = await startDevServer(rootDir);
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

/** The development server as `npm run dev` starts it, on a free port of 127.0.0.1. */
async function startDevServer(rootDir: string): Promise<{ server: ViteDevServer; origin: string }> {
  const server = await createServer({
    configFile: path.join(rootDir, 'vite.config.ts'),
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  await server.listen();
  const address = server.httpServer!.address();
  return { server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/**
 * Milliseconds from a job's file saved to its page showing the words added, `runs` edits in turn,
 * each after the page has settled from the one before; median and each. On a copy of the content,
 * which the server reads in place of `content/` (as `CONTENT_DIR` makes it). Undefined when the
 * content has no job.
 */
export async function timeDevEdit(
  rootDir: string,
  runs = 3,
): Promise<{ ms: number; runs: number[] } | undefined> {
  const jobs = path.join(rootDir, 'content/jobs');
  const job = readdirSync(jobs).find((name) => name.endsWith('.mdx'));
  if (!job) return undefined;
  const executablePath = findChrome();
  if (!executablePath) throw new Error(missingChromeMessage);
  const work = mkdtempSync(path.join(tmpdir(), 'bench-dev-edit-'));
  cpSync(path.join(rootDir, 'content'), path.join(work, 'content'), { recursive: true });
  const ownContent = process.env[contentDirVariable];
  process.env[contentDirVariable] = path.join(work, 'content');
  const { server, origin } = await startDevServer(rootDir).finally(() => {
    if (ownContent === undefined) delete process.env[contentDirVariable];
    else process.env[contentDirVariable] = ownContent;
  });
  const browser = await chromium.launch({ executablePath, args: chromeArgs });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/experience`, { waitUntil: 'load' });
    // The app has hydrated and the server has compiled what the page imports.
    await page.waitForLoadState('networkidle');
    const file = path.join(work, 'content/jobs', job);
    const samples: number[] = [];
    for (let run = 0; run < runs; run++) {
      const words = `Edited for the bench, time ${run + 1}.`;
      const started = performance.now();
      writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\n${words}\n`);
      await page.waitForFunction((text) => document.body.textContent?.includes(text), words, {
        timeout: 30_000,
      });
      samples.push(performance.now() - started);
      await page.waitForLoadState('networkidle');
    }
    const sorted = [...samples].sort((a, b) => a - b);
    return { ms: sorted[Math.floor(sorted.length / 2)]!, runs: samples };
  } finally {
    await browser.close();
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
}
