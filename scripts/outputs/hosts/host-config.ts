/**
 * What each static host reads, written from the one source of the headers (security-headers.ts):
 *
 * - Netlify and Cloudflare Pages: `_headers` in the build (written by every build, so it carries the
 *   build's contact endpoint); Netlify also reads the root `netlify.toml` for how to build.
 * - Vercel: the root `vercel.json`, read before the build runs, so it is a committed file that
 *   `npm run hosts` writes and a test keeps in step with the source.
 * - GitHub Pages sends no headers of ours: the pages carry the policy as `<meta>` tags.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { securityHeaders } from './security-headers.ts';

const immutableAssets = 'public, max-age=31536000, immutable';
const buildCommand = 'npm run build';
const outputDirectory = 'dist';

/** A note at the top of each generated file, so nobody edits it by hand. */
const generatedBy =
  'Written by `npm run hosts` from scripts/outputs/hosts/security-headers.ts; edit that, then run it.';

/**
 * Netlify / Cloudflare Pages `_headers`: the security headers everywhere, long caching for the
 * hashed assets under the site's base path.
 */
export function netlifyHeaders(headers = securityHeaders(), basePath = '/'): string {
  const lines = [`${basePath}*`, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
  lines.push(`${basePath}assets/*`, `  Cache-Control: ${immutableAssets}`);
  return `${lines.join('\n')}\n`;
}

/** The root `netlify.toml`: how Netlify builds the site; the headers come from the build's `_headers`. */
export function netlifyToml(): string {
  return [
    `# ${generatedBy}`,
    '# Netlify reads the headers from dist/_headers, which every build writes.',
    '[build]',
    `  command = "${buildCommand}"`,
    `  publish = "${outputDirectory}"`,
    '',
    '[build.environment]',
    '  NODE_VERSION = "20"',
    '',
  ].join('\n');
}

interface VercelConfig {
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

/**
 * The root `vercel.json`: how Vercel builds the site, and the headers it sends. (Vercel refuses
 * unknown keys, so unlike `netlify.toml` it cannot say that it is generated.)
 */
export function vercelConfig(headers = securityHeaders()): string {
  const config = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    framework: null,
    buildCommand,
    outputDirectory,
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      { source: '/(.*)', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) },
      { source: '/assets/(.*)', headers: [{ key: 'Cache-Control', value: immutableAssets }] },
    ],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** The headers Vercel sends for every page, read from a `vercel.json`. */
export function vercelHeaders(text: string): Record<string, string> {
  const config = JSON.parse(text) as VercelConfig;
  const everywhere = config.headers.find((rule) => rule.source === '/(.*)');
  return Object.fromEntries((everywhere?.headers ?? []).map(({ key, value }) => [key, value]));
}

/**
 * On Vercel, the committed `vercel.json` must have been written for the policy this build makes
 * (a build with a contact endpoint widens it); otherwise the header would block what the page's own
 * policy allows. Returns the problem to stop the build with, or `undefined`.
 */
export function vercelConfigProblem(rootDir: string, headers: Record<string, string>): string | undefined {
  let committed: Record<string, string>;
  try {
    committed = vercelHeaders(readFileSync(path.join(rootDir, 'vercel.json'), 'utf8'));
  } catch (error) {
    return `vercel.json could not be read (${error instanceof Error ? error.message : error}); run \`npm run hosts\` and commit it.`;
  }
  const differing = Object.keys({ ...committed, ...headers }).filter(
    (name) => committed[name] !== headers[name],
  );
  if (differing.length === 0) return undefined;
  return (
    `vercel.json sends other headers than this build needs (${differing.join(', ')}). ` +
    'Run `npm run hosts` with the same contact settings (VITE_CONTACT_SERVICE and the rest) as the build and commit vercel.json.'
  );
}

function readHeadersFile(dir: string): string | undefined {
  try {
    return readFileSync(path.join(dir, '_headers'), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The headers a build was made for, read back from its `_headers` file, so `npm start` serves
 * exactly what a static host would (a build with a contact endpoint widens the policy for it).
 * Falls back to the default headers for a folder without one.
 */
export function builtHeaders(dir: string): Record<string, string> {
  const text = readHeadersFile(dir);
  if (text === undefined) return securityHeaders();
  const everywhere = text.split(/^\S*\/assets\/\*$/m)[0]!;
  const entries = [...everywhere.matchAll(/^ {2}([\w-]+): (.+)$/gm)].map((match) => [match[1]!, match[2]!]);
  return Object.fromEntries(entries);
}

/**
 * {@link builtHeaders} for whichever build a served folder holds, read once per build: a static
 * server's `headers` option while builds are swapped into place.
 */
export function headersPerBuild(): (siteDir: string) => Record<string, string> {
  const byBuild = new Map<string, Record<string, string>>();
  return (siteDir) => {
    if (!byBuild.has(siteDir)) byBuild.set(siteDir, builtHeaders(siteDir));
    return byBuild.get(siteDir)!;
  };
}

/** The base path a build was made for (its `_headers` file's first rule), or `/`. */
export function builtBasePath(dir: string): string {
  return /^(\/\S*)\*$/m.exec(readHeadersFile(dir) ?? '')?.[1] ?? '/';
}
