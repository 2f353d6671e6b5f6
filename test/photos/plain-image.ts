import type { RgbaImage } from '../../src/photo';

/** A picture drawn pixel by pixel from an [r, g, b] function, for the photo count's tests. */
export function plainImage(
  width: number,
  height: number,
  colour: (x: number, y: number) => number[],
): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) data.set([...colour(x, y), 255], (y * width + x) * 4);
  }
  return { data, width, height };
}
