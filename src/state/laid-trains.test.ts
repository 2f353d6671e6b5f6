import { describe, expect, it } from 'vitest';
import { fullSet, presetRules, type Rules, type Tile, tile } from '../rules';
import { layTrains } from './laid-trains';

const standard = presetRules('standard');
const key = (t: Tile) => tile(t[0], t[1]).join('-');

describe('layTrains - stand-in tiles to the ends the table told', () => {
  it('reaches each end by the shortest run from the engine, each tile meeting the last', () => {
    const laid = layTrains(standard, 12, [{ id: 0, end: 5, double: false }], []);
    expect(laid.get(0)).toEqual({ tiles: [[12, 5]], end: 5 });
  });

  it("back to the engine's own number takes three tiles: out, across and back", () => {
    const tiles = layTrains(standard, 12, [{ id: 0, end: 12, double: false }], []).get(0)?.tiles;
    expect(tiles).toHaveLength(3);
    expect(new Set(tiles?.map(key)).size).toBe(3);
    expect(tiles?.at(-1)?.[1]).toBe(12);
  });

  it('lays no tile twice, and none asked about', () => {
    const laid = layTrains(
      standard,
      12,
      [
        { id: 0, end: 5, double: false },
        { id: 1, end: 5, double: false },
        { id: 'mexican', end: 'started', double: false },
      ],
      [[5, 12]],
    );
    const tiles = [...laid.values()].flatMap((train) => train.tiles);
    expect(new Set(tiles.map(key)).size).toBe(tiles.length);
    expect(tiles.map(key)).not.toContain('5-12');
    expect([laid.get(0)?.end, laid.get(1)?.end]).toEqual([5, 5]);
  });

  it("passes through no waiting double's number, and lays the double last", () => {
    const laid = layTrains(
      standard,
      12,
      [
        { id: 2, end: 8, double: true },
        { id: 0, end: 3, double: false },
      ],
      [[12, 3]],
    );
    expect(laid.get(2)?.tiles).toEqual([
      [12, 8],
      [8, 8],
    ]);
    const west = laid.get(0)?.tiles ?? [];
    expect(west.slice(0, -1).every(([, via]) => via !== 8)).toBe(true);
  });

  it('keeps the end when every run would touch a tile asked about: a wrong end answers worse', () => {
    const sixes: Rules = { ...standard, set: 6 };
    const everyTile = fullSet(sixes);
    const laid = layTrains(sixes, 6, [{ id: 0, end: 2, double: false }], everyTile);
    expect(laid.get(0)?.end).toBe(2);
  });

  it('leaves a train nobody started empty, at the engine', () => {
    expect(layTrains(standard, 9, [{ id: 1, end: null, double: false }], []).get(1)).toEqual({
      tiles: [],
      end: 9,
    });
  });
});
