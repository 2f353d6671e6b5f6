/**
 * One look at the photo: resampled to a size the model takes (sides a multiple of its stride), in
 * grey along a hue if asked, run through the model, its tiles and pips found. Coordinates are in
 * the resampled image, even where only a region of it was looked at.
 */

import { findTiles, isSure, tilesWithPips } from './find-tiles';
import type { PipNetwork } from './model/network';
import { cellToImage, findPeaks } from './peaks';
import { type ImageRegion, resample } from './resample';
import { median, type TileBox } from './tile-box';
import { type Colour, inGreyAlong } from './tile-contrast';
import { TUNING } from './tuning';
import type { Point, RgbaImage } from './types';

/** The stride of the pip map. */
const PIP_STRIDE = 2;

export interface Look {
  width: number;
  height: number;
  /** The tiles the model is sure of: where they are says where to look closer. */
  tiles: TileBox[];
  /** Those, and the tiles it is unsure of that hold pips no sure tile holds: the tiles to read. */
  tilesToRead: TileBox[];
  pips: Point[];
  /** The other tiles it marks faintly: read only where the face model is sure of them. */
  doubtful: TileBox[];
}

/** Sides near `longSide` on the long side, keeping the photo's shape, as multiples of `stride`. */
export function lookSize(photo: RgbaImage, longSide: number, stride: number) {
  const scale = longSide / Math.max(photo.width, photo.height);
  const side = (n: number) => Math.max(stride, Math.round((n * scale) / stride) * stride);
  return { width: side(photo.width), height: side(photo.height) };
}

export function look(
  photo: RgbaImage,
  size: { width: number; height: number },
  network: PipNetwork,
  mirrored: boolean,
  region: ImageRegion = { x: 0, y: 0, ...size },
  inGreyAlongHue: Colour | null = null,
): Look {
  const resampled = resample(photo, size.width, size.height, region);
  const image = inGreyAlongHue ? inGreyAlong(resampled, inGreyAlongHue) : resampled;
  const maps = network.run(image, mirrored);
  const found = findTiles(maps).map((t) => ({ ...t, x: t.x + region.x, y: t.y + region.y }));
  const tiles = found.filter(isSure);
  const peaks = findPeaks(maps.pips, maps.pipsWidth, maps.pipsHeight, TUNING.pipScore).map((p) => ({
    x: cellToImage(p.x, PIP_STRIDE) + region.x,
    y: cellToImage(p.y, PIP_STRIDE) + region.y,
    score: p.score,
  }));
  const pips = onePeakEach(peaks, tiles);
  const tilesToRead = tilesWithPips(found, pips);
  const doubtful = found.filter((tile) => !tilesToRead.includes(tile));
  return { ...size, tiles, tilesToRead, pips, doubtful };
}

/**
 * A large pip can peak twice: of two peaks closer than a fraction of a tile's width (pips of
 * a crowded double-12 half are further apart), the weaker is dropped.
 */
function onePeakEach(peaks: (Point & { score: number })[], tiles: TileBox[]): Point[] {
  const apart = (median(tiles, 'width') ?? 0) * TUNING.pipsApart;
  const kept: Point[] = [];
  for (const peak of [...peaks].sort((a, b) => b.score - a.score)) {
    if (kept.every((k) => Math.hypot(k.x - peak.x, k.y - peak.y) >= apart)) kept.push(peak);
  }
  return kept;
}
