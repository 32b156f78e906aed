/**
 * Builds every site the browser tests need, two at a time, then serves each on its port as a static
 * host would, and answers on the ready port once all of them answer. Playwright starts its web
 * servers one after the other, so nine builds, each its own server, ran one at a time: about four
 * minutes of a two-core machine's run on one core.
 *
 *   E2E_SERVE_BUILDS='[{ "name", "command", "dist", "port" }, …]' \
 *     node --import tsx tests/e2e/serve-builds.ts <ready-port>
 *
 * `command` makes the build's content and builds it into `dist` (playwright.config.ts).
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:http';
import { builtBasePath, headersPerBuild } from '../../scripts/lib/host-config.ts';
import { createStaticServer, listen } from '../../scripts/lib/static-server.ts';

export interface ServedBuild {
  name: string;
  /** A shell command that builds the site into `dist`. */
  command: string;
  /** The build's folder, relative to the project. */
  dist: string;
  port: number;
}

const projectDir = path.resolve(import.meta.dirname, '../..');

/** Runs a build's command; its output is shown only when it fails. */
function build({ name, command }: ServedBuild): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, { cwd: projectDir, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`The ${name} build failed (exit ${code}):\n${output}`));
      console.log(`built ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

/** Runs `tasks`, at most `limit` at once. */
async function inTurn(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  const queue = [...tasks];
  const lanes = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task();
  });
  await Promise.all(lanes);
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
  await inTurn(
    builds.map((served) => () => build(served)),
    Math.min(2, availableParallelism()),
  );
  await Promise.all(builds.map(serve));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
createServer((_request, response) => response.end('ready\n')).listen(readyPort, '127.0.0.1', () =>
  console.log(`serving ${builds.map((served) => `${served.name} on ${served.port}`).join(', ')}`),
);
