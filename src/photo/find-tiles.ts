/**
 * Finding the tiles: the peaks of the model's tile map, each with the size and direction the
 * model gives at its cell; a peak that falls on a tile already found (a long tile can peak twice
 * along its length) is the same tile. Peaks the model is unsure of are tiles only where they hold
 * pips no sure tile holds; fainter ones, or unsure ones without those pips, are doubtful: tiles
 * only where the face model reads them surely (read-faces.ts).
 */
import type { Look } from './look';
import type { NetworkMaps } from './model/network';
import { cellToImage, findPeaks } from './peaks';
import { alongTile, fromTileFrame, inTileFrame, median, pointIn, type TileBox } from './tile-box';
import { TUNING } from './tuning';
import type { Point } from './types';

/** The stride of the tile map, and the unit of its sizes (log of pixels / SIZE_UNIT). */
const STRIDE = 4;
const SIZE_UNIT = 32;

export function findTiles(maps: NetworkMaps): TileBox[] {
  const { tiles, tilesWidth, tilesHeight } = maps;
  const peaks = findPeaks(tiles, tilesWidth, tilesHeight, TUNING.doubtfulTileScore, 5);
  peaks.sort((a, b) => b.score - a.score);
  const found: TileBox[] = [];
  for (const peak of peaks) {
    const at = peak.cell * 5;
    const v = (k: number) => tiles[at + k] as number;
    const tile: TileBox = {
      x: cellToImage(peak.x, STRIDE),
      y: cellToImage(peak.y, STRIDE),
      length: SIZE_UNIT * Math.exp(v(1)),
      width: SIZE_UNIT * Math.exp(v(2)),
      angle: Math.atan2(v(4), v(3)) / 2,
      score: peak.score,
    };
    const same = found.some((other) => {
      const { along, across } = inTileFrame(other, tile);
      return (
        Math.abs(along) < other.length / 2 - other.width * (1 - TUNING.sameTile) &&
        Math.abs(across) < other.width * TUNING.sameTile
      );
    });
    if (!same) found.push(tile);
  }
  return found;
}

export function isSure(tile: TileBox): boolean {
  return tile.score >= TUNING.tileScore;
}

/** The sure tiles, and those unsure ones that hold `TUNING.unsureTilePips` pips no sure tile holds. */
export function tilesWithPips(tiles: TileBox[], pips: Point[]): TileBox[] {
  const sure = tiles.filter(isSure);
  const loose = pips.filter((pip) => !sure.some((tile) => holds(tile, pip)));
  return tiles.filter(
    (tile) =>
      isSure(tile) ||
      (tile.score >= TUNING.unsureTileScore &&
        loose.filter((pip) => holds(tile, pip)).length >= TUNING.unsureTilePips),
  );
}

export function holds(tile: TileBox, point: Point): boolean {
  const { along, across } = inTileFrame(tile, point);
  return Math.abs(along) < tile.length / 2 && Math.abs(across) < tile.width / 2;
}

/**
 * The tiles less any whose halves lie on two others: the join of two tiles laid end to end, which
 * a dim or blurred photo's tile map can take for a double; and less any whose middle and pips all
 * lie on another: the same tile outlined again, as a moved photo's tile map draws a short box over
 * one end of it. Applied to the tiles read only: in the first look such a box just widens the
 * second look's box, and leaving joins out there moved that box.
 */
export function withoutJoinsOrRepeats(tiles: TileBox[], pips: Point[]): TileBox[] {
  const kept = [...tiles];
  // The weakest first, so that a false tile is gone before the tiles it lies on are judged.
  for (const tile of [...tiles].sort((a, b) => a.score - b.score)) {
    if (liesOnTwo(tile, kept) || repeats(tile, kept, pips)) kept.splice(kept.indexOf(tile), 1);
  }
  return kept;
}

/** Its middle and its pips lie on another tile (one with no pip never does: a double blank). */
function repeats(tile: TileBox, found: TileBox[], pips: Point[]): boolean {
  const its = pips.filter((pip) => holds(tile, pip));
  return (
    its.length > 0 &&
    found.some(
      (other) => other !== tile && holds(other, tile) && its.every((pip) => holds(other, pip)),
    )
  );
}

function liesOnTwo(tile: TileBox, found: TileBox[]): boolean {
  const [first, second] = [-1, 1].map((end) => {
    const half = alongTile(tile, end / 4);
    return found.find((other) => other !== tile && holds(other, half));
  });
  return first !== undefined && second !== undefined && first !== second;
}

/**
 * Of the doubtful tiles, those worth asking the face model about: of the size of the tiles found
 * (within `TUNING.doubtfulSize` times their median width), and apart from them (neither its
 * middle nor the middle of either half on one, no middle of one on it): a box over two tiles'
 * facing halves, or over a face and the back beside it, is no tile.
 */
export function apartFrom(doubtful: TileBox[], found: TileBox[]): TileBox[] {
  const width = median(found, 'width');
  return doubtful.filter(
    (tile) =>
      (width === undefined ||
        Math.abs(Math.log(tile.width / width)) < Math.log(TUNING.doubtfulSize)) &&
      !found.some(
        (other) =>
          holds(tile, other) || [-1, 0, 1].some((end) => holds(other, alongTile(tile, end / 4))),
      ),
  );
}

/**
 * Of the closer look's doubtful tiles, those on a tile the first look was sure of: both looks saw
 * a tile there, though the closer one faintly (a tile squeezed by a photo stretched out of shape,
 * or a row of dim ones, can fade from its tile map and not from the first's).
 */
export function seenByTheFirstLook(doubtful: TileBox[], first: Look, seen: Look): TileBox[] {
  if (seen === first) return [];
  const sure = first.tiles.map((tile) => pointIn(tile, first, seen));
  return doubtful.filter((tile) => sure.some((middle) => holds(tile, middle)));
}

/**
 * A tile's outline moved beside it, a length along or a width across: where a tile of its row
 * would lie that the tile map ran into it. Doubtful tiles, for the face model to read.
 */
export function besideTile(tile: TileBox): TileBox[] {
  const sides = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const;
  return sides.map(([along, across]) => ({
    ...tile,
    ...fromTileFrame(tile, along * tile.length, across * tile.width),
    score: 0,
  }));
}
