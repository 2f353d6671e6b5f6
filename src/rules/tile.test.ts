import { describe, expect, it } from 'vitest';
import { allTiles, formatTile, inSet, otherEnd, parseTile, setTileCount, tileIndex } from './tile';

describe('tiles - written "a-b", either way round', () => {
  it('reads "12-5" and "5-12" as the same tile, low end first', () => {
    expect(parseTile('12-5')).toEqual([5, 12]);
    expect(parseTile('5-12')).toEqual([5, 12]);
    expect(formatTile([5, 12])).toBe('5-12');
  });
  it.each(['05-1', '-1-2', '1 - 2', '1-', 'a-b', '1-2-3', '1.5-2', ''])('refuses %j', (text) => {
    expect(parseTile(text)).toBeNull();
  });
  it('knows which tiles a set holds', () => {
    expect(inSet([6, 6], 6)).toBe(true);
    expect(inSet([6, 7], 6)).toBe(false);
  });
  it('turns a tile to leave the other end open', () => {
    expect(otherEnd([5, 12], 12)).toBe(5);
    expect(otherEnd([5, 12], 5)).toBe(12);
  });
});

describe('sets - a double-N set holds (N+1)(N+2)/2 tiles', () => {
  it.each([
    [6, 28],
    [9, 55],
    [12, 91],
    [15, 136],
    [18, 190],
  ])('double-%i has %i tiles, each once', (set, count) => {
    const tiles = allTiles(set);
    expect(tiles).toHaveLength(count);
    expect(setTileCount(set)).toBe(count);
    expect(new Set(tiles.map(tileIndex)).size).toBe(count);
  });
});
