/**
 * A tile cut out of the photo for the face model, turned to lie along x: its first half (the one
 * read-halves.ts calls 0, behind its centre along its direction) on the left. Each pixel is the
 * mean of 4 x 4 points, each taken between the photo's four nearest pixels, so a large tile is
 * averaged down rather than aliased: as scripts/pip-model/faces.py cuts the tiles it learns from.
 */
import type { TileBox } from './tile-box';
import type { RgbaImage } from './types';

/** The face model's input, in pixels: along the tile, and across it. */
export const FACE_LENGTH = 64;
export const FACE_WIDTH = 32;
const POINTS = 4;

export function cutTile(photo: RgbaImage, tile: TileBox): RgbaImage {
  const out = new Uint8ClampedArray(FACE_LENGTH * FACE_WIDTH * 4);
  const c = Math.cos(tile.angle);
  const s = Math.sin(tile.angle);
  const stepAlong = tile.length / (FACE_LENGTH * POINTS);
  const stepAcross = tile.width / (FACE_WIDTH * POINTS);
  const u0 = (FACE_LENGTH * POINTS - 1) / 2;
  const v0 = (FACE_WIDTH * POINTS - 1) / 2;
  const sum = [0, 0, 0];
  for (let y = 0; y < FACE_WIDTH; y++) {
    for (let x = 0; x < FACE_LENGTH; x++) {
      sum.fill(0);
      for (let j = 0; j < POINTS; j++) {
        const across = (y * POINTS + j - v0) * stepAcross;
        for (let i = 0; i < POINTS; i++) {
          const along = (x * POINTS + i - u0) * stepAlong;
          addBilinear(photo, tile.x + along * c - across * s, tile.y + along * s + across * c, sum);
        }
      }
      const o = (y * FACE_LENGTH + x) * 4;
      for (let k = 0; k < 3; k++) out[o + k] = (sum[k] as number) / (POINTS * POINTS);
      out[o + 3] = 255;
    }
  }
  return { data: out, width: FACE_LENGTH, height: FACE_WIDTH };
}

/** Adds the photo's colour at (x, y), between its four nearest pixels (the edge repeated beyond). */
function addBilinear({ data, width, height }: RgbaImage, x: number, y: number, sum: number[]) {
  const cx = Math.min(width - 1, Math.max(0, x));
  const cy = Math.min(height - 1, Math.max(0, y));
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const x1 = Math.min(width - 1, x0 + 1);
  const y1 = Math.min(height - 1, y0 + 1);
  const fx = cx - x0;
  const fy = cy - y0;
  const a = (y0 * width + x0) * 4;
  const b = (y0 * width + x1) * 4;
  const d = (y1 * width + x0) * 4;
  const e = (y1 * width + x1) * 4;
  for (let k = 0; k < 3; k++) {
    const top = (data[a + k] as number) * (1 - fx) + (data[b + k] as number) * fx;
    const bottom = (data[d + k] as number) * (1 - fx) + (data[e + k] as number) * fx;
    sum[k] = (sum[k] as number) + top * (1 - fy) + bottom * fy;
  }
}
