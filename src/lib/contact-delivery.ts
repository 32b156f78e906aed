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
export async function deliverMessage(message: ContactMessage, endpoint = contactEndpoint): Promise<void> {
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
