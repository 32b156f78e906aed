import { profile, site } from '../content';
import { palette } from '../styles/palette';
import { initials } from './initials';
import { siteDescription, siteTitle } from './owner';
import { siteAddress } from './site-address';

/** The home-screen icon iOS asks for at this address. */
export const appleTouchIcon = { path: '/apple-touch-icon.png', size: 180 } as const;
/** The web app manifest's icons. */
export const manifestIcons = [
  { path: '/icon-192.png', size: 192 },
  { path: '/icon-512.png', size: 512 },
] as const;
export const webManifestPath = '/manifest.webmanifest';
/** The tab's icon: the owner's monogram on the accent (scripts/site-files). */
export const faviconPath = '/favicon.svg';

/** The spec's picture of the owner (`site.image`, /img/rh.webp) is this many pixels square. */
const specImageSize = 480;

/**
 * The square pictures the build makes from the owner's photo (`photo`, relative to content/) at
 * fixed addresses: the icons and the spec's picture. Each address's extension is its format.
 * Without a photo they are made from the monogram of the owner's initials on the accent.
 */
export function photoImages() {
  return {
    photo: profile.photo,
    monogram: {
      initials: initials(profile.name),
      background: site.accent.light,
      foreground: palette.light.bg,
    },
    images: [appleTouchIcon, ...manifestIcons, { path: site.image, size: specImageSize }],
  };
}

/** The web app manifest: the owner's name and the site's description, the portrait as the icon. */
export function webManifest() {
  return {
    name: siteTitle(),
    short_name: profile.name,
    description: siteDescription(),
    lang: site.locale.replace('_', '-'),
    start_url: siteAddress('/', site.url),
    scope: siteAddress('/', site.url),
    display: 'browser',
    background_color: '#ffffff',
    theme_color: site.accent.light,
    icons: manifestIcons.map((icon) => ({
      src: siteAddress(icon.path, site.url),
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
    })),
  };
}
