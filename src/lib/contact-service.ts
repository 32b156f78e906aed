/**
 * The services the contact form can deliver through, and exactly what each one is sent, as its own
 * documentation describes it (docs/decisions/015). Pure functions of the build's configuration,
 * shared by the browser (the form, its request), the prerenderer (the form's markup) and the build
 * scripts (the configuration's checks, scripts/outputs/hosts/contact-endpoint.ts).
 */

/**
 * The longest message the form sends, in characters: about 1,500 words, far beyond what a first
 * contact needs, and small enough for any form backend and for the draft kept in session storage.
 * The counter under the box still shows the specification's n/500.
 */
export const maxMessageLength = 10_000;

/**
 * - `json`: any endpoint of the owner's (a serverless function, a form backend) that takes JSON;
 * - `formspree`: Formspree (`https://formspree.io/f/<form id>`);
 * - `web3forms`: Web3Forms, with the owner's access key;
 * - `netlify`: Netlify Forms, on a site Netlify hosts (the form posts to its own page).
 */
export const contactServices = ['json', 'formspree', 'web3forms', 'netlify'] as const;
export type ContactService = (typeof contactServices)[number];

/** How the contact form delivers, as the build was configured (checked in scripts/outputs/hosts/contact-endpoint.ts). */
export interface ContactDelivery {
  service: ContactService;
  /** Where messages are posted; none for Netlify Forms, which takes them at the page's own address. */
  endpoint?: string;
  /** Web3Forms' access key. Public by design: it only lets messages reach the key's owner. */
  accessKey?: string;
  /** Cloudflare Turnstile's site key, when the form asks visitors to pass its challenge. */
  turnstileSiteKey?: string;
}

/** Web3Forms' one address for every form. */
export const web3formsEndpoint = 'https://api.web3forms.com/submit';
/** The form's name on Netlify (its `form-name`), under which submissions are listed. */
const netlifyFormName = 'contact';
/** Where Cloudflare Turnstile's script and challenge frame come from. */
export const turnstileOrigin = 'https://challenges.cloudflare.com';
/** The script, rendering widgets only when asked (`render=explicit`), so hydration finds its own markup. */
export const turnstileScript = `${turnstileOrigin}/turnstile/v0/api.js?render=explicit`;
/** The field Turnstile puts its token in, which the services and `siteverify` read. */
export const turnstileField = 'cf-turnstile-response';

/** What the contact form gathers from the visitor. */
export interface ContactMessage {
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  /** Empty when the form offers no project types; then it is not sent. */
  projectType: string;
}

/**
 * What goes out with the message: the honeypot's value (`trap`: empty from people, filled in by
 * bots; `on` for a ticked checkbox) and, with Turnstile, the challenge's token.
 */
export interface OutgoingMessage extends ContactMessage {
  trap: string;
  turnstileToken?: string;
}

/**
 * The honeypot each service filters on: Formspree drops messages with `_gotcha` filled in, Web3Forms
 * those with the checkbox `botcheck` ticked, Netlify those with the field its form names in
 * `netlify-honeypot`; the owner's own endpoint gets `website`.
 */
export function honeypotOf(service: ContactService | undefined): { name: string; type: 'text' | 'checkbox' } {
  switch (service) {
    case 'formspree':
      return { name: '_gotcha', type: 'text' };
    case 'web3forms':
      return { name: 'botcheck', type: 'checkbox' };
    case 'netlify':
      return { name: 'bot-field', type: 'text' };
    default:
      return { name: 'website', type: 'text' };
  }
}

/** Hidden fields the service needs in the form itself, so a post without JavaScript carries them too. */
export function hiddenFieldsOf(delivery: ContactDelivery | undefined): [name: string, value: string][] {
  if (delivery?.service === 'netlify') return [['form-name', netlifyFormName]];
  if (delivery?.service === 'web3forms') return [['access_key', delivery.accessKey ?? '']];
  return [];
}

/** The `<form>` element's attributes for a post without JavaScript. */
export type FormAttributes = {
  action?: string;
  method: 'post';
  encType?: 'text/plain';
  name?: string;
  'data-netlify'?: 'true';
  'netlify-honeypot'?: string;
};

/**
 * Where and how the form posts when JavaScript is unavailable: to the service, as a plain
 * urlencoded form; for Netlify Forms, to the page itself, marked for Netlify's build to find it;
 * with no service, a `mailto:` address.
 */
export function formAttributesOf(delivery: ContactDelivery | undefined, mailto?: string): FormAttributes {
  // Without a service the form has the owner's address to fall back on, if the profile gives one.
  if (!delivery)
    return mailto ? { action: mailto, method: 'post', encType: 'text/plain' } : { method: 'post' };
  if (delivery.service === 'netlify') {
    return {
      method: 'post',
      name: netlifyFormName,
      'data-netlify': 'true',
      'netlify-honeypot': honeypotOf('netlify').name,
    };
  }
  return { action: endpointOf(delivery), method: 'post' };
}

/** The address a service's messages go to (Netlify Forms: none, the page's own). */
function endpointOf(delivery: ContactDelivery): string | undefined {
  if (delivery.service === 'web3forms') return delivery.endpoint ?? web3formsEndpoint;
  return delivery.endpoint;
}

export interface DeliveryRequest {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: string;
}

/**
 * The request that delivers a message, as each service documents it:
 * - Formspree: JSON with `Accept: application/json` (its own client, `@formspree/core`, sends
 *   exactly this), honeypot `_gotcha`;
 * - Web3Forms: JSON to `https://api.web3forms.com/submit` with `access_key`, honeypot `botcheck`
 *   (a boolean);
 * - Netlify Forms: a urlencoded POST of the form's fields with `form-name` to the page's path;
 * - any other endpoint: JSON, honeypot `website`.
 * With Turnstile, its token goes along as `cf-turnstile-response` (the build refuses Turnstile with
 * Netlify Forms). `pagePath` is the address of the page the form is on.
 */
export function deliveryRequest(
  delivery: ContactDelivery,
  message: OutgoingMessage,
  pagePath: string,
): DeliveryRequest {
  const { trap, turnstileToken, projectType, ...chosen } = message;
  // A form without project types has no such field, and sends none, as it does without JavaScript.
  const fields = projectType ? { ...chosen, projectType } : chosen;
  const honeypot = honeypotOf(delivery.service);
  const token = turnstileToken === undefined ? {} : { [turnstileField]: turnstileToken };
  if (delivery.service === 'netlify') {
    // Turnstile is not offered with Netlify Forms (it checks only its own reCAPTCHA).
    const body = new URLSearchParams({ 'form-name': netlifyFormName, ...fields, [honeypot.name]: trap });
    return {
      url: pagePath,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    };
  }
  const json =
    delivery.service === 'web3forms'
      ? { access_key: delivery.accessKey, ...fields, [honeypot.name]: trap !== '', ...token }
      : { ...fields, [honeypot.name]: trap, ...token };
  return {
    url: endpointOf(delivery)!,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(json),
  };
}
