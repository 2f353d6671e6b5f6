import { describe, expect, it } from 'vitest';
import { cellToImage, findPeaks } from './peaks';

describe('findPeaks', () => {
  const map = (rows: number[][]) => new Float32Array(rows.flat());

  it('finds each local maximum above the threshold, at its neighbourhood centroid', () => {
    const m = map([
      [0, 0, 0, 0, 0],
      [0, 0.25, 0.75, 0.25, 0],
      [0, 0, 0, 0, 0.5],
    ]);
    const peaks = findPeaks(m, 5, 3, 0.4);
    expect(peaks.map((p) => p.score)).toEqual([0.75, 0.5]);
    expect(peaks[0]?.x).toBeCloseTo(2);
    expect(peaks[0]?.y).toBeCloseTo(1);
  });

  it('gives one peak for a flat top', () => {
    const m = map([
      [0, 0, 0, 0],
      [0, 0.8, 0.8, 0],
    ]);
    expect(findPeaks(m, 4, 2, 0.5)).toHaveLength(1);
  });

  it('leaves out what is under the threshold', () => {
    expect(findPeaks(map([[0.1, 0.3, 0.1]]), 3, 1, 0.4)).toEqual([]);
  });

  it('reads one channel of several', () => {
    const m = new Float32Array([0, 9, 1, 9, 0, 9]);
    const peaks = findPeaks(m, 3, 1, 0.5, 2);
    expect(peaks).toHaveLength(1);
    expect(peaks[0]?.cell).toBe(1);
  });
});

describe('cellToImage', () => {
  it('puts a cell at the centre of the pixels it stands for', () => {
    expect(cellToImage(0, 2)).toBe(0.5);
    expect(cellToImage(3, 4)).toBe(13.5);
  });
});
