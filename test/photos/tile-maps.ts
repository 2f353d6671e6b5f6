import type { Look } from '../../src/photo/look';
import type { NetworkMaps } from '../../src/photo/model/network';
import type { TileBox } from '../../src/photo/tile-box';

/**
 * What a stand-in for the pip model gives for a look `width` x `height`: no pip, and a tile map
 * (a cell each 4 x 4 pixels) with at most one sure tile, in the cell given, `width` pixels wide
 * and twice as long, along x.
 */
export function mapsWithATile(
  width: number,
  height: number,
  tile?: { column: number; row: number; width: number },
): NetworkMaps {
  const tiles = new Float32Array((width / 4) * (height / 4) * 5);
  if (tile) {
    const cell = tile.row * (width / 4) + tile.column;
    tiles.set([0.9, Math.log((tile.width * 2) / 32), Math.log(tile.width / 32), 1, 0], cell * 5);
  }
  return {
    pips: new Float32Array((width / 2) * (height / 2)),
    pipsWidth: width / 2,
    pipsHeight: height / 2,
    tiles,
    tilesWidth: width / 4,
    tilesHeight: height / 4,
  };
}

/** A look of `size` that found these tiles, all sure and all to read, and no pip. */
export function lookWith(size: { width: number; height: number }, tiles: TileBox[]): Look {
  return { ...size, tiles, tilesToRead: tiles, pips: [], doubtful: [] };
}
