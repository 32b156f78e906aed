import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactEndpoint, validateContactEndpoint } from '../../../scripts/lib/contact-endpoint.ts';
import { builtHeaders, netlifyHeaders } from '../../../scripts/lib/host-config.ts';
import { securityHeaders } from '../../../scripts/lib/security-headers.ts';

describe('contactEndpoint', () => {
  let dir: string;
  const saved = process.env.VITE_CONTACT_ENDPOINT;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'endpoint-'));
    delete process.env.VITE_CONTACT_ENDPOINT;
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    if (saved === undefined) delete process.env.VITE_CONTACT_ENDPOINT;
    else process.env.VITE_CONTACT_ENDPOINT = saved;
  });

  it('is undefined when nothing is configured, so the form keeps its simulated send', () => {
    expect(contactEndpoint(dir)).toBeUndefined();
  });

  it('reads the environment first, then the .env files', () => {
    writeFileSync(path.join(dir, '.env'), 'VITE_CONTACT_ENDPOINT=https://forms.example.com/from-file\n');
    expect(contactEndpoint(dir)).toBe('https://forms.example.com/from-file');
    process.env.VITE_CONTACT_ENDPOINT = 'https://forms.example.com/from-env';
    expect(contactEndpoint(dir)).toBe('https://forms.example.com/from-env');
  });

  it('refuses an address that is not https, naming the setting and the value', () => {
    process.env.VITE_CONTACT_ENDPOINT = 'javascript:alert(1)';
    expect(() => contactEndpoint(dir)).toThrow(
      'VITE_CONTACT_ENDPOINT must be an https:// address, received "javascript:alert(1)"',
    );
    process.env.VITE_CONTACT_ENDPOINT = 'forms.example.com/send';
    expect(() => contactEndpoint(dir)).toThrow(
      /^VITE_CONTACT_ENDPOINT must be a full address like https:\/\/.*"forms\.example\.com\/send"/,
    );
  });
  it('stops the build on an address that would break the policy, publish credentials or travel in clear', () => {
    for (const value of [
      'https://forms.example.com;sandbox',
      'https://user:secret@forms.example.com/send',
      'http://forms.example.com/send',
    ]) {
      process.env.VITE_CONTACT_ENDPOINT = value;
      expect(() => contactEndpoint(dir), value).toThrow(/^VITE_CONTACT_ENDPOINT /);
    }
  });
});

describe('validateContactEndpoint', () => {
  it('accepts https addresses, and plain http only on this machine', () => {
    expect(validateContactEndpoint('https://forms.example.com/f/abc123')).toBe(
      'https://forms.example.com/f/abc123',
    );
    expect(validateContactEndpoint('https://api.example.co.uk:8443/send?to=me')).toBe(
      'https://api.example.co.uk:8443/send?to=me',
    );
    expect(validateContactEndpoint('http://localhost:8787/messages')).toBe('http://localhost:8787/messages');
    expect(validateContactEndpoint('http://127.0.0.1:4520/messages')).toBe('http://127.0.0.1:4520/messages');
  });

  it.each([
    ['https://forms.example.com;sandbox', /";" would break the security policy/],
    ['https://forms.example.com/a,b', /"," would break/],
    ['https://forms.example.com/"onload', /""" would break/],
    ["https://forms.example.com/'x", /"'" would break/],
    ['https://forms.example.com/a b', /whitespace would break/],
    ['https://forms.example.com/a\tb', /whitespace would break/],
    ['https://user:secret@forms.example.com/send', /must not contain a user name or password/],
    ['https://token@forms.example.com/send', /must not contain a user name or password/],
    ['http://forms.example.com/send', /must use https:\/\/ \(plain http:\/\/ is only for localhost/],
    ['http://192.168.1.10/send', /must use https:\/\//],
    ['https://forms/send', /must name a real host like forms\.example\.com, not "forms"/],
    ['https://10.0.0.1/send', /must name a real host/],
    ['https://-bad-.example.com/send', /must name a real host/],
    ['ftp://forms.example.com/send', /must be an https:\/\/ address/],
  ])('refuses %s', (value, message) => {
    expect(() => validateContactEndpoint(value)).toThrow(message);
    expect(() => validateContactEndpoint(value)).toThrow(/^VITE_CONTACT_ENDPOINT /);
    expect(() => validateContactEndpoint(value)).toThrow(`received "${value}"`);
  });
});

describe('the policy with a contact endpoint', () => {
  it('admits the endpoint origin for connections and form posts, and nothing else changes', () => {
    const strict = securityHeaders()['Content-Security-Policy']!;
    const widened = securityHeaders({ contactEndpoint: 'https://forms.example.com:8443/send?to=me' })[
      'Content-Security-Policy'
    ]!;
    expect(widened).toBe(
      strict
        .replace("connect-src 'self'", "connect-src 'self' https://forms.example.com:8443")
        .replace("form-action 'self' mailto:", "form-action 'self' https://forms.example.com:8443"),
    );
  });

  it('is read back from a build’s _headers exactly as written', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'headers-'));
    try {
      const headers = securityHeaders({ contactEndpoint: 'https://forms.example.com/send' });
      writeFileSync(path.join(dir, '_headers'), netlifyHeaders(headers));
      expect(builtHeaders(dir)).toEqual(headers);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('falls back to the strict headers for a folder without _headers', () => {
    expect(builtHeaders(tmpdir())).toEqual(securityHeaders());
  });
});
