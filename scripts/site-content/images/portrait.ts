/**
 * The portrait the pages show: square crops of the owner's photo in AVIF and WebP at a few widths,
 * made by vite-imagetools from an import the content pipeline writes into
 * `src/content/generated/portrait.ts`. The module is plain text written synchronously; the pixels
 * are made by the bundler, cached, in development and in the build alike.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { Site } from '#src/content/config.ts';
import type { Profile } from '#src/content/schemas/profile.ts';
import type { GeneratedFile, LoadedCollection } from '#engine/define.ts';
import { generatedHeader } from '#engine/generate.ts';
import { inspectImage } from './inspect.ts';
import { photoTones, treatmentDirectives, treatmentMatrix, type PhotoLook } from './photo-treatment.ts';

/**
 * The widths made, in pixels. The largest covers the biggest the hero shows the photo (20rem, see
 * hero.module.css) on a screen of two device pixels per CSS pixel.
 */
const portraitWidths = [160, 320, 480, 640] as const;
export const largestPortraitWidth = portraitWidths.at(-1)!;

/**
 * The imagetools directives: square, cropped around what draws the eye, drawn in the site's colours
 * unless the owner turned that off, in both modern formats.
 */
function directives(widths: readonly number[], version: string, look: PhotoLook): string {
  return [
    `w=${widths.join(';')}`,
    'aspect=1:1',
    'fit=cover',
    'position=attention',
    ...treatmentDirectives(look),
    'format=avif;webp',
    'quality=60',
    // The photo's own hash and the treatment's numbers: another file of the same name, or a treatment
    // drawn differently with the same colours, makes a new import (imagetools caches by address).
    `v=${version}`,
    // Last, so the import matches the module declaration in src/content/picture-imports.d.ts.
    'as=picture',
  ].join('&');
}

/**
 * The text of `generated/portrait.ts` (after its header line) for the photo at `photoFile`, as
 * written into `outDir`, drawn with `look`. Widths larger than the photo's shorter side are left
 * out, not blown up.
 */
export function renderPortraitModule(photoFile: string, outDir: string, look: PhotoLook): string {
  const bytes = readFileSync(photoFile);
  const inspected = inspectImage(bytes);
  const shorter = inspected.ok ? Math.min(inspected.width, inspected.height) : largestPortraitWidth;
  const widths: number[] = portraitWidths.filter((width) => width <= shorter);
  if (shorter < largestPortraitWidth && !widths.includes(shorter)) widths.push(shorter);
  const treatment = treatmentMatrix(look);
  const hash = createHash('sha1').update(bytes);
  if (treatment) hash.update(JSON.stringify(treatment));
  const version = hash.digest('hex').slice(0, 12);
  let path = relative(outDir, photoFile).split(sep).join('/');
  if (!path.startsWith('.')) path = `./${path}`;
  return [
    `import type { Picture } from '../picture';`,
    `import picture from '${path}?${directives(widths, version, look)}';`,
    '',
    "/** The owner's photo as the pages show it: AVIF and WebP sources, and the fallback with its size. */",
    'export const portrait: Picture | null = picture;',
    '',
  ].join('\n');
}

/**
 * `portrait.ts` for the generated folder, from the photo the profile names; without one, `portrait`
 * is null and the pages draw the owner's monogram.
 */
export function renderPortrait(content: readonly LoadedCollection[], outDir: string): GeneratedFile[] {
  const profile = content.find((loaded) => loaded.collection.name === 'profile')?.entries[0];
  const site = content.find((loaded) => loaded.collection.name === 'site')?.entries[0]?.data as
    Site | undefined;
  if (!profile || !site) return [];
  const { photo, photoTreatment } = profile.data as Profile;
  const look: PhotoLook = { treatment: photoTreatment, tones: photoTones(site.accent.light) };
  const text = photo
    ? renderPortraitModule(join(dirname(profile.path), photo), outDir, look)
    : [
        `import type { Picture } from '../picture';`,
        '',
        "/** The profile names no photo: the pages draw the owner's monogram instead. */",
        'export const portrait: Picture | null = null;',
        '',
      ].join('\n');
  return [{ file: 'portrait.ts', text: `${generatedHeader}\n${text}` }];
}
