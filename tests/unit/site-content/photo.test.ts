/**
 * The owner's photo (`photo` in profile.json): every way it can be wrong is reported at the field,
 * and a photo too small for the largest portrait is a warning, not a failure.
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadSiteContent } from '#site-content/content.ts';
import { formatProblem } from '#engine/problem.ts';
import { fixtureRoot, problemLines, today } from '../engine/helpers.ts';

/** Where the valid fixture's profile.json names its photo. */
const at = 'content/profile.json:5:12  photo';

describe('the photo', () => {
  it('is found relative to content/', () => {
    const result = loadSiteContent({ rootDir: fixtureRoot(), today });
    expect(result).toMatchObject({ ok: true, warnings: [] });
  });

  it('must exist, with the likely name when it is a slip', () => {
    expect(problemLines([], ['images/jane.jpg'])).toEqual([
      `${at}  No photo at content/images/jane.jpg: the path is relative to content/`,
    ]);
    expect(problemLines('photo-misnamed', ['images/jane.jpg'])).toEqual([
      `${at}  No photo at content/images/jane.jpg: the path is relative to content/ — did you mean "images/jane.jpeg"?`,
    ]);
  });

  it('must be an image, in a format the build reads, and whole', () => {
    expect(problemLines('photo-not-an-image')).toEqual([`${at}  content/images/jane.jpg is not an image`]);
    expect(problemLines('photo-wrong-format')).toEqual([
      `${at}  content/images/jane.jpg is a GIF; save it as JPEG, PNG, WebP or AVIF`,
    ]);
    expect(problemLines('photo-cut-short')).toEqual([
      `${at}  content/images/jane.jpg is cut short: the file ends before the image does; copy it again`,
    ]);
  });

  it('is a file, not a folder', () => {
    const rootDir = fixtureRoot([], ['images/jane.jpg']);
    mkdirSync(join(rootDir, 'content/images/jane.jpg'));
    const result = loadSiteContent({ rootDir, today });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      `${at}  content/images/jane.jpg is a folder: name the image file inside it`,
    ]);
  });

  it('lives in content/: a link out of it is refused', async () => {
    const rootDir = fixtureRoot([], ['images/jane.jpg']);
    const outside = join(rootDir, 'elsewhere.jpg');
    await sharp({ create: { width: 700, height: 700, channels: 3, background: '#888' } })
      .jpeg()
      .toFile(outside);
    symlinkSync(outside, join(rootDir, 'content/images/jane.jpg'));
    const result = loadSiteContent({ rootDir, today });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      `${at}  content/images/jane.jpg leads outside content/: keep the photo itself in content/`,
    ]);
  });

  it('smaller than the largest portrait shown is a warning, and the content still loads', () => {
    const result = loadSiteContent({ rootDir: fixtureRoot('photo-small'), today });
    expect(result.ok).toBe(true);
    expect(result.warnings.map(formatProblem)).toEqual([
      `${at}  The photo is 320×240 pixels; the pages show it up to 640 pixels wide on sharp screens, where it will look soft: use one at least 640 pixels on its shorter side`,
    ]);
  });

  it('keeps its folder from being reported as a stray file, even while the profile is broken', () => {
    const rootDir = fixtureRoot('profile-fields');
    writeFileSync(join(rootDir, 'content/images/notes.txt'), 'not a picture');
    const lines = problemLines('profile-fields');
    expect(lines.some((line) => line.startsWith('content/images'))).toBe(false);
    const result = loadSiteContent({ rootDir, today });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toContainEqual(
      'content/images:1:1  (file)  Not read: no content lives here — did you mean "pages"?',
    );
  });

  it('is drawn in one of the treatments the site knows, named where it is set', () => {
    expect(problemLines('photo-treatment')).toEqual([
      'content/profile.json:6:21  photoTreatment  Expected one of "duotone", "tint", "none"; received "sepia"',
    ]);
    const rootDir = fixtureRoot('photo-treatment');
    const file = join(rootDir, 'content/profile.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"sepia"', '"duotones"'));
    expect(problemLines([], [], rootDir)).toEqual([
      'content/profile.json:6:21  photoTreatment  Expected one of "duotone", "tint", "none"; received "duotones" — did you mean "duotone"?',
    ]);
  });

  it('is drawn as a duotone unless the profile says otherwise', () => {
    const result = loadSiteContent({ rootDir: fixtureRoot(), today });
    expect(
      result.ok && result.content.find((loaded) => loaded.collection.name === 'profile')?.entries[0]?.data,
    ).toMatchObject({ photoTreatment: 'duotone' });
  });

  it('has its path checked by the schema: inside content/, a picture format', () => {
    const rootDir = fixtureRoot();
    const file = join(rootDir, 'content/profile.json');
    for (const [photo, expected] of [
      ['../portrait.jpg', 'Expected a JPEG, PNG, WebP or AVIF file in content/'],
      ['images/IMG_0042.HEIC', 'Expected a JPEG, PNG, WebP or AVIF file in content/'],
    ] as const) {
      writeFileSync(file, JSON.stringify({ ...profileOf(rootDir), photo }, null, 2));
      const result = loadSiteContent({ rootDir, today });
      expect(result.ok ? [] : result.problems.map((problem) => problem.message)).toEqual([
        expect.stringContaining(expected),
      ]);
    }
  });
});

function profileOf(rootDir: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(rootDir, 'content/profile.json'), 'utf8')) as Record<string, unknown>;
}
