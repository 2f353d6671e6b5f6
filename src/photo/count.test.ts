import { describe, expect, it } from 'vitest';
import { plainImage as plain } from '../../test/photos/plain-image';
import { renderScene } from '../../test/photos/render-scene';
import { lookWith, mapsWithTiles } from '../../test/photos/tile-maps';
import { countPips } from './count';
import { lookSize } from './look';
import { BACK, FACE_CLASSES, type PipNetwork } from './model/network';
import { readPipNetwork } from './model/read-pip-network';
import { cellToImage } from './peaks';
import { resample } from './resample';
import { planSecondLook } from './second-look';
import { TUNING } from './tuning';
import type { RgbaImage } from './types';

// The model runs twice a photo: a second or so of CPU on a shared machine.
const SLOW = 30_000;

// A photo of the older renderer (test/photos/) the model never trained on, with tiles of several kinds.
const SCENE = 1003;
// One whose tiles, squeezed to 56 % of their height, read three pips too many where not stretched back.
const SQUEEZED_SCENE = 1006;
// And one whose tiles, squeezed to half their width, read 14 pips of 41 where not stretched back.
const MISREAD_SQUEEZED_SCENE = 1008;

describe('countPips', () => {
  it(
    'finds each tile, reads its halves and rings each pip',
    async () => {
      const { image, label } = renderScene(SCENE);
      const result = countPips(image, await readPipNetwork());
      expect(result.total).toBe(label.pips);
      expect(result.tiles).toHaveLength(label.tiles);
      expect(result.pips).toHaveLength(label.pips);
      expect([...(result.faces ?? [])].sort()).toEqual([...label.faces].sort());
      for (const pip of result.pips) expect(pip.r).toBeGreaterThan(1);
      for (const tile of result.tiles) expect(tile.corners).toHaveLength(4);
    },
    SLOW,
  );

  it('says so when the photo is too dark to see anything', async () => {
    expect(
      countPips(
        plain(400, 300, () => [8, 8, 10]),
        await readPipNetwork(),
      ),
    ).toMatchObject({
      problem: 'too-dark',
      total: 0,
    });
  });

  it('says so when the photo is flat (fog, a blur, a wall)', async () => {
    const flat = plain(400, 300, (x) => [120 + (x % 3), 120, 120]);
    expect(countPips(flat, await readPipNetwork()).problem).toBe('too-flat');
  });

  it('says no dominoes were found on a photo of something else', async () => {
    const stripes = plain(400, 300, (x) =>
      Math.floor(x / 50) % 2 ? [230, 230, 230] : [30, 30, 30],
    );
    expect(countPips(stripes, await readPipNetwork())).toMatchObject({
      problem: 'no-tiles',
      total: 0,
    });
  });

  it(
    'counts a photo the same at three times its size',
    async () => {
      const { image, label } = renderScene(SCENE);
      const big = plain(image.width * 3, image.height * 3, (x, y) => {
        const i = (Math.floor(y / 3) * image.width + Math.floor(x / 3)) * 4;
        return [...image.data.slice(i, i + 3)];
      });
      const result = countPips(big, await readPipNetwork());
      expect(result.total).toBe(label.pips);
    },
    SLOW,
  );

  it(
    'counts a photo squeezed out of shape (16:9 exported to a square) as it counts it whole',
    async () => {
      const { image, label } = renderScene(SQUEEZED_SCENE);
      const squeezed = resample(image, image.width, Math.round(image.height * 0.5625));
      expect(countPips(squeezed, await readPipNetwork()).total).toBe(label.pips);
    },
    SLOW,
  );

  it(
    "counts a photo squeezed so far its tiles are all misread, stretched back by its pips' edges",
    async () => {
      // No 4, 5 or 9 read right to say it was squeezed: the stretched count's layouts say so.
      const { image, label } = renderScene(MISREAD_SQUEEZED_SCENE);
      const squeezed = resample(image, image.width / 2, image.height);
      expect(countPips(squeezed, await readPipNetwork()).total).toBe(label.pips);
    },
    SLOW,
  );

  it.each([
    ['keeps the tiles the first look found where the closer look loses them all', TUNING.firstLook],
    ['looks from farther away where neither look found a tile (a close-up)', TUNING.fartherLook],
  ])('%s', (_, lookWidth) => {
    const photo = plain(800, 600, (x) => [100 + (x % 7) * 10, 90, 80]);
    expect(countPips(photo, seeingTiles({ [lookWidth]: [0.5, 0.5] }))).toMatchObject({
      total: 6,
      faces: ['3-3'],
      problem: null,
    });
  });

  it('looks again from a first look twice as large where it read no tile (a hand far off in a large photo)', () => {
    // A tile in the middle of a dark table; the first look takes a patch of bare table for a tile.
    const photo = plain(1600, 1200, (x, y) =>
      Math.abs(x - 800) < 50 && Math.abs(y - 600) < 25 ? [220, 220, 220] : [30, 30, 30],
    );
    const network = seeingTiles({
      [TUNING.firstLook]: [0.2, 0.2],
      [2 * TUNING.firstLook]: [0.5, 0.5],
    });
    expect(countPips(photo, network)).toMatchObject({ total: 6, faces: ['3-3'], problem: null });
  });

  it.each([
    ['reads', 0.85, 12],
    ['does not read', 0.7, 6],
  ])(
    '%s a tile the first look was sure of and the closer look sees faintly, read %s likely',
    (_, likely, total) => {
      const photo = plain(800, 600, (x) => [100 + (x % 7) * 10, 90, 80]);
      expect(countPips(photo, seeingASecondTileFaintly(photo, likely))).toMatchObject({
        total,
        problem: null,
      });
    },
  );
});

/**
 * A stand-in for the model whose first look sees two sure tiles side by side, and whose closer
 * look sees the second only faintly; it reads each half of every tile as a 3, `likely` so.
 */
function seeingASecondTileFaintly(photo: RgbaImage, likely: number): PipNetwork {
  const first = lookSize(photo, TUNING.firstLook, 32);
  const cells = [
    { column: 40, row: 36 },
    { column: 52, row: 36 },
  ];
  const width = 12;
  const boxes = cells.map(({ column, row }) => ({
    x: cellToImage(column, 4),
    y: cellToImage(row, 4),
    length: 2 * width,
    width,
    angle: 0,
    score: 0.9,
  }));
  const { size, region } = planSecondLook(photo, lookWith(first, boxes), 32);
  const k = size.width / first.width;
  const closer = boxes.map((box, index) => ({
    column: Math.round((box.x * k - region.x - 1.5) / 4),
    row: Math.round((box.y * k - region.y - 1.5) / 4),
    width: width * k,
    score: index === 0 ? 0.9 : 0.1,
  }));
  return {
    stride: 32,
    run: ({ width: lookWidth, height }: RgbaImage) =>
      lookWidth === first.width
        ? mapsWithTiles(
            lookWidth,
            height,
            cells.map((cell) => ({ ...cell, width })),
          )
        : mapsWithTiles(lookWidth, height, lookWidth === region.width ? closer : []),
    readFaces(crops: RgbaImage[]) {
      const likelihoods = new Float32Array(crops.length * 2 * FACE_CLASSES);
      for (let half = 0; half < crops.length * 2; half++) {
        likelihoods[half * FACE_CLASSES + 3] = likely;
        likelihoods[half * FACE_CLASSES + 2] = 1 - likely;
      }
      return likelihoods;
    },
  } as unknown as PipNetwork;
}

/**
 * A stand-in for the model that sees one tile, a sixteenth of the look's width long, in looks of
 * the widths given, where given (as shares of the look's sides), and nothing in any other; it
 * reads each half of a tile cut from a light part of the photo as a 3, of one from a dark part as
 * a back.
 */
function seeingTiles(at: Record<number, [number, number]>): PipNetwork {
  return {
    stride: 32,
    run({ width, height }: RgbaImage) {
      const where = at[width];
      return mapsWithTiles(
        width,
        height,
        where
          ? [
              {
                column: Math.round((where[0] * width) / 4),
                row: Math.round((where[1] * height) / 4),
                width: width / 32,
              },
            ]
          : [],
      );
    },
    readFaces(crops: RgbaImage[]) {
      const likelihoods = new Float32Array(crops.length * 2 * FACE_CLASSES);
      crops.forEach(({ data }, crop) => {
        let sum = 0;
        for (let i = 0; i < data.length; i++) if (i % 4 !== 3) sum += data[i] as number;
        const light = sum / (data.length * 0.75) > 60;
        for (const half of [0, 1])
          likelihoods[(crop * 2 + half) * FACE_CLASSES + (light ? 3 : BACK)] = 1;
      });
      return likelihoods;
    },
  } as unknown as PipNetwork;
}
