import { describe, expect, it } from 'vitest';
import { FACE_LENGTH, FACE_WIDTH } from './face-crop';
import { lightnessApart, sharpness } from './tile-appearance';
import { TUNING } from './tuning';
import type { RgbaImage } from './types';

/** A tile cut out: an ivory face with the dark pips of a 2-3 (a 64 x 32 cut-out, 9 px pips). */
function tileCut(): RgbaImage {
  const pips = [
    [8, 8],
    [24, 24],
    [40, 8],
    [48, 16],
    [56, 24],
  ];
  return paint((x, y) =>
    pips.some(([px, py]) => Math.hypot(x - (px as number), y - (py as number)) < 4.5)
      ? [30, 30, 30]
      : [235, 225, 200],
  );
}

function paint(colour: (x: number, y: number) => number[]): RgbaImage {
  const data = new Uint8ClampedArray(FACE_LENGTH * FACE_WIDTH * 4);
  for (let y = 0; y < FACE_WIDTH; y++)
    for (let x = 0; x < FACE_LENGTH; x++)
      data.set([...colour(x, y), 255], (y * FACE_LENGTH + x) * 4);
  return { data, width: FACE_LENGTH, height: FACE_WIDTH };
}

/** Blurred as a phone out of focus blurs it: three box blurs, about a Gaussian of 7 % of its width. */
function blurred(image: RgbaImage, radius = 2, passes = 3): RgbaImage {
  let { data } = image;
  const { width, height } = image;
  for (let pass = 0; pass < passes; pass++) {
    for (const [dx, dy] of [
      [1, 0],
      [0, 1],
    ] as const) {
      const out = new Uint8ClampedArray(data.length);
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++)
          for (let c = 0; c < 4; c++) {
            let sum = 0;
            for (let k = -radius; k <= radius; k++) {
              const sx = Math.min(width - 1, Math.max(0, x + k * dx));
              const sy = Math.min(height - 1, Math.max(0, y + k * dy));
              sum += data[(sy * width + sx) * 4 + c] as number;
            }
            out[(y * width + x) * 4 + c] = sum / (2 * radius + 1);
          }
      data = out;
    }
  }
  return { data, width, height };
}

describe('how sharp a tile cut out is', () => {
  it('takes a tile with crisp pips for sharp, and the same out of focus for blurred', () => {
    expect(sharpness(tileCut())).toBeGreaterThan(TUNING.blurredTile);
    expect(sharpness(blurred(tileCut()))).toBeLessThan(TUNING.blurredTile);
  });

  it('is the same for a dim photo as for a bright one: a step over the range of lightness', () => {
    const bright = tileCut();
    const dim = paint((x, y) => {
      const i = (y * FACE_LENGTH + x) * 4;
      return [...bright.data.subarray(i, i + 3)].map((v) => v / 4);
    });
    expect(sharpness(dim)).toBeCloseTo(sharpness(bright), 1);
  });
});

describe('how like another tile a cut-out is', () => {
  it('takes a tile of the same set, other pips and all, for alike', () => {
    const oneOne = paint((x, y) =>
      Math.hypot(x - 16, y - 16) < 4.5 || Math.hypot(x - 48, y - 16) < 4.5
        ? [30, 30, 30]
        : [235, 225, 200],
    );
    expect(lightnessApart(tileCut(), tileCut())).toBe(0);
    expect(lightnessApart(blurred(tileCut()), blurred(oneOne))).toBeLessThan(TUNING.besideAlike);
  });

  it('takes a dark cloth with light dots for unlike, a white one not: the face model decides there', () => {
    const dots = paint((x, y) =>
      Math.hypot((x % 12) - 6, (y % 12) - 6) < 3 ? [200, 200, 200] : [25, 25, 35],
    );
    const white = paint(() => [250, 250, 250]);
    expect(lightnessApart(tileCut(), dots)).toBeGreaterThan(TUNING.besideAlike);
    expect(lightnessApart(tileCut(), white)).toBeLessThan(TUNING.besideAlike);
  });
});
