/**
 * Reading each tile's face with the face model: the tile is cut out of the photo at its full
 * resolution (face-crop.ts) and each half read as 0 to 15 pips, or as a tile's back. The model
 * knows the layouts, so where it is sure it reads a blurred or crowded half that the pip map
 * marks wrongly; where it is not, the pips marked on the half are counted. A tile whose pips
 * differ from its face more in hue than in lightness is also read in grey (tile-contrast.ts), and
 * each half as the surer of the two readings says. A tile either of whose halves it takes for a
 * back is a face-down tile, not counted (no face has a back's half); one read in grey too only
 * where the grey reading takes it for a back as well (yellow pips on pink can pass for a back's
 * print in colour, not in grey).
 */
import { cutTile } from './face-crop';
import { BACK, FACE_CLASSES, MOST_PIPS_ON_A_HALF, type PipNetwork } from './model/network';
import { readHalves, type TileWithPips } from './read-halves';
import { inPhoto, shareOn, type TileBox } from './tile-box';
import { alongMainColour } from './tile-contrast';
import { TUNING } from './tuning';
import type { Pip, RgbaImage } from './types';

/**
 * A tile's face as read: pips on each half, and the outline it was read in where it was turned to
 * read it; or a back (a face-down tile).
 */
export type FaceRead = { halves: [number, number]; box?: TileBox } | { back: true };

export function readFaces(
  photo: RgbaImage,
  seen: { width: number; height: number },
  tiles: TileWithPips[],
  network: PipNetwork,
): FaceRead[] {
  const faces = seeFaces(
    photo,
    seen,
    tiles.map(({ box }) => box),
    network,
  );
  const turned = alongTheirPips(photo, seen, tiles, faces, network);
  return faces.map((face, index) => {
    const again = turned.get(index);
    if (again) return { halves: halvesRead(again.tile, again.face), box: again.tile.box };
    if (face === 'back') return { back: true };
    return { halves: halvesRead(tiles[index] as TileWithPips, face) };
  });
}

/**
 * A back holds no pips: a tile read as one with `TUNING.backPips` or more pips marked on it is a
 * face the tile map outlined askew (a blurred 6-6 touching another tile, turned a quarter of a
 * right angle), read again turned along its pips' main axis, where no more than
 * `TUNING.turnedOnOthers` of it then lies on other tiles. Kept where the face model is sure of each
 * half: a face-down tile so turned is read unsurely, if at all.
 */
function alongTheirPips(
  photo: RgbaImage,
  seen: { width: number; height: number },
  tiles: TileWithPips[],
  faces: ('back' | HalvesSeen)[],
  network: PipNetwork,
): Map<number, { tile: TileWithPips; face: HalvesSeen }> {
  const askew = tiles.flatMap((tile, index) => {
    const pips = [...tile.halves[0], ...tile.halves[1]];
    if (faces[index] !== 'back' || pips.length < TUNING.backPips) return [];
    const turned = { ...tile.box, angle: mainAxis(pips) };
    const others = tiles.flatMap((other) => (other === tile ? [] : [other.box]));
    // So turned, an outline over another tile's would read that tile's pips.
    if (shareOn(turned, others) > TUNING.turnedOnOthers) return [];
    return [{ index, tile: readHalves([turned], pips)[0] as TileWithPips }];
  });
  const again = seeFaces(
    photo,
    seen,
    askew.map(({ tile }) => tile.box),
    network,
  );
  const sure = new Map<number, { tile: TileWithPips; face: HalvesSeen }>();
  askew.forEach(({ index, tile }, k) => {
    const face = again[k];
    if (face && face !== 'back' && face.every((half) => surest(half) >= TUNING.faceSure))
      sure.set(index, { tile, face });
  });
  return sure;
}

/** The direction (radians) in which points spread the most. */
function mainAxis(points: Pip[]): number {
  const mx = points.reduce((sum, p) => sum + p.x, 0) / points.length;
  const my = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (const { x, y } of points) {
    xx += (x - mx) ** 2;
    yy += (y - my) ** 2;
    xy += (x - mx) * (y - my);
  }
  return Math.atan2(2 * xy, xx - yy) / 2;
}

function halvesRead({ halves }: TileWithPips, [a, b]: HalvesSeen): [number, number] {
  return [halfRead(halves[0].length, a), halfRead(halves[1].length, b)];
}

/** Of doubtful tiles, those the face model reads as a face, each half a count at least `sure` likely. */
export function surelyFaces(
  photo: RgbaImage,
  seen: { width: number; height: number },
  doubtful: TileBox[],
  network: PipNetwork,
  sure: number = TUNING.doubtfulSure,
): TileBox[] {
  const faces = seeFaces(photo, seen, doubtful, network);
  return doubtful.filter((_, index) => {
    const face = faces[index];
    return face !== 'back' && face !== undefined && face.every((half) => surest(half) >= sure);
  });
}

/** How likely each count is on each half of a tile, as the face model reads it. */
type HalvesSeen = [Float32Array, Float32Array];

/** Each tile's halves as the face model reads them (in colour or in grey, the surer), or a back. */
function seeFaces(
  photo: RgbaImage,
  seen: { width: number; height: number },
  boxes: TileBox[],
  network: PipNetwork,
): ('back' | HalvesSeen)[] {
  if (boxes.length === 0) return [];
  const crops = boxes.map((box) => cutTile(photo, inPhoto(box, seen, photo)));
  const greys = crops.map(alongMainColour);
  const likelihoods = network.readFaces([...crops, ...greys.filter((grey) => grey !== null)]);
  const read = (view: number, half: number) => {
    const at = (view * 2 + half) * FACE_CLASSES;
    return likelihoods.subarray(at, at + FACE_CLASSES);
  };
  // The grey views are read after all the tiles, in the tiles' order.
  let nextGrey = boxes.length;
  return boxes.map((_, index) => {
    const grey = greys[index] ? nextGrey++ : index;
    const [a, b] = [read(index, 0), read(index, 1)];
    const [greyA, greyB] = [read(grey, 0), read(grey, 1)];
    if (readsAsBack(a, b) && readsAsBack(greyA, greyB)) return 'back';
    return [surer(a, greyA), surer(b, greyB)];
  });
}

function readsAsBack(a: Float32Array, b: Float32Array): boolean {
  return Math.max(a[BACK] as number, b[BACK] as number) >= TUNING.backSure;
}

/** Of a half's two readings, as it is and in grey, the one surer of a count. */
function surer(asItIs: Float32Array, inGrey: Float32Array): Float32Array {
  return surest(inGrey) > surest(asItIs) ? inGrey : asItIs;
}

/** How likely a half's likeliest count is. */
function surest(likelihoods: Float32Array): number {
  return Math.max(...likelihoods.subarray(0, BACK));
}

/** A half's pips: the face model's likeliest count where it is sure enough, else the pips marked. */
function halfRead(pipsMarked: number, likelihoods: Float32Array): number {
  let best = 0;
  for (let n = 1; n <= MOST_PIPS_ON_A_HALF; n++)
    if ((likelihoods[n] as number) > (likelihoods[best] as number)) best = n;
  return (likelihoods[best] as number) >= TUNING.faceSure ? best : pipsMarked;
}
