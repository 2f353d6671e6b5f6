import { resample } from './resample';
import type { RgbaImage } from './types';

/** The scale factor (at most 1) that brings a width x height photo's long side to `size`. */
export function workingScale(width: number, height: number, size: number): number {
  return Math.min(1, size / Math.max(width, height));
}

/** The image with its long side brought down to `size` (a smaller one as it is). */
export function downscale(image: RgbaImage, size: number): RgbaImage {
  const scale = workingScale(image.width, image.height, size);
  if (scale === 1) return image;
  const side = (n: number) => Math.max(1, Math.round(n * scale));
  return resample(image, side(image.width), side(image.height));
}
