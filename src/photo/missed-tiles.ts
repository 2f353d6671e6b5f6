/**
 * Tiles too small for the first look: scattered over a large photo, a 40th of its side or less,
 * the first look outlines a few of them and the second looks only around those. Its pip map still
 * marks the others' pips. Where `TUNING.loosePips` or more of them go to no tile found, the part
 * of the photo around them is looked at twice as large, and the tiles it finds there, of the size
 * of those found (`apartFrom`) and on none of them, are read too, with their pips, where the face
 * model reads each half at least `TUNING.faceSure` likely (a word printed on the cloth marks pips
 * and a tile too, and the face model is unsure of it; it is rarely all but certain of tiles so
 * small, so `doubtfulSure` would leave them out).
 */
import { apartFrom } from './find-tiles';
import { type Look, look, lookSize } from './look';
import type { PipNetwork } from './model/network';
import { surelyFaces } from './read-faces';
import { onATile } from './read-halves';
import type { ImageRegion } from './resample';
import { inPhoto, median, pointIn, type TileBox } from './tile-box';
import { TUNING } from './tuning';
import type { Point, RgbaImage } from './types';

/** The tiles found and the pips to read them by (in `seen`), with the tiles missed and theirs. */
export function withTilesMissed(
  photo: RgbaImage,
  first: Look,
  seen: Look,
  found: TileBox[],
  network: PipNetwork,
): { tiles: TileBox[]; pips: Point[] } {
  const loose = first.pips.filter((pip) => !onATile(found, pointIn(pip, first, seen)));
  const small = Math.max(photo.width, photo.height) < 2 * TUNING.firstLook;
  if (loose.length < TUNING.loosePips || small) return { tiles: found, pips: seen.pips };
  const size = lookSize(photo, 2 * TUNING.firstLook, network.stride);
  const nearer = look(photo, size, network, false, around(loose, first, size, network.stride));
  const ofTheirSize = apartFrom(
    nearer.tilesToRead.map((tile) => inPhoto(tile, nearer, seen)),
    found,
  );
  const missed = surelyFaces(photo, seen, ofTheirSize, network, TUNING.faceSure);
  const theirPips = nearer.pips
    .map((pip) => pointIn(pip, nearer, seen))
    .filter((pip) => onATile(missed, pip) && !onATile(found, pip));
  return { tiles: [...found, ...missed], pips: [...seen.pips, ...theirPips] };
}

/**
 * The box around `points` of the first look, grown by a tile's length (an eighth of its side
 * where it outlined none), in a look of `size`, out to the model's stride.
 */
function around(
  points: Point[],
  first: Look,
  size: { width: number; height: number },
  stride: number,
): ImageRegion {
  const k = size.width / first.width;
  const margin = (median(first.tiles, 'length') ?? Math.max(first.width, first.height) / 8) * k;
  const xs = points.map((p) => pointIn(p, first, size).x);
  const ys = points.map((p) => pointIn(p, first, size).y);
  const from = (v: number) => Math.max(0, Math.floor((v - margin) / stride) * stride);
  const x = from(Math.min(...xs));
  const y = from(Math.min(...ys));
  const to = (v: number, side: number) => Math.min(side, Math.ceil((v + margin) / stride) * stride);
  return {
    x,
    y,
    width: to(Math.max(...xs), size.width) - x,
    height: to(Math.max(...ys), size.height) - y,
  };
}
