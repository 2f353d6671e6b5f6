/**
 * How a tile cut out for the face model (face-crop.ts) looks: how sharp, and how like another;
 * and a pixel's lightness, which both are judged by.
 */
import type { RgbaImage } from './types';

/**
 * How sharp a tile cut out is: the steepest step in lightness between neighbouring pixels (the
 * 99th percentile, so that no one speck decides) over the cut-out's range of lightness. The
 * cut-out is a tile's size whatever the tile's size in the photo, so a blur by a share of the
 * tile's width gives the same sharpness near or far: a sharp pip's rim rises within a pixel or
 * two, a blurred one over many.
 */
export function sharpness(tile: RgbaImage): number {
  const { width, height } = tile;
  const light = lightness(tile);
  const steps = new Levels();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = light[y * width + x] as number;
      if (x + 1 < width) steps.add(Math.abs((light[y * width + x + 1] as number) - at));
      if (y + 1 < height) steps.add(Math.abs((light[(y + 1) * width + x] as number) - at));
    }
  }
  const range = Levels.of(light).range();
  return range > 0 ? steps.quantile(0.99) / range : 0;
}

/**
 * How far apart two tiles cut out are in their usual lightness (the median: a face's, not its
 * pips'), over the first one's range of lightness: a tile of the same set lies near 0, bare table
 * beside a tile rarely does.
 */
export function lightnessApart(tile: RgbaImage, other: RgbaImage): number {
  const light = Levels.of(lightness(tile));
  const apart = Math.abs(light.quantile(0.5) - Levels.of(lightness(other)).quantile(0.5));
  const range = light.range();
  return range > 0 ? apart / range : Number.POSITIVE_INFINITY;
}

/** The lightness of the pixel at `offset` in RGBA data (its luma, 0 to 255). */
export function lightnessAt(data: RgbaImage['data'], offset: number): number {
  return (
    0.299 * (data[offset] as number) +
    0.587 * (data[offset + 1] as number) +
    0.114 * (data[offset + 2] as number)
  );
}

function lightness({ data, width, height }: RgbaImage): Float32Array {
  const light = new Float32Array(width * height);
  for (let i = 0; i < light.length; i++) light[i] = lightnessAt(data, 4 * i);
  return light;
}

/** Values from 0 to 255 counted in quarter levels: quantiles of a cut-out's pixels without sorting. */
class Levels {
  private readonly counts = new Uint32Array(1024);
  private total = 0;

  static of(values: Float32Array): Levels {
    const levels = new Levels();
    for (const value of values) levels.add(value);
    return levels;
  }

  add(value: number): void {
    const level = Math.min(1023, Math.floor(value * 4));
    this.counts[level] = (this.counts[level] as number) + 1;
    this.total++;
  }

  quantile(q: number): number {
    const rank = Math.floor(q * (this.total - 1));
    let seen = 0;
    for (let level = 0; level < 1024; level++) {
      seen += this.counts[level] as number;
      if (seen > rank) return level / 4;
    }
    return 255;
  }

  /** From the 2nd to the 98th percentile: a speck of glare or dirt does not widen it. */
  range(): number {
    return this.quantile(0.98) - this.quantile(0.02);
  }
}
