import { loadEnv } from 'vite';

/** The build-time setting that switches the contact form from its simulated send to real delivery. */
export const contactEndpointVariable = 'VITE_CONTACT_ENDPOINT';

/**
 * The contact form's delivery endpoint for a build, from the environment or the project's `.env`
 * files (the same places Vite reads it from), or `undefined` when none is configured. An address
 * that is not http(s) stops the build: a typo here would otherwise lose visitors' messages.
 */
export function contactEndpoint(rootDir: string, mode = 'production'): string | undefined {
  const value = loadEnv(mode, rootDir, 'VITE_')[contactEndpointVariable]?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `${contactEndpointVariable} must be a full address like https://forms.example.com/send, received "${value}"`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${contactEndpointVariable} must be an http(s) address, received "${value}"`);
  }
  return url.href;
}
