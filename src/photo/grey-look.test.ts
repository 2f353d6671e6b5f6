import { describe, expect, it } from 'vitest';
import { lookWith } from '../../test/photos/tile-maps';
import { withGreyLook } from './grey-look';
import { FACE_CLASSES, type NetworkMaps, type PipNetwork } from './model/network';
import type { TileBox } from './tile-box';
import { TUNING } from './tuning';
import type { RgbaImage } from './types';

// A photo 256 x 128 (a look's smallest) on a grey table: two tiles side by side, each a face of one
// colour with a pip of another on each half; their middles where a tile map's cells' middles are,
// and as wide as the look in grey wants them, so that it sees the photo at its own size.
const WIDTH = TUNING.greyTileWidth;
const tileAt = (x: number): TileBox => ({
  x,
  y: 33.5,
  length: WIDTH * 2,
  width: WIDTH,
  angle: 0,
  score: 0.9,
});
const [left, right] = [tileAt(33.5), tileAt(97.5)];

function photo(face: number[], pip: number[]): RgbaImage {
  const data = new Uint8ClampedArray(256 * 128 * 4);
  for (let y = 0; y < 128; y++)
    for (let x = 0; x < 256; x++) {
      const on = [left, right].find(
        (t) => Math.abs(x - t.x) < WIDTH && Math.abs(y - t.y) < WIDTH / 2,
      );
      const onPip = on && [-1, 1].some((d) => Math.hypot(x - on.x - (d * WIDTH) / 2, y - on.y) < 4);
      data.set([...(!on ? [128, 128, 128] : onPip ? pip : face), 255], (y * 256 + x) * 4);
    }
  return { data, width: 256, height: 128 };
}

/** A tile map (stride 4) with a sure peak on each tile given. */
function tileMap(tiles: TileBox[]): NetworkMaps {
  const [width, height] = [64, 32];
  const map = new Float32Array(width * height * 5);
  for (const t of tiles) {
    const cell = Math.round((t.y - 1.5) / 4) * width + Math.round((t.x - 1.5) / 4);
    map.set([0.9, Math.log(t.length / 32), Math.log(t.width / 32), 1, 0], cell * 5);
  }
  return {
    pips: new Float32Array(128 * 64),
    pipsWidth: 128,
    pipsHeight: 64,
    tiles: map,
    tilesWidth: width,
    tilesHeight: height,
  };
}

/** A model whose tile map finds the right-hand tile only in grey, and reads every half as 3. */
function model() {
  const looked: RgbaImage[] = [];
  const network = {
    stride: 4,
    run: (image: RgbaImage) => {
      looked.push(image);
      const { data } = image;
      const grey = data.every((v, i) => i % 4 === 3 || v === data[i - (i % 4)]);
      return tileMap(grey ? [left, right] : [left]);
    },
    readFaces: (crops: RgbaImage[]) =>
      Float32Array.from(
        crops.flatMap(() =>
          [0, 0].flatMap(() => [...Array(FACE_CLASSES)].map((_, n) => (n === 3 ? 1 : 0))),
        ),
      ),
  } as unknown as PipNetwork;
  return { network, looked };
}

const seenWith = (tiles: TileBox[]) => lookWith({ width: 256, height: 128 }, tiles);

describe('a closer look in grey', () => {
  it('adds the tile the colour look missed where yellow pips lie on pink tiles', () => {
    const { network, looked } = model();
    const pink = photo([240, 140, 180], [235, 200, 60]);
    const seen = withGreyLook(pink, seenWith([left, right]), seenWith([left]), network);
    expect(looked).toHaveLength(1);
    expect(seen.tilesToRead.map((tile) => tile.x)).toEqual([left.x, right.x]);
  });

  it('is not taken where the pips differ from the face in lightness: black on ivory', () => {
    const { network, looked } = model();
    const ivory = photo([235, 225, 195], [20, 20, 25]);
    const closer = seenWith([left]);
    expect(withGreyLook(ivory, seenWith([left, right]), closer, network)).toBe(closer);
    expect(looked).toHaveLength(0);
  });
});
