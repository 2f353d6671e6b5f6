import { describe, expect, it } from 'vitest';
import { plainImage } from '../../test/photos/plain-image';
import { laidOutRound, pipEdgesXToY, pipLayoutsXToY, unsqueezedSize } from './squeeze';
import type { PhotoReading, Point } from './types';

const RADIUS = 6;
const CENTRES = [40, 80, 120, 160].flatMap((x) => [40, 80, 120].map((y) => ({ x, y })));
const TUNED = { squeezed: 1.5, squeezedLayouts: 1.2 };

/**
 * Dark pips on a light face, their rims soft as a lens draws them, squeezed along x to `alongX`
 * and along y to `alongY` of their size.
 */
function pips(alongX: number, alongY: number) {
  const image = plainImage(Math.round(200 * alongX), Math.round(160 * alongY), (x, y) => {
    const from = Math.min(
      ...CENTRES.map((c) => Math.hypot((x / alongX - c.x) / RADIUS, (y / alongY - c.y) / RADIUS)),
    );
    const dark = Math.min(1, Math.max(0, (1.4 - from) / 0.8));
    return [235 - 195 * dark, 225 - 195 * dark, 210 - 180 * dark];
  });
  // As a reading gives them: in the frame of a look at half the photo's size.
  const reading = {
    width: image.width / 2,
    height: image.height / 2,
    pips: CENTRES.map((c) => ({ x: (c.x * alongX) / 2, y: (c.y * alongY) / 2, r: RADIUS / 2 })),
  } as PhotoReading;
  return { image, reading };
}

/** A 4-5 lying along x, then a 3-3 standing along y, squeezed along x to `alongX`. */
function tiles(alongX: number): PhotoReading {
  const at = (x: number, y: number): Point => ({ x: x * alongX, y });
  const square = (x: number, y: number) => [
    at(x - 10, y - 10),
    at(x + 10, y - 10),
    at(x - 10, y + 10),
    at(x + 10, y + 10),
  ];
  return {
    tiles: [
      { corners: [at(60, 60), at(140, 60), at(140, 100), at(60, 100)], halves: [4, 5], pips: 9 },
      { corners: [at(200, 40), at(200, 120), at(160, 120), at(160, 40)], halves: [3, 3], pips: 6 },
    ],
    pips: [
      ...square(80, 80),
      ...square(120, 80),
      at(120, 80),
      ...[50, 60, 70, 90, 100, 110].map((y) => at(180 + (y % 20 === 10 ? -10 : 10), y)),
    ].map((p) => ({ ...p, r: 3 })),
  } as PhotoReading;
}

describe('a photo squeezed out of shape', () => {
  it('finds round pips round', () => {
    const { image, reading } = pips(1, 1);
    expect(pipEdgesXToY(image, reading)).toBeCloseTo(1, 1);
  });

  it('finds the edges of pips squeezed along x steeper along x, by the squeeze squared', () => {
    const { image, reading } = pips(0.5625, 1);
    const xToY = pipEdgesXToY(image, reading);
    expect(xToY).toBeGreaterThan(2.5);
    expect(xToY).toBeLessThan(4);
    const across = pips(1, 0.5625);
    expect(pipEdgesXToY(across.image, across.reading)).toBeLessThan(1 / 2.5);
  });

  it('finds the pips of a 4 and a 5 as far apart along x as along y, or squeezed as the photo', () => {
    expect(pipLayoutsXToY(tiles(1))).toBeCloseTo(1, 5);
    expect(pipLayoutsXToY(tiles(0.5625))).toBeCloseTo(0.5625 ** 2, 5);
  });

  it('says nothing from halves of uneven layouts, nor from a tile read otherwise than marked', () => {
    const reading = tiles(0.5625);
    expect(pipLayoutsXToY({ ...reading, tiles: reading.tiles.slice(1) })).toBeNull();
    const misread = {
      ...(reading.tiles[0] as PhotoReading['tiles'][0]),
      halves: [4, 6] as [number, number],
    };
    expect(pipLayoutsXToY({ ...reading, tiles: [misread] })).toBeNull();
  });

  it('stretches a 16:9 photo squeezed to a square back where both the edges and the layouts say so', () => {
    const photo = { width: 360, height: 640 };
    expect(unsqueezedSize(photo, 3.2, 0.5625 ** 2, TUNED)).toEqual({ width: 640, height: 640 });
    expect(unsqueezedSize(photo, 1 / 3.2, 1 / 0.5625 ** 2, TUNED)).toEqual({
      width: 360,
      height: 1138,
    });
  });

  it('leaves a photo as it is where the pips are drawn long by a moved phone, their layouts round', () => {
    expect(unsqueezedSize({ width: 640, height: 640 }, 4, 0.95, TUNED)).toBeNull();
  });

  it('where no layout was read, stretches it back by what the edges say, for the count to check', () => {
    expect(unsqueezedSize({ width: 640, height: 640 }, 4, null, TUNED)).toEqual({
      width: 1280,
      height: 640,
    });
    // Checked by the layouts read on it then: round, or not (still squeezed, or a blur stretched).
    expect(laidOutRound(1.1, TUNED)).toBe(true);
    expect(laidOutRound(0.5625 ** 2, TUNED)).toBe(false);
    expect(laidOutRound(null, TUNED)).toBe(false);
  });

  it('leaves a 4:3 photo squeezed to a square as it is: its tiles are read right so', () => {
    expect(unsqueezedSize({ width: 640, height: 640 }, 1.8, 0.75 ** 2, TUNED)).toBeNull();
  });
});
