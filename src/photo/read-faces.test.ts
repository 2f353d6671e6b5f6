import { describe, expect, it } from 'vitest';
import { BACK, FACE_CLASSES, type PipNetwork } from './model/network';
import { readFaces, surelyFaces } from './read-faces';
import type { TileWithPips } from './read-halves';
import type { TileBox } from './tile-box';
import { TUNING } from './tuning';
import type { Pip, RgbaImage } from './types';

/** Likelihoods for one half: `sure` on `count`, the rest spread evenly. */
function half(count: number, sure: number): number[] {
  const rest = (1 - sure) / (FACE_CLASSES - 1);
  return Array.from({ length: FACE_CLASSES }, (_, n) => (n === count ? sure : rest));
}

/** A face model that reads what it is told, and keeps the tiles it was given. */
function modelReading(...halves: number[][]) {
  const given: RgbaImage[] = [];
  const network = {
    readFaces: (crops: RgbaImage[]) => {
      given.push(...crops);
      return Float32Array.from(halves.flat());
    },
  } as unknown as PipNetwork;
  return { network, given };
}

/** A face model that reads each call's tiles as it is told, call after call. */
function modelReadingInTurn(...calls: number[][][]) {
  let call = 0;
  const given: RgbaImage[][] = [];
  const network = {
    readFaces: (crops: RgbaImage[]) => {
      given.push(crops);
      return Float32Array.from((calls[call++] ?? []).flat());
    },
  } as unknown as PipNetwork;
  return { network, given };
}

const pips = (n: number): Pip[] => Array.from({ length: n }, () => ({ x: 0, y: 0, r: 0 }));
const box: TileBox = { x: 20, y: 10, length: 20, width: 10, angle: 0, score: 1 };
const marked = (a: number, b: number): TileWithPips => ({ box, halves: [pips(a), pips(b)] });
const photo: RgbaImage = { data: new Uint8ClampedArray(40 * 20 * 4), width: 40, height: 20 };
/** A pink photo with yellow spots on the tile: the same lightness, another hue. */
const pink: RgbaImage = { data: new Uint8ClampedArray(40 * 20 * 4), width: 40, height: 20 };
for (let y = 0; y < 20; y++)
  for (let x = 0; x < 40; x++) {
    const spot = (x === 15 || x === 25) && y === 10;
    pink.data.set(spot ? [235, 200, 60, 255] : [240, 140, 180, 255], (y * 40 + x) * 4);
  }

describe("reading a tile's face", () => {
  it('takes what the face model is sure of over the pips marked', () => {
    const { network } = modelReading(half(6, 0.9), half(12, 0.8));
    expect(readFaces(photo, photo, [marked(5, 11)], network)).toEqual([{ halves: [6, 12] }]);
  });

  it('counts the pips marked on a half the face model is not sure of', () => {
    const unsure = TUNING.faceSure - 0.1;
    const { network } = modelReading(half(6, unsure), half(3, 0.99));
    expect(readFaces(photo, photo, [marked(5, 2)], network)).toEqual([{ halves: [5, 3] }]);
  });

  it('leaves out a tile either of whose halves it takes for a back', () => {
    // A maker's letters in the middle of a back: one half shows them, the other looks blank.
    const { network } = modelReading(
      half(BACK, 0.9),
      half(0, 0.9),
      half(2, 0.9),
      half(BACK, TUNING.backSure - 0.1),
    );
    expect(readFaces(photo, photo, [marked(0, 0), marked(2, 0)], network)).toEqual([
      { back: true },
      { halves: [2, 0] },
    ]);
  });

  it('reads again, turned along its pips, a tile taken for a back that holds pips', () => {
    // A tile upright in the photo outlined across it, as a blurred tile's outline can be: six
    // pips up its middle, read as a back across it and as a 0-6 along them.
    const upright = (n: number): Pip[] =>
      Array.from({ length: n }, (_, i) => ({ x: 20, y: 11 + 1.5 * i, r: 0 }));
    const askew: TileWithPips = { box, halves: [upright(3), upright(TUNING.backPips - 3)] };
    const { network, given } = modelReadingInTurn(
      [half(BACK, 0.9), half(6, 0.9)],
      [half(0, TUNING.faceSure + 0.1), half(6, 0.99)],
    );
    const [read] = readFaces(photo, photo, [askew], network);
    expect(read).toMatchObject({ halves: [0, 6], box: { x: box.x, y: box.y } });
    const turned = (read as { box: TileBox }).box.angle;
    expect(Math.abs(Math.cos(turned))).toBeCloseTo(0);
    expect(given).toHaveLength(2);
  });

  it('leaves it a back where the face model is unsure of a half so turned, where it would lie over another tile, or where it holds few pips', () => {
    const holding = (n: number): TileWithPips => ({
      box,
      halves: [Array.from({ length: n }, (_, i) => ({ x: 20, y: 11 + i, r: 0 })), []],
    });
    const unsure = modelReadingInTurn(
      [half(BACK, 0.9), half(6, 0.9)],
      [half(0, TUNING.faceSure - 0.1), half(6, 0.99)],
    );
    expect(readFaces(photo, photo, [holding(TUNING.backPips)], unsure.network)).toEqual([
      { back: true },
    ]);
    // So turned, it would lie over the tile beside it, and read that tile's pips.
    const beside: TileWithPips = {
      box: { ...box, angle: Math.PI / 2 },
      halves: [pips(2), pips(2)],
    };
    const over = modelReadingInTurn([half(BACK, 0.9), half(6, 0.9), half(2, 0.9), half(2, 0.9)]);
    expect(readFaces(photo, photo, [holding(TUNING.backPips), beside], over.network)).toEqual([
      { back: true },
      { halves: [2, 2] },
    ]);
    expect(over.given).toHaveLength(1);
    const few = modelReadingInTurn([half(BACK, 0.9), half(6, 0.9)]);
    expect(readFaces(photo, photo, [holding(TUNING.backPips - 1)], few.network)).toEqual([
      { back: true },
    ]);
    expect(few.given).toHaveLength(1);
  });

  it('reads a half in grey too where its pips differ from the face in hue, taking the surer', () => {
    const { network, given } = modelReading(
      half(2, 0.6),
      half(4, 0.9),
      half(1, 0.95),
      half(7, 0.5),
    );
    expect(readFaces(pink, pink, [marked(0, 0)], network)).toEqual([{ halves: [1, 4] }]);
    expect(given).toHaveLength(2);
  });

  it('counts a tile it takes for a back in colour but reads as a face in grey', () => {
    // Yellow pips on pink can pass for a back's print in colour; in grey they are pips.
    const asBack = modelReading(half(BACK, 0.9), half(3, 0.9), half(2, 0.9), half(3, 0.9));
    expect(readFaces(pink, pink, [marked(0, 0)], asBack.network)).toEqual([{ halves: [2, 3] }]);
    const backInBoth = modelReading(half(BACK, 0.9), half(3, 0.9), half(BACK, 0.9), half(3, 0.9));
    expect(readFaces(pink, pink, [marked(0, 0)], backInBoth.network)).toEqual([{ back: true }]);
  });

  it('takes a doubtful tile for a tile only where it reads each half surely as a count', () => {
    const sure = TUNING.doubtfulSure;
    const { network } = modelReading(
      half(4, sure),
      half(4, 1),
      half(5, 1),
      half(5, sure - 0.02),
      half(BACK, 0.9),
      half(3, 1),
    );
    const surely = { ...box, x: 1 };
    const tiles = [surely, { ...box, x: 2 }, { ...box, x: 3 }];
    expect(surelyFaces(photo, photo, tiles, network)).toEqual([surely]);
  });

  it('cuts each tile out of the photo at its own resolution, not the look it was found in', () => {
    // A photo twice the look's size, bright only where the tile lies and a little around it.
    const big = { data: new Uint8ClampedArray(80 * 40 * 4), width: 80, height: 40 };
    for (let y = 6; y < 34; y++)
      for (let x = 16; x < 64; x++) big.data.fill(255, (y * 80 + x) * 4, (y * 80 + x) * 4 + 3);
    const { network, given } = modelReading(half(0, 1), half(0, 1));
    readFaces(big, photo, [marked(0, 0)], network);
    const cut = given[0] as RgbaImage;
    const inside = [...cut.data].filter((_, i) => i % 4 !== 3);
    expect(Math.min(...inside)).toBeGreaterThan(200);
  });
});
