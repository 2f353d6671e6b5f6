import { describe, expect, it } from 'vitest';
import { alongMainColour, inGreyAlong, tilesHue } from './tile-contrast';
import type { RgbaImage } from './types';

/** A 64 x 32 cut-out tile of one colour with round pips of another, at (16, 16) and (48, 16). */
function tile(face: number[], pip: number[]): RgbaImage {
  const data = new Uint8ClampedArray(64 * 32 * 4);
  for (let y = 0; y < 32; y++)
    for (let x = 0; x < 64; x++) {
      const onPip = Math.hypot(x - 16, y - 16) < 5 || Math.hypot(x - 48, y - 16) < 5;
      data.set([...(onPip ? pip : face), 255], (y * 64 + x) * 4);
    }
  return { data, width: 64, height: 32 };
}

const lightness = ({ data }: RgbaImage, x: number, y: number) => {
  const i = (y * 64 + x) * 4;
  return (
    0.299 * (data[i] as number) + 0.587 * (data[i + 1] as number) + 0.114 * (data[i + 2] as number)
  );
};

describe('a tile in grey along its main colour', () => {
  it('sets yellow pips on a pink face as far apart as black on white', () => {
    const pinkWithYellow = tile([240, 140, 180], [235, 200, 60]);
    expect(
      Math.abs(lightness(pinkWithYellow, 16, 16) - lightness(pinkWithYellow, 32, 16)),
    ).toBeLessThan(40);
    const grey = alongMainColour(pinkWithYellow) as RgbaImage;
    expect(Math.abs(lightness(grey, 16, 16) - lightness(grey, 32, 16))).toBe(255);
    expect(lightness(grey, 48, 16)).toBe(lightness(grey, 16, 16));
  });

  it('leaves a tile whose pips differ from it in lightness as it is', () => {
    expect(alongMainColour(tile([235, 225, 195], [20, 20, 25]))).toBeNull();
  });

  it('leaves a patch of one colour as it is', () => {
    expect(alongMainColour(tile([240, 140, 180], [240, 140, 180]))).toBeNull();
  });
});

describe('the hue the tiles of a photo share', () => {
  const pinkWithYellow = tile([240, 140, 180], [235, 200, 60]);
  const ivoryWithBlack = tile([235, 225, 195], [20, 20, 25]);

  it('sets yellow pips apart from pink faces in grey along it', () => {
    const hue = tilesHue([pinkWithYellow, pinkWithYellow, ivoryWithBlack]);
    expect(hue).not.toBeNull();
    const grey = inGreyAlong(pinkWithYellow, hue as [number, number, number]);
    expect(Math.abs(lightness(grey, 16, 16) - lightness(grey, 32, 16))).toBeGreaterThan(200);
  });

  it('is none where most tiles differ from their pips in lightness', () => {
    expect(tilesHue([pinkWithYellow, ivoryWithBlack, ivoryWithBlack])).toBeNull();
    expect(tilesHue([pinkWithYellow, ivoryWithBlack])).toBeNull();
    expect(tilesHue([])).toBeNull();
  });
});
