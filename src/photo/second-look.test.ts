import { describe, expect, it } from 'vitest';
import { lookWith, mapsWithTiles } from '../../test/photos/tile-maps';
import type { NetworkMaps, PipNetwork } from './model/network';
import { planSecondLook, secondLook } from './second-look';
import type { TileBox } from './tile-box';
import { TUNING } from './tuning';

const STRIDE = 32;
const photo = { width: 1280, height: 960, data: new Uint8ClampedArray() };
const tile = (x: number, y: number, width: number): TileBox => ({
  x,
  y,
  length: width * 2,
  width,
  angle: 0,
  score: 1,
});
const firstLook = (tiles: TileBox[]) => lookWith({ width: 384, height: 288 }, tiles);

describe('the second look', () => {
  it('brings the tiles to the width the model reads best, around them only', () => {
    // Two tiles 15 px wide in the top-left of a 384 px first look.
    const plan = planSecondLook(photo, firstLook([tile(40, 40, 15), tile(70, 40, 15)]), STRIDE);
    expect(plan.size.width / 384).toBeCloseTo(TUNING.tileWidth / 15, 1);
    const { region } = plan;
    expect(region.x).toBe(0);
    expect(region.y).toBe(0);
    // The tiles reach x = 70 + 15 of 384, and a tile's length (30) beyond.
    const right = ((70 + 15 + 30) / 384) * plan.size.width;
    expect(region.width).toBeGreaterThanOrEqual(right);
    expect(region.width).toBeLessThan(right + STRIDE);
    for (const side of [region.x, region.y, region.width, region.height]) {
      expect(side % STRIDE).toBe(0);
    }
  });

  it('looks at all of the photo, twice as large, where the first look found no tile', () => {
    const plan = planSecondLook(photo, firstLook([]), STRIDE);
    expect(plan.size).toEqual({ width: 768, height: 576 });
    expect(plan.region).toEqual({ x: 0, y: 0, width: 768, height: 576 });
  });

  it('looks at no more than its largest area, however small the tiles', () => {
    const spread = [tile(10, 10, 4), tile(370, 270, 4)];
    const { region } = planSecondLook(photo, firstLook(spread), STRIDE);
    expect(region.width * region.height).toBeLessThanOrEqual(TUNING.largestArea * 1.1);
    expect(region.width * region.height).toBeGreaterThan(TUNING.largestArea * 0.8);
  });
});

/**
 * A stand-in for the model that sees, in each look it is given, one tile in the middle, as wide as
 * `widths` says for that look (the second, then the third); how many looks it was given.
 */
function seeingTilesAs(widths: number[]) {
  const model = {
    looks: 0,
    stride: STRIDE,
    run({ width, height }: { width: number; height: number }): NetworkMaps {
      const seen = widths[model.looks++] as number;
      return mapsWithTiles(width, height, [
        { column: Math.floor(width / 8), row: Math.floor(height / 8), width: seen },
      ]);
    },
  };
  return model;
}

describe('the second look, taken', () => {
  // The first look took the tiles for 24 px wide: the second, at 704 px, means them to be 44.
  const first = firstLook([tile(192, 144, 24)]);
  const large = { ...photo, data: new Uint8ClampedArray(1280 * 960 * 4) };

  it('is planned again where its tiles come out far narrower than it meant (a hand small in the photo)', () => {
    const model = seeingTilesAs([11, 44]);
    const seen = secondLook(large, first, model as unknown as PipNetwork);
    expect(model.looks).toBe(2);
    expect(seen.width).toBe(1280);
    expect(seen.tiles[0]?.width).toBeCloseTo(44, 0);
  });

  it('stands where its tiles are about as wide as it meant', () => {
    const model = seeingTilesAs([40, 44]);
    const seen = secondLook(large, first, model as unknown as PipNetwork);
    expect(model.looks).toBe(1);
    expect(seen.width).toBe(704);
  });

  it('stands where it already sees the photo at its own size or larger', () => {
    const small = { width: 640, height: 480, data: new Uint8ClampedArray(640 * 480 * 4) };
    const model = seeingTilesAs([11, 44]);
    const seen = secondLook(small, first, model as unknown as PipNetwork);
    expect(model.looks).toBe(1);
    expect(seen.width).toBe(704);
  });
});
