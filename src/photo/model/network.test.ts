import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FACE_CLASSES } from './network';
import { readPipNetwork } from './read-pip-network';

interface Check {
  width: number;
  height: number;
  rgb: number[];
}

/** What PyTorch gave for a small input (written by scripts/pip-model/export.py with each model). */
function readCheck<T>(name: string): Check & T {
  return JSON.parse(readFileSync(new URL(`${name}-check.json`, import.meta.url), 'utf8'));
}

const check = readCheck<{ pips: number[]; tiles: number[] }>('pip-model');

function imageOf({ width, height, rgb }: Check) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    data.set(rgb.slice(i * 3, i * 3 + 3), i * 4);
    data[i * 4 + 3] = 255;
  }
  return { data, width, height };
}

const sigmoid = (v: number) => 1 / (1 + Math.exp(-v));

function softmax(logits: number[]): number[] {
  const top = Math.max(...logits);
  const e = logits.map((v) => Math.exp(v - top));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}

describe('the pip model in TensorFlow.js', () => {
  it('computes what PyTorch computed for the same input', async () => {
    const network = await readPipNetwork();
    const { width, height } = check;
    const maps = network.run(imageOf(check));
    expect([maps.pipsWidth, maps.pipsHeight, maps.tilesWidth, maps.tilesHeight]).toEqual([
      width / 2,
      height / 2,
      width / 4,
      height / 4,
    ]);
    const pipError = Math.max(
      ...check.pips.map((v, i) => Math.abs(sigmoid(v) - (maps.pips[i] as number))),
    );
    const tileError = Math.max(
      ...check.tiles.map((v, i) =>
        Math.abs((i % 5 === 0 ? sigmoid(v) : v) - (maps.tiles[i] as number)),
      ),
    );
    expect(pipError).toBeLessThan(1e-3);
    expect(tileError).toBeLessThan(1e-2);
  });

  it('mirrored, sees the photo and its mirror image alike: a mirrored photo gives mirrored maps', async () => {
    const network = await readPipNetwork();
    const [width, height] = [64, 32];
    const data = new Uint8ClampedArray(width * height * 4);
    // Bright and dark specks at random on grey, the same in every run.
    let seed = 7;
    for (let i = 0; i < data.length; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      data[i] = i % 4 === 3 ? 255 : 60 + (seed % 140);
    }
    const mirror = new Uint8ClampedArray(data.length);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        mirror.set(
          data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4),
          (y * width + width - 1 - x) * 4,
        );
    const seen = network.run({ data, width, height }, true);
    const mirrored = network.run({ data: mirror, width, height }, true);
    const at = (w: number, x: number, y: number) => y * w + x;
    const { pipsWidth: pw, pipsHeight: ph, tilesWidth: tw, tilesHeight: th } = seen;
    let worst = 0;
    for (let y = 0; y < ph; y++)
      for (let x = 0; x < pw; x++)
        worst = Math.max(
          worst,
          Math.abs(
            (seen.pips[at(pw, x, y)] as number) - (mirrored.pips[at(pw, pw - 1 - x, y)] as number),
          ),
        );
    for (let y = 0; y < th; y++)
      for (let x = 0; x < tw; x++)
        for (let k = 0; k < 5; k++) {
          // A direction's sine turns in a mirror; the rest stays.
          const sign = k === 4 ? -1 : 1;
          const a = seen.tiles[at(tw, x, y) * 5 + k] as number;
          const b = mirrored.tiles[at(tw, tw - 1 - x, y) * 5 + k] as number;
          worst = Math.max(worst, Math.abs(a - sign * b));
        }
    expect(worst).toBeLessThan(1e-4);
  });

  it("reads a tile's halves as PyTorch did", async () => {
    const network = await readPipNetwork();
    const face = readCheck<{ halves: number[] }>('face-model');
    const likelihoods = network.readFaces([imageOf(face), imageOf(face)]);
    const classes = FACE_CLASSES;
    const expected = [0, 1].flatMap((half) =>
      softmax(face.halves.slice(half * classes, (half + 1) * classes)),
    );
    expect(likelihoods).toHaveLength(2 * expected.length);
    const error = Math.max(
      ...[...likelihoods].map((v, i) => Math.abs(v - (expected[i % expected.length] as number))),
    );
    expect(error).toBeLessThan(1e-3);
  });

  it('refuses an image whose sides are not multiples of its stride', async () => {
    const network = await readPipNetwork();
    expect(() =>
      network.run({ data: new Uint8ClampedArray(40 * 32 * 4), width: 40, height: 32 }),
    ).toThrow(/multiple of 32/);
  });
});
