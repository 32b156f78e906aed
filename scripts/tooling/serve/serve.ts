/**
 * `npm start`: builds the site if it is missing or older than its sources, then serves `dist/` on
 * localhost exactly as a static host would (deep links, 404 page, Brotli and gzip, conditional
 * requests, security headers), under the base path the site was built for. A later `npm run build`
 * swaps the new site in, and the running server answers from it straight away.
 *
 *   npm start -- --port 8080   choose the port (default 4173, or $PORT)
 *   npm start -- --no-build    serve what is in dist/ as it is
 *   npm start -- --no-build --dir <dir>   serve another build (see `build.ts --out-dir`)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { readCommandLine } from '#lib/command-line.ts';
import { builtBasePath, headersPerBuild } from '#outputs/hosts/host-config.ts';
import { createStaticServer, listen } from './static-server.ts';
import { projectDir, typescriptArgs } from '#lib/project-dir.ts';

const rootDir = projectDir;
const sources = ['content', 'src', 'scripts', 'vite.config.ts', 'package-lock.json'];

/** The newest modification time among the files a build reads. */
function newestSourceTime(entry: string): number {
  const info = statSync(entry, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  if (entry.endsWith(`${path.sep}generated`)) return 0;
  return Math.max(0, ...readdirSync(entry).map((name) => newestSourceTime(path.join(entry, name))));
}

function needsBuild(): boolean {
  const built = statSync(path.join(distDir, 'index.html'), { throwIfNoEntry: false });
  if (!built) return true;
  return sources.some((source) => newestSourceTime(path.join(rootDir, source)) > built.mtimeMs);
}

const usage = `Usage: npm start -- [--port N] [--host HOST] [--no-build] [--dir DIR]

Builds the site if it is older than its sources, then serves it as a static host would.`;

const { values } = readCommandLine(usage, {
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    build: { type: 'boolean', default: true },
    dir: { type: 'string' },
  },
  allowNegative: true,
});
const distDir = values.dir ? path.resolve(values.dir) : path.join(rootDir, 'dist');

if (values.build && needsBuild()) {
  console.log('Building the site first…');
  const result = spawnSync(
    process.execPath,
    [...typescriptArgs, path.join(rootDir, 'scripts/outputs/build.ts'), '--out-dir', distDir],
    {
      stdio: 'inherit',
      cwd: rootDir,
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error(
    `${path.relative(process.cwd(), distDir) || '.'}/ holds no built site: run \`npm run build\` first`,
  );
  process.exit(1);
}

// Each build carries its own headers (a contact endpoint widens the policy): read them per build.
const basePath = builtBasePath(distDir);
const server = createStaticServer({ dir: distDir, headers: headersPerBuild(), basePath });
const address = await listen(server, Number(values.port), values.host);
console.log(
  `Serving ${path.relative(process.cwd(), distDir) || '.'}/ at ${address}${basePath}  (Ctrl+C to stop)`,
);
