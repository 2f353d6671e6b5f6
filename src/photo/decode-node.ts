import { decode } from 'image-js';
import type { RgbaImage } from './types';

/** A JPEG, PNG, BMP or TIFF file's bytes as RGBA pixels; throws on anything else. */
export function decodeImageFile(bytes: Uint8Array): RgbaImage {
  let image = decode(bytes);
  if (image.bitDepth !== 8) image = image.convertBitDepth(8);
  if (image.colorModel !== 'RGBA') image = image.convertColor('RGBA');
  const raw = image.getRawImage();
  return { data: raw.data as Uint8Array, width: raw.width, height: raw.height };
}
