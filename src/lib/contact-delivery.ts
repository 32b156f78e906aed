import {
  deliveryRequest,
  honeypotOf,
  turnstileField,
  type ContactDelivery,
  type OutgoingMessage,
} from './contact-service';

export type { ContactMessage, OutgoingMessage } from './contact-service';
export { maxMessageLength } from './contact-service';

/** How messages are delivered, from the build's configuration (scripts/outputs/hosts/contact-endpoint.ts). */
declare const __CONTACT_DELIVERY__: ContactDelivery | null;

/**
 * The service messages go through, chosen at build time (`VITE_CONTACT_SERVICE` and the settings
 * it needs). Without one, sending is simulated.
 */
export const contactDelivery: ContactDelivery | undefined = __CONTACT_DELIVERY__ ?? undefined;

/** The simulated send's wait, in milliseconds. */
export const simulatedSendMs = 2000;
/** How long a real send may take before it counts as failed. */
const sendTimeoutMs = 20_000;

/** What the form adds to the visitor's words: the honeypot's value and, with Turnstile, its token. */
export type DeliveryExtras = Pick<OutgoingMessage, 'trap' | 'turnstileToken'>;

/** Reads the honeypot (under the service's name for it) and Turnstile's token from the form. */
export function deliveryExtras(form: HTMLFormElement, delivery = contactDelivery): DeliveryExtras {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const trap = text(honeypotOf(delivery?.service).name);
  return delivery?.turnstileSiteKey ? { trap, turnstileToken: text(turnstileField) } : { trap };
}

/**
 * Delivers a message as the configured service expects it (contact-service.ts), from the page at
 * `pagePath`; with no service, waits `simulatedSendMs` and succeeds. Rejects on a network error, a
 * timeout or a non-2xx answer.
 */
export async function deliverMessage(
  message: OutgoingMessage,
  delivery = contactDelivery,
  pagePath = typeof location === 'undefined' ? '/' : location.pathname,
): Promise<void> {
  if (!delivery) {
    await new Promise((resolve) => setTimeout(resolve, simulatedSendMs));
    return;
  }
  const { url, ...request } = deliveryRequest(delivery, message, pagePath);
  const response = await fetch(url, { ...request, signal: AbortSignal.timeout(sendTimeoutMs) });
  if (!response.ok) {
    throw new Error(`The contact service answered ${response.status} ${response.statusText}`.trim());
  }
}
