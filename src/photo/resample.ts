import type { RgbaImage } from './types';

/**
 * The image at exactly width x height. Shrinking averages the source pixels each output pixel
 * covers, so fine textures (cloth, JPEG noise) blur instead of aliasing into pip-sized specks;
 * growing interpolates between the four nearest pixels.
 */
export function resample(image: RgbaImage, width: number, height: number): RgbaImage {
  if (width === image.width && height === image.height) return image;
  const data = new Uint8ClampedArray(width * height * 4);
  const sx = axis(image.width, width);
  const sy = axis(image.height, height);
  const src = image.data;
  const rowSum = new Float64Array(width * 3);
  for (let y = 0; y < height; y++) {
    rowSum.fill(0);
    for (const [sourceY, wy] of sy[y] as [number, number][]) {
      const row = sourceY * image.width * 4;
      for (let x = 0; x < width; x++) {
        for (const [sourceX, wx] of sx[x] as [number, number][]) {
          const i = row + sourceX * 4;
          const w = wx * wy;
          rowSum[x * 3] = (rowSum[x * 3] as number) + (src[i] as number) * w;
          rowSum[x * 3 + 1] = (rowSum[x * 3 + 1] as number) + (src[i + 1] as number) * w;
          rowSum[x * 3 + 2] = (rowSum[x * 3 + 2] as number) + (src[i + 2] as number) * w;
        }
      }
    }
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      data[o] = rowSum[x * 3] as number;
      data[o + 1] = rowSum[x * 3 + 1] as number;
      data[o + 2] = rowSum[x * 3 + 2] as number;
      data[o + 3] = 255;
    }
  }
  return { data, width, height };
}

/** For each output position along one axis, the source positions it takes and their weights. */
function axis(from: number, to: number): [number, number][][] {
  const scale = from / to;
  const out: [number, number][][] = [];
  for (let i = 0; i < to; i++) {
    if (scale > 1) {
      // Area average over [i * scale, (i + 1) * scale).
      const start = i * scale;
      const end = start + scale;
      const taps: [number, number][] = [];
      for (let s = Math.floor(start); s < Math.min(from, Math.ceil(end)); s++) {
        const w = Math.min(end, s + 1) - Math.max(start, s);
        if (w > 0) taps.push([s, w / scale]);
      }
      out.push(taps);
    } else {
      const centre = Math.min(from - 1, Math.max(0, (i + 0.5) * scale - 0.5));
      const s0 = Math.floor(centre);
      const s1 = Math.min(from - 1, s0 + 1);
      const f = centre - s0;
      out.push(
        f > 0 && s1 !== s0
          ? [
              [s0, 1 - f],
              [s1, f],
            ]
          : [[s0, 1]],
      );
    }
  }
  return out;
}
