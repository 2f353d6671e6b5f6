import type { Look } from '../../src/photo/look';
import type { NetworkMaps } from '../../src/photo/model/network';
import type { TileBox } from '../../src/photo/tile-box';

/** A cell of a stand-in's map, 4 x 4 pixels on the tile map and 2 x 2 on the pip map. */
interface MapCell {
  column: number;
  row: number;
}

/**
 * What a stand-in for the pip model gives for a look `width` x `height`: a tile map (a cell each
 * 4 x 4 pixels) with a tile in each cell given, `width` pixels wide and twice as long, along x,
 * sure unless given a lower `score`, and a pip map (a cell each 2 x 2 pixels) with a sure pip in
 * each cell given.
 */
export function mapsWithTiles(
  width: number,
  height: number,
  tiles: (MapCell & { width: number; score?: number })[],
  pips: MapCell[] = [],
): NetworkMaps {
  const tileMap = new Float32Array((width / 4) * (height / 4) * 5);
  for (const { column, row, width: tileWidth, score = 0.9 } of tiles) {
    const cell = row * (width / 4) + column;
    tileMap.set([score, Math.log((tileWidth * 2) / 32), Math.log(tileWidth / 32), 1, 0], cell * 5);
  }
  const pipMap = new Float32Array((width / 2) * (height / 2));
  for (const pip of pips) pipMap[pip.row * (width / 2) + pip.column] = 0.9;
  return {
    pips: pipMap,
    pipsWidth: width / 2,
    pipsHeight: height / 2,
    tiles: tileMap,
    tilesWidth: width / 4,
    tilesHeight: height / 4,
  };
}

/** A look of `size` that found these tiles, all sure and all to read, and no pip. */
export function lookWith(size: { width: number; height: number }, tiles: TileBox[]): Look {
  return { ...size, tiles, tilesToRead: tiles, pips: [], doubtful: [] };
}
