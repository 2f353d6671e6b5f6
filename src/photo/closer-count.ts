/**
 * A hand far off in a large photo: the count looks at the photo decoded to `TUNING.largestSide`,
 * where tiles a 64th of a 12 MP photo's side are some 20 pixels wide, too few for a double-12's
 * pips. Where the tiles read come out that narrow and the file has the pixels, the part around
 * them is decoded again from the file at the scale the second look wants, and counted again.
 */
import { countPips } from './count';
import type { PipNetwork } from './model/network';
import type { ImageRegion } from './resample';
import { TUNING } from './tuning';
import type { PhotoReading, Point, RgbaImage, TileFound } from './types';

/** A part of the photo, and the scale it is wanted at. */
export interface Crop {
  /** The photo as decoded, grown by `factor`: the frame `region` is in. */
  size: { width: number; height: number };
  factor: number;
  region: ImageRegion;
}

/** The pixels of `crop.region` of the photo at `crop.size`, decoded again from its file. */
export type DecodeCrop = (crop: Crop) => Promise<RgbaImage>;

/**
 * The reading of `decoded`, counted again closer where its tiles are too narrow and the file is
 * `more` times as large as `decoded` (its long side's share): the closer count where it reads at
 * least as many tiles, in the frame of the whole photo at its scale.
 */
export async function withCloserCount(
  decoded: RgbaImage,
  reading: PhotoReading,
  more: number,
  decodeCrop: DecodeCrop,
  network: PipNetwork,
): Promise<PhotoReading> {
  const crop = closerCrop(reading, decoded, more);
  if (!crop) return reading;
  const closer = countPips(await decodeCrop(crop), network);
  return closer.tiles.length >= reading.tiles.length ? inWholePhoto(closer, crop) : reading;
}

/**
 * Where to count again, and how large: the tiles read, grown by `TUNING.aroundTiles` of their
 * length, at the scale that makes them `TUNING.tileWidth` wide (as the second look does), within
 * the file's pixels and `TUNING.largestSide`. None where the tiles are wide enough to within
 * `TUNING.lookAgain`, or the file has fewer pixels than that more.
 */
export function closerCrop(
  reading: PhotoReading,
  decoded: { width: number; height: number },
  more: number,
): Crop | null {
  const toDecoded = decoded.width / reading.width;
  const width = medianSide(reading.tiles, 'short') * toDecoded;
  if (!width) return null;
  const margin = (medianSide(reading.tiles, 'long') * TUNING.aroundTiles) / reading.width;
  const points = reading.tiles.flatMap((tile) => tile.corners);
  const x0 = Math.max(0, Math.min(...points.map((p) => p.x)) / reading.width - margin);
  const x1 = Math.min(1, Math.max(...points.map((p) => p.x)) / reading.width + margin);
  const ratio = reading.width / reading.height;
  const y0 = Math.max(0, Math.min(...points.map((p) => p.y)) / reading.height - margin * ratio);
  const y1 = Math.min(1, Math.max(...points.map((p) => p.y)) / reading.height + margin * ratio);
  let factor = Math.min(more, TUNING.tileWidth / width);
  const side = Math.max((x1 - x0) * decoded.width, (y1 - y0) * decoded.height) * factor;
  if (side > TUNING.largestSide) factor *= TUNING.largestSide / side;
  if (factor < TUNING.lookAgain) return null;
  const size = {
    width: Math.round(decoded.width * factor),
    height: Math.round(decoded.height * factor),
  };
  const x = Math.floor(x0 * size.width);
  const y = Math.floor(y0 * size.height);
  return {
    size,
    factor,
    region: {
      x,
      y,
      width: Math.ceil(x1 * size.width) - x,
      height: Math.ceil(y1 * size.height) - y,
    },
  };
}

/** A reading of the crop, its tiles and pips where they lie in the whole photo at its scale. */
function inWholePhoto(reading: PhotoReading, { size, region }: Crop): PhotoReading {
  // Two scales: a crop counted stretched back (squeeze.ts) is read in a frame of another shape.
  const scaleX = region.width / reading.width;
  const scaleY = region.height / reading.height;
  const moved = (p: Point) => ({ x: region.x + p.x * scaleX, y: region.y + p.y * scaleY });
  return {
    ...reading,
    ...size,
    tiles: reading.tiles.map((tile) => ({ ...tile, corners: tile.corners.map(moved) })),
    pips: reading.pips.map((pip) => ({ ...moved(pip), r: pip.r * Math.min(scaleX, scaleY) })),
  };
}

/** The median of the tiles' short or long sides; 0 for no tile. */
function medianSide(tiles: TileFound[], side: 'short' | 'long'): number {
  const sides = tiles
    .map(({ corners: [a, b, c] }) => {
      const one = Math.hypot((b as Point).x - (a as Point).x, (b as Point).y - (a as Point).y);
      const two = Math.hypot((c as Point).x - (b as Point).x, (c as Point).y - (b as Point).y);
      return side === 'short' ? Math.min(one, two) : Math.max(one, two);
    })
    .sort((a, b) => a - b);
  return sides[Math.floor(sides.length / 2)] ?? 0;
}
