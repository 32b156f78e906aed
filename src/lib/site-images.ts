/** The home-screen icon iOS asks for at this address. */
export const appleTouchIcon = { path: '/apple-touch-icon.png', size: 180 } as const;
export const webManifestPath = '/manifest.webmanifest';
/** The tab's icon: the owner's monogram on the accent (scripts/outputs/site-files). */
export const faviconPath = '/favicon.svg';
