/**
 * Builds every site the browser tests need, two at a time, then serves each on its port as a static
 * host would, and answers on the ready port once all of them answer. Playwright starts its web
 * servers one after the other, so nine builds, each its own server, ran one at a time: about four
 * minutes of a two-core machine's run on one core.
 *
 *   E2E_SERVE_BUILDS='[{ "name", "prepare", "contentDir", "dist", "port" }, …]' \
 *     node --import ./scripts/lib/typescript.mjs tests/e2e/serve-builds.ts <ready-port>
 *
 * `prepare` makes the build's content in `contentDir`, which is built into `dist` (playwright.config.ts).
 */
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:http';
import { builtBasePath, headersPerBuild } from '#outputs/hosts/host-config.ts';
import { createStaticServer, listen } from '#tooling/serve/static-server.ts';
import type { BuildAnswer, BuildRequest } from './build-runner.ts';

export interface ServedBuild {
  name: string;
  /** A shell command that makes the content folder first. */
  prepare?: string;
  /** The content folder, relative to the project. */
  contentDir: string;
  /** The build's folder, relative to the project. */
  dist: string;
  port: number;
}

const projectDir = path.resolve(import.meta.dirname, '../..');

/**
 * Builds every one of `builds`, `lanes` at a time, each lane a process of its own that builds one
 * site after another (build-runner.ts). What a build prints is shown only when it fails.
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
      const exited = new Promise<never>((_, reject) =>
        runner.on('exit', (code) => reject(new Error(`A build process stopped (exit ${code}):\n${output}`))),
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
          if ('error' in answer)
            throw new Error(`The ${answer.name} build failed:\n${answer.error}\n${output}`);
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
const readyPort = Number(process.argv[2]);
if (builds.length === 0 || !readyPort) {
  throw new Error('Usage: E2E_SERVE_BUILDS=<builds as JSON> serve-builds.ts <ready-port>');
}

try {
  await buildAll(builds, Math.min(2, availableParallelism()));
  await Promise.all(builds.map(serve));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
createServer((_request, response) => response.end('ready\n')).listen(readyPort, '127.0.0.1', () =>
  console.log(`serving ${builds.map((served) => `${served.name} on ${served.port}`).join(', ')}`),
);
