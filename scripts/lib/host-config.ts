import { readFileSync } from 'node:fs';
import path from 'node:path';
import { securityHeaders } from './security-headers.ts';

const immutableAssets = 'public, max-age=31536000, immutable';

/** Netlify / Cloudflare Pages `_headers`: the security headers everywhere, long caching for assets. */
export function netlifyHeaders(headers = securityHeaders()): string {
  const lines = ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
  lines.push('/assets/*', `  Cache-Control: ${immutableAssets}`);
  return `${lines.join('\n')}\n`;
}

/** Vercel `vercel.json` for a prebuilt static deployment of `dist/`. */
export function vercelConfig(headers = securityHeaders()): string {
  const config = {
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      { source: '/(.*)', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) },
      { source: '/assets/(.*)', headers: [{ key: 'Cache-Control', value: immutableAssets }] },
    ],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/**
 * The headers a build was made for, read back from its `_headers` file, so `npm start` serves
 * exactly what a static host would (a build with a contact endpoint widens the policy for it).
 * Falls back to the default headers for a folder without one.
 */
export function builtHeaders(dir: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(path.join(dir, '_headers'), 'utf8');
  } catch {
    return securityHeaders();
  }
  const everywhere = text.split(/^\/assets\/\*$/m)[0]!;
  const entries = [...everywhere.matchAll(/^ {2}([\w-]+): (.+)$/gm)].map((match) => [match[1]!, match[2]!]);
  return Object.fromEntries(entries);
}
