import { describe, expect, it } from 'vitest';
import { resample } from './resample';

const grey = (width: number, height: number, value: (x: number, y: number) => number) => {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      data.fill(value(x, y), (y * width + x) * 4, (y * width + x) * 4 + 3);
  return { data, width, height };
};

describe('resample', () => {
  it('averages the pixels each output pixel covers when shrinking', () => {
    const checker = grey(4, 4, (x, y) => ((x + y) % 2 ? 200 : 0));
    const small = resample(checker, 2, 2);
    expect([...small.data.slice(0, 4)]).toEqual([100, 100, 100, 255]);
  });

  it('keeps a flat image flat at any size', () => {
    const flat = resample(
      grey(7, 5, () => 90),
      12,
      3,
    );
    expect(flat.width).toBe(12);
    expect(new Set([...flat.data].filter((_, i) => i % 4 !== 3))).toEqual(new Set([90]));
  });

  it('interpolates when growing', () => {
    const ramp = resample(
      grey(2, 1, (x) => x * 100),
      4,
      1,
    );
    const reds = [0, 1, 2, 3].map((x) => ramp.data[x * 4]);
    expect(reds).toEqual([0, 25, 75, 100]);
  });

  it('makes a region of the resampled image as the whole would have it', () => {
    const noise = grey(9, 7, (x, y) => (x * 37 + y * 91) % 256);
    const whole = resample(noise, 5, 4);
    const part = resample(noise, 5, 4, { x: 2, y: 1, width: 3, height: 2 });
    expect(part.width).toBe(3);
    for (let y = 0; y < 2; y++) {
      const row = (y + 1) * 5 + 2;
      expect([...part.data.slice(y * 12, y * 12 + 12)]).toEqual([
        ...whole.data.slice(row * 4, row * 4 + 12),
      ]);
    }
  });
});
