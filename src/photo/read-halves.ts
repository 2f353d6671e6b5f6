/**
 * Reading each tile's halves: every pip goes to the tile whose outline holds it (the one whose
 * centre is nearest, in tile lengths, where two do), and to the half on its side of the tile's
 * middle. A pip no outline holds goes to the nearest tile within a tile's length of it: an
 * outline a little too small or turned must not lose pips. A pip farther from every tile is
 * left out: the model marks pips on tiles' faces, so it is most likely a dot on the cloth.
 */
import { inTileFrame, type TileBox } from './tile-box';
import { TUNING } from './tuning';
import type { Pip } from './types';

export interface TileWithPips {
  box: TileBox;
  halves: [Pip[], Pip[]];
}

export function readHalves(tiles: TileBox[], pips: Pip[]): TileWithPips[] {
  const read: TileWithPips[] = tiles.map((box) => ({ box, halves: [[], []] }));
  for (const pip of pips) {
    let best: { tile: TileWithPips; along: number; inside: boolean; distance: number } | null =
      null;
    for (const tile of read) {
      const { along, across } = inTileFrame(tile.box, pip);
      const inside =
        Math.abs(along) <= tile.box.length * (0.5 + TUNING.pipReachAlong) &&
        Math.abs(across) <= tile.box.width * (0.5 + TUNING.pipReachAcross);
      const distance = Math.hypot(along, across) / tile.box.length;
      if (!inside && distance > 1) continue;
      const better =
        !best || (inside && !best.inside) || (inside === best.inside && distance < best.distance);
      if (better) best = { tile, along, inside, distance };
    }
    best?.tile.halves[best.along < 0 ? 0 : 1].push(pip);
  }
  return read;
}
