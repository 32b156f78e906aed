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
