import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  contactDelivery,
  securityOptionsFor,
  validateContactEndpoint,
} from '#outputs/hosts/contact-endpoint.ts';

/** The endpoint a build delivers to, from its settings. */
const contactEndpoint = (dir: string) => contactDelivery(dir)?.endpoint;
import { builtHeaders, netlifyHeaders } from '#outputs/hosts/host-config.ts';
import { securityHeaders } from '#outputs/hosts/security-headers.ts';

const settings = [
  'VITE_CONTACT_ENDPOINT',
  'VITE_CONTACT_SERVICE',
  'VITE_WEB3FORMS_ACCESS_KEY',
  'VITE_TURNSTILE_SITE_KEY',
] as const;
let dir: string;
const saved = Object.fromEntries(settings.map((name) => [name, process.env[name]]));
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'endpoint-'));
  for (const name of settings) delete process.env[name];
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  for (const name of settings) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

/** The delivery a build with these settings makes. */
function configured(values: Partial<Record<(typeof settings)[number], string>>) {
  Object.assign(process.env, values);
  return contactDelivery(dir);
}

describe('contactEndpoint', () => {
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
  // One that would break the policy, publish credentials or travel in clear.
  it('stops the build on an address unsafe to publish', () => {
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

// The service a build delivers messages through.
describe('the contact service of a build', () => {
  const accessKey = '1a2b3c4d-1a2b-4a2b-8a2b-1a2b3c4d5e6f';

  it('is the owner’s JSON endpoint with only VITE_CONTACT_ENDPOINT set', () => {
    expect(configured({ VITE_CONTACT_ENDPOINT: 'https://forms.example.com/send' })).toEqual({
      service: 'json',
      endpoint: 'https://forms.example.com/send',
    });
  });

  it('takes each preset with what it needs', () => {
    expect(
      configured({
        VITE_CONTACT_SERVICE: 'formspree',
        VITE_CONTACT_ENDPOINT: 'https://formspree.io/f/xyzabcde',
      }),
    ).toEqual({ service: 'formspree', endpoint: 'https://formspree.io/f/xyzabcde' });
    delete process.env.VITE_CONTACT_ENDPOINT;
    expect(configured({ VITE_CONTACT_SERVICE: 'web3forms', VITE_WEB3FORMS_ACCESS_KEY: accessKey })).toEqual({
      service: 'web3forms',
      accessKey,
    });
    delete process.env.VITE_WEB3FORMS_ACCESS_KEY;
    expect(configured({ VITE_CONTACT_SERVICE: 'netlify' })).toEqual({ service: 'netlify' });
  });

  it('accepts a stand-in on this machine for the service’s own address', () => {
    expect(
      configured({
        VITE_CONTACT_SERVICE: 'formspree',
        VITE_CONTACT_ENDPOINT: 'http://127.0.0.1:4520/f/test',
      }),
    ).toMatchObject({ endpoint: 'http://127.0.0.1:4520/f/test' });
  });

  it.each([
    [
      'an unknown service',
      { VITE_CONTACT_SERVICE: 'mailgun' },
      'VITE_CONTACT_SERVICE must be one of "json", "formspree", "web3forms", "netlify", received "mailgun"',
    ],
    [
      'Formspree without its address',
      { VITE_CONTACT_SERVICE: 'formspree' },
      'VITE_CONTACT_SERVICE=formspree needs VITE_CONTACT_ENDPOINT, like https://formspree.io/f/xyzabcde',
    ],
    [
      'JSON without an endpoint',
      { VITE_CONTACT_SERVICE: 'json' },
      'VITE_CONTACT_SERVICE=json needs VITE_CONTACT_ENDPOINT',
    ],
    [
      'Formspree at another host',
      { VITE_CONTACT_SERVICE: 'formspree', VITE_CONTACT_ENDPOINT: 'https://forms.example.com/f/x' },
      'VITE_CONTACT_ENDPOINT for formspree must be an address on formspree.io',
    ],
    [
      'Web3Forms without a key',
      { VITE_CONTACT_SERVICE: 'web3forms' },
      'VITE_CONTACT_SERVICE=web3forms needs VITE_WEB3FORMS_ACCESS_KEY',
    ],
    [
      'Web3Forms with the placeholder key',
      { VITE_CONTACT_SERVICE: 'web3forms', VITE_WEB3FORMS_ACCESS_KEY: 'YOUR_ACCESS_KEY_HERE' },
      'VITE_WEB3FORMS_ACCESS_KEY must be the access key Web3Forms sent you',
    ],
    [
      'a Web3Forms key for another service',
      { VITE_CONTACT_ENDPOINT: 'https://forms.example.com/send', VITE_WEB3FORMS_ACCESS_KEY: accessKey },
      'VITE_WEB3FORMS_ACCESS_KEY is only for VITE_CONTACT_SERVICE=web3forms, not "json"',
    ],
    [
      'Netlify with an endpoint',
      { VITE_CONTACT_SERVICE: 'netlify', VITE_CONTACT_ENDPOINT: 'https://forms.example.com/send' },
      'VITE_CONTACT_SERVICE=netlify takes messages at the contact page itself; remove VITE_CONTACT_ENDPOINT',
    ],
    [
      'Netlify with Turnstile',
      { VITE_CONTACT_SERVICE: 'netlify', VITE_TURNSTILE_SITE_KEY: '1x00000000000000000000AA' },
      'VITE_TURNSTILE_SITE_KEY cannot be used with Netlify Forms',
    ],
    [
      'Turnstile without a service',
      { VITE_TURNSTILE_SITE_KEY: '1x00000000000000000000AA' },
      'VITE_TURNSTILE_SITE_KEY is set, but no VITE_CONTACT_SERVICE',
    ],
    [
      'a Turnstile key that is none',
      { VITE_CONTACT_ENDPOINT: 'https://forms.example.com/send', VITE_TURNSTILE_SITE_KEY: '<key>' },
      'VITE_TURNSTILE_SITE_KEY must be the site key from Cloudflare',
    ],
  ])('stops the build on %s', (_, values, message) => {
    expect(() => configured(values)).toThrow(message);
  });
});

describe('what the policy admits for each service', () => {
  const policy = (delivery: Parameters<typeof securityOptionsFor>[0]) =>
    securityHeaders(securityOptionsFor(delivery))['Content-Security-Policy']!;
  const strict = securityHeaders()['Content-Security-Policy']!;

  it('only the service’s origin, for connections and form posts', () => {
    expect(policy({ service: 'formspree', endpoint: 'https://formspree.io/f/xyzabcde' })).toBe(
      strict
        .replace("connect-src 'self'", "connect-src 'self' https://formspree.io")
        .replace("form-action 'self' mailto:", "form-action 'self' https://formspree.io"),
    );
    expect(policy({ service: 'web3forms', accessKey: '1a2b3c4d-1a2b-4a2b-8a2b-1a2b3c4d5e6f' })).toBe(
      strict
        .replace("connect-src 'self'", "connect-src 'self' https://api.web3forms.com")
        .replace("form-action 'self' mailto:", "form-action 'self' https://api.web3forms.com"),
    );
  });

  it('nothing for Netlify Forms, which posts to the site itself', () => {
    expect(policy({ service: 'netlify' })).toBe(
      strict.replace("form-action 'self' mailto:", "form-action 'self'"),
    );
  });

  it('Turnstile’s script and frame origin only when it is on', () => {
    const endpoint = 'https://forms.example.com/send';
    const without = policy({ service: 'json', endpoint });
    const withTurnstile = policy({ service: 'json', endpoint, turnstileSiteKey: '1x00000000000000000000AA' });
    expect(without).not.toContain('challenges.cloudflare.com');
    expect(withTurnstile).toBe(
      without
        .replace(/script-src ([^;]*);/, 'script-src $1 https://challenges.cloudflare.com;')
        .replace("manifest-src 'self';", "manifest-src 'self'; frame-src https://challenges.cloudflare.com;"),
    );
    // Still default-src 'none' with nothing unsafe or scheme-wide: the Observatory's +10 holds.
    expect(withTurnstile).toMatch(/^default-src 'none';/);
    expect(withTurnstile).not.toMatch(/unsafe|\shttps?:(;|\s|$)|\*/);
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

describe('the policy with an endpoint', () => {
  // Nothing else changes.
  it('admits the endpoint’s origin for connections and form posts only', () => {
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
