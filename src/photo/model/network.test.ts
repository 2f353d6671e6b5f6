import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadPipNetwork } from './load-node';

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
    const network = await loadPipNetwork();
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

  it('refuses an image whose sides are not multiples of its stride', async () => {
    const network = await loadPipNetwork();
    expect(() =>
      network.run({ data: new Uint8ClampedArray(40 * 32 * 4), width: 40, height: 32 }),
    ).toThrow(/multiple of 32/);
  });
});
