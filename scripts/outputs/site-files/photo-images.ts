/**
 * The pictures the build makes from the owner's photo at fixed addresses (the icons, the spec's
 * /img/rh.webp): square crops around what draws the eye, in the format each address names.
 */
import { extname } from 'node:path';
import sharp from 'sharp';
import { treatPhoto, type PhotoLook } from '#site-content/images/photo-treatment.ts';

export interface PhotoImage {
  /** Site path, e.g. `/icon-192.png`. */
  path: string;
  /** Pixels, square. */
  size: number;
}

const encoders = {
  // Icons: a 128-colour palette keeps a photo's PNG several times smaller, with no visible loss at
  // icon size.
  '.png': (image: sharp.Sharp) => image.png({ palette: true, colours: 128, dither: 0.5, effort: 10 }),
  '.webp': (image: sharp.Sharp) => image.webp({ quality: 80 }),
  '.jpg': (image: sharp.Sharp) => image.jpeg({ quality: 82, mozjpeg: true }),
  '.jpeg': (image: sharp.Sharp) => image.jpeg({ quality: 82, mozjpeg: true }),
  '.avif': (image: sharp.Sharp) => image.avif({ quality: 60 }),
} as const;

/** The media type of a picture by its address. */
export function imageType(path: string): string {
  const extension = extname(path).toLowerCase();
  return extension === '.jpg' ? 'image/jpeg' : `image/${extension.slice(1)}`;
}

/** One picture of `photo`, drawn with `look` when given (a photo's, not the monogram's). */
export async function renderPhotoImage(photo: Buffer, image: PhotoImage, look?: PhotoLook): Promise<Buffer> {
  const encode = encoders[extname(image.path).toLowerCase() as keyof typeof encoders];
  if (!encode) throw new Error(`No encoder for ${image.path}: use .png, .webp, .jpg or .avif`);
  const square = sharp(photo)
    .autoOrient()
    .resize(image.size, image.size, { fit: 'cover', position: 'attention' })
    // Icons sit on any background: no transparency left from a PNG photo.
    .flatten({ background: '#ffffff' });
  return encode(look ? treatPhoto(square, look) : square).toBuffer();
}
