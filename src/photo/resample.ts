import type { RgbaImage } from './types';

/** A part of an image, in its pixels. */
export interface ImageRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The image at exactly width x height, or only the part `region` of that (the rest is never
 * computed). Shrinking averages the source pixels each output pixel covers, so fine textures
 * (cloth, JPEG noise) blur instead of aliasing into pip-sized specks; growing interpolates
 * between the four nearest pixels.
 */
export function resample(
  image: RgbaImage,
  width: number,
  height: number,
  region: ImageRegion = { x: 0, y: 0, width, height },
): RgbaImage {
  const whole = region.width === width && region.height === height;
  if (whole && width === image.width && height === image.height) return image;
  const data = new Uint8ClampedArray(region.width * region.height * 4);
  const sx = axis(image.width, width);
  const sy = axis(image.height, height);
  const src = image.data;
  const outWidth = region.width;
  // Each output column's taps, from its first to its last, as offsets into a source row.
  const firstTap = sx.first.subarray(region.x, region.x + outWidth + 1);
  const tapOffset = sx.source.map((s) => s * 4);
  const tapWeight = sx.weight;
  const rowSum = new Float64Array(outWidth * 3);
  for (let y = 0; y < region.height; y++) {
    rowSum.fill(0);
    const fy = region.y + y;
    for (let ty = sy.first[fy] as number; ty < (sy.first[fy + 1] as number); ty++) {
      const row = (sy.source[ty] as number) * image.width * 4;
      const wy = sy.weight[ty] as number;
      let tap = firstTap[0] as number;
      for (let x = 0, o = 0; x < outWidth; x++, o += 3) {
        const end = firstTap[x + 1] as number;
        let r = 0;
        let g = 0;
        let b = 0;
        for (; tap < end; tap++) {
          const i = row + (tapOffset[tap] as number);
          const w = tapWeight[tap] as number;
          r += (src[i] as number) * w;
          g += (src[i + 1] as number) * w;
          b += (src[i + 2] as number) * w;
        }
        rowSum[o] = (rowSum[o] as number) + r * wy;
        rowSum[o + 1] = (rowSum[o + 1] as number) + g * wy;
        rowSum[o + 2] = (rowSum[o + 2] as number) + b * wy;
      }
    }
    for (let x = 0, o = y * outWidth * 4; x < outWidth; x++, o += 4) {
      data[o] = rowSum[x * 3] as number;
      data[o + 1] = rowSum[x * 3 + 1] as number;
      data[o + 2] = rowSum[x * 3 + 2] as number;
      data[o + 3] = 255;
    }
  }
  return { data, width: region.width, height: region.height };
}

/**
 * For each output position along one axis, the source positions it takes and their weights:
 * position i's are `source` and `weight` from `first[i]` up to `first[i + 1]` (flat typed arrays,
 * several times faster to walk than an array of pairs a pixel).
 */
function axis(from: number, to: number) {
  const scale = from / to;
  const first = new Int32Array(to + 1);
  const source: number[] = [];
  const weight: number[] = [];
  for (let i = 0; i < to; i++) {
    first[i] = source.length;
    if (scale > 1) {
      // Area average over [i * scale, (i + 1) * scale).
      const start = i * scale;
      const end = start + scale;
      for (let s = Math.floor(start); s < Math.min(from, Math.ceil(end)); s++) {
        const w = Math.min(end, s + 1) - Math.max(start, s);
        if (w > 0) {
          source.push(s);
          weight.push(w / scale);
        }
      }
    } else {
      const centre = Math.min(from - 1, Math.max(0, (i + 0.5) * scale - 0.5));
      const s0 = Math.floor(centre);
      const s1 = Math.min(from - 1, s0 + 1);
      const f = centre - s0;
      if (f > 0 && s1 !== s0) {
        source.push(s0, s1);
        weight.push(1 - f, f);
      } else {
        source.push(s0);
        weight.push(1);
      }
    }
  }
  first[to] = source.length;
  return { first, source: Int32Array.from(source), weight: Float64Array.from(weight) };
}
