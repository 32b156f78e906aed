import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  builtBasePath,
  builtHeaders,
  netlifyHeaders,
  netlifyToml,
  vercelConfig,
  vercelConfigProblem,
  vercelHeaders,
} from '#outputs/hosts/host-config.ts';
import { securityHeaders, securityMetaTags } from '#outputs/hosts/security-headers.ts';

const projectDir = path.resolve(import.meta.dirname, '../../..');
const committed = (file: string) => readFileSync(path.join(projectDir, file), 'utf8');

/** The contact endpoint origin a policy admits, if any (from its `connect-src`). */
const endpointIn = (policy: string) => /connect-src 'self' (\S+?)(;|$)/.exec(policy)?.[1];

describe('the hosts’ root configuration', () => {
  // Its build command and publish folder.
  it('netlify.toml is the one the source writes', () => {
    expect(committed('netlify.toml')).toBe(netlifyToml());
    expect(committed('netlify.toml')).toMatch(/^ {2}command = "npm run build"$/m);
    expect(committed('netlify.toml')).toMatch(/^ {2}publish = "dist"$/m);
  });

  // The headers for the endpoint it was written for.
  it('vercel.json is the one the source writes, headers included', () => {
    const text = committed('vercel.json');
    const headers = vercelHeaders(text);
    const endpoint = endpointIn(headers['Content-Security-Policy'] ?? '');
    expect(headers).toEqual(securityHeaders({ contactEndpoint: endpoint }));
    expect(text).toBe(vercelConfig(headers));
    const config = JSON.parse(text) as { buildCommand: string; outputDirectory: string };
    expect(config).toMatchObject({ buildCommand: 'npm run build', outputDirectory: 'dist' });
  });

  it('a build for Vercel stops when vercel.json is for another policy', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vercel-'));
    try {
      writeFileSync(path.join(dir, 'vercel.json'), vercelConfig(securityHeaders()));
      expect(vercelConfigProblem(dir, securityHeaders())).toBeUndefined();
      const widened = securityHeaders({ contactEndpoint: 'https://forms.example.com/send' });
      expect(vercelConfigProblem(dir, widened)).toMatch(
        /^vercel\.json sends other headers than this build needs \(Content-Security-Policy\)\. Run `npm run hosts`/,
      );
      rmSync(path.join(dir, 'vercel.json'));
      expect(vercelConfigProblem(dir, widened)).toMatch(/vercel\.json could not be read/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// The file a build writes for Netlify and Cloudflare Pages.
describe('the _headers file', () => {
  it('carries every header of the source under the base path, read back the same', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'headers-'));
    try {
      const headers = securityHeaders({ contactEndpoint: 'https://forms.example.com/send' });
      writeFileSync(path.join(dir, '_headers'), netlifyHeaders(headers, '/portfolio/'));
      const text = readFileSync(path.join(dir, '_headers'), 'utf8');
      expect(text.startsWith('/portfolio/*\n')).toBe(true);
      expect(text).toContain('\n/portfolio/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
      expect(builtHeaders(dir)).toEqual(headers);
      expect(builtBasePath(dir)).toBe('/portfolio/');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the policy as meta tags', () => {
  // And the same referrer policy.
  it('is the header policy but what a meta tag cannot carry', () => {
    for (const options of [{}, { contactEndpoint: 'https://forms.example.com/send' }]) {
      const headers = securityHeaders(options);
      const tags = securityMetaTags(options);
      const metaPolicy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(tags)?.[1];
      const expected = headers['Content-Security-Policy']!.split('; ')
        .filter((directive) => !/^(frame-ancestors|report-uri|sandbox)\b/.test(directive))
        .join('; ');
      expect(metaPolicy).toBe(expected);
      expect(metaPolicy).toContain("default-src 'none'");
      expect(tags).toContain(`<meta name="referrer" content="${headers['Referrer-Policy']}">`);
    }
  });

  it('keeps other windows away from the site: COOP same-origin', () => {
    expect(securityHeaders()['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });
});

describe('local settings', () => {
  it('.env files stay out of git, and the example stays in', () => {
    const ignored = (file: string) => {
      try {
        execFileSync('git', ['check-ignore', '--quiet', '--no-index', file], { cwd: projectDir });
        return true;
      } catch {
        return false;
      }
    };
    for (const file of ['.env', '.env.local', '.env.production', '.env.production.local']) {
      expect(ignored(file), file).toBe(true);
    }
    expect(ignored('.env.example')).toBe(false);
  });
});
