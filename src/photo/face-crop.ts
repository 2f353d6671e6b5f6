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

export function cutTile({ data, width, height }: RgbaImage, tile: TileBox): RgbaImage {
  const out = new Uint8ClampedArray(FACE_LENGTH * FACE_WIDTH * 4);
  const c = Math.cos(tile.angle);
  const s = Math.sin(tile.angle);
  const stepAlong = tile.length / (FACE_LENGTH * POINTS);
  const stepAcross = tile.width / (FACE_WIDTH * POINTS);
  const u0 = (FACE_LENGTH * POINTS - 1) / 2;
  const v0 = (FACE_WIDTH * POINTS - 1) / 2;
  for (let y = 0; y < FACE_WIDTH; y++) {
    for (let x = 0; x < FACE_LENGTH; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let j = 0; j < POINTS; j++) {
        const across = (y * POINTS + j - v0) * stepAcross;
        for (let i = 0; i < POINTS; i++) {
          const along = (x * POINTS + i - u0) * stepAlong;
          // The photo's colour here, between its four nearest pixels (the edge repeated beyond).
          const px = Math.min(width - 1, Math.max(0, tile.x + along * c - across * s));
          const py = Math.min(height - 1, Math.max(0, tile.y + along * s + across * c));
          const x0 = Math.floor(px);
          const y0 = Math.floor(py);
          const fx = px - x0;
          const fy = py - y0;
          const right = x0 < width - 1 ? 4 : 0;
          const below = y0 < height - 1 ? width * 4 : 0;
          // The four pixels around (px, py), and how near each is.
          const topLeft = (y0 * width + x0) * 4;
          const topRight = topLeft + right;
          const bottomLeft = topLeft + below;
          const bottomRight = bottomLeft + right;
          const wTopLeft = (1 - fx) * (1 - fy);
          const wTopRight = fx * (1 - fy);
          const wBottomLeft = (1 - fx) * fy;
          const wBottomRight = fx * fy;
          r +=
            (data[topLeft] as number) * wTopLeft +
            (data[topRight] as number) * wTopRight +
            (data[bottomLeft] as number) * wBottomLeft +
            (data[bottomRight] as number) * wBottomRight;
          g +=
            (data[topLeft + 1] as number) * wTopLeft +
            (data[topRight + 1] as number) * wTopRight +
            (data[bottomLeft + 1] as number) * wBottomLeft +
            (data[bottomRight + 1] as number) * wBottomRight;
          b +=
            (data[topLeft + 2] as number) * wTopLeft +
            (data[topRight + 2] as number) * wTopRight +
            (data[bottomLeft + 2] as number) * wBottomLeft +
            (data[bottomRight + 2] as number) * wBottomRight;
        }
      }
      const o = (y * FACE_LENGTH + x) * 4;
      const n = POINTS * POINTS;
      out[o] = r / n;
      out[o + 1] = g / n;
      out[o + 2] = b / n;
      out[o + 3] = 255;
    }
  }
  return { data: out, width: FACE_LENGTH, height: FACE_WIDTH };
}
