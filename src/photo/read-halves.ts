/**
 * Reading each tile's halves: every pip goes to the tile whose outline holds it (the one whose
 * centre is nearest, in tile lengths, where two do), and to the half on its side of the tile's
 * middle. A pip no outline holds goes to the nearest tile within a tile's length of it: an
 * outline a little too small or turned must not lose pips. A pip farther from every tile is
 * left out: the model marks pips on tiles' faces, so it is most likely a dot on the cloth.
 */
import { inTileFrame, type TileBox } from './tile-box';
import { TUNING } from './tuning';
import type { Pip, Point } from './types';

export interface TileWithPips {
  box: TileBox;
  halves: [Pip[], Pip[]];
}

export function readHalves(tiles: TileBox[], pips: Pip[]): TileWithPips[] {
  const read: TileWithPips[] = tiles.map((box) => ({ box, halves: [[], []] }));
  for (const pip of pips) {
    let best: (Placed & { tile: TileWithPips }) | null = null;
    for (const tile of read) {
      const placed = placedOn(tile.box, pip);
      if (!reaches(placed)) continue;
      const { inside, distance } = placed;
      const better =
        !best || (inside && !best.inside) || (inside === best.inside && distance < best.distance);
      if (better) best = { ...placed, tile };
    }
    best?.tile.halves[best.along < 0 ? 0 : 1].push(pip);
  }
  return read;
}

/** Whether a pip goes to one of these tiles, or is left out. */
export function onATile(tiles: TileBox[], pip: Point): boolean {
  return tiles.some((box) => reaches(placedOn(box, pip)));
}

interface Placed {
  /** Along the tile from its middle, to tell its halves apart. */
  along: number;
  /** Within its outline grown by a pip's reach. */
  inside: boolean;
  /** From its centre, in tile lengths. */
  distance: number;
}

function placedOn(box: TileBox, pip: Point): Placed {
  const { along, across } = inTileFrame(box, pip);
  return {
    along,
    inside:
      Math.abs(along) <= box.length * (0.5 + TUNING.pipReachAlong) &&
      Math.abs(across) <= box.width * (0.5 + TUNING.pipReachAcross),
    distance: Math.hypot(along, across) / box.length,
  };
}

function reaches({ inside, distance }: Placed): boolean {
  return inside || distance <= 1;
}
