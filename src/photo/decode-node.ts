import sharp from 'sharp';
import type { RgbaImage } from './types';

/**
 * A photo file's bytes as RGBA pixels, turned upright as its EXIF says, as a browser shows it:
 * JPEG, PNG, WebP, AVIF, GIF, TIFF and SVG (libvips through sharp; HEIC is not among them).
 * Rejects anything else.
 */
export async function decodeImageFile(bytes: Uint8Array): Promise<RgbaImage> {
  const { data, info } = await sharp(bytes)
    .autoOrient()
    .ensureAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}
