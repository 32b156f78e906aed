/**
 * The owner's photo in, what the pages need out: what a file is (read from its bytes), the
 * portrait's generated module, and the fixed-address pictures (icons, /img/rh.webp).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectImage } from '#site-content/images/inspect.ts';
import { imageType, renderPhotoImage } from '#outputs/site-files/photo-images.ts';
import { photoTones, type PhotoLook } from '#site-content/images/photo-treatment.ts';
import { renderPortraitModule } from '#site-content/images/portrait.ts';

/** A photo as a phone takes it: large, detailed (noise compresses badly), stored on its side. */
async function phonePhoto(width = 4000, height = 3000): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const plain = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4a6fa5' } });

describe('inspectImage', () => {
  it('reads the four formats the build takes, with their size as shown', async () => {
    expect(inspectImage(await plain(30, 20).jpeg().toBuffer())).toEqual({
      ok: true,
      format: 'jpg',
      width: 30,
      height: 20,
    });
    for (const format of ['png', 'webp', 'avif'] as const) {
      expect(inspectImage(await plain(30, 20).toFormat(format).toBuffer())).toMatchObject({
        ok: true,
        format,
        width: 30,
        height: 20,
      });
    }
    // EXIF orientation 6: stored 4000 wide, shown 3000 wide.
    expect(inspectImage(await phonePhoto(400, 300))).toMatchObject({ width: 300, height: 400 });
  });

  it('names what is not one of them', async () => {
    expect(inspectImage(Buffer.from('just text'))).toEqual({ ok: false, reason: 'is not an image' });
    expect(inspectImage(await plain(10, 10).gif().toBuffer())).toEqual({
      ok: false,
      reason: 'is a GIF; save it as JPEG, PNG, WebP or AVIF',
    });
  });

  it('finds a file cut short in every format, and accepts data after a whole JPEG', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) {
      const whole = await phonePhotoAs(format);
      expect(inspectImage(whole).ok, format).toBe(true);
      expect(inspectImage(whole.subarray(0, Math.floor(whole.length * 0.7))), format).toMatchObject({
        ok: false,
        reason: expect.stringContaining('cut short'),
      });
    }
    // A "motion photo" appends a video after the picture's end marker.
    const motion = Buffer.concat([await plain(30, 20).jpeg().toBuffer(), Buffer.alloc(4096, 7)]);
    expect(inspectImage(motion).ok).toBe(true);
  });
});

async function phonePhotoAs(format: 'jpeg' | 'png' | 'webp' | 'avif'): Promise<Buffer> {
  return sharp(await phonePhoto(300, 200))
    .toFormat(format)
    .toBuffer();
}

describe('renderPhotoImage', { timeout: 30_000 }, () => {
  // The size and format its address names.
  it('makes each fixed-address picture an upright square of its size and format', async () => {
    const photo = await phonePhoto();
    for (const [path, size, format] of [
      ['/apple-touch-icon.png', 180, 'png'],
      ['/icon-512.png', 512, 'png'],
      ['/img/rh.webp', 480, 'webp'],
      ['/img/owner.jpg', 200, 'jpeg'],
      ['/img/owner.avif', 200, 'heif'],
    ] as const) {
      const metadata = await sharp(await renderPhotoImage(photo, { path, size })).metadata();
      expect({ path, format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        path,
        format,
        width: size,
        height: size,
      });
      expect(metadata.orientation ?? 1, path).toBe(1);
    }
    expect([imageType('/icon-192.png'), imageType('/img/rh.webp'), imageType('/a.jpg')]).toEqual([
      'image/png',
      'image/webp',
      'image/jpeg',
    ]);
  });
});

describe('renderPortraitModule', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portrait-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const look = (treatment: PhotoLook['treatment']): PhotoLook => ({
    treatment,
    tones: photoTones('#b4421f'),
  });

  it('imports the photo through imagetools at every width up to its shorter side', async () => {
    const file = join(dir, 'content', 'me.jpg');
    const outDir = join(dir, 'src', 'content', 'generated');
    mkdirSync(join(dir, 'content'));
    await plain(1000, 800).jpeg().toFile(file);
    const text = renderPortraitModule(file, outDir, look('none'));
    expect(text).toContain("from '../../../content/me.jpg?w=160;320;480;640&aspect=1:1&fit=cover");
    expect(text).toMatch(/&position=attention&format=avif;webp&.*&v=[0-9a-f]{12}&as=picture';/);
    expect(text).toContain('export const portrait: Picture | null = picture;');
    // Drawn in the site's colours, which the address names, so a new accent is a new import; so is
    // another treatment, whose numbers are in its version.
    const { shadow, highlight } = photoTones('#b4421f');
    const duotone = renderPortraitModule(file, outDir, look('duotone'));
    expect(duotone).toContain(
      `&position=attention&treatment=duotone&shadow=${shadow.slice(1)}&highlight=${highlight.slice(1)}&format=`,
    );
    const versions = [text, duotone, renderPortraitModule(file, outDir, look('tint'))].map(
      (module) => module.match(/v=(\w+)/)![1],
    );
    expect(new Set(versions).size).toBe(3);

    await plain(500, 400).jpeg().toFile(file);
    const small = renderPortraitModule(file, outDir, look('none'));
    expect(small).toContain('?w=160;320;400&');
    // Another photo under the same name is another import, so the pages never show the old one.
    expect(small.match(/v=(\w+)/)![1]).not.toBe(text.match(/v=(\w+)/)![1]);
  });
});
