/**
 * Builds every site the browser tests need, two at a time, in the order given, and serves each on
 * its port as a static host would as soon as it is built. Playwright starts its web servers one after
 * the other, so nine builds, each its own server, ran one at a time: about four minutes of a
 * two-core machine's run on one core.
 *
 *   E2E_SERVE_BUILDS='[{ "name", "prepare", "contentDir", "dist", "port" }, …]' \
 *     node --import ./scripts/lib/typescript.mjs tests/e2e/serve-builds.ts <status-port>
 *
 * `prepare` makes the build's content in `contentDir`, which is built into `dist` (playwright.config.ts).
 * The status port answers at once, so the tests start while the later builds are made: `/` says the
 * builds are under way, and `/builds/<name>` answers 202 while that build is made, 200 once it is
 * served and 500 if it failed, each with what the build printed (fixtures.ts waits on it before a
 * worker's tests); once built, `/builds/<name>/site?language=<code>` is what the site publishes, as
 * the tests read it (the site's own language without `language`).
 */
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:http';
import { builtBasePath, headersPerBuild } from '#outputs/hosts/host-config.ts';
import { createStaticServer, listen } from '#tooling/serve/static-server.ts';
import type { BuildAnswer, BuildRequest, Preparation } from './build-runner.ts';

export interface ServedBuild {
  name: string;
  /** How the content folder is made first (build-runner.ts). */
  prepare?: Preparation;
  /** The content folder, relative to the project. */
  contentDir: string;
  /** The build's folder, relative to the project. */
  dist: string;
  port: number;
}

const projectDir = path.resolve(import.meta.dirname, '../..');

/** Each build's state, as the status port tells it, and once built what its site publishes (as JSON). */
const states = new Map<string, { status: 202 | 200 | 500; text: string; sites?: Record<string, string> }>();

/**
 * Builds every one of `builds`, `lanes` at a time, each lane a process of its own that builds one
 * site after another (build-runner.ts), and serves each once built. What a build prints is kept for
 * the status port, and shown here when it fails.
 */
async function buildAll(builds: ServedBuild[], lanes: number): Promise<void> {
  const queue = [...builds];
  await Promise.all(
    Array.from({ length: Math.min(lanes, queue.length) }, async () => {
      const runner = fork(path.join(import.meta.dirname, 'build-runner.ts'), {
        cwd: projectDir,
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      });
      let output = '';
      runner.stdout!.on('data', (chunk: Buffer) => (output += chunk));
      runner.stderr!.on('data', (chunk: Buffer) => (output += chunk));
      const exited = new Promise<{ name: string; error: string }>((resolve) =>
        runner.on('exit', (code) => resolve({ name: '', error: `A build process stopped (exit ${code})` })),
      );
      try {
        for (let served = queue.shift(); served; served = queue.shift()) {
          output = '';
          const request: BuildRequest = {
            name: served.name,
            prepare: served.prepare,
            contentDir: served.contentDir,
            dist: served.dist,
          };
          const answered = new Promise<BuildAnswer>((resolve) => runner.once('message', resolve));
          runner.send(request);
          const answer = await Promise.race([answered, exited]);
          if ('error' in answer) {
            const text = `The ${served.name} build failed:\n${answer.error}\n${output}`;
            console.error(text);
            states.set(served.name, { status: 500, text });
            // A stopped process builds nothing more: what is left in the queue fails with it.
            if (!answer.name)
              for (const left of queue.splice(0)) states.set(left.name, { status: 500, text });
            continue;
          }
          await serve(served);
          // What the build printed (its warnings) stays readable for the tests.
          states.set(served.name, {
            status: 200,
            text: `built in ${answer.seconds.toFixed(1)} s\n${output}`,
            sites: Object.fromEntries(
              Object.entries(answer.sites).map(([language, site]) => [language, JSON.stringify(site)]),
            ),
          });
          console.log(`built ${answer.name} in ${answer.seconds.toFixed(1)} s`);
        }
      } finally {
        runner.removeAllListeners('exit');
        runner.kill();
      }
    }),
  );
}

async function serve(served: ServedBuild): Promise<void> {
  const dir = path.join(projectDir, served.dist);
  // Each build carries its own headers (a contact endpoint widens the policy), as `npm start` reads them.
  const server = createStaticServer({ dir, basePath: builtBasePath(dir), headers: headersPerBuild() });
  await listen(server, served.port, '127.0.0.1');
}

const builds = JSON.parse(process.env.E2E_SERVE_BUILDS ?? '[]') as ServedBuild[];
const statusPort = Number(process.argv[2]);
if (builds.length === 0 || !statusPort) {
  throw new Error('Usage: E2E_SERVE_BUILDS=<builds as JSON> serve-builds.ts <status-port>');
}
for (const build of builds) states.set(build.name, { status: 202, text: 'being built' });

const building = `building ${builds.map((served) => `${served.name} (port ${served.port})`).join(', ')}`;
await listen(
  createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const [, name, part] = /^\/builds\/([^/]+)(\/site)?$/.exec(url.pathname) ?? [];
    const state = name ? states.get(decodeURIComponent(name)) : { status: 200 as const, text: building };
    if (!state) return void response.writeHead(404).end('no such build\n');
    const site = part && state.sites?.[url.searchParams.get('language') ?? ''];
    if (part && site) return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(site);
    if (part && state.status === 200) return void response.writeHead(404).end('no such language\n');
    response.writeHead(state.status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`${state.text}\n`);
  }),
  statusPort,
  '127.0.0.1',
);
console.log(building);
await buildAll(builds, Math.min(2, availableParallelism()));
