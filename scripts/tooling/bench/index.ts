/**
 * `npm run bench`: builds the site once, serves it on 127.0.0.1 with gzip like a static host, runs
 * Lighthouse in mobile and desktop form on every route and on two control pages
 * (control-pages.ts), measures each route's first-load bytes, times the content check and the
 * build, and checks every figure against the budgets. Exit code 1 when a budget is broken.
 *
 *   npm run bench -- --runs 3          Lighthouse runs per route and form factor (median reported)
 *   npm run bench -- --skip-lighthouse only sizes and timings
 *   npm run bench -- --routes /,/skills --skip-timings   a quick look at some routes
 *   npm run bench -- --skip-large      the build timed without the large generated sites
 *
 * Budgets are judged only on a full run (every route, pipeline timings included).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildSite } from '#outputs/build.ts';
import { builtHeaders } from '#outputs/hosts/host-config.ts';
import { loadSite } from '#site-content/content.ts';
import { createStaticServer, listen } from '../serve/static-server.ts';
import { budgets, checkBudgets, kb, preciseMs, type BenchResults } from './budgets.ts';
import { measureControlPages, type ControlResults } from './control-pages.ts';
import { timeDevEdit, timeDevServer } from './dev-server.ts';
import { launchBrowser, measure, type FormFactor, type Measured, type RunResult } from './lighthouse.ts';
import { measurePageLengths } from './page-length.ts';
import { routeSizes } from './sizes.ts';
import { siteAddress } from '#src/lib/site-address.ts';
import { timePipeline } from './timings.ts';
import { growthOf, timeBuilds, type MeasuredBuild } from './build-times.ts';
import { projectDir } from '#lib/project-dir.ts';

const rootDir = projectDir;
// Every page the sample publishes, and the first page of each kind of entry (a case study, a post):
// the others of a kind differ in words only.
const published = loadSite({ rootDir });
const firstOfEachKind = [
  ...new Map(published.entryPages.toReversed().map((page) => [page.id, page.path])).values(),
];
// In each of the site's languages: `/fr/experience` beside `/experience`.
const allRoutes = published.content.site.languages.flatMap((language) =>
  [...published.routes.map((route) => route.path), ...firstOfEachKind].map((path) =>
    siteAddress(path, language.url),
  ),
);

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-timings': { type: 'boolean', default: false },
    'skip-large': { type: 'boolean', default: false },
    routes: { type: 'string', default: allRoutes.join(',') },
  },
});
const runs = Number(values.runs);
const routes = values.routes.split(',');
const partial = values['skip-timings'] || routes.length < allRoutes.length;

const ms = (value: number) => `${Math.round(value)} ms`;

console.log('Building the site…');
const built = await buildSite({ rootDir });
const distDir = path.join(rootDir, 'dist');

// What the files made from content add to the build (scripts/outputs/site-files), on top of the pages.
const madeFromContent = {
  'résumé PDF': built.timings.resumePdf,
  'social cards': built.timings.socialCards,
  'icons, /img/rh.webp and manifest': built.timings.photoImages,
};
console.log('\nFiles made from content, time added to the build:');
console.table(
  Object.fromEntries(Object.entries(madeFromContent).map(([name, time]) => [name, { time: ms(time) }])),
);

const sizes = await routeSizes(distDir, routes);
console.log('\nFirst-load bytes per route (gzip):');
console.table(
  Object.fromEntries(
    sizes.map((size) => [size.route, { HTML: kb(size.html), CSS: kb(size.css), JS: kb(size.js) }]),
  ),
);

const server = createStaticServer({ dir: distDir, headers: builtHeaders(distDir) });
const lengths = await measurePageLengths(await listen(server), routes);
server.close();
console.log('\nLength in screens (375 × 812 and 1440 × 900):');
console.table(
  Object.fromEntries(
    routes.map((route) => [
      route,
      Object.fromEntries(
        lengths
          .filter((length) => length.route === route)
          .map((length) => [`${length.width} px`, length.screens]),
      ),
    ]),
  ),
);

const lighthouse: BenchResults['lighthouse'] = [];
let control: ControlResults | undefined;
if (!values['skip-lighthouse']) {
  const server = createStaticServer({ dir: distDir, headers: builtHeaders(distDir) });
  const origin = await listen(server);
  const chrome = await launchBrowser();
  try {
    for (const formFactor of ['mobile', 'desktop'] as FormFactor[]) {
      for (const route of routes) {
        lighthouse.push({
          route,
          formFactor,
          ...(await measure(`${origin}${route}`, formFactor, chrome.port, runs)),
        });
        process.stdout.write('.');
      }
    }
    control = await measureControlPages(distDir, chrome.port, runs);
  } finally {
    await chrome.kill();
    server.close();
  }
  const row = (r: Measured) => ({
    Perf: r.performance,
    A11y: r.accessibility,
    BP: r.bestPractices,
    SEO: r.seo,
    FCP: ms(r.fcp),
    LCP: ms(r.lcp),
    'LCP runs': r.lcpRuns.map(Math.round).join(' / '),
    TBT: ms(r.tbt),
    CLS: r.cls.toFixed(3),
    SI: ms(r.speedIndex),
    Transfer: kb(r.totalBytes),
    JS: kb(r.jsBytes),
    Fonts: kb(r.fontBytes),
    Requests: r.requests,
  });
  for (const formFactor of ['mobile', 'desktop'] as const) {
    console.log(`\nLighthouse, ${formFactor} (median of ${runs} runs):`);
    console.table(
      Object.fromEntries(
        lighthouse.filter((result) => result.formFactor === formFactor).map((r) => [r.route, row(r)]),
      ),
    );
  }
  console.log(
    `\nControl pages on the same harness, mobile (median of ${runs} runs): the site's stylesheet and` +
      " favicon, one heading and one paragraph, without and with the site's inline head script:",
  );
  console.table({ 'no script': row(control!.noScript), 'head script': row(control!.headScript) });
}

if (partial) {
  console.log('\nPartial run: pipeline timings and budgets skipped.');
  process.exit(0);
}

console.log(
  '\nTiming the content check, the import of a two-page PDF, and the build: cold, after one job is edited, and of large sites…',
);
const timings = timePipeline(rootDir);
const builds = timeBuilds(rootDir, { large: !values['skip-large'] });
const stepsOf = (build: MeasuredBuild) =>
  build.steps.map(([name, time]) => `${name} ${(time / 1000).toFixed(1)}`).join(', ');
console.table({
  'check:content': { time: ms(timings.checkReal), entries: timings.realEntries },
  'import of a two-page PDF': { time: ms(timings.documentImport!) },
  'build, cold': {
    time: ms(builds.cold.ms),
    memory: `${Math.round(builds.cold.peakMb)} MB`,
    steps: stepsOf(builds.cold),
  },
  ...(builds.rebuild && {
    'build after one job edited': {
      time: ms(builds.rebuild.ms),
      memory: `${Math.round(builds.rebuild.peakMb)} MB`,
      steps: stepsOf(builds.rebuild),
    },
  }),
  ...Object.fromEntries(
    builds.large.map((build) => [
      `${build.size.posts} posts, ${build.size.projects} projects, ${build.size.jobs} jobs`,
      {
        time: ms(build.ms),
        memory: `${Math.round(build.peakMb)} MB`,
        pages: build.pages,
        steps: stepsOf(build),
      },
    ]),
  ),
});
const growth = growthOf(builds.large);
if (growth !== undefined)
  console.log(`Each entry costs ${growth.toFixed(2)}× as much at the largest size (1: linear).`);

console.log('\nTiming npm run dev: a full page load until the content is painted…');
const devPaint = await timeDevServer(rootDir, routes, runs);
console.table(
  Object.fromEntries(
    devPaint.map((paint) => [
      paint.route,
      { 'content painted': ms(paint.ms), runs: paint.runs.map(Math.round).join(' / ') },
    ]),
  ),
);

console.log("\nTiming npm run dev: a job's text edited until its page shows it…");
const devEdit = await timeDevEdit(rootDir, runs);
if (devEdit)
  console.table({
    'edit shown': { time: ms(devEdit.ms), runs: devEdit.runs.map(Math.round).join(' / ') },
  });

const results: BenchResults = { sizes, lighthouse, timings, devPaint, devEdit, lengths, builds };
const failures = checkBudgets(results);
await mkdir(path.join(rootDir, '.bench'), { recursive: true });
await writeFile(
  path.join(rootDir, '.bench/results.json'),
  JSON.stringify({ budgets, ...results, madeFromContent, controlPages: control, failures }, null, 2),
);

const mobile = lighthouse.filter((result) => result.formFactor === 'mobile');
const worst = (key: keyof RunResult, pick: (...n: number[]) => number) => pick(...mobile.map((r) => r[key]));
const summary = [
  mobile.length > 0
    ? `mobile perf ${worst('performance', Math.min)}–${worst('performance', Math.max)}, LCP ≤ ${preciseMs(worst('lcp', Math.max))}, TBT ≤ ${preciseMs(worst('tbt', Math.max))}, CLS ≤ ${worst('cls', Math.max).toFixed(3)}`
    : 'Lighthouse skipped',
  ...(control ? [`control page with the head script: LCP ${preciseMs(control.headScript.lcp)}`] : []),
  `JS ≤ ${kb(Math.max(...sizes.map((s) => s.js)))}`,
  `CSS ≤ ${kb(Math.max(...sizes.map((s) => s.css)))}`,
  `check:content ${ms(timings.checkReal)}`,
  `PDF import ${ms(timings.documentImport!)}`,
  `dev paint ≤ ${ms(Math.max(...devPaint.map((paint) => paint.ms)))}`,
  ...(devEdit ? [`dev edit shown in ${ms(devEdit.ms)}`] : []),
  `build ${ms(builds.cold.ms)} cold, ${builds.rebuild ? ms(builds.rebuild.ms) : 'n/a'} after an edit (PDF ${ms(built.timings.resumePdf)}, cards ${ms(built.timings.socialCards)}, icons ${ms(built.timings.photoImages)})`,
  ...builds.large
    .slice(-1)
    .map((build) => `${build.size.posts}-post site ${ms(build.ms)}, ${Math.round(build.peakMb)} MB`),
].join(' · ');
if (failures.length > 0) {
  console.log(
    `\n✗ ${failures.length} budget(s) broken:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`,
  );
  console.log(`\n${summary}`);
  process.exit(1);
}
console.log(`\n✓ every budget met · ${summary}`);
