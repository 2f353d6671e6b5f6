import { describe, expect, it } from 'vitest';
import type { Look } from './look';
import { planSecondLook } from './second-look';
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
const firstLook = (tiles: TileBox[]): Look => ({
  width: 384,
  height: 288,
  tiles,
  tilesToRead: tiles,
  pips: [],
  doubtful: [],
});

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
