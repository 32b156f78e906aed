import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromeArgs } from '#tooling/bench/find-chrome.ts';
import { ensureChrome } from './browser.ts';
import { unanswerable, type Need } from './content-needs.ts';
import type { Preparation } from './build-runner.ts';
import { corpusNames } from './corpus-names.ts';
import { otherContentLooks, type Look } from './fixtures.ts';

const projectDir = path.resolve(import.meta.dirname, '../..');
const basePort = Number(process.env.E2E_PORT ?? 4319);
// E2E_DIST builds and serves other folders, so two test runs never swap each other's sites.
const distBase = process.env.E2E_DIST ?? 'dist';

/**
 * Builds of the site, each served as a static host would serve it:
 * - `conformance`: the specification's frozen content (tests/spec-content), checked against the
 *   specification's every section, label and count (tests/e2e/conformance/);
 * - `site`: the owner's `content/`, held to the site gates (accessibility, policy, links, head tags,
 *   layout, print, the development server: tests/e2e/*.spec.ts), which derive their expectations
 *   from the content;
 * - `owner-edits`: a copy of `content/` edited as an owner would (owner-content.ts), held to the
 *   gates that depend on content, so they are shown to hold for content other than the sample;
 * - `corpus-<name>`: each résumé of tests/corpus imported into a copy of `content/` (a 30-job
 *   career, a junior with no jobs, a founder with year-only dates, French, Ukrainian, Russian,
 *   Japanese, Chinese and Arabic owners, LinkedIn exports), held to the gates whose findings depend
 *   on what it brings (`pageShapes`).
 */

/**
 * The gates whose findings depend on the content (a page's boxes and words, its head tags and links,
 * print, the PDF and the cards, accessibility, the states axe does not see, valid HTML), which the
 * builds of other content run too.
 */
const contentGateFiles = [
  'a11y.spec.ts',
  'a11y-states.spec.ts',
  'head.spec.ts',
  'html-validity.spec.ts',
  'layout.spec.ts',
  'print.spec.ts',
  'project-pictures.spec.ts',
  'share.spec.ts',
  'startup.spec.ts',
];
/**
 * The résumés whose pages the site lays out unlike any other build's, which run every content gate:
 * a 30-job career, a career without jobs, Japanese (its faces, a post with a table of contents),
 * Arabic (right to left), and the site's own words in Ukrainian (Cyrillic).
 * The others differ in how they are read, not in what the pages must hold (LinkedIn exports of three
 * eras, year-only dates, a hand-kept Russian file, the Chinese template's JSON, a French owner's,
 * whose pages in French the sample's own French pages hold to every gate, `site-fr`): their builds
 * check what the reading changes (the head tags, the cards and the PDF, valid HTML, the round trip),
 * and their pages' layout, accessibility and print are those of the builds above. The words no phone
 * line holds that they bring (a 40-letter Russian compound among them) are in the owner-edits build too.
 */
const pageShapes = ['veteran', 'junior', 'japanese', 'arabic', 'ukrainian'];
const readingGates = ['head.spec.ts', 'html-validity.spec.ts', 'share.spec.ts'];

/** What the builds of other content run of those files: the tests tagged as content gates (fixtures.ts). */
export const contentGateTag = /@content-gate/;

/**
 * What the owner's content holds of what tests need (content-needs.ts), in each of its languages:
 * each build runs only the tests its content can answer. Read once, by the test runner, which hands
 * it to every worker it starts in `E2E_CONTENT_NEEDS` (a worker evaluates this file again, and
 * reading the content costs it about a second). `E2E_EVERY_TEST=1` leaves every build every test of
 * its files and reads no content, for a list of every title (tests/unit/test-titles.test.ts).
 */
const everyTest = Boolean(process.env.E2E_EVERY_TEST);
/**
 * The owner's other languages (`languages` in content/site.json): each is checked, in the same
 * build as the site's own, by the gates whose findings depend on the content, as the builds of other
 * content are (`site-fr`: the French pages under /fr/, expected from the French content).
 */
const otherLanguages = (
  (
    JSON.parse(readFileSync(path.join(projectDir, 'content/site.json'), 'utf8')) as {
      languages?: { locale: string }[];
    }
  ).languages ?? []
).map(({ locale }) => locale.split('_')[0]!);
if (!everyTest && !process.env.E2E_CONTENT_NEEDS) {
  const { loadSite } = await import('#site-content/content.ts');
  const { needsOf } = await import('./content-needs.ts');
  const contentDir = path.join(projectDir, 'content');
  process.env.E2E_CONTENT_NEEDS = JSON.stringify(
    Object.fromEntries(
      [undefined, ...otherLanguages].map((language) => [
        language ?? '',
        needsOf(loadSite({ rootDir: projectDir, contentDir, language })),
      ]),
    ),
  );
}
const ownNeeds = (language = ''): Need[] =>
  (JSON.parse(process.env.E2E_CONTENT_NEEDS ?? '{}') as Record<string, Need[]>)[language] ?? [];
/**
 * What the résumés' builds hold of what the tests they run need; their content is made only when
 * the builds start, after the tests are chosen. The fixtures fail a test run on a build whose content
 * does not hold what this says (and each need these tests check has a test of a site without it).
 */
const corpusHolds: Partial<Record<string, Need[]>> = {
  arabic: ['posts'],
  japanese: ['posts'],
  chinese: ['project-filter'],
  junior: ['projects'],
  veteran: ['project-filter', 'projects'],
};

/** What the build makes of the pictures the owner's edits add (owner-pictures.ts). */
const ownerPictureFiles = ['photo-budget.spec.ts', 'project-screenshot.spec.ts'];

const builds: Build[] = [
  {
    name: 'conformance',
    contentDir: path.join(projectDir, 'tests/spec-content'),
    dist: `${distBase}-spec`,
    port: basePort + 1,
    testDir: 'conformance',
  },
  {
    name: 'site',
    contentDir: path.join(projectDir, 'content'),
    dist: distBase,
    port: basePort,
    testDir: '.',
    // The round trip compares a build with the résumé it was imported from, and what is left of the
    // content the import replaced: the corpus's builds. The pictures an owner adds are the edited
    // content's (owner-edits).
    ignore: ['round-trip.spec.ts', 'only-you.spec.ts', ...ownerPictureFiles],
    holds: () => ownNeeds(),
  },
  {
    name: 'owner-edits',
    contentDir: path.join(projectDir, 'node_modules/.cache/e2e/owner-edits/content'),
    dist: `${distBase}-owner`,
    port: basePort + 2,
    testDir: '.',
    prepare: { edits: 'owner' },
    // What the edits change: the layout (a seventh card, a new category, a photo), drafts left out,
    // the new category's filter by keyboard, an upcoming job, a phone written with brackets, what
    // the build makes of the photo and a screenshot, and drawings as the covers of listed projects. The other gates on other content
    // (accessibility among them) run on the corpus.
    match: [
      'layout.spec.ts',
      'drafts.spec.ts',
      'keyboard.spec.ts',
      'upcoming.spec.ts',
      'phone.spec.ts',
      'project-pictures.spec.ts',
      ...ownerPictureFiles,
    ],
    grep: contentGateTag,
    looks: otherContentLooks,
    // The edits add a phone and a job starting next June, and keep one language.
    holds: () => [
      ...ownNeeds().filter((need) => need !== 'languages'),
      ...(['phone', 'upcoming-job'] as const),
    ],
  },
  // Résumés of every shape, imported as their owners would (tests/corpus, corpus-content.ts).
  ...corpusNames.map((name, index) => {
    const contentDir = `node_modules/.cache/e2e/corpus-${name}/content`;
    return {
      name: `corpus-${name}`,
      contentDir: path.join(projectDir, contentDir),
      dist: `${distBase}-corpus-${name}`,
      port: basePort + 3 + index,
      testDir: '.',
      prepare: { corpus: name },
      match: [
        ...(pageShapes.includes(name) ? contentGateFiles : readingGates),
        'round-trip.spec.ts',
        'only-you.spec.ts',
      ],
      grep: contentGateTag,
      looks: otherContentLooks,
      holds: () => corpusHolds[name] ?? [],
      // A few seconds of tests: one worker runs them all rather than two starting for them.
      ...(pageShapes.includes(name) ? {} : { workers: 1 }),
    };
  }),
];

interface Build {
  name: string;
  contentDir: string;
  dist: string;
  port: number;
  testDir: string;
  /** How the content folder is made first (build-runner.ts). */
  prepare?: Preparation;
  /** Gate files the build does not run, or the only ones it runs. */
  ignore?: string[];
  match?: string[];
  /** The tests it runs of those files, by tag. */
  grep?: RegExp;
  /** The looks the layout gates check (every one by default). */
  looks?: Look[];
  /** At most this many workers run its tests at once (as many as the run has by default). */
  workers?: number;
  /**
   * What its content holds of what tests need (content-needs.ts), which chooses the tests it runs;
   * without it, the build runs every test its files hold.
   */
  holds?: () => readonly Need[];
}

const baseURL = (port: number) => `http://127.0.0.1:${port}`;
/** Says which builds are served (serve-builds.ts). */
const statusPort = basePort + 20;
/** What every project of a build uses: the browser, and where the build and its content are. */
const buildUse = (build: Build) => ({
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  baseURL: baseURL(build.port),
  contentDir: build.contentDir,
  distDir: path.join(projectDir, build.dist),
  buildStatus: `${baseURL(statusPort)}/builds/${build.name}`,
});

// E2E_BUILDS=site,corpus-junior builds and tests just those (every build by default).
const chosen = process.env.E2E_BUILDS?.split(',');
const selected = chosen ? builds.filter((build) => chosen.includes(build.name)) : builds;

export default defineConfig<
  object,
  {
    contentDir: string;
    distDir: string;
    buildStatus: string;
    looks: Look[];
    otherContent: boolean;
    language?: string;
  }
>({
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: '../../test-results',
  use: {
    // A trace is recorded for every test to keep a failed one's, which costs each test about a
    // fifth of its time: `E2E_TRACE=1` records them (the page's DOM at each step) when a failure
    // needs one; otherwise a failure keeps its error and the page's accessibility tree.
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    launchOptions: { executablePath: ensureChrome(), args: chromeArgs },
  },
  projects: [
    ...selected.map((build) => ({
      name: build.name,
      testDir: build.testDir,
      // The gates live at the top level; the conformance tests only run on the spec's content.
      testIgnore: build.testDir === '.' ? ['conformance/**', ...(build.ignore ?? [])] : undefined,
      ...(build.match ? { testMatch: build.match } : {}),
      ...(build.grep ? { grep: build.grep } : {}),
      ...(build.workers ? { workers: build.workers } : {}),
      ...(build.holds && !everyTest ? { grepInvert: unanswerable(build.holds()) } : {}),
      use: {
        ...buildUse(build),
        ...(build.looks ? { looks: build.looks, otherContent: true } : {}),
      },
    })),
    ...selected
      .filter((build) => build.name === 'site')
      .flatMap((build) =>
        otherLanguages.map((language) => ({
          name: `site-${language}`,
          testDir: '.',
          testMatch: contentGateFiles.filter((file) => file !== 'html-validity.spec.ts'),
          grep: contentGateTag,
          ...(everyTest
            ? {}
            : {
                grepInvert: unanswerable(ownNeeds(language)),
              }),
          use: {
            ...buildUse(build),
            language,
            looks: otherContentLooks,
            otherContent: true,
          },
        })),
      ),
  ],
  // The builds, two at a time in the projects' order, each served as a static host would serve it as
  // soon as it is built; the tests start at once, and each worker waits for its build (serve-builds.ts).
  webServer: {
    command: `node --import ./scripts/lib/typescript.mjs tests/e2e/serve-builds.ts ${statusPort}`,
    env: {
      E2E_SERVE_BUILDS: JSON.stringify(
        selected.map((build) => ({
          name: build.name,
          prepare: build.prepare,
          contentDir: path.relative(projectDir, build.contentDir),
          dist: build.dist,
          port: build.port,
        })),
      ),
    },
    cwd: projectDir,
    url: `${baseURL(statusPort)}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
    stdout: 'pipe',
  },
});
