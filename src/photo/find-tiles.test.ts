import { describe, expect, it } from 'vitest';
import {
  apartFrom,
  besideTile,
  findTiles,
  tilesWithPips,
  withoutJoinsOrRepeats,
} from './find-tiles';
import type { NetworkMaps } from './model/network';
import type { TileBox } from './tile-box';
import { TUNING } from './tuning';

const CELL = 4;
const LENGTH = 64;

/** A tile map with one peak a tile, every tile lying along the photo, 64 by 32 pixels. */
function tileMap(tiles: { at: [number, number]; score: number }[]): NetworkMaps {
  const [width, height] = [48, 20];
  const map = new Float32Array(width * height * 5);
  for (const { at, score } of tiles) {
    map.set([score, Math.log(LENGTH / 32), Math.log(32 / 32), 1, 0], (at[1] * width + at[0]) * 5);
  }
  return {
    pips: new Float32Array(0),
    pipsWidth: 0,
    pipsHeight: 0,
    tiles: map,
    tilesWidth: width,
    tilesHeight: height,
  };
}

const cells = LENGTH / CELL;

describe('finding the tiles', () => {
  it('takes the join of two tiles laid end to end for no tile, however sure the map is of it', () => {
    const found = withoutJoinsOrRepeats(
      findTiles(
        tileMap([
          { at: [8, 10], score: 0.9 },
          { at: [8 + cells / 2, 10], score: 0.85 },
          { at: [8 + cells, 10], score: 0.8 },
        ]),
      ),
      [],
    );
    expect(found.map((tile) => Math.round(tile.x / CELL))).toEqual([8, 8 + cells]);
  });

  it('keeps every tile of a train and of a hand side by side', () => {
    const train = [8, 8 + cells, 8 + 2 * cells].map((x) => ({
      at: [x, 4] as [number, number],
      score: 0.9,
    }));
    const hand = [8, 8 + cells].map((x) => ({ at: [x, 14] as [number, number], score: 0.9 }));
    expect(withoutJoinsOrRepeats(findTiles(tileMap([...train, ...hand])), [])).toHaveLength(5);
  });

  describe('a tile outlined again over one end of a surer one', () => {
    const sure = { x: 100, y: 100, length: 128, width: 64, angle: 0, score: 0.9 };
    const again = { x: 150, y: 104, length: 60, width: 40, angle: 0.3, score: 0.5 };

    it('is the same tile where every pip it holds lies on the surer one', () => {
      const pips = [
        { x: 140, y: 90 },
        { x: 160, y: 110 },
        { x: 70, y: 100 },
      ];
      expect(withoutJoinsOrRepeats([sure, again], pips)).toEqual([sure]);
    });

    it('is a tile of its own where it holds pips beyond the surer one', () => {
      const pips = [
        { x: 160, y: 110 },
        { x: 172, y: 115 },
      ];
      expect(withoutJoinsOrRepeats([sure, again], pips)).toEqual([sure, again]);
    });

    it('is a tile of its own where it holds no pip: a double blank beside the surer one', () => {
      expect(withoutJoinsOrRepeats([sure, again], [{ x: 70, y: 100 }])).toEqual([sure, again]);
    });
  });

  describe('a tile the map is unsure of', () => {
    // A sure tile at (33.5, 41.5) and an unsure one beside it, each 64 by 32 pixels.
    const sureAndUnsure = (unsureAt: [number, number]) =>
      findTiles(
        tileMap([
          { at: [8, 10], score: 0.9 },
          { at: unsureAt, score: 0.2 },
        ]),
      );

    it('is read where it holds three pips no sure tile holds', () => {
      const tiles = sureAndUnsure([8 + cells, 10]);
      const pips = [
        { x: 90, y: 35 },
        { x: 100, y: 45 },
        { x: 110, y: 40 },
      ];
      expect(tilesWithPips(tiles, pips)).toHaveLength(2);
      expect(tilesWithPips(tiles, pips.slice(1))).toHaveLength(1);
    });

    it('is no tile where its pips lie on a sure tile', () => {
      const tiles = sureAndUnsure([8 + cells / 2, 14]);
      const pips = [
        { x: 40, y: 45 },
        { x: 50, y: 50 },
        { x: 60, y: 55 },
      ];
      expect(tiles).toHaveLength(2);
      expect(tilesWithPips(tiles, pips).map((tile) => tile.score > 0.5)).toEqual([true]);
    });

    it('is doubtful, not read on its pips, where the map is fainter still', () => {
      const tiles = findTiles(
        tileMap([
          { at: [8, 10], score: 0.9 },
          { at: [8 + cells, 10], score: (TUNING.doubtfulTileScore + TUNING.unsureTileScore) / 2 },
        ]),
      );
      const pips = [
        { x: 90, y: 35 },
        { x: 100, y: 45 },
        { x: 110, y: 40 },
      ];
      expect(tiles).toHaveLength(2);
      expect(tilesWithPips(tiles, pips)).toHaveLength(1);
    });
  });

  describe('a doubtful tile, before the face model is asked about it', () => {
    // Two tiles found end to end along the photo, 64 by 32 pixels, their middles 64 apart.
    const tile = (x: number, y: number, width = 32): TileBox => ({
      x,
      y,
      length: width * 2,
      width,
      angle: 0,
      score: 0.1,
    });
    const found = [tile(100, 100), tile(164, 100)];

    it('is asked about where it lies apart from the tiles found and is of their size', () => {
      expect(apartFrom([tile(100, 150)], found)).toHaveLength(1);
    });

    it('is no tile where it lies over the facing halves of two tiles found', () => {
      expect(apartFrom([tile(132, 100)], found)).toEqual([]);
    });

    it('is no tile where half of it lies on a tile found: a face and the back beside it', () => {
      expect(apartFrom([tile(60, 100)], found)).toEqual([]);
      expect(apartFrom([{ ...tile(150, 120), angle: Math.PI / 2 }], found)).toEqual([]);
      expect(apartFrom([{ ...tile(150, 150), angle: Math.PI / 2 }], found)).toHaveLength(1);
    });

    it('is no tile where it is far larger or smaller than the tiles found', () => {
      const wider = 32 * TUNING.doubtfulSize * 1.1;
      expect(apartFrom([tile(100, 200, wider), tile(100, 200, 32 / wider)], found)).toEqual([]);
      expect(apartFrom([tile(100, 200, wider)], [])).toHaveLength(1);
    });
  });

  it('looks for the tiles of a row beside a tile: a length along it, a width across it', () => {
    const turned: TileBox = {
      x: 100,
      y: 100,
      length: 64,
      width: 32,
      angle: Math.PI / 2,
      score: 0.9,
    };
    const beside = besideTile(turned);
    const centres = beside.map(({ x, y }) => [Math.round(x), Math.round(y)]);
    expect(centres).toEqual([
      [100, 164],
      [100, 36],
      [68, 100],
      [132, 100],
    ]);
    for (const tile of beside) {
      expect(tile).toMatchObject({ length: 64, width: 32, angle: Math.PI / 2, score: 0 });
      expect(apartFrom([tile], [turned])).toHaveLength(1);
    }
  });
});
