import type { RgbaImage } from './types';

/** The scale factor (at most 1) that brings a width x height photo's long side to `size`. */
export function workingScale(width: number, height: number, size: number): number {
  return Math.min(1, size / Math.max(width, height));
}

/**
 * Area-average downscale: each output pixel is the mean of the source pixels it covers, so fine
 * textures (cloth, JPEG noise) blur instead of aliasing into pip-sized specks.
 */
export function downscale(image: RgbaImage, size: number): RgbaImage {
  const scale = workingScale(image.width, image.height, size);
  if (scale === 1) return image;
  const { width: sw, height: sh, data: src } = image;
  const width = Math.max(1, Math.round(sw * scale));
  const height = Math.max(1, Math.round(sh * scale));
  const data = new Uint8ClampedArray(width * height * 4);
  const sum = new Float64Array(width * 4);
  const xStart = new Int32Array(width + 1);
  for (let x = 0; x <= width; x++) xStart[x] = Math.round((x * sw) / width);
  for (let y = 0; y < height; y++) {
    const y0 = Math.round((y * sh) / height);
    const y1 = Math.max(y0 + 1, Math.round(((y + 1) * sh) / height));
    sum.fill(0);
    for (let sy = y0; sy < y1; sy++) {
      const row = sy * sw * 4;
      for (let x = 0; x < width; x++) {
        const xa = xStart[x] as number;
        const xb = Math.max(xa + 1, xStart[x + 1] as number);
        let r = 0;
        let g = 0;
        let b = 0;
        for (let sx = xa; sx < xb; sx++) {
          const i = row + sx * 4;
          r += src[i] as number;
          g += src[i + 1] as number;
          b += src[i + 2] as number;
        }
        sum[x * 4] = (sum[x * 4] as number) + r / (xb - xa);
        sum[x * 4 + 1] = (sum[x * 4 + 1] as number) + g / (xb - xa);
        sum[x * 4 + 2] = (sum[x * 4 + 2] as number) + b / (xb - xa);
      }
    }
    const n = y1 - y0;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      data[o] = (sum[x * 4] as number) / n;
      data[o + 1] = (sum[x * 4 + 1] as number) / n;
      data[o + 2] = (sum[x * 4 + 2] as number) / n;
      data[o + 3] = 255;
    }
  }
  return { data, width, height };
}
