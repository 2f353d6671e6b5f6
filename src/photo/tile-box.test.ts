import { describe, expect, it } from 'vitest';
import { shareOn, type TileBox } from './tile-box';

const tile: TileBox = { x: 50, y: 50, length: 40, width: 20, angle: 0, score: 1 };

describe('shareOn', () => {
  it("is the share of a tile's outline that lies on other tiles' outlines", () => {
    expect(shareOn(tile, [])).toBe(0);
    expect(shareOn(tile, [{ ...tile, x: 150 }])).toBe(0);
    expect(shareOn(tile, [{ ...tile, angle: Math.PI }])).toBe(1);
    // The same tile turned a quarter covers its middle: three of its five points along, each row.
    expect(shareOn(tile, [{ ...tile, angle: Math.PI / 2 }])).toBeCloseTo(9 / 15);
    // A tile half over it, end to end, covers its last points along.
    expect(shareOn(tile, [{ ...tile, x: 50 + 40 * 0.75 }])).toBeCloseTo(3 / 15);
  });
});
