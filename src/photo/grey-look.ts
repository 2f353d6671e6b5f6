/**
 * A closer look in grey, for tiles whose pips differ from their face in hue more than in lightness
 * (yellow on pink or lilac, white on pink): the tile map can miss such a tile in colour and find it
 * in grey along the hue the tiles share, as it finds black pips on white. Only what the colour look
 * missed is taken from it, and only where the face model is all but sure of the tile: where the
 * colour look found a tile, its outline stands. It looks with the tiles `TUNING.greyTileWidth`
 * wide, to find them, not to read their pips: the face model reads them from the photo, and the
 * count's time grows by a third of the colour look's, not by all of it.
 */
import { cutTile } from './face-crop';
import { apartFrom, holds } from './find-tiles';
import { type Look, look } from './look';
import type { PipNetwork } from './model/network';
import { surelyFaces } from './read-faces';
import { planSecondLook } from './second-look';
import { inPhoto, pointIn } from './tile-box';
import { tilesHue } from './tile-contrast';
import { TUNING } from './tuning';
import type { RgbaImage } from './types';

export function withGreyLook(
  photo: RgbaImage,
  first: Look,
  closer: Look,
  network: PipNetwork,
): Look {
  const hue = tilesHue(first.tiles.map((box) => cutTile(photo, inPhoto(box, first, photo))));
  if (!hue) return closer;
  const plan = planSecondLook(photo, first, network.stride, TUNING.greyTileWidth);
  const grey = look(photo, plan.size, network, false, plan.region, hue);
  if (closer.tiles.length === 0) return grey;
  const found = grey.tiles.map((box) => inPhoto(box, grey, closer));
  const missed = surelyFaces(photo, closer, apartFrom(found, closer.tiles), network);
  const pips = grey.pips.map((pip) => pointIn(pip, grey, closer));
  // The colour look's unsure tiles where it missed one are its scraps of that tile.
  const unsure = closer.tilesToRead.filter((tile) => !closer.tiles.includes(tile));
  return {
    ...closer,
    tilesToRead: [...closer.tiles, ...missed, ...apartFrom(unsure, missed)],
    pips: [...closer.pips, ...pips.filter((pip) => missed.some((tile) => holds(tile, pip)))],
  };
}
