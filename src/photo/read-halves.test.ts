import { describe, expect, it } from 'vitest';
import { readHalves } from './read-halves';
import type { TileBox } from './tile-box';

const tile = (x: number, y: number, angle = 0): TileBox => ({
  x,
  y,
  length: 40,
  width: 20,
  angle,
  score: 1,
});
const pip = (x: number, y: number) => ({ x, y, r: 2 });

describe('readHalves', () => {
  it('puts each pip on the half of the tile it lies on', () => {
    const [read] = readHalves([tile(50, 50)], [pip(40, 50), pip(42, 45), pip(60, 55)]);
    expect(read?.halves.map((h) => h.length)).toEqual([2, 1]);
  });

  it('follows the tile turned upright', () => {
    const [read] = readHalves([tile(50, 50, Math.PI / 2)], [pip(50, 60), pip(50, 62), pip(50, 40)]);
    expect(read?.halves.map((h) => h.length)).toEqual([1, 2]);
  });

  it('gives a pip between two touching tiles to the nearer', () => {
    const reads = readHalves([tile(50, 50), tile(50, 70)], [pip(45, 59), pip(45, 61)]);
    expect(reads.map((r) => r.halves[0].length)).toEqual([1, 1]);
  });

  it('gives a pip just outside every outline to the nearest tile', () => {
    const reads = readHalves([tile(50, 50), tile(50, 90)], [pip(50, 64)]);
    expect(reads.map((r) => r.halves.flat().length)).toEqual([1, 0]);
  });

  it('leaves out a pip far from every tile', () => {
    const [read] = readHalves([tile(50, 50)], [pip(100, 100)]);
    expect(read?.halves.flat()).toEqual([]);
  });
});
