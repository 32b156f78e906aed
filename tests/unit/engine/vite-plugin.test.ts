/** The dev loop and the build gate, driven through the plugin's hooks as Vite calls them. */
import { EventEmitter } from 'node:events';
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build, type Plugin, type ResolvedConfig, type ViteDevServer } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { contentPlugin, createContentSync, type ContentPluginApi } from '#engine/vite-plugin.ts';
import { generatedDir, loadSiteContent, siteContentOptions } from '#site-content/content.ts';
import { fixturesDir, fixtureRoot, today } from './helpers.ts';

const badMonth =
  'content/jobs/auto-loan.mdx:4:9  period  Expected a month and year like "June 2012", received "Juen 2012"';

/** Copies the bad-month case's job into a root, then (fix) swaps in a good month. */
function breakJob(rootDir: string): string {
  const file = join(rootDir, 'content/jobs/auto-loan.mdx');
  copyFileSync(join(fixturesDir, 'invalid/bad-month/content/jobs/auto-loan.mdx'), file);
  return file;
}
function fixJob(file: string): void {
  writeFileSync(file, readFileSync(file, 'utf8').replace('Juen 2012', 'June 2012'));
}

describe('createContentSync', () => {
  it('keeps the last good modules through a bad edit, and says when it is fixed', () => {
    const rootDir = fixtureRoot();
    const sync = createContentSync({ ...siteContentOptions(rootDir), today: () => today });
    const jobsModule = join(generatedDir(rootDir), 'jobs.ts');

    expect(sync()).toMatchObject({ problems: [], recovered: false });
    const goodJobs = readFileSync(jobsModule, 'utf8');

    const job = breakJob(rootDir);
    const bad = sync();
    expect(bad.problems.map((problem) => problem.message)).toEqual([
      'Expected a month and year like "June 2012", received "Juen 2012"',
    ]);
    expect(bad.written).toEqual([]);
    expect(readFileSync(jobsModule, 'utf8')).toBe(goodJobs);

    fixJob(job);
    // The new job, and its dates among those written out in the site's language.
    const localeTexts = join(generatedDir(rootDir), 'locale-texts.ts');
    expect(sync()).toEqual({
      problems: [],
      warnings: [],
      written: [localeTexts, jobsModule],
      recovered: true,
    });
    expect(readFileSync(jobsModule, 'utf8')).toContain('content/jobs/auto-loan.mdx');
    expect(sync()).toEqual({ problems: [], warnings: [], written: [], recovered: false });
    // Three content checks: seconds when the machine is busy with a build or a browser.
  }, 20_000);
});

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: keyof Plugin) => plugin[name] as unknown as Hook;

function fakeServer() {
  const watcher = { add: vi.fn() };
  const connections = new EventEmitter();
  const logger = { error: vi.fn(), info: vi.fn() };
  const send = vi.fn();
  // One module per file in each environment's graph, so what is marked stale can be read back.
  const environment = () => {
    const modules = new Map<string, { file: string }>();
    const moduleGraph = {
      getModulesByFile: (file: string) =>
        new Set([modules.get(file) ?? modules.set(file, { file }).get(file)!]),
      invalidateModule: vi.fn(),
    };
    return { moduleGraph };
  };
  const environments = { client: environment(), ssr: environment() };
  const server = {
    watcher,
    environments,
    ws: { send, on: connections.on.bind(connections) },
    config: { logger },
  };
  const stale = (name: keyof typeof environments) =>
    environments[name].moduleGraph.invalidateModule.mock.calls.map(
      ([module]) => (module as { file: string }).file,
    );
  return { server: server as unknown as ViteDevServer, watcher, connections, logger, send, stale };
}

/** A file event as Vite hands it to the plugin: the client's plugins first, waited on, then the server's. */
async function fileEvent(plugin: Plugin, file: string, type: 'create' | 'update' | 'delete' = 'update') {
  const results: unknown[] = [];
  for (const name of ['client', 'ssr']) {
    const handled = hook(plugin, 'hotUpdate').call({ environment: { name } }, { type, file, modules: [] });
    await vi.runAllTimersAsync();
    results.push(await handled);
  }
  return results;
}

describe('contentPlugin in dev', () => {
  it('shows a bad edit in the terminal and the overlay, and clears it once fixed', async () => {
    vi.useFakeTimers();
    try {
      const rootDir = fixtureRoot();
      const plugin = contentPlugin({ ...siteContentOptions(rootDir), today: () => today });
      const { server, watcher, connections, logger, send, stale } = fakeServer();
      hook(plugin, 'configResolved')({ command: 'serve', logger } as unknown as ResolvedConfig);
      hook(plugin, 'configureServer')(server);
      expect(existsSync(join(generatedDir(rootDir), 'site.ts'))).toBe(true);
      expect(watcher.add).toHaveBeenCalledWith(join(rootDir, 'content'));
      const revision = (plugin.api as ContentPluginApi).revision;
      expect(revision()).toBe(0);

      const job = breakJob(rootDir);
      await fileEvent(plugin, job);
      expect(logger.error).toHaveBeenCalledWith(badMonth, { timestamp: true });
      expect(send).toHaveBeenLastCalledWith({
        type: 'error',
        err: { message: badMonth, stack: '', plugin: 'content' },
      });
      expect(revision()).toBe(0);

      // A browser that connects while the content is broken sees the problem at once.
      send.mockClear();
      connections.emit('connection');
      expect(send).toHaveBeenCalledWith({
        type: 'error',
        err: { message: badMonth, stack: '', plugin: 'content' },
      });

      // Files outside content/, and the generated JSON Schemas, do not trigger a reload.
      send.mockClear();
      await fileEvent(plugin, join(rootDir, 'content/.schema/job.schema.json'));
      await fileEvent(plugin, join(rootDir, 'src/app.tsx'));
      expect(send).not.toHaveBeenCalled();

      fixJob(job);
      await fileEvent(plugin, job);
      expect(send).toHaveBeenCalledWith({ type: 'full-reload' });
      const jobsModule = join(generatedDir(rootDir), 'jobs.ts');
      expect(readFileSync(jobsModule, 'utf8')).toContain('"start": "2012-06",\n      "end": "2020-07"');
      // The rewritten modules are stale on the server and in the browser before the edited file's
      // own update goes on, and the revision pages are rendered from moves on.
      const written = [join(generatedDir(rootDir), 'locale-texts.ts'), jobsModule];
      expect(stale('client')).toEqual(written);
      expect(stale('ssr')).toEqual(written);
      expect(revision()).toBe(1);
      connections.emit('connection');
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  // The deleted file is out of the update.
  it('validates once for the files one save touches, leaving a deleted file out', async () => {
    vi.useFakeTimers();
    try {
      const rootDir = fixtureRoot();
      const plugin = contentPlugin({ ...siteContentOptions(rootDir), today: () => today });
      const { server, logger } = fakeServer();
      hook(plugin, 'configResolved')({ command: 'serve', logger } as unknown as ResolvedConfig);
      hook(plugin, 'configureServer')(server);
      const revision = (plugin.api as ContentPluginApi).revision;

      const job = join(rootDir, 'content/jobs/ford.mdx');
      const site = join(rootDir, 'content/site.json');
      writeFileSync(job, readFileSync(job, 'utf8').replace(/^role: .*$/m, 'role: Principal Engineer'));
      writeFileSync(site, readFileSync(site, 'utf8').replace('Portfolio of {name}.', 'The work of {name}.'));
      const both = [job, site].map((file) =>
        hook(plugin, 'hotUpdate').call({ environment: { name: 'client' } }, { type: 'update', file }),
      );
      await vi.runAllTimersAsync();
      await Promise.all(both);
      expect(revision()).toBe(1);

      rmSync(job);
      const [client, ssr] = await fileEvent(plugin, job, 'delete');
      expect([client, ssr]).toEqual([[], []]);
      expect(revision()).toBe(2);
      expect(readFileSync(join(generatedDir(rootDir), 'jobs.ts'), 'utf8')).not.toContain('A Car Maker');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('contentPlugin in a build', () => {
  it('fails `vite build` with the problem lines before writing any output', { timeout: 30_000 }, async () => {
    const rootDir = fixtureRoot(['bad-month', 'duplicate-json-key']);
    writeFileSync(
      join(rootDir, 'index.html'),
      '<!doctype html><script type="module">console.log(1)</script>',
    );
    const outDir = join(rootDir, 'dist');
    const building = build({
      root: rootDir,
      configFile: false,
      logLevel: 'silent',
      plugins: [contentPlugin({ ...siteContentOptions(rootDir), today: () => today })],
      build: { outDir },
    });
    await expect(building).rejects.toThrow(
      [
        'Content has 2 problems:',
        'content/certifications/mcts.json:7:3  name  Duplicate field "name": it is already set on line 4; keep only one',
        badMonth,
      ].join('\n'),
    );
    expect(existsSync(outDir)).toBe(false);
    expect(existsSync(generatedDir(rootDir))).toBe(false);
  });
  it(
    'generates from the content the build loaded, without reading it again',
    { timeout: 30_000 },
    async () => {
      const rootDir = fixtureRoot();
      const loadedContent = loadSiteContent({ rootDir, today });
      // A job with a bad date added after the load: were the folder read again, the build would fail.
      breakJob(rootDir);
      writeFileSync(
        join(rootDir, 'index.html'),
        '<!doctype html><script type="module">console.log(1)</script>',
      );
      await build({
        root: rootDir,
        configFile: false,
        logLevel: 'silent',
        loadedContent,
        plugins: [contentPlugin({ ...siteContentOptions(rootDir), today: () => today })],
        build: { outDir: join(rootDir, 'dist') },
      });
      const jobs = readFileSync(join(generatedDir(rootDir), 'jobs.ts'), 'utf8');
      expect(jobs).toContain('"id": "snabby"');
      expect(jobs).not.toContain('auto-loan');
    },
  );
});

describe('contentPlugin for another content folder', () => {
  // The folder's index too.
  it('points the imports of generated modules at that folder’s', async () => {
    const rootDir = '/project';
    const outDir = '/cache/other-content';
    const contentDir = '/elsewhere/content';
    const plugin = contentPlugin({ ...siteContentOptions(rootDir, contentDir), outDir });
    // What Vite's own resolution would answer: the file the relative path names.
    const context = {
      resolve: async (source: string, importer: string) => ({ id: join(dirname(importer), source) }),
    };
    const resolveId = (source: string, importer: string) =>
      (plugin.resolveId as (this: typeof context, source: string, importer: string) => Promise<unknown>).call(
        context,
        source,
        importer,
      );
    const sourceDir = generatedDir(rootDir);
    const index = join(rootDir, 'src/content/index.ts');
    // Each marked free of side effects: a page's chunk takes what it uses, and the code every page
    // loads none of the rest (package.json's "sideEffects" only speaks for the project's own files).
    const data = (id: string) => ({ id, moduleSideEffects: false });
    // The folder itself, before the project's own content has ever been generated into it.
    expect(await resolveId('./generated', index)).toEqual(data(join(outDir, 'index.ts')));
    expect(await resolveId('./generated/theme.css', index)).toEqual(data(join(outDir, 'theme.css')));
    expect(await resolveId('./jobs', join(sourceDir, 'index.ts'))).toEqual(
      data(join(outDir, 'jobs/index.ts')),
    );
    // The generated modules' imports of one another and of the content's bodies.
    expect(await resolveId('./jobs.ts', join(outDir, 'index.ts'))).toEqual(data(join(outDir, 'jobs.ts')));
    expect(await resolveId('../../elsewhere/content/jobs/a.mdx', join(outDir, 'jobs.ts'))).toEqual(
      data(join(contentDir, 'jobs/a.mdx')),
    );
    expect(await resolveId('./schemas', index)).toBeNull();
    expect(await resolveId('react', index)).toBeNull();
  });
});
