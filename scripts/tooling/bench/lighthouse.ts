import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import { chromeArgs, findChrome, missingChromeMessage } from './find-chrome.ts';

export type FormFactor = 'mobile' | 'desktop';

/** The figures the benchmark reports for one Lighthouse run. */
export interface RunResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  totalBytes: number;
  jsBytes: number;
  requests: number;
  /** Bytes of web fonts transferred. */
  fontBytes: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/**
 * A headless Chromium that Lighthouse drives. Every host but 127.0.0.1 is unresolvable, so no
 * audit waits on the network.
 */
export async function launchBrowser() {
  const chromePath = findChrome();
  if (!chromePath) throw new Error(missingChromeMessage);
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      ...chromeArgs,
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
    logLevel: 'silent',
  });
}

/**
 * What Lighthouse clears before each run: its defaults, and the page's local storage too, so every run
 * is a first visit. Left alone, a run would find what the previous one stored (the head script
 * remembers that the web faces have loaded) with the browser's cache cleared, a state no visitor is in.
 */
const clearStorageTypes: NonNullable<NonNullable<Config['settings']>['clearStorageTypes']> = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
];

/** One Lighthouse run of `url` in mobile (Lighthouse's default, throttled) or desktop form. */
async function runLighthouse(url: string, formFactor: FormFactor, port: number): Promise<RunResult> {
  const flags: Flags = { port, output: 'json', logLevel: 'error' };
  const config: Config =
    formFactor === 'desktop'
      ? { ...desktopConfig, settings: { ...desktopConfig.settings, clearStorageTypes } }
      : { extends: 'lighthouse:default', settings: { clearStorageTypes } };
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    (audits['network-requests']?.details as { items?: NetworkRequest[] })?.items ?? []
  ).filter((request) => request.transferSize !== undefined);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
    totalBytes: value('total-byte-weight'),
    jsBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    requests: requests.length,
    fontBytes: requests
      .filter((request) => request.resourceType === 'Font')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
  };
}

/** Whether a run measured every timing the budgets read. */
const measuredAll = (result: RunResult) =>
  [result.fcp, result.lcp, result.tbt, result.cls].every((value) => Number.isFinite(value));

/** The median of each figure across runs. */
function medianOf(runs: RunResult[]): RunResult {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  const keys = Object.keys(runs[0]!) as (keyof RunResult)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as RunResult;
}

/** The median of each figure over several runs of one page, and every run's LCP to show the spread. */
export interface Measured extends RunResult {
  lcpRuns: number[];
}

/** `runs` Lighthouse runs of `url`, one after another in the same browser. */
export async function measure(
  url: string,
  formFactor: FormFactor,
  port: number,
  runs: number,
): Promise<Measured> {
  const results: RunResult[] = [];
  // A run that could not measure a page's paint or blocking time (Lighthouse reports NO_LCP and the
  // like on a busy machine) is run again, at most once per run asked for: a median over a missing
  // figure would be no figure, and a budget compared with it would pass unseen.
  let retries = runs;
  while (results.length < runs) {
    const result = await runLighthouse(url, formFactor, port);
    if (measuredAll(result)) results.push(result);
    else if (retries-- === 0) throw new Error(`Lighthouse could not measure ${url} (${formFactor})`);
  }
  return { ...medianOf(results), lcpRuns: results.map((result) => result.lcp) };
}
