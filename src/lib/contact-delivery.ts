/** What the contact form gathers and, when an endpoint is configured, sends. */
export interface ContactMessage {
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  projectType: string;
}

/**
 * What goes to the endpoint: the message, and the honeypot field's value as `website` (empty from
 * people; bots that fill every field fill it in), so the receiving server can drop bots' messages.
 * The form posts the same fields without JavaScript.
 */
export type OutgoingMessage = ContactMessage & { website: string };

/**
 * The longest message the form sends, in characters: about 1,500 words, far beyond what a first
 * contact needs, and small enough for any form backend and for the draft kept in session storage.
 * The counter under the box still shows the specification's n/500.
 */
export const maxMessageLength = 10_000;

/**
 * Where messages go, chosen at build time (`VITE_CONTACT_ENDPOINT`). Without one, sending is
 * simulated, as the product has always behaved.
 */
export const contactEndpoint: string | undefined = import.meta.env.VITE_CONTACT_ENDPOINT || undefined;

/** The simulated send's wait, in milliseconds. */
export const simulatedSendMs = 2000;
/** How long a real send may take before it counts as failed. */
export const sendTimeoutMs = 20_000;

/**
 * Delivers a message: POSTs it as JSON to the endpoint, or, with none configured, waits
 * `simulatedSendMs` and succeeds. Rejects on a network error, a timeout or a non-2xx answer.
 */
export async function deliverMessage(message: OutgoingMessage, endpoint = contactEndpoint): Promise<void> {
  if (!endpoint) {
    await new Promise((resolve) => setTimeout(resolve, simulatedSendMs));
    return;
  }
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(message),
    signal: AbortSignal.timeout(sendTimeoutMs),
  });
  if (!response.ok) {
    throw new Error(`The contact endpoint answered ${response.status} ${response.statusText}`.trim());
  }
}
