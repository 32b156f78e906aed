/**
 * The HTTP headers the site is served with, by `npm start` and (through the generated `_headers`
 * and `vercel.json`) by static hosts. The policy admits only the site's own scripts, styles,
 * images and fonts; nothing inline executes.
 */
export interface SecurityOptions {
  /**
   * Where the contact form delivers (see contact-endpoint.ts). Its origin is the policy's one
   * widening: the form's script posts to it (`connect-src`) and, without JavaScript, the form itself
   * does (`form-action`). With no endpoint, the form's no-JavaScript fallback is a `mailto:` address,
   * so `form-action` admits the `mailto:` scheme instead.
   */
  contactEndpoint?: string;
}

export function securityHeaders({ contactEndpoint }: SecurityOptions = {}): Record<string, string> {
  const endpoint = contactEndpoint ? ` ${new URL(contactEndpoint).origin}` : '';
  const formTarget = contactEndpoint ? endpoint : ' mailto:';
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    `connect-src 'self'${endpoint}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    `form-action 'self'${formTarget}`,
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  };
}
