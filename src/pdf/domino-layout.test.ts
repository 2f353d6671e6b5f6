import { describe, expect, it } from 'vitest';
import { dominoItems, pipSpots } from './domino-layout';

describe('domino pips', () => {
  it('has as many spots as pips, from 0 to 18, all inside the half', () => {
    for (let pips = 0; pips <= 18; pips++) {
      const spots = pipSpots(pips);
      expect(spots).toHaveLength(pips);
      for (const { x, y } of spots) {
        expect([pips, x >= 0 && x <= 1 && y >= 0 && y <= 1]).toEqual([pips, true]);
      }
      expect(new Set(spots.map(({ x, y }) => `${x},${y}`)).size).toBe(pips);
    }
  });

  it('draws the 12-12 as a tile, a middle line and 24 pips within the tile', () => {
    const items = dominoItems(10, 20, 14, 12, 12);
    const dots = items.filter((item) => item.kind === 'dot');
    expect(dots).toHaveLength(24);
    for (const dot of dots) {
      expect(dot.x - dot.radius).toBeGreaterThanOrEqual(10);
      expect(dot.x + dot.radius).toBeLessThanOrEqual(10 + 28);
      expect(dot.y - dot.radius).toBeGreaterThanOrEqual(20);
      expect(dot.y + dot.radius).toBeLessThanOrEqual(20 + 14);
    }
  });
});
