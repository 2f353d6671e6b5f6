import { describe, expect, it } from 'vitest';
import { renderScene } from '../../test/photos/render-scene';
import { closerCrop, withCloserCount } from './closer-count';
import { countPips } from './count';
import { downscale } from './downscale';
import { readPipNetwork } from './model/read-pip-network';
import { resample } from './resample';
import { TUNING } from './tuning';
import type { PhotoReading, Point, RgbaImage, TileFound } from './types';

/** A reading of upright tiles `width` wide and twice as long, their top-left corners at `at`. */
function readingOf(frame: number, width: number, at: [number, number][]): PhotoReading {
  const tiles: TileFound[] = at.map(([x, y]) => ({
    corners: [
      { x, y },
      { x: x + width, y },
      { x: x + width, y: y + 2 * width },
      { x, y: y + 2 * width },
    ],
    halves: [1, 2],
    pips: 3,
  }));
  return {
    width: frame,
    height: (frame * 3) / 4,
    tiles,
    pips: [],
    total: 3 * tiles.length,
    faces: null,
    blankTiles: [],
    problem: null,
  };
}

const decoded = { width: 1280, height: 960 };

describe('closerCrop', () => {
  it('leaves tiles as wide as the second look wants them, and a file no larger than decoded', () => {
    expect(closerCrop(readingOf(1280, 40, [[100, 100]]), decoded, 3)).toBeNull();
    expect(closerCrop(readingOf(1280, 15, [[100, 100]]), decoded, 1.2)).toBeNull();
  });

  it('takes the tiles and a tile length around them, at the scale that makes them tileWidth wide', () => {
    // Read in a look at half the decoded size: 10 there is 20 decoded.
    const crop = closerCrop(
      readingOf(640, 10, [
        [100, 100],
        [200, 120],
      ]),
      decoded,
      4,
    );
    const factor = TUNING.tileWidth / 20;
    expect(crop?.factor).toBeCloseTo(factor);
    expect(crop?.size).toEqual({
      width: Math.round(1280 * factor),
      height: Math.round(960 * factor),
    });
    // From x 100 - 20 to 210 + 20 of 640, y 100 - 20 to 140 + 20 of 480.
    expect(crop?.region.x).toBe(Math.floor((80 / 640) * 1280 * factor));
    expect(crop?.region.width).toBeCloseTo(((150 / 640) * 1280 * factor) as number, -1);
    expect(crop?.region.y).toBe(Math.floor((80 / 480) * 960 * factor));
    expect(crop?.region.height).toBeCloseTo(((80 / 480) * 960 * factor) as number, -1);
  });

  it('goes no further than the file has pixels, nor past the largest look', () => {
    expect(closerCrop(readingOf(1280, 10, [[100, 100]]), decoded, 2)?.factor).toBe(2);
    // Tiles from one side of the photo to the other: the crop would be as large as a look can be.
    expect(
      closerCrop(
        readingOf(1280, 20, [
          [0, 0],
          [1260, 900],
        ]),
        decoded,
        4,
      ),
    ).toBeNull();
  });
});

describe('withCloserCount', () => {
  it('reads a hand small in a large photo from its own pixels, where they are in the photo', async () => {
    const network = await readPipNetwork();
    const { image: hand, label } = renderScene(1003, 400, 300);
    // The hand a fifth of the way into a photo eight times its size, on a grey table: its
    // tiles some 15 pixels wide at the size decoded.
    const file = onTable(hand, 8);
    const photo = downscale(file, TUNING.largestSide);
    const first = countPips(photo, network);
    expect(first.total).not.toBe(label.pips);

    const reading = await withCloserCount(
      photo,
      first,
      file.width / photo.width,
      async ({ size, region }) => resample(file, size.width, size.height, region),
      network,
    );
    expect(reading.total).toBe(label.pips);
    expect(reading.tiles).toHaveLength(label.tiles);
    // In the whole photo's frame: each tile the first count read is where the closer count has
    // one, near enough to be the same tile by the count's own measure.
    const inFile = (of: PhotoReading) =>
      of.tiles.map(({ corners: [a, b, c] }) => {
        const [p, q, r] = [a, b, c].map((point) => ({
          x: ((point?.x ?? 0) * file.width) / of.width,
          y: ((point?.y ?? 0) * file.width) / of.width,
        })) as [Point, Point, Point];
        const width = Math.min(Math.hypot(q.x - p.x, q.y - p.y), Math.hypot(r.x - q.x, r.y - q.y));
        return { x: (p.x + r.x) / 2, y: (p.y + r.y) / 2, width };
      });
    const closer = inFile(reading);
    for (const tile of inFile(first)) {
      const nearest = Math.min(...closer.map((c) => Math.hypot(c.x - tile.x, c.y - tile.y)));
      expect(nearest).toBeLessThan(TUNING.sameTile * tile.width);
    }
  }, 30_000);
});

/** `hand` laid on a plain grey table `times` its size, a fifth of the way in. */
function onTable(hand: RgbaImage, times: number): RgbaImage {
  const width = hand.width * times;
  const height = hand.height * times;
  const data = new Uint8ClampedArray(width * height * 4).fill(110);
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  const x0 = Math.round(width / 5);
  const y0 = Math.round(height / 5);
  for (let y = 0; y < hand.height; y++) {
    const row = hand.data.subarray(y * hand.width * 4, (y + 1) * hand.width * 4);
    data.set(row, ((y0 + y) * width + x0) * 4);
  }
  return { data, width, height };
}
