import { describe, expect, it } from 'vitest';
import { cutTile, FACE_LENGTH, FACE_WIDTH } from './face-crop';
import type { TileBox } from './tile-box';

/** A grey photo with a red spot where a tile's first half is and a blue one on its second. */
function photoWithSpots(tile: TileBox) {
  const width = 200;
  const height = 160;
  const data = new Uint8ClampedArray(width * height * 4).fill(128);
  const spot = (along: number, rgb: number[]) => ({
    x: tile.x + along * Math.cos(tile.angle),
    y: tile.y + along * Math.sin(tile.angle),
    rgb,
  });
  const spots = [spot(-tile.length / 4, [255, 0, 0]), spot(tile.length / 4, [0, 0, 255])];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const on = spots.find((s) => Math.hypot(x - s.x, y - s.y) < tile.width / 4);
      if (on) data.set(on.rgb, (y * width + x) * 4);
    }
  return { data, width, height };
}

function colourAt(image: { data: Uint8ClampedArray | Uint8Array }, x: number, y: number) {
  const i = (y * FACE_LENGTH + x) * 4;
  return [...image.data.subarray(i, i + 3)];
}

describe('cutting a tile out for the face model', () => {
  const tile: TileBox = { x: 96, y: 84, length: 120, width: 60, angle: 2.4, score: 1 };
  const cut = cutTile(photoWithSpots(tile), tile);

  it('turns the tile to lie along x, its first half on the left', () => {
    expect([cut.width, cut.height]).toEqual([FACE_LENGTH, FACE_WIDTH]);
    const [r1, , b1] = colourAt(cut, FACE_LENGTH / 4, FACE_WIDTH / 2);
    const [r2, , b2] = colourAt(cut, (3 * FACE_LENGTH) / 4, FACE_WIDTH / 2);
    expect(r1).toBeGreaterThan(200);
    expect(b1).toBeLessThan(60);
    expect(b2).toBeGreaterThan(200);
    expect(r2).toBeLessThan(60);
  });

  it('keeps what lies off the spots as it was', () => {
    expect(colourAt(cut, 2, 2)).toEqual([128, 128, 128]);
    expect(colourAt(cut, FACE_LENGTH / 2, FACE_WIDTH / 2)).toEqual([128, 128, 128]);
  });

  it('repeats the photo edge for a tile that runs past it', () => {
    const offEdge = cutTile(photoWithSpots(tile), { ...tile, x: 2, y: 2 });
    expect(offEdge.data.every((v, i) => i % 4 === 3 || v === 128)).toBe(true);
  });
});
