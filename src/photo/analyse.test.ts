import { describe, expect, it } from 'vitest';
import { plainImage as plain } from '../../test/photos/plain-image';
import { renderScene } from '../../test/photos/render-scene';
import { analysePhoto } from './analyse';

// Rendering and counting a photo takes a second or two of CPU; the machine may be shared.
const SLOW = 30_000;

describe('analysePhoto', () => {
  it(
    'finds each tile, splits it at its bar and rings each pip',
    () => {
      const { image, label } = renderScene(1003);
      const result = analysePhoto(image);
      expect(result.total).toBe(label.pips);
      expect(result.tiles).toHaveLength(label.tiles);
      expect(result.pips).toHaveLength(label.pips);
      expect([...(result.faces ?? [])].sort()).toEqual([...label.faces].sort());
      for (const pip of result.pips) expect(pip.r).toBeGreaterThan(1);
    },
    SLOW,
  );

  it(
    'names a tile with no pip as a double-blank candidate',
    () => {
      const { image, label } = renderScene(1004);
      const result = analysePhoto(image);
      const blanks = label.faces.filter((face) => face === '0-0').length;
      expect(result.blankTiles).toHaveLength(blanks);
      for (const index of result.blankTiles) expect(result.tiles[index]?.pips).toBe(0);
    },
    SLOW,
  );

  it('says so when the photo is too dark to see anything', () => {
    expect(analysePhoto(plain(400, 300, () => [8, 8, 10])).problem).toBe('too-dark');
  });

  it('says so when the photo is flat (fog, a blur, a wall)', () => {
    expect(analysePhoto(plain(400, 300, (x) => [120 + (x % 3), 120, 120])).problem).toBe(
      'too-flat',
    );
  });

  it('says no dominoes were found on a photo of something else', () => {
    const stripes = plain(400, 300, (x) =>
      Math.floor(x / 50) % 2 ? [230, 230, 230] : [30, 30, 30],
    );
    expect(analysePhoto(stripes)).toMatchObject({ problem: 'no-tiles', total: 0 });
  });

  it(
    'works on the size of a phone photo by downscaling it first',
    () => {
      const { image, label } = renderScene(1003);
      const big = plain(image.width * 3, image.height * 3, (x, y) => {
        const i = (Math.floor(y / 3) * image.width + Math.floor(x / 3)) * 4;
        return [...image.data.slice(i, i + 3)];
      });
      const result = analysePhoto(big);
      expect(Math.max(result.width, result.height)).toBeLessThanOrEqual(1000);
      expect(result.total).toBe(label.pips);
    },
    SLOW,
  );
});
