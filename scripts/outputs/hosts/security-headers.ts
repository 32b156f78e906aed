import { headScriptSource } from './head-script.ts';

/**
 * The one source of the site's security policy. From it come the headers `npm start` sends, the
 * hosts' header files (`_headers` in the build, the root `vercel.json`; see host-config.ts) and the
 * `<meta>` tags every page carries, so the policy also holds on a host that sends no headers of
 * ours (GitHub Pages). The policy admits only the site's own scripts, styles, images and fonts, and
 * one inline script, by its hash (head-script.ts); nothing else inline executes.
 */
export interface SecurityOptions {
  /**
   * Where the contact form delivers (see contact-endpoint.ts). Its origin is the policy's one
   * widening: the form's script posts to it (`connect-src`) and, without JavaScript, the form itself
   * does (`form-action`). With no endpoint, the form's no-JavaScript fallback is a `mailto:` address,
   * so `form-action` admits the `mailto:` scheme instead.
   */
  contactEndpoint?: string;
  /**
   * The contact form delivers to the site itself (Netlify Forms): nothing to admit, and no
   * `mailto:` fallback either.
   */
  contactOnSite?: boolean;
  /**
   * Cloudflare Turnstile's origin, when the form asks for its challenge: its script (`script-src`)
   * and the frame it runs in (`frame-src`), as its documentation lists them. Nothing else widens.
   */
  turnstile?: string;
}

/** Directives a `<meta http-equiv>` policy cannot carry; browsers ignore them there (CSP 3, §3.3). */
const headerOnlyDirectives = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

/** The Content-Security-Policy as directive → sources, in the order it is written. */
function policyDirectives({
  contactEndpoint,
  contactOnSite,
  turnstile,
}: SecurityOptions): [string, string][] {
  const endpoint = contactEndpoint ? ` ${new URL(contactEndpoint).origin}` : '';
  const formTarget = contactEndpoint || contactOnSite ? endpoint : ' mailto:';
  const directives: [string, string][] = [
    ['default-src', "'none'"],
    ['script-src', `'self' ${headScriptSource()}`],
    ['style-src', "'self'"],
    ['img-src', "'self'"],
    ['font-src', "'self'"],
    ['connect-src', `'self'${endpoint}`],
    ['manifest-src', "'self'"],
    ['base-uri', "'none'"],
    ['form-action', `'self'${formTarget}`],
    ['frame-ancestors', "'none'"],
  ];
  return turnstile ? withTurnstile(directives, new URL(turnstile).origin) : directives;
}

/** Turnstile's script, and the frame its challenge runs in, from its origin: nothing more. */
function withTurnstile(directives: [string, string][], origin: string): [string, string][] {
  return directives.flatMap(([name, sources]): [string, string][] => {
    if (name === 'script-src') return [[name, `${sources} ${origin}`]];
    if (name === 'manifest-src')
      return [
        [name, sources],
        ['frame-src', origin],
      ];
    return [[name, sources]];
  });
}

const written = (directives: [string, string][]) =>
  directives.map(([name, sources]) => `${name} ${sources}`).join('; ');

export function securityHeaders(options: SecurityOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': written(policyDirectives(options)),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    // The site opens other sites only in new tabs, with `noopener`; no window it opens, and no window
    // that opens it, gets a handle on it.
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  };
}

/**
 * The part of the policy a page can carry itself, as the `<meta>` tags for its `<head>`: the
 * Content-Security-Policy without the directives a meta tag cannot hold, and the referrer policy.
 * Headers and tags come from the same options, so where both arrive they agree.
 */
export function securityMetaTags(options: SecurityOptions = {}): string {
  const policy = written(policyDirectives(options).filter(([name]) => !headerOnlyDirectives.has(name)));
  const referrer = securityHeaders(options)['Referrer-Policy']!;
  return [
    `<meta http-equiv="Content-Security-Policy" content="${attribute(policy)}">`,
    `<meta name="referrer" content="${attribute(referrer)}">`,
  ].join('\n');
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
