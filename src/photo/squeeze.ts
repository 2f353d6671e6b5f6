/**
 * A photo squeezed out of shape: labelling tools export photos to a square by squeezing them, so a
 * 16:9 photo's tiles come out a little over half as wide along one side as they were. Pips are
 * round and a 4, 5 or 9 is laid out alike every way, so the pips tell how the photo was squeezed:
 * their edges are steeper along the side it was squeezed along, and those layouts' pips closer
 * together. A blur draws pips long as well, but moves no pip's centre: it takes both.
 */
import { readHalves } from './read-halves';
import { lightnessAt } from './tile-appearance';
import { fromCorners } from './tile-box';
import type { PhotoReading, Point, RgbaImage } from './types';

/**
 * How much steeper the edges of the pips read are along x than along y: the median over the pips
 * of their squared steepness along x summed over the pip, over that along y; 1 for round pips or
 * none. Above 1 the photo was squeezed along x by about its square root's inverse, below 1 along
 * y by its square root.
 */
export function pipEdgesXToY(photo: RgbaImage, reading: PhotoReading): number {
  const toPhotoX = photo.width / reading.width;
  const toPhotoY = photo.height / reading.height;
  const { data, width, height } = photo;
  const grey = (x: number, y: number) => lightnessAt(data, (y * width + x) * 4);
  const ratios: number[] = [];
  for (const pip of reading.pips) {
    const cx = pip.x * toPhotoX;
    const cy = pip.y * toPhotoY;
    const radius = Math.max(1.5, pip.r * Math.min(toPhotoX, toPhotoY));
    const reach = Math.ceil(1.5 * radius);
    let alongX = 0;
    let alongY = 0;
    const x0 = Math.max(1, Math.round(cx) - reach);
    const x1 = Math.min(width - 2, Math.round(cx) + reach);
    const y0 = Math.max(1, Math.round(cy) - reach);
    const y1 = Math.min(height - 2, Math.round(cy) + reach);
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const weight = Math.exp(-((x - cx) ** 2 + (y - cy) ** 2) / (2 * radius * radius));
        const dx = grey(x + 1, y) - grey(x - 1, y);
        const dy = grey(x, y + 1) - grey(x, y - 1);
        alongX += weight * dx * dx;
        alongY += weight * dy * dy;
      }
    }
    if (alongX > 0 && alongY > 0) ratios.push(Math.log(alongX / alongY));
  }
  return ratios.length > 0 ? Math.exp(median(ratios)) : 1;
}

/** Layouts whose pips spread alike every way: a square's corners, with or without its middle, and 3 x 3. */
const EVEN_LAYOUTS = new Set([4, 5, 9]);

/**
 * How much farther apart the pips of the halves read with 4, 5 or 9 lie along x than along y: the
 * median over those halves (where the pips marked on the tile are as many as read) of their
 * spread along x over that along y, the square of how much the photo was squeezed along x; null
 * where no such half was read. A blur leaves it as it is: it moves no pip's centre.
 */
export function pipLayoutsXToY(reading: PhotoReading): number | null {
  const ratios = readHalves(reading.tiles.map(fromCorners), reading.pips).flatMap(
    ({ halves }, index) => {
      const read = reading.tiles[index]?.halves;
      const marked = halves.map((half) => half.length);
      if (
        !read ||
        Math.min(...read) !== Math.min(...marked) ||
        Math.max(...read) !== Math.max(...marked)
      )
        return [];
      return halves.filter((half) => EVEN_LAYOUTS.has(half.length)).map(spreadXToY);
    },
  );
  return ratios.length > 0 ? Math.exp(median(ratios.map(Math.log))) : null;
}

function spreadXToY(pips: Point[]): number {
  const mx = pips.reduce((sum, p) => sum + p.x, 0) / pips.length;
  const my = pips.reduce((sum, p) => sum + p.y, 0) / pips.length;
  const xx = pips.reduce((sum, p) => sum + (p.x - mx) ** 2, 0);
  const yy = pips.reduce((sum, p) => sum + (p.y - my) ** 2, 0);
  return xx / yy;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/**
 * The size to stretch `photo` to for round pips, or null: where the pips' edges (`edges`,
 * pipEdgesXToY) are `squeezed` times steeper one way than the other, the side they are steeper
 * along grown back by what their layouts (`layouts`, pipLayoutsXToY) say, where it is
 * `squeezedLayouts` or more; where no such layout was read, by what the edges say. Not the edges
 * alone where a layout says otherwise: a moved phone draws the pips long too, and moves none.
 */
export function unsqueezedSize(
  photo: { width: number; height: number },
  edges: number,
  layouts: number | null,
  { squeezed, squeezedLayouts }: { squeezed: number; squeezedLayouts: number },
): { width: number; height: number } | null {
  if (Math.abs(Math.log(edges)) < 2 * Math.log(squeezed)) return null;
  const spread = layouts ?? 1 / edges;
  const grow = Math.sqrt(edges > 1 ? 1 / spread : spread);
  if (grow < squeezedLayouts) return null;
  return edges > 1
    ? { width: Math.round(photo.width * grow), height: photo.height }
    : { width: photo.width, height: Math.round(photo.height * grow) };
}

/** Whether the layouts read (pipLayoutsXToY) say the pips lie as far apart every way. */
export function laidOutRound(
  layouts: number | null,
  { squeezedLayouts }: { squeezedLayouts: number },
): boolean {
  return layouts !== null && Math.abs(Math.log(layouts)) < 2 * Math.log(squeezedLayouts);
}
