/**
 * What an image file is, read from its bytes without decoding it: fast and synchronous, so the
 * content check can tell the owner at once that a photo is missing, of the wrong kind, or cut short.
 */
import { imageSize } from 'image-size';

/** The formats the build reads a photo in. */
const photoFormats = ['jpg', 'png', 'webp', 'avif'] as const;
type PhotoFormat = (typeof photoFormats)[number];

export type ImageInspection =
  { ok: true; format: PhotoFormat; width: number; height: number } | { ok: false; reason: string };

const formatNames: Record<string, string> = {
  heic: 'a HEIC photo (the iPhone default)',
  heif: 'a HEIF photo',
  gif: 'a GIF',
  svg: 'an SVG drawing',
  tiff: 'a TIFF',
  bmp: 'a BMP',
  psd: 'a Photoshop file',
  jxl: 'a JPEG XL image',
  ico: 'an icon file',
};

/** Reads format and pixel size (as displayed: EXIF rotation applied) from an image's bytes. */
export function inspectImage(bytes: Uint8Array): ImageInspection {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return { ok: false, reason: 'is not an image' };
  }
  const format = size.type === 'jpeg' ? 'jpg' : size.type;
  if (!photoFormats.includes(format as PhotoFormat)) {
    const name = formatNames[format ?? ''] ?? `a ${format?.toUpperCase() ?? 'different'} file`;
    return { ok: false, reason: `is ${name}; save it as JPEG, PNG, WebP or AVIF` };
  }
  if (!size.width || !size.height) return { ok: false, reason: 'has no size: the image data is damaged' };
  if (!isComplete(bytes, format as PhotoFormat)) {
    return { ok: false, reason: 'is cut short: the file ends before the image does; copy it again' };
  }
  // EXIF orientations 5–8 turn the picture a quarter: the stored width is the shown height.
  const turned = (size.orientation ?? 1) >= 5;
  return {
    ok: true,
    format: format as PhotoFormat,
    width: turned ? size.height : size.width,
    height: turned ? size.width : size.height,
  };
}

/**
 * Whether the file holds the whole image, as far as its structure tells: an interrupted copy or
 * download leaves a header that reads fine and a picture the build cannot decode.
 */
function isComplete(bytes: Uint8Array, format: PhotoFormat): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  switch (format) {
    case 'jpg':
      return jpegHasEnd(bytes, view);
    case 'png':
      // The IEND chunk closes every PNG.
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).lastIndexOf('IEND') > 8;
    case 'webp':
      // RIFF: the container's length is written at bytes 4–7.
      return bytes.length >= 12 && view.getUint32(4, true) + 8 <= bytes.length;
    case 'avif':
      return boxesFit(view);
  }
}

/**
 * A JPEG's segments lead to its first scan; the scan's data never holds the end marker (FF D9),
 * so one after it means the picture ends in the file. Anything after the end (the video a "motion
 * photo" appends) is fine.
 */
function jpegHasEnd(bytes: Uint8Array, view: DataView): boolean {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return false;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset++;
      continue;
    }
    if (marker === 0xda) break;
    offset += 2 + view.getUint16(offset + 2);
  }
  for (let index = offset; index + 1 < bytes.length; index++) {
    if (bytes[index] === 0xff && bytes[index + 1] === 0xd9) return true;
  }
  return false;
}

/** An AVIF file is a sequence of boxes, each starting with its length; the last must end in the file. */
function boxesFit(view: DataView): boolean {
  let offset = 0;
  while (offset + 8 <= view.byteLength) {
    const size32 = view.getUint32(offset);
    const size =
      size32 === 1 ? Number(view.getBigUint64(offset + 8)) : size32 === 0 ? view.byteLength - offset : size32;
    if (size < 8) return false;
    offset += size;
  }
  return offset === view.byteLength;
}
