import { loadEnv } from 'vite';
import {
  contactServices,
  turnstileOrigin,
  web3formsEndpoint,
  type ContactDelivery,
  type ContactService,
} from '#src/lib/contact-service.ts';
import type { SecurityOptions } from './security-headers.ts';

/** Where messages go: the owner's endpoint, or the Formspree form's address. */
const contactEndpointVariable = 'VITE_CONTACT_ENDPOINT';
/** Which service delivers the contact form's messages (contact-service.ts); `json` when unset. */
const contactServiceVariable = 'VITE_CONTACT_SERVICE';
const web3formsKeyVariable = 'VITE_WEB3FORMS_ACCESS_KEY';
/** Cloudflare Turnstile's site key: switches its challenge on. */
const turnstileKeyVariable = 'VITE_TURNSTILE_SITE_KEY';

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

/** The host each service with an address of its own takes messages at. */
const serviceHosts: Partial<Record<ContactService, { host: string; example: string }>> = {
  formspree: { host: 'formspree.io', example: 'https://formspree.io/f/xyzabcde' },
  web3forms: { host: new URL(web3formsEndpoint).host, example: web3formsEndpoint },
};
/** Web3Forms' access keys are UUIDs. */
const web3formsKey = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;
/** Turnstile's site keys (`0x4AAAAAAA…`, and its testing keys `1x00000000000000000000AA`). */
const turnstileKey = /^[\w-]{10,100}$/;

/**
 * How the contact form delivers, for a build: from the environment or the project's `.env` files
 * (the same places Vite reads them from), or `undefined` for the simulated send. Anything that
 * would lose visitors' messages or weaken the policy stops the build, naming the setting: an
 * unknown service, a setting it lacks or has no use for, an endpoint elsewhere than the service's
 * own host (an address on this machine is always accepted, for testing against a stand-in).
 */
export function contactDelivery(rootDir: string, mode = 'production'): ContactDelivery | undefined {
  const env = loadEnv(mode, rootDir, 'VITE_');
  const setting = (name: string) => env[name]?.trim() || undefined;
  const named = setting(contactServiceVariable);
  const rawEndpoint = setting(contactEndpointVariable);
  const accessKey = setting(web3formsKeyVariable);
  const turnstileSiteKey = setting(turnstileKeyVariable);
  if (!named && !rawEndpoint) {
    const stray = accessKey ? web3formsKeyVariable : turnstileSiteKey ? turnstileKeyVariable : undefined;
    if (stray) throw new Error(`${stray} is set, but no ${contactServiceVariable} delivers the form`);
    return undefined;
  }
  const service = (named ?? 'json') as ContactService;
  if (!contactServices.includes(service)) {
    throw new Error(
      `${contactServiceVariable} must be one of ${contactServices.map((name) => `"${name}"`).join(', ')}, received "${named}"`,
    );
  }
  const endpoint = rawEndpoint && validateContactEndpoint(rawEndpoint);
  const known = serviceHosts[service];
  if (endpoint && known) {
    const { hostname, host } = new URL(endpoint);
    if (!loopbackHosts.has(hostname) && host !== known.host) {
      throw new Error(
        `${contactEndpointVariable} for ${service} must be an address on ${known.host} like ${known.example}, received "${rawEndpoint}"`,
      );
    }
  }
  if (!endpoint && (service === 'json' || service === 'formspree')) {
    const example = known?.example ?? 'https://forms.example.com/send';
    throw new Error(`${contactServiceVariable}=${service} needs ${contactEndpointVariable}, like ${example}`);
  }
  if (endpoint && service === 'netlify') {
    throw new Error(
      `${contactServiceVariable}=netlify takes messages at the contact page itself; remove ${contactEndpointVariable}`,
    );
  }
  if (service === 'web3forms' && !accessKey) {
    throw new Error(
      `${contactServiceVariable}=web3forms needs ${web3formsKeyVariable}, the access key Web3Forms sent you`,
    );
  }
  if (accessKey && service !== 'web3forms') {
    throw new Error(
      `${web3formsKeyVariable} is only for ${contactServiceVariable}=web3forms, not "${service}"`,
    );
  }
  if (accessKey && !web3formsKey.test(accessKey)) {
    throw new Error(
      `${web3formsKeyVariable} must be the access key Web3Forms sent you, like 1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f, received "${accessKey}"`,
    );
  }
  if (turnstileSiteKey && service === 'netlify') {
    throw new Error(
      `${turnstileKeyVariable} cannot be used with Netlify Forms, which checks only its own reCAPTCHA: the token would go unchecked`,
    );
  }
  if (turnstileSiteKey && !turnstileKey.test(turnstileSiteKey)) {
    throw new Error(
      `${turnstileKeyVariable} must be the site key from Cloudflare's dashboard, like 0x4AAAAAAABcdEfGhIjKlMnO, received "${turnstileSiteKey}"`,
    );
  }
  return {
    service,
    ...(endpoint ? { endpoint } : {}),
    ...(accessKey ? { accessKey } : {}),
    ...(turnstileSiteKey ? { turnstileSiteKey } : {}),
  };
}

/**
 * What the policy must admit for a way of delivering: the service's origin (none for Netlify
 * Forms, which posts to the site itself) and, with Turnstile, its origin for script and frame.
 */
export function securityOptionsFor(delivery: ContactDelivery | undefined): SecurityOptions {
  if (!delivery) return {};
  const endpoint =
    delivery.service === 'web3forms' ? (delivery.endpoint ?? web3formsEndpoint) : delivery.endpoint;
  return {
    ...(endpoint ? { contactEndpoint: endpoint } : { contactOnSite: true }),
    ...(delivery.turnstileSiteKey ? { turnstile: turnstileOrigin } : {}),
  };
}
