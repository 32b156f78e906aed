/**
 * The files the build makes from content besides the pages: the PDF résumé, a social card per
 * route, the pictures made from the owner's photo, the favicon and the web app manifest. Listed
 * here once, for the prerenderer to write and the development server to serve.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { noCache, type BuildCache } from '#lib/build-cache.ts';
import { buildTime, pinnedBuildTime } from '#lib/build-time.ts';
import type { MonogramArt } from './monogram.ts';
import { imageType, type PhotoImage } from './photo-images.ts';
import type { PhotoLook } from '#site-content/images/photo-treatment.ts';
import type { ResumeContent } from '../resume-pdf/content.ts';
import type { SocialCardContent } from '../social-cards/content.ts';
import { atomFeed, jsonFeed, type FeedSource } from './feeds.ts';

/*
 * The generators load on first use. The cards render React elements, so React must load in the mode
 * the server bundle uses: in a build that is production, which Vite sets only once it starts building.
 */
const generators = {
  resumePdf: () => import('../resume-pdf/render.ts'),
  socialCards: () => import('../social-cards/render.ts'),
  photoImages: () => import('./photo-images.ts'),
  monogram: () => import('./monogram.ts'),
};

/** What the server build's entry for these files (content.ts) exports: content, read through src/content. */
export interface SiteFileContent {
  resumeContent(): ResumeContent;
  resumePdfPath: string;
  socialCards(): Promise<SocialCardContent[]>;
  photoImages(): { photo?: string; look: PhotoLook; monogram: MonogramArt; images: readonly PhotoImage[] };
  webManifest(): object;
  webManifestPath: string;
  faviconPath: string;
  jsonResume(builtAt: Date): unknown;
  jsonResumePath: string;
  /** The feeds' content; nothing without posts. */
  feedSource(builtAt: Date): Promise<FeedSource | undefined>;
  feedPaths: { atom: string; json: string };
}

/** The entry's name in the server build, which writes it as `site-files.js`. */
export const siteFilesEntry = {
  name: 'site-files',
  source: 'scripts/outputs/site-files/content.ts',
} as const;

interface SiteFile {
  /** Site path, e.g. `/social/home.jpg`. */
  path: string;
  /** Media type. */
  type: string;
  render(): Promise<Buffer>;
}

/** Files made by one generator, timed together by the build. */
export interface SiteFileGroup {
  name: 'resumePdf' | 'socialCards' | 'photoImages' | 'feeds';
  files: SiteFile[];
}

/**
 * The PDF résumé, kept with what it warned of (a résumé past three pages), which is said again
 * whenever the kept one is published.
 */
async function resumePdf(cache: BuildCache, resume: ResumeContent, builtAt: Date): Promise<Buffer> {
  // A kept PDF keeps the date it was first made, unless the build's time is pinned (build-time.ts).
  const pinned = pinnedBuildTime()?.toISOString();
  const kept = await cache.json('resume-pdf', pinned ? { resume, pinned } : resume, async () => {
    const warnings: string[] = [];
    const bytes = await (
      await generators.resumePdf()
    ).renderResumePdf(resume, {
      warn: (message) => warnings.push(message),
      createdAt: builtAt,
    });
    return { pdf: bytes.toString('base64'), warnings };
  });
  for (const warning of kept.warnings) console.warn(warning);
  return Buffer.from(kept.pdf, 'base64');
}

/** Runs `make` once, on first use. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= make());
}

/**
 * Every file made from content, by generator. `contentDir` is where the photo's path starts. The
 * PDF, the cards and the photo's pictures are kept in `cache` under what each is made from.
 */
export async function siteFiles(
  source: SiteFileContent,
  contentDir: string,
  builtAt = buildTime(),
  cache: BuildCache = noCache,
): Promise<SiteFileGroup[]> {
  const { photo: photoPath, look: photoLook, monogram, images } = source.photoImages();
  // The photo's bytes are read for the keys; the monogram is drawn only when a picture is made.
  const photoFile = once(async () => (photoPath ? readFile(join(contentDir, photoPath)) : undefined));
  const photo = once(
    async () => (await photoFile()) ?? (await generators.monogram()).renderMonogram(monogram),
  );
  const photoKey = async () => (await photoFile()) ?? monogram;
  // The monogram is drawn in the site's colours already: only a photo is treated.
  const look = photoPath ? photoLook : undefined;
  const cardPicture = once(async () => (await generators.socialCards()).cardPhoto(await photo(), look));
  const feeds = await source.feedSource(builtAt);
  const resume = source.resumeContent();
  return [
    {
      name: 'resumePdf',
      files: [
        {
          path: source.resumePdfPath,
          type: 'application/pdf',
          render: () => resumePdf(cache, resume, builtAt),
        },
      ],
    },
    {
      name: 'socialCards',
      files: (await source.socialCards()).map((card) => ({
        path: card.path,
        type: 'image/jpeg',
        render: async () =>
          cache.bytes('social-card', [card, await photoKey(), look], async () =>
            (await generators.socialCards()).renderSocialCard(card, await cardPicture()),
          ),
      })),
    },
    {
      name: 'photoImages',
      files: [
        ...images.map((image) => ({
          path: image.path,
          type: imageType(image.path),
          render: async () =>
            cache.bytes('photo-image', [image, await photoKey(), look], async () =>
              (await generators.photoImages()).renderPhotoImage(await photo(), image, look),
            ),
        })),
        // The tab's icon: the monogram on the accent whether or not there is a photo, which a
        // favicon's few pixels would blur.
        {
          path: source.faviconPath,
          type: 'image/svg+xml',
          render: () =>
            cache.bytes('favicon', monogram, async () =>
              Buffer.from(await (await generators.monogram()).monogramSvg(monogram, 64, { rounded: true })),
            ),
        },
        {
          path: source.webManifestPath,
          type: 'application/manifest+json',
          render: async () => Buffer.from(`${JSON.stringify(source.webManifest(), null, 2)}\n`),
        },
      ],
    },
    {
      name: 'feeds',
      files: feeds
        ? [
            {
              path: source.feedPaths.atom,
              type: 'application/atom+xml',
              render: async () => Buffer.from(atomFeed(feeds)),
            },
            {
              path: source.feedPaths.json,
              type: 'application/feed+json',
              render: async () => Buffer.from(jsonFeed(feeds)),
            },
          ]
        : [],
    },
  ];
}
