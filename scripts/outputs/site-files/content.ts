/**
 * The server build's second entry: the content of the files made besides the pages (index.ts), read
 * through `src/content` like the pages, so none of them can drift from what the pages say. The
 * prerenderer imports it from the server build, the development server through Vite.
 */
import { profile, site } from '#src/content/index.ts';
import { initials } from '#src/lib/initials.ts';
import { siteDescription, siteTitle } from '#src/lib/owner.ts';
import { appleTouchIcon, faviconPath, webManifestPath } from '#src/lib/site-images.ts';
import { siteAddress } from '#src/lib/site-address.ts';
import { palette } from '#src/styles/palette.ts';
import { languageTag } from '#src/content/values/dates.ts';
import { photoTones } from '#site-content/images/photo-treatment.ts';

export { resumePdfPath } from '#src/lib/resume.ts';
export { resumeContent } from '../resume-pdf/content.ts';
export { socialCards } from '../social-cards/content.ts';
export { jsonResume, jsonResumePath } from './json-resume.ts';
export { feedPaths, feedSource } from './feed-content.tsx';
export { faviconPath, webManifestPath };

const manifestIcons = [
  { path: '/icon-192.png', size: 192 },
  { path: '/icon-512.png', size: 512 },
] as const;

/** The spec's picture of the owner (`site.image`, /img/rh.webp) is this many pixels square. */
const specImageSize = 480;

/**
 * The square pictures the build makes from the owner's photo (`photo`, relative to content/) at
 * fixed addresses: the icons and the spec's picture. Each address's extension is its format. The
 * photo is drawn as the pages draw it (`look`), so the cards and the icons match the hero.
 * Without a photo they are made from the monogram of the owner's initials on the accent.
 */
export function photoImages() {
  return {
    photo: profile.photo,
    look: { treatment: profile.photoTreatment, tones: photoTones(site.accent.light) },
    monogram: {
      initials: initials(profile.name),
      background: site.accent.light,
      foreground: palette.light.bg,
      language: languageTag(site.locale),
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
