import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, realpath, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Cloudflare's own engine serving a built site: `wrangler pages dev`, which runs the Pages asset
 * server (route matching, `_headers`, `404.html`) in workerd, locally and without an account.
 *
 * It runs offline and leaves nothing behind: it listens on 127.0.0.1 only; usage metrics, error
 * reports, the banner's update check and the download of the request's `cf` data are switched off;
 * its state, caches, logs and configuration go to a temporary folder, removed when it stops.
 */
export interface PagesDev {
  origin: string;
  stop(): Promise<void>;
}

const wranglerBin = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
/** A date the bundled workerd supports, so wrangler has no reason to look for a newer release. */
const compatibilityDate = '2026-04-01';
const startTimeoutMs = 60_000;

/** A port free on 127.0.0.1 right now, for a server that must be told its port. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startPagesDev(siteDir: string): Promise<PagesDev> {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const workDir = await mkdtemp(path.join(tmpdir(), 'pages-dev-'));
  const child = spawn(
    process.execPath,
    [
      wranglerBin,
      'pages',
      'dev',
      // A published build is a link to its folder (scripts/outputs/atomic-output.ts): serve the folder.
      await realpath(siteDir),
      '--ip=127.0.0.1',
      `--port=${port}`,
      `--inspector-port=${inspectorPort}`,
      `--compatibility-date=${compatibilityDate}`,
      `--persist-to=${path.join(workDir, 'state')}`,
    ],
    {
      cwd: workDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_SEND_ERROR_REPORTS: 'false',
        WRANGLER_HIDE_BANNER: 'true',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        WRANGLER_LOG_PATH: path.join(workDir, 'logs'),
        MINIFLARE_CACHE_DIR: path.join(workDir, 'cache'),
        XDG_CONFIG_HOME: path.join(workDir, 'config'),
        NO_COLOR: '1',
      },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopGroup(child);
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(origin, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

async function waitUntilServing(origin: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`wrangler pages dev exited with ${child.exitCode}:\n${output()}`);
    }
    const answered = await fetch(`${origin}/`, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler pages dev did not answer within ${startTimeoutMs / 1000} s:\n${output()}`);
}

/** Ends wrangler and the workerd processes it started (its process group). */
async function stopGroup(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // The group has ended already.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
  // workerd may outlive wrangler by a moment; nothing of the group is left running.
  signal('SIGKILL');
}
