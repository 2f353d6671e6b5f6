/**
 * A cut-out tile in grey along the colour its face varies most in (its pixels' first principal
 * component), stretched to the full range: pips that differ from their face in hue more than in
 * lightness (yellow on pink, green on blue) stand out in it as black pips on a white face do.
 * Only for such tiles: where the colours vary mostly in lightness, or hardly at all, there is
 * nothing to gain and the tile is read as it is (null). A photo of such tiles is also looked at
 * in grey along the colour they share (grey-look.ts).
 */
import { TUNING } from './tuning';
import type { RgbaImage } from './types';

export type Colour = [number, number, number];

export function alongMainColour(tile: RgbaImage): RgbaImage | null {
  const axis = mainColourAxis(tile);
  return axis && isHue(axis) ? inGreyAlong(tile, axis) : null;
}

/**
 * The colour most of the tiles' faces vary in, where it is a hue (each tile's main colour axis,
 * turned to agree with the first's, averaged): null where half the tiles or more vary mostly in
 * lightness, as black pips on white do.
 */
export function tilesHue(tiles: RgbaImage[]): Colour | null {
  const hues = tiles
    .map(mainColourAxis)
    .filter((axis): axis is Colour => axis !== null && isHue(axis));
  const [first] = hues;
  if (!first || hues.length * 2 <= tiles.length) return null;
  const sum: Colour = [0, 0, 0];
  for (const axis of hues) {
    const sign = Math.sign(axis[0] * first[0] + axis[1] * first[1] + axis[2] * first[2]) || 1;
    for (const k of [0, 1, 2] as const) sum[k] += sign * axis[k];
  }
  const norm = Math.hypot(...sum);
  return [sum[0] / norm, sum[1] / norm, sum[2] / norm];
}

/** The image in grey along a colour, stretched to the full range. */
export function inGreyAlong({ data, width, height }: RgbaImage, [ar, ag, ab]: Colour): RgbaImage {
  const n = width * height;
  const grey = new Float32Array(n);
  for (let i = 0; i < n; i++)
    grey[i] =
      (data[i * 4] as number) * ar +
      (data[i * 4 + 1] as number) * ag +
      (data[i * 4 + 2] as number) * ab;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const v of grey) {
    low = Math.min(low, v);
    high = Math.max(high, v);
  }
  const out = new Uint8ClampedArray(n * 4).fill(255);
  grey.forEach((v, i) => {
    out.fill((255 * (v - low)) / Math.max(high - low, 1), i * 4, i * 4 + 3);
  });
  return { data: out, width, height };
}

/** A colour axis far from grey's: colours along it differ in hue more than in lightness. */
function isHue([r, g, b]: Colour): boolean {
  return Math.abs(r + g + b) / Math.sqrt(3) < TUNING.lightnessAxis;
}

/**
 * The unit colour direction the middle of the cut-out varies most in (its edges may hold some of
 * the table), by power iteration on the colours' covariance; null where they barely vary.
 */
function mainColourAxis({ data, width, height }: RgbaImage): Colour | null {
  let n = 0;
  let [r, g, b, rr, gg, bb, rg, rb, gb] = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (let y = Math.round(height * 0.15); y < Math.round(height * 0.85); y++)
    for (let x = Math.round(width * 0.1); x < Math.round(width * 0.9); x++) {
      const i = (y * width + x) * 4;
      const [pr, pg, pb] = [data[i] as number, data[i + 1] as number, data[i + 2] as number];
      n++;
      r += pr;
      g += pg;
      b += pb;
      rr += pr * pr;
      gg += pg * pg;
      bb += pb * pb;
      rg += pr * pg;
      rb += pr * pb;
      gb += pg * pb;
    }
  [r, g, b] = [r / n, g / n, b / n];
  const [crr, cgg, cbb] = [rr / n - r * r, gg / n - g * g, bb / n - b * b];
  const [crg, crb, cgb] = [rg / n - r * g, rb / n - r * b, gb / n - g * b];
  // Less than a level of spread: a flat patch, whose main direction is noise.
  if (crr + cgg + cbb < 1) return null;
  // From the covariance's row of the channel that varies most: never square to the main axis.
  const rows: Colour[] = [
    [crr, crg, crb],
    [crg, cgg, cgb],
    [crb, cgb, cbb],
  ];
  let axis = rows[crr >= cgg && crr >= cbb ? 0 : cgg >= cbb ? 1 : 2] as Colour;
  for (let k = 0; k < 30; k++) {
    const [x, y, z] = axis;
    const next: Colour = [
      crr * x + crg * y + crb * z,
      crg * x + cgg * y + cgb * z,
      crb * x + cgb * y + cbb * z,
    ];
    const norm = Math.hypot(...next);
    if (norm === 0) return null;
    axis = [next[0] / norm, next[1] / norm, next[2] / norm];
  }
  return axis;
}
