import { loadEnv } from 'vite';

/** The build-time setting that switches the contact form from its simulated send to real delivery. */
export const contactEndpointVariable = 'VITE_CONTACT_ENDPOINT';

/** Hosts a development endpoint may use plain `http://` on: this machine only. */
const loopbackHosts = new Set(['localhost', '127.0.0.1']);

/** A host name a visitor's browser can reach: dot-separated labels ending in a top-level domain. */
const publicHostName = /^(?=.{1,253}$)([a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+[a-z][a-z\d-]{0,61}[a-z\d]$/i;

/**
 * Characters that would end or split a header value or an HTML attribute the endpoint is written
 * into (the policy's `connect-src`, the form's `action`): the policy's separators `;` and `,`,
 * quotes, and whitespace.
 */
const breaksHeaderOrAttribute = /[;,"'`\s<>\\]/;

/**
 * Checks an endpoint address and returns it normalized, or throws a message naming the setting:
 * https only (http only for localhost and 127.0.0.1), a real host, no user name or password, and
 * nothing that could break the header or the attribute it is written into.
 */
export function validateContactEndpoint(value: string): string {
  const fail = (problem: string): never => {
    throw new Error(`${contactEndpointVariable} ${problem}, received "${value}"`);
  };
  const unsafe = breaksHeaderOrAttribute.exec(value);
  if (unsafe) {
    const character = /\s/.test(unsafe[0]) ? 'whitespace' : `"${unsafe[0]}"`;
    fail(`must be a plain address; ${character} would break the security policy or the form`);
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail('must be a full address like https://forms.example.com/send');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') fail('must be an https:// address');
  if (url.username || url.password) {
    fail('must not contain a user name or password: they would be published in every page');
  }
  const loopback = loopbackHosts.has(url.hostname);
  if (url.protocol === 'http:' && !loopback) {
    fail('must use https:// (plain http:// is only for localhost and 127.0.0.1 while developing)');
  }
  if (!loopback && !publicHostName.test(url.hostname)) {
    fail(`must name a real host like forms.example.com, not "${url.hostname}"`);
  }
  return url.href;
}

/**
 * The contact form's delivery endpoint for a build, from the environment or the project's `.env`
 * files (the same places Vite reads it from), or `undefined` when none is configured. A bad address
 * stops the build: a typo here would otherwise lose visitors' messages or weaken the policy.
 */
export function contactEndpoint(rootDir: string, mode = 'production'): string | undefined {
  const value = loadEnv(mode, rootDir, 'VITE_')[contactEndpointVariable]?.trim();
  return value ? validateContactEndpoint(value) : undefined;
}
