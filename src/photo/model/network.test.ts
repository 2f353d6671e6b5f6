import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPipNetwork } from './read-pip-network';

/** What PyTorch gave for a small input (written by scripts/pip-model/export.py with the model). */
const check = JSON.parse(
  readFileSync(new URL('pip-model-check.json', import.meta.url), 'utf8'),
) as {
  width: number;
  height: number;
  rgb: number[];
  pips: number[];
  tiles: number[];
};

const sigmoid = (v: number) => 1 / (1 + Math.exp(-v));

describe('the pip model in TensorFlow.js', () => {
  it('computes what PyTorch computed for the same input', async () => {
    const network = await readPipNetwork();
    const { width, height } = check;
    const data = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      data.set(check.rgb.slice(i * 3, i * 3 + 3), i * 4);
      data[i * 4 + 3] = 255;
    }
    const maps = network.run({ data, width, height });
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

  it('refuses an image whose sides are not multiples of its stride', async () => {
    const network = await readPipNetwork();
    expect(() =>
      network.run({ data: new Uint8ClampedArray(40 * 32 * 4), width: 40, height: 32 }),
    ).toThrow(/multiple of 32/);
  });
});
