import { describe, expect, it } from 'vitest';
import { plainImage } from '../../test/photos/plain-image';
import { lookWith, mapsWithTiles } from '../../test/photos/tile-maps';
import type { Look } from './look';
import { withTilesMissed } from './missed-tiles';
import { FACE_CLASSES, type PipNetwork } from './model/network';
import type { TileBox } from './tile-box';
import { TUNING } from './tuning';
import type { Point } from './types';

// A 1600 x 1200 photo; the first look (384 x 288) outlined the tile on the left, 12 px wide, and
// marked pips around x = 288, where a tile it missed lies.
const photo = plainImage(1600, 1200, () => [200, 200, 200]);
const found: TileBox = { x: 96, y: 144, length: 24, width: 12, angle: 0, score: 0.9 };
const firstWith = (pips: Point[]): Look => ({
  ...lookWith({ width: 384, height: 288 }, [found]),
  pips,
});
const pipsAt = (n: number): Point[] =>
  Array.from({ length: n }, (_, k) => ({ x: 282 + 4 * k, y: 144 + (k % 2) * 4 - 2 }));

/**
 * A stand-in for the model that sees, in each look, one tile in the middle of what it is shown,
 * `width` px wide, with a pip on it, and reads each half of a tile as a 3, `sure` likely; how many
 * looks it was given.
 */
function seeingATileOf(width: number, sure = 1) {
  const model = {
    looks: 0,
    stride: 32,
    run({ width: w, height: h }: { width: number; height: number }) {
      model.looks++;
      const middle = { column: Math.floor(w / 8), row: Math.floor(h / 8) };
      return mapsWithTiles(
        w,
        h,
        [{ ...middle, width }],
        [{ column: Math.floor(w / 4) + 4, row: Math.floor(h / 4) }],
      );
    },
    readFaces(crops: unknown[]) {
      const likelihoods = new Float32Array(crops.length * 2 * FACE_CLASSES);
      const rest = (1 - sure) / (FACE_CLASSES - 1);
      for (let half = 0; half < crops.length * 2; half++) {
        for (let count = 0; count < FACE_CLASSES; count++)
          likelihoods[half * FACE_CLASSES + count] = count === 3 ? sure : rest;
      }
      return likelihoods;
    },
  };
  return model;
}

function missedBy(model: ReturnType<typeof seeingATileOf>, loose: number) {
  const first = firstWith(pipsAt(loose));
  return withTilesMissed(photo, first, first, [found], model as unknown as PipNetwork);
}

describe('tiles too small for the first look, found by their pips', () => {
  it('are looked for twice as large around the pips no tile holds, and read with their pips', () => {
    const model = seeingATileOf(24);
    const { tiles, pips } = missedBy(model, TUNING.loosePips);
    expect(model.looks).toBe(1);
    expect(tiles).toHaveLength(2);
    const missed = tiles[1] as TileBox;
    expect(missed.x).toBeCloseTo(288, -1);
    expect(missed.y).toBeCloseTo(144, -1);
    expect(missed.width).toBeCloseTo(12, 0);
    expect(pips).toHaveLength(TUNING.loosePips + 1);
  });

  it('are not looked for where those pips are fewer than a tile holds', () => {
    const model = seeingATileOf(24);
    expect(missedBy(model, TUNING.loosePips - 1).tiles).toEqual([found]);
    expect(model.looks).toBe(0);
  });

  it.each([
    ['far larger than the tiles found', seeingATileOf(72)],
    ['read unsurely by the face model (a word printed on the cloth)', seeingATileOf(24, 0.4)],
  ])('are not taken where %s', (_, model) => {
    expect(missedBy(model, TUNING.loosePips).tiles).toEqual([found]);
    expect(model.looks).toBe(1);
  });
});
