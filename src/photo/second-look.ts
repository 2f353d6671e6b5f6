/**
 * Where the second look goes, and how large: the photo resampled so that the first look's tiles
 * (their median width) are `tileWidth` wide (`TUNING.tileWidth`, or less for a look in grey), and
 * of that only the part around the tiles the first look found. A hand fills a part of most photos;
 * the table around it costs the model as much as the tiles, and shows it only things to take for
 * tiles. Tiles a few pixels wide in the first look (a hand small in a large photo) are taken for
 * larger than they are, a block of them for one: where the second look's tiles come out far
 * narrower than it meant them to be, it is planned again from what it found.
 */
import { type Look, look, lookSize } from './look';
import type { PipNetwork } from './model/network';
import type { ImageRegion } from './resample';
import { corners, median } from './tile-box';
import { TUNING } from './tuning';
import type { RgbaImage } from './types';

export interface LookPlan {
  /** The whole photo's size at the second look's scale: the frame its coordinates are in. */
  size: { width: number; height: number };
  /** The part of it looked at. */
  region: ImageRegion;
}

/** The second look (or the first, where it is already at about that scale). */
export function secondLook(photo: RgbaImage, first: Look, network: PipNetwork): Look {
  const plan = planSecondLook(photo, first, network.stride);
  const scale = plan.size.width / first.width;
  if (sameScale(scale)) return first;
  const second = look(photo, plan.size, network, false, plan.region);
  const meant = (median(first.tiles, 'width') ?? TUNING.tileWidth / scale) * scale;
  const width = median(second.tiles, 'width');
  // A look beyond the photo's own pixels would show nothing more.
  if (!width || meant / width < TUNING.lookAgain || second.width >= photo.width) return second;
  const again = planSecondLook(photo, second, network.stride);
  if (sameScale(again.size.width / second.width)) return second;
  const third = look(photo, again.size, network, false, again.region);
  return third.tiles.length > 0 ? third : second;
}

function sameScale(scale: number): boolean {
  return Math.abs(Math.log(scale)) < Math.log(TUNING.sameScale);
}

export function planSecondLook(
  photo: RgbaImage,
  first: Look,
  stride: number,
  tileWidth: number = TUNING.tileWidth,
): LookPlan {
  const width = median(first.tiles, 'width');
  const part = aroundTiles(first);
  const firstSide = Math.max(first.width, first.height);
  // Where the first look found no tile, the tiles may be too small for it: twice its size.
  let side = Math.min(width ? (firstSide * tileWidth) / width : firstSide * 2, TUNING.largestSide);
  const whole = lookSize(photo, side, stride);
  const area = whole.width * part.width * whole.height * part.height;
  // A look with smaller tiles is as much smaller at its largest.
  const largestArea = TUNING.largestArea * (tileWidth / TUNING.tileWidth) ** 2;
  if (area > largestArea) side *= Math.sqrt(largestArea / area);
  const size = lookSize(photo, Math.max(TUNING.smallestSide, side), stride);
  // The part's edges, out to the model's stride, so that its maps' cells are the whole's.
  const from = (f: number, n: number) => Math.floor((f * n) / stride) * stride;
  const to = (f: number, n: number) => Math.min(n, Math.ceil((f * n) / stride) * stride);
  const x = from(part.x, size.width);
  const y = from(part.y, size.height);
  return {
    size,
    region: {
      x,
      y,
      width: to(part.x + part.width, size.width) - x,
      height: to(part.y + part.height, size.height) - y,
    },
  };
}

/**
 * The box around the first look's tiles, grown by `TUNING.aroundTiles` of their median length
 * (a tile it missed lies beside the others), as fractions of the photo; all of it where it
 * found none.
 */
function aroundTiles(first: Look): ImageRegion {
  if (first.tiles.length === 0) return { x: 0, y: 0, width: 1, height: 1 };
  const margin = (median(first.tiles, 'length') as number) * TUNING.aroundTiles;
  const points = first.tiles.flatMap(corners);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x0 = Math.max(0, Math.min(...xs) - margin) / first.width;
  const y0 = Math.max(0, Math.min(...ys) - margin) / first.height;
  const x1 = Math.min(first.width, Math.max(...xs) + margin) / first.width;
  const y1 = Math.min(first.height, Math.max(...ys) + margin) / first.height;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
